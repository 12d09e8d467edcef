/**
 * What the search box and the search page share, whichever engine answers:
 * the query limit, the per-locale name DocSearch keys its stored searches by,
 * and the client the UI is handed. No React here, so it is unit-tested alone.
 */
import {createLocalSearchClient, type LocalSearchClient} from './client';

/** Spec §5: the search box accepts at most 64 characters (DocSearch's own input limit too). */
export const SEARCH_MAX_QUERY_LENGTH = 64;

/** A query as the search box would hold it: cut to the limit, never rejected. */
export const cutQuery = (query: string): string => query.slice(0, SEARCH_MAX_QUERY_LENGTH);

/**
 * DocSearch keeps recent and favourite searches under a key made of the index
 * name. Both locales search one index name (Algolia filters by `language`),
 * so without a per-locale name an English page would turn up among the
 * recent searches of a Russian one.
 */
export const localeIndexName = (indexName: string, locale: string): string =>
  `${indexName}.${locale}`;

type Request = {indexName?: string} & Record<string, unknown>;
type SearchInput = Request[] | {requests: Request[]};
export type SearchableClient = {search: (input: never) => Promise<unknown>};

/**
 * The client with every request sent to `indexName`, whatever name the UI
 * used (the UI uses the per-locale name, which exists only in storage keys).
 */
export function pinIndexName<Client extends SearchableClient>(
  client: Client,
  indexName: string,
): Client {
  const pin = (requests: Request[]) => requests.map((request) => ({...request, indexName}));
  const search = (input: SearchInput) =>
    client.search(
      (Array.isArray(input)
        ? pin(input)
        : {...input, requests: pin(input.requests)}) as unknown as never,
    );
  return {...client, search, searchForHits: search};
}

/**
 * The facet filters the theme's contextual search sends from a page of this
 * locale: its language, and pages (`default`) or current docs.
 */
export const contextualFacetFilters = (locale: string) => [
  `language:${locale}`,
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

const localClients = new Map<string, LocalSearchClient>();

/**
 * One client per locale index for the page's lifetime, so the modal and the
 * search page share the loaded index instead of fetching it twice.
 */
export function sharedLocalClient(
  indexUrl: string,
  siteUrl: string,
  devIndex = false,
): LocalSearchClient {
  const key = `${siteUrl} ${indexUrl} ${String(devIndex)}`;
  let client = localClients.get(key);
  if (!client) {
    client = createLocalSearchClient({indexUrl, siteUrl, devIndex});
    localClients.set(key, client);
  }
  return client;
}
