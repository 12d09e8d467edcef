/**
 * What "Was this page helpful?" keeps and sends, apart from React.
 *
 * The answer is kept per page in localStorage as `{answer, commented}` under
 * `docs-feedback:<path>`, where the path is the page's own (with the base URL
 * and `/en/` for English), so a Russian page and its English twin are
 * answered apart. A browser that refuses storage (site data blocked, private
 * mode, full quota) still gets the widget: the answer then lasts as long as
 * the page, and nothing here throws.
 */
import {GOALS, type Goal, type GoalParams} from '../../plugins/analytics/goals';

export type FeedbackAnswer = 'yes' | 'no';

export type PageFeedbackRecord = {
  answer: FeedbackAnswer;
  /** Whether a comment on this page was handed to Metrica; one per page. */
  commented: boolean;
};

export const FEEDBACK_KEY_PREFIX = 'docs-feedback:';

/** Longest comment the form takes and the goal carries, in UTF-16 units as `maxlength` counts. */
export const MAX_COMMENT_LENGTH = 500;

export type FeedbackStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Where records are kept. A function, because in a browser with site data
 * blocked merely reading `window.localStorage` throws.
 */
export type StorageSource = () => FeedbackStorage;

export const browserStorage: StorageSource = () => window.localStorage;

export function feedbackStorageKey(page: string): string {
  return `${FEEDBACK_KEY_PREFIX}${page}`;
}

/** The stored text of a page's record; null when there is none or storage refuses. */
export function storedFeedbackText(page: string, storage: StorageSource): string | null {
  try {
    return storage().getItem(feedbackStorageKey(page));
  } catch {
    return null;
  }
}

/** A stored record, or null for anything that is not one (absent, edited by hand, an old shape). */
export function parseFeedback(text: string | null): PageFeedbackRecord | null {
  if (text === null) {
    return null;
  }
  try {
    const value = JSON.parse(text) as {answer?: unknown; commented?: unknown} | null;
    if (value === null || typeof value !== 'object') {
      return null;
    }
    if (value.answer !== 'yes' && value.answer !== 'no') {
      return null;
    }
    return {answer: value.answer, commented: value.commented === true};
  } catch {
    return null;
  }
}

/** Keeps a page's record; false when the browser will not store it. */
export function rememberFeedback(
  page: string,
  record: PageFeedbackRecord,
  storage: StorageSource,
): boolean {
  try {
    storage().setItem(feedbackStorageKey(page), JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

export function answerGoal(answer: FeedbackAnswer): Goal {
  return answer === 'yes' ? GOALS.pageHelpful : GOALS.pageNotHelpful;
}

/** The parameters of the answer's goal. */
export function answerParams(page: string): GoalParams {
  return {page};
}

/** The comment as it is sent: trimmed and cut to the limit; empty means there is none. */
export function commentText(typed: string): string {
  // A cut between the two halves of an emoji would leave half a character.
  return typed
    .trim()
    .slice(0, MAX_COMMENT_LENGTH)
    .replace(/[\uD800-\uDBFF]$/, '');
}

/** The parameters of the comment's goal: the answer it explains comes with it. */
export function commentParams(page: string, answer: FeedbackAnswer, comment: string): GoalParams {
  return {page, answer, comment};
}
