/**
 * The widget's own words (controls, statuses); the configurable texts of
 * spec §3 come from `config/chat.ts`. English here, Russian in
 * `i18n/ru/code.json`.
 */
import {translate} from '@docusaurus/Translate';

export const chatLabels = () => ({
  loading: translate({
    id: 'chat.loading',
    message: 'Loading the assistant…',
    description: 'Ask AI: status line while the chat widget loads',
  }),
  close: translate({
    id: 'chat.close',
    message: 'Close',
    description: 'Ask AI: button that closes the chat panel',
  }),
  enterFullscreen: translate({
    id: 'chat.fullscreen.enter',
    message: 'Full screen',
    description: 'Ask AI: button that shows the chat full screen',
  }),
  exitFullscreen: translate({
    id: 'chat.fullscreen.exit',
    message: 'Exit full screen',
    description: 'Ask AI: button that leaves full screen',
  }),
  newConversation: translate({
    id: 'chat.newConversation',
    message: 'New conversation',
    description: 'Ask AI: button that starts over with an empty conversation',
  }),
  question: translate({
    id: 'chat.question',
    message: 'Your question',
    description: 'Ask AI: label of the question field',
  }),
  you: translate({
    id: 'chat.sender.you',
    message: 'You',
    description: 'Ask AI: who wrote a message, the reader',
  }),
  assistant: translate({
    id: 'chat.sender.assistant',
    message: 'Assistant',
    description: 'Ask AI: who wrote a message, the assistant',
  }),
  preparing: translate({
    id: 'chat.preparing',
    message: 'Looking through the documentation…',
    description: 'Ask AI: status while the answer is being prepared',
  }),
  answering: translate({
    id: 'chat.answering',
    message: 'Answering…',
    description: 'Ask AI: status while the answer streams in',
  }),
  stop: translate({
    id: 'chat.stop',
    message: 'Stop generating',
    description: 'Ask AI: button that stops a streaming answer',
  }),
  stopped: translate({
    id: 'chat.stopped',
    message: 'Answer stopped.',
    description: 'Ask AI: note under an answer the reader stopped',
  }),
  rate: translate({
    id: 'chat.feedback.rate',
    message: 'Was this answer helpful?',
    description: 'Ask AI: question under an answer, before the feedback buttons',
  }),
  helpful: translate({
    id: 'chat.feedback.helpful',
    message: 'Helpful',
    description: 'Ask AI: feedback button, the answer helped',
  }),
  notHelpful: translate({
    id: 'chat.feedback.notHelpful',
    message: 'Not helpful',
    description: 'Ask AI: feedback button, the answer did not help',
  }),
  thanks: translate({
    id: 'chat.feedback.thanks',
    message: 'Thank you for the feedback.',
    description: 'Ask AI: confirmation after feedback was given',
  }),
  accept: translate({
    id: 'chat.terms.accept',
    message: 'Accept',
    description: 'Ask AI: button that accepts the terms of use',
  }),
  decline: translate({
    id: 'chat.terms.decline',
    message: 'Decline',
    description: 'Ask AI: button that declines the terms of use',
  }),
});

export type ChatLabels = ReturnType<typeof chatLabels>;
