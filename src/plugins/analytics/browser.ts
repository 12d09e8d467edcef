import globalData from '@generated/globalData';
import {reachGoal, type Goal, type GoalParams} from './goals';
import type {AnalyticsGlobalData, YandexMetrica} from './types';

declare global {
  interface Window {
    ym?: YandexMetrica;
  }
}

const pluginData = globalData['ivelta-analytics']?.default as AnalyticsGlobalData | undefined;

/**
 * The counters of this build, as the plugin hands them to the browser; empty
 * when analytics is off (the plugin is then not loaded and sets nothing).
 */
export const counterIds: readonly number[] = pluginData?.counterIds ?? [];

/** Whether a goal reached now would be handed to Metrica. False during server rendering. */
export function canSendGoals(): boolean {
  return counterIds.length > 0 && typeof window !== 'undefined' && typeof window.ym === 'function';
}

/** Reaches `goal` in every counter of the build; false when nothing was sent. */
export function sendGoal(goal: Goal, params: GoalParams): boolean {
  return typeof window !== 'undefined' && reachGoal(window.ym, counterIds, goal, params);
}
