import {brand} from './brand';

/**
 * Every switch the build reads from the environment, typed and defaulted in
 * one place. With nothing set the site is self-contained: embedded search,
 * local chat engine, no analytics.
 */
export type SiteEnv = {
  /** Public URL the site is deployed to (canonical links, sitemap, feeds). */
  siteUrl: string;
  /** Path prefix of the deployment, with leading and trailing slash. */
  baseUrl: string;
  /**
   * Where "Edit this page" sends a writer: the repository's web address and
   * branch (`<url>/edit/<branch>/<file>`, as GitHub, Gitea and Forgejo have it).
   */
  repository: {url: string; branch: string};
  algolia: {appId: string; searchApiKey: string; indexName: string} | null;
  kapaIntegrationId: string | null;
  metrica: {hashTrackingCounterId: number | null; sessionRecordingCounterId: number | null};
  /** Mounts the browser-test fixture pages (never set for a deploy). */
  e2eFixtures: boolean;
  /**
   * This build is the dev server's background search index build
   * (`src/plugins/search-index/dev`), which sets the variable itself.
   */
  searchIndexDevBuild: boolean;
  /**
   * The client bundle also writes hidden source maps (`*.js.map`, not linked from
   * the scripts), which `npm run bench` reads to attribute bytes to packages.
   */
  benchSourceMaps: boolean;
  /** Locale the current build or dev server renders (set by Docusaurus per locale). */
  currentLocale: string | undefined;
};

type RawEnv = Record<string, string | undefined>;

function nonEmpty(raw: RawEnv, name: string): string | null {
  const value = raw[name]?.trim();
  return value ? value : null;
}

function counterId(raw: RawEnv, name: string): number | null {
  const value = nonEmpty(raw, name);
  if (value === null) {
    return null;
  }
  if (!/^\d+$/.test(value)) {
    throw new Error(`${name} must be a Yandex Metrica counter number, got "${value}".`);
  }
  return Number(value);
}

function normalizeBaseUrl(value: string): string {
  const withLeading = value.startsWith('/') ? value : `/${value}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

export function readEnv(raw: RawEnv = process.env): SiteEnv {
  const algoliaParts = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_INDEX_NAME'].map(
    (name) => nonEmpty(raw, name),
  );
  const setCount = algoliaParts.filter((part) => part !== null).length;
  if (setCount > 0 && setCount < algoliaParts.length) {
    throw new Error(
      'Set all of ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME, or none of them.',
    );
  }
  const [appId, searchApiKey, indexName] = algoliaParts;
  return {
    siteUrl: nonEmpty(raw, 'SITE_URL') ?? 'https://docs.ivelta.example',
    baseUrl: normalizeBaseUrl(nonEmpty(raw, 'BASE_URL') ?? '/'),
    repository: {
      url: (nonEmpty(raw, 'REPOSITORY_URL') ?? brand.repositoryUrl).replace(/\/+$/, ''),
      branch: nonEmpty(raw, 'REPOSITORY_BRANCH') ?? 'main',
    },
    algolia: appId && searchApiKey && indexName ? {appId, searchApiKey, indexName} : null,
    kapaIntegrationId: nonEmpty(raw, 'KAPA_INTEGRATION_ID'),
    metrica: {
      hashTrackingCounterId: counterId(raw, 'METRICA_HASH_COUNTER_ID'),
      sessionRecordingCounterId: counterId(raw, 'METRICA_RECORDING_COUNTER_ID'),
    },
    e2eFixtures: raw.E2E_FIXTURES === 'true',
    searchIndexDevBuild: raw.SEARCH_INDEX_DEV_BUILD === 'true',
    benchSourceMaps: raw.BENCH_SOURCE_MAPS === 'true',
    currentLocale: nonEmpty(raw, 'DOCUSAURUS_CURRENT_LOCALE') ?? undefined,
  };
}

export const env: SiteEnv = readEnv();
