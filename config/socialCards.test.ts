import fs from 'fs';
import path from 'path';
import {describe, expect, it} from 'vitest';
import YAML from 'yaml';
import {brand} from './brand';
import {blog} from './content';
import {readEnv} from './env';
import {navbar} from './navbar';
import {
  SOCIAL_CARDS,
  SOCIAL_SECTION_TITLES,
  socialCardAlt,
  socialCardFileName,
  socialCardOfImage,
  socialCardPath,
} from './socialCards';
import sidebars from '../sidebars';

const SITE_DIR = path.resolve(__dirname, '..');
const readJson = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(SITE_DIR, file), 'utf8')) as Record<
    string,
    {message: string}
  >;

function titleOf(source: string): string {
  const text = fs.readFileSync(path.join(SITE_DIR, source), 'utf8');
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  return (YAML.parse(frontMatter) as {title: string}).title;
}

describe('social card titles', () => {
  it('name the navbar sections as the navbar does, in both languages', () => {
    const navbarEn = readJson('i18n/en/docusaurus-theme-classic/navbar.json');
    const items = navbar('ru').items;
    const entries = {
      payouts: 'payouts/payouts-intro',
      payments: 'payments/payment-intro',
      transfers: 'transfers/transfer-start',
      verification: 'verification/verification-intro',
    } as const;
    for (const [section, docId] of Object.entries(entries)) {
      const label = items.find((item) => item.docId === docId)?.label;
      expect(label, docId).toBeDefined();
      expect(SOCIAL_SECTION_TITLES[section as keyof typeof entries]).toEqual({
        ru: label,
        en: navbarEn[`item.label.${label}`]?.message,
      });
    }
  });

  it('name the reference as its sidebar category, the legal section as its first page', () => {
    const categories = readJson('i18n/en/docusaurus-plugin-content-docs/current.json');
    const referenceLabel = 'Справочник API';
    expect(JSON.stringify(sidebars.techdoc)).toContain(`"label":"${referenceLabel}"`);
    expect(SOCIAL_SECTION_TITLES.reference).toEqual({
      ru: referenceLabel,
      en: categories[`sidebar.techdoc.category.${referenceLabel}`]?.message,
    });
    expect(SOCIAL_SECTION_TITLES.legal).toEqual({
      ru: titleOf('docs/documents/landing-legal.mdx'),
      en: titleOf('i18n/en/docusaurus-plugin-content-docs/current/documents/landing-legal.mdx'),
    });
  });

  it('name the blog by its title and the site by its tagline', () => {
    expect(SOCIAL_SECTION_TITLES.blog).toEqual({
      ru: blog('ru', readEnv({})).blogTitle,
      en: blog('en', readEnv({})).blogTitle,
    });
    expect(SOCIAL_SECTION_TITLES.site).toEqual(brand.tagline);
  });
});

describe('social card paths and alt texts', () => {
  it('gives each section and language one file', () => {
    const names = SOCIAL_CARDS.map(socialCardFileName);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('payouts.ru.png');
    expect(names).toContain('site.en.png');
    expect(socialCardPath({section: 'legal', locale: 'en'})).toBe('/img/social/legal.en.png');
  });

  it('recognises a card by its path or absolute URL, and no other image', () => {
    for (const card of SOCIAL_CARDS) {
      expect(socialCardOfImage(socialCardPath(card))).toEqual(card);
    }
    expect(socialCardOfImage('https://docs.ivelta.example/docs/img/social/blog.en.png')).toEqual({
      section: 'blog',
      locale: 'en',
    });
    expect(socialCardOfImage('/img/social/unknown.ru.png')).toBeNull();
    expect(socialCardOfImage('/img/social/payouts.de.png')).toBeNull();
    expect(socialCardOfImage('/img/diagram.png')).toBeNull();
  });

  it('describe the card in its own language: site name and section title', () => {
    expect(socialCardAlt({section: 'payouts', locale: 'ru'})).toBe('Ивелта API — Выплаты');
    expect(socialCardAlt({section: 'blog', locale: 'en'})).toBe("Ivelta API — What's new");
  });
});
