import type {YandexMetrica} from './types';

/**
 * The Metrica goals the site reaches, by the identifier each counter must
 * know them under (a "JavaScript event" goal with this identifier; Metrica
 * keeps the calls for goals it does not know, but reports only known ones).
 * README's analytics part lists what each carries.
 */
export const GOALS = {
  /** "Was this page helpful?": yes. */
  pageHelpful: 'page_helpful_yes',
  /** "Was this page helpful?": no. */
  pageNotHelpful: 'page_helpful_no',
  /** The optional comment after the answer. */
  pageFeedbackComment: 'page_feedback_comment',
} as const;

export type Goal = (typeof GOALS)[keyof typeof GOALS];

/** What a goal carries: Metrica keeps these as the visit's parameters. */
export type GoalParams = Record<string, string | number | boolean>;

/**
 * Reaches `goal` in every counter. Sends nothing and returns false when the
 * build has no counter (analytics off) or the page has no `ym` (its snippet
 * was blocked); a `ym` that throws is not the reader's problem either.
 */
export function reachGoal(
  ym: YandexMetrica | undefined,
  counterIds: readonly number[],
  goal: Goal,
  params: GoalParams,
): boolean {
  if (typeof ym !== 'function' || counterIds.length === 0) {
    return false;
  }
  try {
    for (const id of counterIds) {
      ym(id, 'reachGoal', goal, params);
    }
    return true;
  } catch {
    return false;
  }
}
