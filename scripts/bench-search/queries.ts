/**
 * The search benchmark's query set (`queries.json`): per locale, developer
 * questions each with the route of the page that answers it (no locale
 * prefix, no anchor).
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
   * them counts. Judged by what the page says, never by where it ranks.
   */
  also?: string[];
};

/** Every page that counts as the answer: the intended one first. */
export const acceptedAnswers = ({answer, also = []}: BenchQuery): string[] => [answer, ...also];
export type BenchQueries = Record<string, BenchQuery[]>;

/** Where a locale's build sits under the build directory ('' for the default locale). */
export const LOCALE_OUT_DIR: Record<string, string> = {ru: '', en: 'en'};

export function readQueries(file = path.join(__dirname, 'queries.json')): BenchQueries {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BenchQueries;
}
