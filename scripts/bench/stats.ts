/** The figures of one Lighthouse run, and how several runs and two sites are compared. */

/** One Lighthouse run of one page. */
export type Figures = {
  /** Performance score, 0–100. */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Everything transferred (Lighthouse's total-byte-weight), KiB. */
  transferKiB: number;
  /** Scripts transferred, KiB. */
  jsKiB: number;
};

export const FIGURE_KEYS = [
  'performance',
  'lcpMs',
  'tbtMs',
  'cls',
  'transferKiB',
  'jsKiB',
] as const;

/** The median: the middle value, or the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** ours / baseline; 1 when both are 0, null when only the baseline is 0 (no ratio). */
export function ratio(ours: number, baseline: number): number | null {
  if (baseline === 0) return ours === 0 ? 1 : null;
  return ours / baseline;
}

export function medianFigures(runs: readonly Figures[]): Figures {
  return Object.fromEntries(
    FIGURE_KEYS.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as Figures;
}

export function ratios(ours: Figures, baseline: Figures): Record<keyof Figures, number | null> {
  return Object.fromEntries(
    FIGURE_KEYS.map((key) => [key, ratio(ours[key], baseline[key])]),
  ) as Record<keyof Figures, number | null>;
}
