/**
 * An Algolia-compatible search client over the site's own index: what
 * DocSearch and algoliasearch-helper call (`search({requests})` or
 * `search([...])`), answered from the shards the `search-index` plugin wrote.
 * The shards load on the first search (or `prefetch()`), once; a shard that
 * fails to load rejects like Algolia's RetryError, so the UI shows its
 * "cannot load" text, and the next search tries again.
 */
import type {DevIndexStatus} from '../plugins/search-index/schema';
import {expandShard, type Shard, type ShardManifest} from '../plugins/search-index/shard';
import type {EngineQuery, EngineResult, SearchEngine} from './engine';

export type SearchRequest = {
  indexName?: string;
  query?: string;
  params?: Partial<EngineQuery> & Record<string, unknown>;
} & Partial<EngineQuery> &
  Record<string, unknown>;

export type LocalSearchClient = {
  search: (
    requests: SearchRequest[] | {requests: SearchRequest[]},
  ) => Promise<{results: (EngineResult & {index: string; params: string})[]}>;
  /** algoliasearch v5's alias of `search`, which DocSearch may call. */
  searchForHits: LocalSearchClient['search'];
  /** Starts loading the index without searching: on hover or focus of the search button. */
  prefetch: () => Promise<void>;
  /** The loaded engine itself, for the chat's retrieval over the same index. */
  engine: () => Promise<SearchEngine>;
};

export type LocalSearchOptions = {
  /** Where the locale's `search/` directory is served, e.g. `/en/search/`. */
  indexUrl: string;
  /** The site's URL, for absolute hit URLs like Algolia's (the theme makes them relative). */
  siteUrl: string;
  /**
   * The index is served by the dev server, which says when it has none ready
   * yet (`DevIndexStatus`). Elsewhere such an answer is an ordinary failure.
   */
  devIndex?: boolean;
  fetch?: typeof globalThis.fetch;
};

/**
 * Why the index did not load: `unreachable` (network, missing files, any
 * server), or in the dev server `building` (the first index is not built
 * yet) and `build-failed` (its build failed; the terminal says why).
 */
export type SearchFailureReason = 'unreachable' | 'building' | 'build-failed';

/** The dev server's answer that it has no index to serve. */
class DevIndexNotReady extends Error {
  constructor(
    readonly reason: Exclude<SearchFailureReason, 'unreachable'>,
    message: string,
  ) {
    super(message);
  }
}

/** Shaped like algoliasearch's RetryError, which DocSearch reports as a failed request. */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
  readonly reason: SearchFailureReason;
  constructor(cause: unknown) {
    super(
      `Unreachable hosts - the search index could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.reason = cause instanceof DevIndexNotReady ? cause.reason : 'unreachable';
  }
}

/** The reason of a failed search, whatever rejected it. */
export const searchFailureReason = (error: unknown): SearchFailureReason =>
  error instanceof SearchUnavailableError ? error.reason : 'unreachable';

/** The dev server's status in a failed answer, if that is what it is. */
async function devIndexStatus(response: Response): Promise<DevIndexStatus | null> {
  if (response.status !== 503 && response.status !== 500) return null;
  try {
    const body = (await response.json()) as Partial<DevIndexStatus> | null;
    if (body?.status === 'building') return {status: 'building'};
    if (body?.status === 'failed') return {status: 'failed', message: String(body.message ?? '')};
  } catch {
    // Not the dev server's answer: some other failure.
  }
  return null;
}

/** `attributesToSnippet: ['content:10']` → 10. */
function snippetWords(params: SearchRequest): number | undefined {
  const attributes = params.attributesToSnippet;
  const content = Array.isArray(attributes)
    ? attributes.find((attribute): attribute is string => String(attribute).startsWith('content'))
    : undefined;
  const words = content ? Number(content.split(':')[1]) : NaN;
  return Number.isFinite(words) ? words : undefined;
}

export function createLocalSearchClient(options: LocalSearchOptions): LocalSearchClient {
  const fetchJson = async <T>(file: string, init?: RequestInit): Promise<T> => {
    const response = await (options.fetch ?? globalThis.fetch)(`${options.indexUrl}${file}`, init);
    if (!response.ok) {
      const status = options.devIndex ? await devIndexStatus(response) : null;
      if (status?.status === 'building') {
        throw new DevIndexNotReady('building', `${file}: the dev server is building the index`);
      }
      if (status?.status === 'failed') {
        throw new DevIndexNotReady('build-failed', `${file}: ${status.message}`);
      }
      throw new Error(`${file}: HTTP ${response.status}`);
    }
    return (await response.json()) as T;
  };

  let engine: Promise<SearchEngine> | null = null;
  const load = (): Promise<SearchEngine> => {
    engine ??= (async () => {
      // The manifest keeps its name across deploys (the shards are content-hashed): revalidate it.
      const manifest = await fetchJson<ShardManifest>('manifest.json', {cache: 'no-cache'});
      const [shards, {SearchEngine}] = await Promise.all([
        Promise.all(manifest.shards.map(({file}) => fetchJson<Shard>(file))),
        // Its own chunk: the engine, MiniSearch's radix tree and the stemmers load with the index.
        import('./engine'),
      ]);
      return new SearchEngine(shards.flatMap((shard) => expandShard(shard, options.siteUrl)));
    })().catch((error: unknown) => {
      // A later search tries again: the network may be back, or the dev
      // server's index built.
      engine = null;
      throw new SearchUnavailableError(error);
    });
    return engine;
  };

  const search: LocalSearchClient['search'] = async (input) => {
    const requests = Array.isArray(input) ? input : input.requests;
    const ready = await load();
    return {
      results: requests.map((request) => {
        const params = {...request, ...(request.params ?? {})};
        const result = ready.search({
          query: String(params.query ?? ''),
          hitsPerPage: params.hitsPerPage,
          page: params.page,
          facetFilters: params.facetFilters,
          highlightPreTag: params.highlightPreTag,
          highlightPostTag: params.highlightPostTag,
          snippetEllipsisText: params.snippetEllipsisText,
          snippetWords: snippetWords(params),
          facets: params.facets,
        });
        return {...result, index: request.indexName ?? 'local', params: ''};
      }),
    };
  };

  return {
    search,
    searchForHits: search,
    engine: load,
    prefetch: async () => {
      await load().catch(() => undefined);
    },
  };
}
