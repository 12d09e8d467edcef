// The plain Docusaurus baseline of `npm run bench`: what `npx create-docusaurus@3.10
// classic --typescript` generates, with our locales, our sidebars and our content
// (converted to plain Markdown by scripts/bench/baseline.ts into the ignored
// docs/, blog/ and i18n/ folders). No search, no diagrams, none of our plugins
// or theme overrides. Departures from the template are commented.
import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
// Same locales as our site: ru at `/`, en at `/en/`.
import {i18n} from '../../config/i18n';

// This runs in Node.js - Don't use client-side code here (browser APIs, JSX...)

const config: Config = {
  title: 'Ivelta API',
  tagline: 'Plain Docusaurus baseline',
  favicon: 'img/favicon.svg',

  // Future flags, see https://docusaurus.io/docs/api/docusaurus-config#future
  future: {
    v4: true, // Improve compatibility with the upcoming Docusaurus v4
  },

  url: 'https://docs.ivelta.example',
  baseUrl: '/',

  // Our links to pages the baseline does not have (src/pages, OpenAPI file)
  // must not stop the bench.
  onBrokenLinks: 'warn',

  i18n,

  // The generated files are CommonMark (`.md`): no MDX to break on `{` or `<`.
  markdown: {
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'warn'},
  },

  presets: [
    [
      'classic',
      {
        docs: {
          // Our routes: the docs are the site, the landing page is the doc at `/`.
          routeBasePath: '/',
          // Our sidebars, so the baseline's sidebar is as large as ours.
          sidebarPath: '../../sidebars.ts',
        },
        blog: {
          showReadingTime: true,
          feedOptions: {
            type: ['rss', 'atom'],
            xslt: true,
          },
          // Useful options to enforce blogging best practices
          onInlineTags: 'warn',
          onInlineAuthors: 'warn',
          onUntruncatedBlogPosts: 'warn',
        },
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // `BENCH_SOURCE_MAPS=true`: hidden source maps for the bench's by-package
    // report, as our build writes them (src/plugins/source-maps).
    () => ({
      name: 'bench-source-maps',
      configureWebpack: (_config, isServer) =>
        process.env.BENCH_SOURCE_MAPS === 'true' && !isServer ? {devtool: 'hidden-source-map'} : {},
    }),
  ],

  themeConfig: {
    colorMode: {
      respectPrefersColorScheme: true,
    },
    navbar: {
      title: 'Ivelta API',
      logo: {
        alt: 'Ivelta API',
        src: 'img/logo.svg',
      },
      items: [
        {
          type: 'docSidebar',
          sidebarId: 'techdoc',
          position: 'left',
          label: 'Docs',
        },
        {to: '/blog', label: 'Blog', position: 'left'},
        // Our two locales.
        {type: 'localeDropdown', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {
              label: 'API reference',
              to: '/reference/methods',
            },
          ],
        },
        {
          title: 'More',
          items: [
            {
              label: 'Blog',
              to: '/blog',
            },
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} Ivelta Bank. Built with Docusaurus.`,
    },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
