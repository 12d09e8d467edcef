/** What `npm run bench` measures, and the environment variables that narrow it. */
import {i18n} from '../../config/i18n';
import type {FormFactor} from './lighthouse';

/** One page of each kind the performance goal names, by its path in the default locale. */
export const PAGE_KINDS = [
  {kind: 'guide', path: '/payments/payment-hold', what: 'guide page with diagram and samples'},
  {kind: 'reference', path: '/reference/methods', what: 'reference page'},
  {kind: 'landing', path: '/', what: 'landing page'},
  {kind: 'blog', path: '/blog', what: 'blog list'},
] as const;

export type PageKind = (typeof PAGE_KINDS)[number]['kind'];

export type BenchPage = {kind: PageKind; locale: string; path: string};

export type BenchOptions = {
  runs: number;
  pages: BenchPage[];
  forms: FormFactor[];
  /** Reuse the builds of the previous bench instead of building both sites again. */
  skipBuild: boolean;
};

/** The path of a page in a locale: `/en/…` for the non-default ones (`/en/` for the landing page). */
export function localePath(path: string, locale: string): string {
  if (locale === i18n.defaultLocale) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}

export function readBenchOptions(env: Record<string, string | undefined>): BenchOptions {
  const runs = Number(env.BENCH_RUNS?.trim() || 5);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(
      `BENCH_RUNS must be a whole number of runs, at least 1; got "${env.BENCH_RUNS}".`,
    );
  }
  const known: readonly string[] = PAGE_KINDS.map((page) => page.kind);
  const kinds = (env.BENCH_PAGES?.trim() || known.join(','))
    .split(',')
    .map((kind) => kind.trim())
    .filter(Boolean);
  const unknown = kinds.filter((kind) => !known.includes(kind));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_PAGES: unknown page kind ${unknown.join(', ')}; known: ${known.join(', ')}.`,
    );
  }
  const form = env.BENCH_FORM?.trim() || 'both';
  if (!['mobile', 'desktop', 'both'].includes(form)) {
    throw new Error(`BENCH_FORM must be mobile, desktop or both; got "${form}".`);
  }
  return {
    runs,
    pages: PAGE_KINDS.filter((page) => kinds.includes(page.kind)).flatMap((page) =>
      i18n.locales.map((locale) => ({
        kind: page.kind,
        locale,
        path: localePath(page.path, locale),
      })),
    ),
    forms: form === 'both' ? ['mobile', 'desktop'] : [form as FormFactor],
    skipBuild: env.BENCH_SKIP_BUILD === 'true',
  };
}
