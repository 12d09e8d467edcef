/**
 * The benchmarks' question sets: per locale, developer questions each with
 * the route of the page that answers it (no locale prefix, no anchor).
 * `queries.json` (search) and `../bench-chat/questions.json` (chat) are the
 * sets the engines were tuned on; `holdout.json` beside each is written apart
 * and never tuned on, for honest figures.
 */
import fs from 'node:fs';
import path from 'node:path';

export type BenchQuery = {
  query: string;
  /** The page written to answer the question. */
  answer: string;
  /**
   * Other pages that answer it as fully, where sections overlap by design (a payout to an
   * account is on the method page and on the settlement account's page): finding any of
   * them counts. Judged by what the page says, never by where it ranks: most come from the
   * pooled judgement in `judgements.json` (the pages an engine put above the answer, each
   * judged by an assessor who saw neither ranks nor scores; only `equal` pages are here).
   */
  also?: string[];
  /** Chat only: a how-to question, whose answer should carry the page's request or payload. */
  howto?: boolean;
  /** Chat only: text the code block of a how-to answer holds (a method, an event type). */
  code?: string;
};

/** Every page that counts as the answer: the intended one first. */
export const acceptedAnswers = ({answer, also = []}: BenchQuery): string[] => [answer, ...also];
export type BenchQueries = Record<string, BenchQuery[]>;

/** Where a locale's build sits under the build directory ('' for the default locale). */
export const LOCALE_OUT_DIR: Record<string, string> = {ru: '', en: 'en'};

/** The section a page belongs to, for per-section figures: its first path segment. */
export const sectionOfPage = (page: string): string => page.split('/').find(Boolean) ?? 'home';

export function readQueries(file = path.join(__dirname, 'queries.json')): BenchQueries {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BenchQueries;
}

/** The tuned set and, when it exists, the held-out one of a benchmark's folder. */
export function readQuerySets(
  directory = __dirname,
  tunedFile = 'queries.json',
): {tuned: BenchQueries; holdout: BenchQueries | null} {
  const holdout = path.join(directory, 'holdout.json');
  return {
    tuned: readQueries(path.join(directory, tunedFile)),
    holdout: fs.existsSync(holdout) ? readQueries(holdout) : null,
  };
}
