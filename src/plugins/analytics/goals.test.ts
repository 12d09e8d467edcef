import {describe, expect, it, vi} from 'vitest';
import {GOALS, reachGoal} from './goals';

describe('reachGoal', () => {
  it('reaches the goal with its parameters in every counter', () => {
    const ym = vi.fn();
    expect(reachGoal(ym, [101, 202], GOALS.pageHelpful, {page: '/en/intro'})).toBe(true);
    expect(ym.mock.calls).toEqual([
      [101, 'reachGoal', 'page_helpful_yes', {page: '/en/intro'}],
      [202, 'reachGoal', 'page_helpful_yes', {page: '/en/intro'}],
    ]);
  });

  it('sends nothing when the build has no counter (analytics off)', () => {
    const ym = vi.fn();
    expect(reachGoal(ym, [], GOALS.pageNotHelpful, {page: '/intro'})).toBe(false);
    expect(ym).not.toHaveBeenCalled();
  });

  it('reports nothing sent when the page has no ym (the snippet was blocked)', () => {
    expect(reachGoal(undefined, [101], GOALS.pageFeedbackComment, {page: '/intro'})).toBe(false);
  });

  it('does not pass a throwing ym on to the reader', () => {
    const ym = vi.fn(() => {
      throw new Error('tag broken');
    });
    expect(reachGoal(ym, [101], GOALS.pageHelpful, {page: '/intro'})).toBe(false);
  });

  it('names each goal once', () => {
    const names = Object.values(GOALS);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z_]+$/);
  });
});
