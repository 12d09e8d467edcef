import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import path from 'path';
import type {LocaleKey} from './brand';
import {brand} from './brand';
import type {SiteEnv} from './env';
import {gitHistory} from './gitHistory';
import remarkDiagrams from '../src/plugins/diagrams/remark';
import remarkPageData from '../src/plugins/openapi/remarkPageData';
import remarkTryIt from '../src/plugins/openapi/remarkTryIt';

/** The payment API, the single source of the reference and of every page's API blocks. */
export const OPENAPI_FILE = 'openapi/payment-api.yaml';

/**
 * "Edit this page": the source file in the repository; an English page's is
 * its translation under `i18n/en/`. Paths are appended by Docusaurus.
 */
const editUrl = ({repository}: SiteEnv) => `${repository.url}/edit/${repository.branch}/`;

/** "Last updated" from git, and so the sitemap's `lastmod`, when the clone has its history. */
const showLastUpdateTime = () => gitHistory().usable;

export const docs = (locale: LocaleKey, env: SiteEnv): DocsOptions => ({
  // Spec §2: documentation is served from the site root.
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  breadcrumbs: true,
  editUrl: editUrl(env),
  editLocalizedFiles: true,
  showLastUpdateTime: showLastUpdateTime(),
  sidebarCollapsible: true,
  lastVersion: 'current',
  versions: {current: {label: 'Next'}},
  // Writers' notes and shared partials, never routes.
  exclude: ['**/_*.{md,mdx}', '**/_*/**'],
  remarkPlugins: [
    // ```mermaid blocks become build-time SVG (src/plugins/diagrams).
    remarkDiagrams,
    // Guide pages get the samples and tables their API blocks show at build time.
    [remarkPageData, {specPath: path.resolve(__dirname, '..', OPENAPI_FILE), locale}],
    // Each request a guide shows (```json api-request="…") gets the request console's button.
    [remarkTryIt, {specPath: path.resolve(__dirname, '..', OPENAPI_FILE)}],
  ],
});

export function blog(locale: LocaleKey, env: SiteEnv): BlogOptions {
  const title = locale === 'en' ? "What's new" : 'Что нового';
  return {
    routeBasePath: 'blog',
    blogTitle: title,
    blogDescription:
      locale === 'en'
        ? `Changes to the ${brand.name.en} API and its documentation`
        : `Изменения в ${brand.siteTitle.ru} и в документации`,
    // Spec §9: all posts on one page.
    postsPerPage: 'ALL',
    blogSidebarCount: 'ALL',
    blogSidebarTitle: locale === 'en' ? 'All posts' : 'Все публикации',
    showReadingTime: true,
    editUrl: editUrl(env),
    editLocalizedFiles: true,
    showLastUpdateTime: showLastUpdateTime(),
    remarkPlugins: [remarkDiagrams],
    authorsMapPath: 'authors.yml',
    tags: 'tags.yml',
    onInlineTags: 'throw',
    onInlineAuthors: 'throw',
    onUntruncatedBlogPosts: 'throw',
    feedOptions: {
      type: ['rss', 'atom'],
      // Every post: the feed is the changelog's, and Docusaurus keeps only 20 by default.
      limit: false,
      title: `${brand.siteTitle[locale]}: ${title}`,
      copyright: `© ${brand.copyrightHolder[locale]}`,
      language: locale,
      xslt: true,
    },
  };
}
