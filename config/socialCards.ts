/**
 * Social cards: the picture a shared link to the site shows (`og:image`,
 * `twitter:image`). One card per section of the site and language, rendered by
 * `npm run social-cards` into `static/img/social/` and committed.
 *
 * The theme reads the alt texts from here in the browser, so this module
 * imports nothing from Node; which page gets which card is decided at build
 * time in `socialCardSources.ts`.
 */
import type {LocaleKey, Localized} from './brand';
import {brand} from './brand';
import {DOC_SECTIONS, type DocSectionKey} from './sections';

/** The size every card is drawn at: the one Open Graph and X (Twitter) crop least. */
export const SOCIAL_CARD_SIZE = {width: 1200, height: 630} as const;

/** A preview fetches the card on every share; a heavier card shows late or not at all. */
export const SOCIAL_CARD_MAX_BYTES = 100 * 1024;

/** Where the cards are, under `static/` and under the site's base URL. */
export const SOCIAL_CARD_DIR = 'img/social';

export const SOCIAL_CARD_LOCALES: readonly LocaleKey[] = ['ru', 'en'];

/**
 * `site` is the default card (landing page, pages outside the sections,
 * search); the others name the site's sections.
 */
export const SOCIAL_SECTIONS = ['site', 'blog', ...DOC_SECTIONS.map(({key}) => key)] as const;

export type SocialSection = 'site' | 'blog' | DocSectionKey;

/** The title each card shows: the docs sections' (`sections.ts`), the blog's title. */
export const SOCIAL_SECTION_TITLES: Record<SocialSection, Localized> = {
  site: brand.tagline,
  blog: {ru: 'Что нового', en: "What's new"},
  ...(Object.fromEntries(DOC_SECTIONS.map(({key, title}) => [key, title])) as Record<
    DocSectionKey,
    Localized
  >),
};

export type SocialCard = {readonly section: SocialSection; readonly locale: LocaleKey};

/** Every card the site has: each section in each language. */
export const SOCIAL_CARDS: readonly SocialCard[] = SOCIAL_SECTIONS.flatMap((section) =>
  SOCIAL_CARD_LOCALES.map((locale) => ({section, locale})),
);

/** The card's file name in `static/img/social/`, e.g. `payouts.ru.png`. */
export function socialCardFileName({section, locale}: SocialCard): string {
  return `${section}.${locale}.png`;
}

/**
 * The card's path on the site, as front matter `image` and `themeConfig.image`
 * take it: Docusaurus prefixes the base URL and the site URL.
 */
export function socialCardPath(card: SocialCard): string {
  return `/${SOCIAL_CARD_DIR}/${socialCardFileName(card)}`;
}

/** What the card shows, as its alt text: the site's name and the section's title. */
export function socialCardAlt({section, locale}: SocialCard): string {
  return `${brand.siteTitle[locale]} — ${SOCIAL_SECTION_TITLES[section][locale]}`;
}

const CARD_NAME = /\/img\/social\/([a-z]+)\.(ru|en)\.png$/;

/** The card an image path or URL points to, or null for any other image. */
export function socialCardOfImage(image: string): SocialCard | null {
  const match = CARD_NAME.exec(image);
  const section = SOCIAL_SECTIONS.find((known) => known === match?.[1]);
  const locale = SOCIAL_CARD_LOCALES.find((known) => known === match?.[2]);
  return section && locale ? {section, locale} : null;
}
