/**
 * The search benchmark's query set (`queries.json`): per locale, developer
 * questions each with the route of the page that answers it (no locale
 * prefix, no anchor).
 */
import fs from 'node:fs';
import path from 'node:path';

export type BenchQuery = {query: string; answer: string};
export type BenchQueries = Record<string, BenchQuery[]>;

/** Where a locale's build sits under the build directory ('' for the default locale). */
export const LOCALE_OUT_DIR: Record<string, string> = {ru: '', en: 'en'};

export function readQueries(file = path.join(__dirname, 'queries.json')): BenchQueries {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BenchQueries;
}
