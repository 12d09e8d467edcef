/**
 * The search engine of this build, as the search box and the search page use
 * it: the site's own index (`search/` next to the pages) unless the build was
 * given Algolia credentials (`SearchIndexGlobalData`).
 */
import {useCallback, useMemo} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useAlgoliaThemeConfig} from '@docusaurus/theme-search-algolia/client';
import type {SearchIndexGlobalData} from '../plugins/search-index/schema';
import type {LocalSearchClient} from './client';
import {
  localeIndexName,
  pinIndexName,
  sharedLocalClient,
  type SearchableClient,
} from './siteSearch';

type AlgoliaClient = SearchableClient & {
  addAlgoliaAgent: (segment: string, version?: string) => void;
};

export type SiteSearch = {
  /** The index name the UI uses: per locale, so stored searches stay apart. */
  indexName: string;
  /** The site's own client, or null when Algolia answers. */
  localClient: LocalSearchClient | null;
  /** For DocSearch's `transformSearchClient`: the client its requests go to. */
  transformSearchClient: (client: AlgoliaClient) => SearchableClient;
  /** Starts loading the site's own index (a no-op with Algolia). */
  prefetch: () => void;
};

export function useSiteSearch(): SiteSearch {
  const {
    siteConfig: {url: siteUrl},
    siteMetadata: {docusaurusVersion},
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {algolia} = useAlgoliaThemeConfig();
  const {engine, devIndex = false} = usePluginData('search-index') as SearchIndexGlobalData;
  const indexUrl = useBaseUrl('/search/');
  const localClient = useMemo(
    () => (engine === 'local' ? sharedLocalClient(indexUrl, siteUrl, devIndex) : null),
    [engine, indexUrl, siteUrl, devIndex],
  );
  const transformSearchClient = useCallback(
    (client: AlgoliaClient): SearchableClient => {
      if (localClient) return localClient;
      client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return pinIndexName(client, algolia.indexName);
    },
    [localClient, docusaurusVersion, algolia.indexName],
  );
  const prefetch = useCallback(() => {
    void localClient?.prefetch();
  }, [localClient]);
  return {
    indexName: localeIndexName(algolia.indexName, currentLocale),
    localClient,
    transformSearchClient,
    prefetch,
  };
}
