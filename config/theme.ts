import type {ThemeConfig} from '@docusaurus/preset-classic';
import type {LocaleKey} from './brand';
import type {SiteEnv} from './env';
import {announcementBar} from './announcement';
import {darkCodeTheme, lightCodeTheme} from './codeThemes';
import {footer} from './footer';
import {navbar} from './navbar';
import {searchConfig} from './search';

export function themeConfig(locale: LocaleKey, env: SiteEnv): ThemeConfig {
  return {
    metadata: [{name: 'format-detection', content: 'telephone=no'}],
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
