import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import {brand} from './config/brand';
import {darkCodeTheme, lightCodeTheme} from './config/codeThemes';
import {blog, docs, OPENAPI_FILE} from './config/content';
import {env} from './config/env';
import {buildLocale, i18n} from './config/i18n';
import {analyticsOptions} from './config/analytics';
import {chatSettings} from './config/chat';
import {redirects} from './config/redirects';
import {DOC_SECTIONS} from './config/sections';
import {securityHeadersOptions} from './config/security';
import {parseFrontMatterWithSocialCard} from './config/socialCardSources';
import {themeConfig} from './config/theme';

// Docusaurus evaluates this file once per locale it builds.
const locale = buildLocale(env.currentLocale);
const chat = chatSettings(locale, env);

const config: Config = {
  title: brand.siteTitle[locale],
  tagline: brand.tagline[locale],
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: env.baseUrl,
  trailingSlash: undefined,
  future: {v4: true, faster: true},
  // One set of preferences (colour mode, announcement, docs version) for both
  // locales: the v4 default would namespace storage by base URL, so switching
  // language would forget the reader's colour mode.
  storage: {type: 'localStorage', namespace: false},
  i18n,
  // The dev server's background search index build skips the link checks,
  // as the dev server does: a link broken while editing must not stop search.
  onBrokenLinks: env.searchIndexDevBuild ? 'ignore' : 'throw',
  onBrokenAnchors: env.searchIndexDevBuild ? 'ignore' : 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    // ```mermaid blocks are drawn at build time (src/plugins/diagrams), not by theme-mermaid.
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    // Each docs page and blog post gets its section's social card as `image`.
    parseFrontMatter: parseFrontMatterWithSocialCard(locale),
  },
  clientModules: [
    './src/clientModules/normalizeHtmlPaths.ts',
    './src/clientModules/prefetchOnIntent.ts',
  ],
  presets: [
    [
      'classic',
      {
        docs: docs(locale, env),
        blog: blog(locale, env),
        pages: {exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{ts,tsx}']},
        theme: {customCss: './src/css/custom.css'},
        // `lastmod` from the pages' last git change (none when the clone has no history).
        sitemap: {lastmod: 'date', changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    // plugin-client-redirects, with one script shared by every redirect page.
    ['./src/plugins/redirect-pages/index.ts', redirects],
    ['./src/plugins/analytics/index.ts', analyticsOptions(env.metrica)],
    './src/plugins/announcement/index.ts',
    // Renders the diagrams missing from static/diagrams/ before the pages compile.
    './src/plugins/diagrams/index.ts',
    ['./src/plugins/openapi/index.ts', {specPath: OPENAPI_FILE}],
    // Markdown twins of the pages, llms.txt and the OpenAPI file at stable addresses.
    ['./src/plugins/llms/index.ts', {specPath: OPENAPI_FILE, sections: DOC_SECTIONS}],
    // Every webhook example as a delivery signed with the sandbox bank key, at /webhooks/fixtures/.
    [
      './src/plugins/webhook-fixtures/index.ts',
      {specPath: OPENAPI_FILE, bankPrivateKeyPath: 'sandbox/keys/bank-sandbox-private.pem'},
    ],
    ['./src/plugins/code-colours/index.ts', {light: lightCodeTheme, dark: darkCodeTheme}],
    './src/plugins/utf8-scripts/index.ts',
    [
      './src/plugins/search-index/index.ts',
      {hosted: env.algolia !== null, devIndexBuild: env.searchIndexDevBuild},
    ],
    ['./src/plugins/chat-engine/index.ts', {engine: chat.engine}],
    ['./src/plugins/security-headers/index.ts', securityHeadersOptions(env)],
    ['./src/plugins/source-maps/index.ts', {enabled: env.benchSourceMaps}],
    ...(env.e2eFixtures
      ? [
          [
            '@docusaurus/plugin-content-pages',
            {id: 'e2e-fixtures', path: 'tests/fixtures/pages', routeBasePath: '__e2e'},
          ] satisfies [string, PagesOptions],
        ]
      : []),
  ],
  themeConfig: themeConfig(locale, env),
  // The Ask AI widget's settings for this locale (`src/components/chat`).
  customFields: {chat},
};

export default config;
