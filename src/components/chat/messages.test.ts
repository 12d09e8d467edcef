import type {QA} from '@kapaai/react-sdk';
import {describe, expect, it} from 'vitest';
import {chatMessages} from './messages';

const base = {
  question: 'Как сделать возврат?',
  answer: 'Методом session/refund.',
  sources: [
    {title: 'Возврат', subtitle: '', source_url: 'https://x/r', source_type: 'documentation'},
  ],
  isGenerationAborted: false,
  reaction: null,
  toolCalls: [],
  files: [],
};

describe('chat messages', () => {
  it('are a question from the reader and an answer from the assistant per exchange', () => {
    const done = {
      ...base,
      id: 'qa-1',
      status: 'completed',
      isFeedbackSubmissionEnabled: true,
      metadata: {is_uncertain: false},
      reaction: 'upvote',
    } satisfies QA;
    const streaming = {...base, id: null, status: 'streaming', answer: 'Мето'} satisfies QA;
    const messages = chatMessages([done, streaming]);
    expect(messages.map(({id, sender}) => `${id}:${sender}`)).toEqual([
      'question-0:user',
      'answer-0:assistant',
      'question-1:user',
      'answer-1:assistant',
    ]);
    expect(messages[1]).toEqual({
      id: 'answer-0',
      sender: 'assistant',
      text: 'Методом session/refund.',
      sources: base.sources,
      reaction: 'upvote',
      partial: false,
      stopped: false,
      answerId: 'qa-1',
    });
    expect(messages[3]).toMatchObject({partial: true, answerId: null, text: 'Мето'});
    expect(messages[2]).toMatchObject({text: base.question, sources: [], reaction: null});
  });

  it('marks a stopped answer as stopped, not partial', () => {
    const stopped = {
      ...base,
      id: null,
      status: 'streaming',
      isGenerationAborted: true,
    } satisfies QA;
    expect(chatMessages([stopped])[1]).toMatchObject({partial: false, stopped: true});
  });
});
