import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import type {SiteEnv} from './env';
import {brand} from './brand';

/**
 * DocSearch configuration. Hosted Algolia when its three variables are set;
 * otherwise the names of the embedded index that ships with the site.
 */
export function searchConfig(algolia: SiteEnv['algolia']): AlgoliaThemeConfig['algolia'] {
  const hosted = algolia ?? {
    appId: 'EMBEDDED',
    searchApiKey: 'embedded-search-only',
    indexName: 'ivelta-docs',
  };
  return {
    appId: hosted.appId,
    apiKey: hosted.searchApiKey,
    indexName: hosted.indexName,
    // Facets by language and docs version tag (spec §7).
    contextualSearch: true,
    searchPagePath: 'search',
    insights: false,
    // Results on any host other than this site open as a full page load.
    externalUrlRegex: `^https?://(?!${brand.siteUrl.replace(/^https?:\/\//, '').replace(/\./g, '\\.')})`,
  };
}
