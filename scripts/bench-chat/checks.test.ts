import {describe, expect, it} from 'vitest';
import {answerParts, hasCodeWith, repeatedPassages, sectionsWithoutPassage} from './checks';

const ANSWER = [
  'Ответ собран из документации.',
  '',
  '**[Возврат платежа — Частичный возврат](https://docs.example/payments/payment-refund#partial)**',
  '',
  '> Частичный возврат делается методом session\\_refund,',
  '> с суммой меньше суммы платежа.',
  '',
  '````json',
  '{"note": "``` inside", "method": "session/refund"}',
  '````',
  '',
  '> Частичный возврат',
  '',
  '**[Холдирование](https://docs.example/payments/payment-hold)**',
  '',
  '**[Уведомления](https://docs.example/reference/webhooks)**',
  '',
  '> Тело уведомления — конверт.',
  '',
  '> Тело уведомления — конверт.',
].join('\n');

describe('the chat bench checks', () => {
  const parts = answerParts(ANSWER);

  it('finds the fenced blocks, the quotes and the cited sections', () => {
    expect(parts.codeBlocks).toEqual(['{"note": "``` inside", "method": "session/refund"}']);
    expect(parts.quotes).toEqual([
      'Частичный возврат делается методом session_refund, с суммой меньше суммы платежа.',
      'Частичный возврат',
      'Тело уведомления — конверт.',
      'Тело уведомления — конверт.',
    ]);
    expect(parts.sections).toEqual([
      {title: 'Возврат платежа — Частичный возврат', passages: 2},
      {title: 'Холдирование', passages: 0},
      {title: 'Уведомления', passages: 2},
    ]);
  });

  it('counts a passage repeated or equal to a heading shown, and sections without one', () => {
    expect(repeatedPassages(parts)).toEqual(['Частичный возврат', 'Тело уведомления — конверт.']);
    expect(sectionsWithoutPassage(parts)).toEqual(['Холдирование']);
  });

  it('finds text inside a fenced block only', () => {
    expect(hasCodeWith(parts, 'session/refund')).toBe(true);
    expect(hasCodeWith(parts, 'session_refund')).toBe(false);
  });
});
