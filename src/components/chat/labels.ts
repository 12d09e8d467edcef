/**
 * The widget's own words (controls, statuses); the configurable texts of
 * spec §3 come from `config/chat.ts`. English here, Russian in
 * `i18n/ru/code.json`.
 */
import {translate} from '@docusaurus/Translate';

export const chatLabels = () => ({
  loading: translate({id: 'chat.loading', message: 'Loading the assistant…'}),
  close: translate({id: 'chat.close', message: 'Close'}),
  enterFullscreen: translate({id: 'chat.fullscreen.enter', message: 'Full screen'}),
  exitFullscreen: translate({id: 'chat.fullscreen.exit', message: 'Exit full screen'}),
  newConversation: translate({id: 'chat.newConversation', message: 'New conversation'}),
  question: translate({id: 'chat.question', message: 'Your question'}),
  you: translate({id: 'chat.sender.you', message: 'You'}),
  assistant: translate({id: 'chat.sender.assistant', message: 'Assistant'}),
  preparing: translate({id: 'chat.preparing', message: 'Looking through the documentation…'}),
  answering: translate({id: 'chat.answering', message: 'Answering…'}),
  stop: translate({id: 'chat.stop', message: 'Stop generating'}),
  stopped: translate({id: 'chat.stopped', message: 'Answer stopped.'}),
  rate: translate({id: 'chat.feedback.rate', message: 'Was this answer helpful?'}),
  helpful: translate({id: 'chat.feedback.helpful', message: 'Helpful'}),
  notHelpful: translate({id: 'chat.feedback.notHelpful', message: 'Not helpful'}),
  thanks: translate({id: 'chat.feedback.thanks', message: 'Thank you for the feedback.'}),
  accept: translate({id: 'chat.terms.accept', message: 'Accept'}),
  decline: translate({id: 'chat.terms.decline', message: 'Decline'}),
});

export type ChatLabels = ReturnType<typeof chatLabels>;
