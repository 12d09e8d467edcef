import {describe, expect, it} from 'vitest';
import {
  answerGoal,
  answerParams,
  commentParams,
  commentText,
  feedbackStorageKey,
  MAX_COMMENT_LENGTH,
  parseFeedback,
  rememberFeedback,
  storedFeedbackText,
  type FeedbackStorage,
  type StorageSource,
} from './feedback';

function memoryStorage(): FeedbackStorage & {items: Map<string, string>} {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const securityError = () => new DOMException('The operation is insecure.', 'SecurityError');

/** A browser with site data blocked: even reaching `localStorage` throws. */
const blockedStorage: StorageSource = () => {
  throw securityError();
};

/** A browser whose storage exists but refuses to read or write (private mode, full quota). */
const refusingStorage: StorageSource = () => ({
  getItem: () => {
    throw securityError();
  },
  setItem: () => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  },
});

describe('page feedback storage', () => {
  it('keeps a record per page, a Russian page apart from its English twin', () => {
    const storage = memoryStorage();
    expect(rememberFeedback('/intro', {answer: 'yes', commented: false}, () => storage)).toBe(true);
    expect(rememberFeedback('/en/intro', {answer: 'no', commented: true}, () => storage)).toBe(
      true,
    );
    expect(feedbackStorageKey('/intro')).not.toBe(feedbackStorageKey('/en/intro'));
    expect([...storage.items.keys()]).toEqual(['docs-feedback:/intro', 'docs-feedback:/en/intro']);
    expect(parseFeedback(storedFeedbackText('/intro', () => storage))).toEqual({
      answer: 'yes',
      commented: false,
    });
    expect(parseFeedback(storedFeedbackText('/en/intro', () => storage))).toEqual({
      answer: 'no',
      commented: true,
    });
    expect(storedFeedbackText('/before', () => storage)).toBeNull();
  });

  it('reads nothing and keeps nothing, without throwing, where storage is blocked', () => {
    for (const storage of [blockedStorage, refusingStorage]) {
      expect(storedFeedbackText('/intro', storage)).toBeNull();
      expect(rememberFeedback('/intro', {answer: 'yes', commented: false}, storage)).toBe(false);
    }
  });

  it('ignores a stored value that is not a record', () => {
    for (const text of ['', 'yes', 'null', '[]', '{"answer":"maybe"}', '{"commented":true}']) {
      expect(parseFeedback(text), text).toBeNull();
    }
    expect(parseFeedback('{"answer":"no","commented":"yes"}')).toEqual({
      answer: 'no',
      commented: false,
    });
  });
});

describe('page feedback goals', () => {
  it('sends yes and no as two goals carrying the page', () => {
    expect(answerGoal('yes')).toBe('page_helpful_yes');
    expect(answerGoal('no')).toBe('page_helpful_no');
    expect(answerParams('/en/payouts/russian-card')).toEqual({page: '/en/payouts/russian-card'});
  });

  it('sends the comment with the page and the answer it explains', () => {
    expect(commentParams('/intro', 'no', 'Нет примера на PHP')).toEqual({
      page: '/intro',
      answer: 'no',
      comment: 'Нет примера на PHP',
    });
  });

  it('trims the comment and holds it to the limit', () => {
    expect(commentText('  \n ')).toBe('');
    expect(commentText('  Нет примера  ')).toBe('Нет примера');
    expect(commentText('я'.repeat(MAX_COMMENT_LENGTH + 20))).toHaveLength(MAX_COMMENT_LENGTH);
    // A cut through an emoji drops its first half rather than sending a broken character.
    const cut = commentText(`${'a'.repeat(MAX_COMMENT_LENGTH - 1)}😀`);
    expect(cut).toBe('a'.repeat(MAX_COMMENT_LENGTH - 1));
  });
});
