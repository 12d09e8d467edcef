import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {LocaleKey} from './brand';
import {brand} from './brand';
import remarkDiagrams from '../src/plugins/diagrams/remark';

export const docs: DocsOptions = {
  // Spec §2: documentation is served from the site root.
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  breadcrumbs: true,
  sidebarCollapsible: true,
  lastVersion: 'current',
  versions: {current: {label: 'Next'}},
  // Writers' notes and shared partials, never routes.
  exclude: ['**/_*.{md,mdx}', '**/_*/**'],
  // ```mermaid blocks become build-time SVG (src/plugins/diagrams).
  remarkPlugins: [remarkDiagrams],
};

export function blog(locale: LocaleKey): BlogOptions {
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
    remarkPlugins: [remarkDiagrams],
    authorsMapPath: 'authors.yml',
    tags: 'tags.yml',
    onInlineTags: 'throw',
    onInlineAuthors: 'throw',
    onUntruncatedBlogPosts: 'throw',
    feedOptions: {
      type: ['rss', 'atom'],
      title: `${brand.siteTitle[locale]}: ${title}`,
      copyright: `© ${brand.copyrightHolder[locale]}`,
      language: locale,
      xslt: true,
    },
  };
}
