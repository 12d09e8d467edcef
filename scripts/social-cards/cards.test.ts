import fs from 'fs';
import path from 'path';
import {describe, expect, it} from 'vitest';
import {
  SOCIAL_CARDS,
  SOCIAL_CARD_DIR,
  SOCIAL_CARD_MAX_BYTES,
  SOCIAL_CARD_SIZE,
  socialCardAlt,
  socialCardFileName,
} from '../../config/socialCards';
import {readPng} from './png';
import {
  FINGERPRINT_KEYWORD,
  SITE_DIR,
  cardFingerprint,
  cardHtml,
  paletteOf,
  readCardSources,
} from './template';

const CARD_DIR = path.join(SITE_DIR, 'static', SOCIAL_CARD_DIR);
const REGENERATE = 'run `npm run social-cards` and commit static/img/social/';

describe('the committed social cards', () => {
  const sources = readCardSources();

  it.each(SOCIAL_CARDS.map((card) => [socialCardFileName(card), card] as const))(
    '%s is a 1200×630 PNG within the budget, drawn from the current sources',
    (name, card) => {
      const file = path.join(CARD_DIR, name);
      expect(fs.existsSync(file), `${name} is missing: ${REGENERATE}`).toBe(true);
      const png = fs.readFileSync(file);
      expect(png.length, `${name} in bytes`).toBeLessThanOrEqual(SOCIAL_CARD_MAX_BYTES);
      const {width, height, text} = readPng(png);
      expect({width, height}).toEqual(SOCIAL_CARD_SIZE);
      expect(text.Description).toBe(socialCardAlt(card));
      expect(
        text[FINGERPRINT_KEYWORD],
        `${name} was drawn from other titles, brand, palette or template: ${REGENERATE}`,
      ).toBe(cardFingerprint(cardHtml(card, sources)));
    },
  );

  it('are the only files in static/img/social', () => {
    const expected = SOCIAL_CARDS.map(socialCardFileName).sort();
    expect(fs.readdirSync(CARD_DIR).sort(), REGENERATE).toEqual(expected);
  });
});

describe('the card template', () => {
  it('escapes the texts it shows', () => {
    const html = cardHtml({section: 'blog', locale: 'en'}, readCardSources());
    expect(html).toContain('<h1>What&#39;s new</h1>');
    expect(html).toContain('<html lang="en">');
  });

  it('says which colour of the stylesheet is missing', () => {
    expect(() => paletteOf(':root {\n  --ifm-color-primary: #0b6e69;\n}\n')).toThrow(
      /src\/css\/custom\.css has no --ifm-footer-background-color in its :root block/,
    );
  });

  it('takes its colours from the stylesheet', () => {
    const css = fs.readFileSync(path.join(SITE_DIR, 'src/css/custom.css'), 'utf8');
    expect(paletteOf(css)).toMatchObject({background: '#0f2423', accent: '#4fd1c5'});
  });
});
