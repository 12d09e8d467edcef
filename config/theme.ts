import type {ThemeConfig} from '@docusaurus/preset-classic';
import type {LocaleKey} from './brand';
import type {SiteEnv} from './env';
import {announcementBar} from './announcement';
import {darkCodeTheme, lightCodeTheme} from './codeThemes';
import {footer} from './footer';
import {navbar} from './navbar';
import {searchConfig} from './search';
import {SOCIAL_CARD_SIZE, socialCardAlt, socialCardPath} from './socialCards';

export function themeConfig(locale: LocaleKey, env: SiteEnv): ThemeConfig {
  const defaultCard = {section: 'site', locale} as const;
  return {
    // The site's card for pages outside the sections; docs pages and blog
    // posts get their section's card through `markdown.parseFrontMatter`.
    image: socialCardPath(defaultCard),
    metadata: [
      {name: 'format-detection', content: 'telephone=no'},
      // Every card is drawn at this size (`npm run social-cards`), and a
      // writer's own `image` must be too (`config/socialCardSources.test.ts`).
      {property: 'og:image:width', content: String(SOCIAL_CARD_SIZE.width)},
      {property: 'og:image:height', content: String(SOCIAL_CARD_SIZE.height)},
      // The default card's; a page with its own card states its size and alt
      // again after that image (`src/components/common/SocialImageMetadata`).
      {property: 'og:image:alt', content: socialCardAlt(defaultCard)},
      {name: 'twitter:image:alt', content: socialCardAlt(defaultCard)},
    ],
    // Spec §4: light by default, the system preference is not followed, so the
    // toggle offers light and dark only.
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    announcementBar: announcementBar(locale, env.baseUrl),
    docs: {
      versionPersistence: 'localStorage',
      sidebar: {hideable: true, autoCollapseCategories: false},
    },
    navbar: navbar(locale),
    footer: footer(locale),
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['bash', 'json', 'php', 'python', 'typescript'],
    },
    algolia: searchConfig(env.algolia),
  } satisfies ThemeConfig;
}
