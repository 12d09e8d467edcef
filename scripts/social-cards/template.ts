/**
 * The HTML page a social card is a screenshot of: the brand (logo and name),
 * the section's title, the site's name and domain, in the palette of
 * `src/css/custom.css`: light text on the footer's dark teal, the dark mode's
 * teal for accents. Fonts are DejaVu Sans, installed on the machine: nothing
 * is fetched.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import {brand} from '../../config/brand';
import {SOCIAL_CARD_SIZE, SOCIAL_SECTION_TITLES, type SocialCard} from '../../config/socialCards';

export const SITE_DIR = path.resolve(__dirname, '..', '..');
const STYLESHEET = 'src/css/custom.css';
/** The logo drawn for dark backgrounds, as the footer shows it. */
const LOGO = 'static/img/logo-dark.svg';

export const CARD_FONT = 'DejaVu Sans';
/** The title starts this large and shrinks until it fits; below the minimum the card fails. */
const TITLE_FONT_PX = {max: 104, min: 48, step: 4};

export type CardPalette = {
  background: string;
  accent: string;
  text: string;
  mutedText: string;
};

export type CardSources = {palette: CardPalette; logoSvg: string};

function cssVariable(css: string, selector: string, name: string): string {
  const escapedSelector = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const block = new RegExp(`^${escapedSelector}\\s*\\{([^}]*)\\}`, 'm').exec(css)?.[1];
  const value = block && new RegExp(`${name}:\\s*([^;]+);`).exec(block)?.[1];
  if (!value) {
    throw new Error(
      `${STYLESHEET} has no ${name} in its ${selector} block, which the social cards take their colours from.`,
    );
  }
  return value.trim();
}

/** The palette of the site's stylesheet that the cards use. */
export function paletteOf(css: string): CardPalette {
  return {
    background: cssVariable(css, ':root', '--ifm-footer-background-color'),
    accent: cssVariable(css, "[data-theme='dark']", '--ifm-color-primary'),
    text: '#fff',
    mutedText: cssVariable(css, ':root', '--ivelta-announcement-background'),
  };
}

export function readCardSources(siteDir = SITE_DIR): CardSources {
  return {
    palette: paletteOf(fs.readFileSync(path.join(siteDir, STYLESHEET), 'utf8')),
    logoSvg: fs.readFileSync(path.join(siteDir, LOGO), 'utf8').trim(),
  };
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[character] ??
      character,
  );
}

export function cardHtml({section, locale}: SocialCard, {palette, logoSvg}: CardSources): string {
  const {width, height} = SOCIAL_CARD_SIZE;
  const title = SOCIAL_SECTION_TITLES[section][locale];
  const domain = new URL(brand.siteUrl).host;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<style>
* { margin: 0; box-sizing: border-box; }
html, body { width: ${width}px; height: ${height}px; }
body {
  position: relative; overflow: hidden; display: flex; flex-direction: column; gap: 32px;
  padding: 64px 80px 60px 104px;
  font-family: '${CARD_FONT}', sans-serif; background: ${palette.background}; color: ${palette.text};
}
.band { position: absolute; left: 0; top: 0; bottom: 0; width: 28px; background: ${palette.accent}; }
header { display: flex; align-items: center; gap: 28px; font-size: 44px; font-weight: bold; color: ${palette.mutedText}; }
header svg { width: 88px; height: 88px; flex: none; }
main { flex: 1; min-height: 0; overflow: hidden; display: flex; align-items: center; }
h1 { font-size: ${TITLE_FONT_PX.max}px; line-height: 1.12; font-weight: bold; overflow-wrap: break-word; }
footer {
  display: flex; justify-content: space-between; align-items: baseline; gap: 32px;
  padding-top: 28px; border-top: 4px solid ${palette.accent}; font-size: 38px;
}
.site { font-weight: bold; color: ${palette.accent}; }
.domain { color: ${palette.mutedText}; }
</style>
</head>
<body>
<div class="band"></div>
<header>${logoSvg}<span>${escapeHtml(brand.name[locale])}</span></header>
<main><h1>${escapeHtml(title)}</h1></main>
<footer><span class="site">${escapeHtml(brand.siteTitle[locale])}</span><span class="domain">${escapeHtml(domain)}</span></footer>
<script>
(() => {
  const title = document.querySelector('h1');
  const box = title.parentElement;
  const overflows = () => title.scrollHeight > box.clientHeight || title.scrollWidth > box.clientWidth;
  let size = ${TITLE_FONT_PX.max};
  while (overflows() && size > ${TITLE_FONT_PX.min}) {
    size -= ${TITLE_FONT_PX.step};
    title.style.fontSize = size + 'px';
  }
  document.body.dataset.titleFits = String(!overflows());
})();
</script>
</body>
</html>
`;
}

/** What the card was drawn from, as the PNG records it: any change to title, brand, palette or layout changes it. */
export function cardFingerprint(html: string): string {
  return crypto.createHash('sha256').update(html).digest('hex');
}

/** The PNG text keyword holding the fingerprint. */
export const FINGERPRINT_KEYWORD = 'Card source SHA-256';
