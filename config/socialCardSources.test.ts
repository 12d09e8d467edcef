import fs from 'fs';
import path from 'path';
import type {DefaultParseFrontMatter} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import YAML from 'yaml';
import {readPng} from '../scripts/social-cards/png';
import type {LocaleKey} from './brand';
import {
  SIDEBAR_SECTIONS,
  parseFrontMatterWithSocialCard,
  socialCardOfSource,
  socialSectionOfDoc,
} from './socialCardSources';
import {SOCIAL_CARD_SIZE, SOCIAL_CARDS, socialCardPath} from './socialCards';
import sidebars from '../sidebars';

const SITE_DIR = path.resolve(__dirname, '..');
const EN_DOCS = 'i18n/en/docusaurus-plugin-content-docs/current';
const EN_BLOG = 'i18n/en/docusaurus-plugin-content-blog';

const cardOf = (source: string, locale: LocaleKey) =>
  socialCardOfSource(path.join(SITE_DIR, source), locale);

/** Every Markdown source the docs and blog plugins read, in both languages. */
function markdownSources(): string[] {
  return ['docs', 'blog', EN_DOCS, EN_BLOG].flatMap((root) =>
    fs
      .readdirSync(path.join(SITE_DIR, root), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => `${root}/${file.split(path.sep).join('/')}`),
  );
}

describe('socialCardOfSource', () => {
  it('gives a docs page the card of its section, in the language being built', () => {
    expect(cardOf('docs/payouts/russian-card.mdx', 'ru')).toBe('/img/social/payouts.ru.png');
    expect(cardOf(`${EN_DOCS}/payouts/russian-card.mdx`, 'en')).toBe('/img/social/payouts.en.png');
    expect(cardOf('docs/payments/payment-hold.mdx', 'ru')).toBe('/img/social/payments.ru.png');
    expect(cardOf(`${EN_DOCS}/transfers/transfer-start.mdx`, 'en')).toBe(
      '/img/social/transfers.en.png',
    );
    expect(cardOf('docs/verification/verification-http.md', 'ru')).toBe(
      '/img/social/verification.ru.png',
    );
    expect(cardOf(`${EN_DOCS}/reference/methods.mdx`, 'en')).toBe('/img/social/reference.en.png');
    expect(cardOf('docs/documents-credit/inter-bank.mdx', 'ru')).toBe('/img/social/legal.ru.png');
  });

  it('gives an English build the English card of a page that falls back to its Russian source', () => {
    expect(cardOf('docs/payouts/yoomoney.mdx', 'en')).toBe('/img/social/payouts.en.png');
  });

  it('follows the sidebars where folders and sections differ', () => {
    expect(socialSectionOfDoc('selfemployed/intro')).toBe('payouts');
    expect(socialSectionOfDoc('escrow-account/escrow-intro')).toBe('payouts');
    expect(socialSectionOfDoc('statements/statements-balance')).toBe('payouts');
    expect(socialSectionOfDoc('finance/payment-daily-report')).toBe('payments');
    expect(socialSectionOfDoc('finance/payouts-daily-report')).toBe('payouts');
  });

  it('gives a page in no sidebar the section its folder belongs to', () => {
    expect(socialSectionOfDoc('payments/cards-humo')).toBe('payments');
    expect(socialSectionOfDoc('payouts/payout-scenarios')).toBe('payouts');
    expect(socialSectionOfDoc('reference/sdk')).toBe('reference');
    expect(socialSectionOfDoc('documents/restricted-business')).toBe('legal');
    expect(socialSectionOfDoc('selfemployed/info')).toBe('payouts');
  });

  it('falls back to the site card for root pages and folders of no single section', () => {
    expect(cardOf('docs/index.mdx', 'ru')).toBe('/img/social/site.ru.png');
    expect(cardOf(`${EN_DOCS}/before.mdx`, 'en')).toBe('/img/social/site.en.png');
    expect(cardOf('docs/history.mdx', 'ru')).toBe('/img/social/site.ru.png');
    expect(cardOf('docs/restricted/e-wallets.mdx', 'ru')).toBe('/img/social/site.ru.png');
    expect(cardOf(`${EN_DOCS}/widget/widget-fps.mdx`, 'en')).toBe('/img/social/site.en.png');
    expect(cardOf('docs/new-section/page.mdx', 'ru')).toBe('/img/social/site.ru.png');
    // A new page in a folder two sidebars share.
    expect(socialSectionOfDoc('finance/new-report')).toBe('site');
  });

  it('gives blog posts the blog card', () => {
    expect(cardOf('blog/2024-06-25-card-transfers.mdx', 'ru')).toBe('/img/social/blog.ru.png');
    expect(cardOf(`${EN_BLOG}/2024-06-25-card-transfers.mdx`, 'en')).toBe(
      '/img/social/blog.en.png',
    );
  });

  it('leaves other pages and partials to the default', () => {
    expect(cardOf('src/pages/help.mdx', 'ru')).toBeUndefined();
    expect(cardOf('i18n/en/docusaurus-plugin-content-pages/help.mdx', 'en')).toBeUndefined();
    expect(cardOf('tests/fixtures/pages/table.mdx', 'ru')).toBeUndefined();
    expect(cardOf('docs/payouts/_steps.mdx', 'ru')).toBeUndefined();
    expect(cardOf('docs/_shared/contacts.mdx', 'ru')).toBeUndefined();
  });

  it('gives every page of each sidebar that sidebar’s card, root pages aside', () => {
    // Every string of a sidebar that names a doc file: ids, whatever item shape holds them.
    const docIds = (items: unknown): string[] =>
      JSON.stringify(items)
        .match(/"(?:[^"\\]|\\.)*"/g)
        ?.map((quoted) => JSON.parse(quoted) as string)
        .filter((value) => fs.existsSync(path.join(SITE_DIR, 'docs', `${value}.mdx`))) ?? [];
    for (const [sidebarId, items] of Object.entries(sidebars)) {
      const listed = docIds(items).filter((docId) => docId.includes('/'));
      expect(listed.length, `pages of sidebar ${sidebarId}`).toBeGreaterThan(0);
      for (const docId of listed) {
        expect(socialSectionOfDoc(docId), docId).toBe(SIDEBAR_SECTIONS[sidebarId]);
      }
    }
  });

  it('returns only cards that exist in static/img/social', () => {
    const cards = new Set(
      markdownSources().flatMap((source) =>
        (['ru', 'en'] as const).map((locale) => cardOf(source, locale)),
      ),
    );
    cards.delete(undefined);
    const known = new Set(SOCIAL_CARDS.map(socialCardPath));
    expect(cards.size).toBeGreaterThan(10);
    for (const card of cards) {
      expect(known.has(card as string), `${card} is one of SOCIAL_CARDS`).toBe(true);
      expect(fs.existsSync(path.join(SITE_DIR, 'static', card as string)), `${card} exists`).toBe(
        true,
      );
    }
  });
});

describe('parseFrontMatterWithSocialCard', () => {
  const parsedAs =
    (frontMatter: Record<string, unknown>): DefaultParseFrontMatter =>
    async () => ({frontMatter, content: 'Text'});

  it('adds the section’s card and keeps the rest of what Docusaurus parsed', async () => {
    const parse = parseFrontMatterWithSocialCard('en');
    const result = await parse({
      filePath: path.join(SITE_DIR, EN_DOCS, 'payments/payment-hold.mdx'),
      fileContent: '',
      defaultParseFrontMatter: parsedAs({title: 'Holds'}),
    });
    expect(result).toEqual({
      frontMatter: {title: 'Holds', image: '/img/social/payments.en.png'},
      content: 'Text',
    });
  });

  it('keeps an image the writer set', async () => {
    const parse = parseFrontMatterWithSocialCard('ru');
    const result = await parse({
      filePath: path.join(SITE_DIR, 'docs/payments/payment-hold.mdx'),
      fileContent: '',
      defaultParseFrontMatter: parsedAs({title: 'Холдирование', image: '/img/hold.png'}),
    });
    expect(result.frontMatter.image).toBe('/img/hold.png');
  });

  it('adds nothing where the default card applies', async () => {
    const parse = parseFrontMatterWithSocialCard('ru');
    const result = await parse({
      filePath: path.join(SITE_DIR, 'src/pages/help.mdx'),
      fileContent: '',
      defaultParseFrontMatter: parsedAs({title: 'Помощь'}),
    });
    expect(result.frontMatter).toEqual({title: 'Помощь'});
  });
});

describe('a writer’s own front matter image', () => {
  it('is a PNG in static/ of the cards’ size, which og:image:width and height state for every page', () => {
    for (const source of markdownSources()) {
      const text = fs.readFileSync(path.join(SITE_DIR, source), 'utf8');
      const frontMatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1];
      const image = frontMatter ? (YAML.parse(frontMatter) as {image?: unknown}).image : undefined;
      if (image === undefined) {
        continue;
      }
      const file = path.join(SITE_DIR, 'static', String(image));
      expect(
        String(image).startsWith('/') && String(image).endsWith('.png') && fs.existsSync(file),
        `${source}: image ${String(image)} is a PNG in static/`,
      ).toBe(true);
      const {width, height} = readPng(fs.readFileSync(file));
      expect({width, height}, `${source}: size of ${String(image)}`).toEqual(SOCIAL_CARD_SIZE);
    }
  });
});
