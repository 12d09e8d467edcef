/**
 * Spec §3 "Chat message" (id, sender, text, sources, feedback reaction,
 * partial flag) drawn from the SDK's conversation, which keeps a question and
 * its answer as one record. Pure, so it is unit-tested alone.
 */
import type {QA, Reaction, StreamSource} from '@kapaai/react-sdk';

export type ChatMessage = {
  /** Stable while the conversation lasts: the SDK's answer id arrives only when it ends. */
  id: string;
  sender: 'user' | 'assistant';
  text: string;
  sources: StreamSource[];
  reaction: Reaction | null;
  /** True while the answer streams. */
  partial: boolean;
  /** The reader stopped the answer. */
  stopped: boolean;
  /** The SDK's id of the question and answer, which feedback is sent for; null until the answer ends. */
  answerId: string | null;
};

export function chatMessages(conversation: readonly QA[]): ChatMessage[] {
  return conversation.flatMap((qa, index) => {
    const partial = qa.status === 'streaming' && !qa.isGenerationAborted;
    const question: ChatMessage = {
      id: `question-${index}`,
      sender: 'user',
      text: qa.question,
      sources: [],
      reaction: null,
      partial: false,
      stopped: false,
      answerId: null,
    };
    const answer: ChatMessage = {
      id: `answer-${index}`,
      sender: 'assistant',
      text: qa.answer,
      sources: qa.sources,
      reaction: qa.reaction,
      partial,
      stopped: qa.isGenerationAborted,
      answerId: qa.id,
    };
    return [question, answer];
  });
}
