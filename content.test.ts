/**
 * Checks of written sections against the content guide: no "being written"
 * notice, 600–1500 words of prose per page and language, h2/h3 headings only,
 * the same heading ids in both languages. A section joins `WRITTEN` when it
 * is done; the front pages link only to written pages.
 */
import fs from 'fs';
import path from 'path';
import {describe, expect, it} from 'vitest';
import {docRoutes} from './tests/e2e/spec-routes';

const RU = 'docs';
const EN = 'i18n/en/docusaurus-plugin-content-docs/current';

/** Sections whose writing is done, by the route prefixes of the product spec. */
const WRITTEN_SECTIONS = [
  '/payments/',
  '/payouts/',
  '/selfemployed/',
  '/escrow-account/',
  '/settlement-account/',
  '/statements/',
  '/finance/',
  '/transfers/',
  '/verification/',
  '/widget/',
  '/restricted/',
  '/documents/',
  '/documents-credit/',
];
const WRITTEN_START_PAGES = ['/before', '/intro', '/history'];

const WRITTEN = docRoutes
  .filter(
    (route) =>
      WRITTEN_START_PAGES.includes(route) ||
      WRITTEN_SECTIONS.some((section) => route.startsWith(section)),
  )
  .map((route) => route.slice(1));

/** Words a reader reads: no front matter, imports, code blocks, JSX tags or link targets. */
export function proseWords(mdx: string): number {
  const prose = mdx
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(/^import .*$/gm, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/\]\([^)]*\)/g, ']');
  return prose.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

const headings = (mdx: string) =>
  mdx
    .replace(/^```[\s\S]*?^```/gm, '')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line));

const headingIds = (mdx: string) =>
  headings(mdx).map((line) => /\{\/\* #([\w-]+) \*\/\}/.exec(line)?.[1] ?? `(no id) ${line}`);

describe.each(WRITTEN)('%s', (page) => {
  const read = (root: string) => fs.readFileSync(path.join(root, `${page}.mdx`), 'utf8');
  const ru = read(RU);
  const en = read(EN);

  it.each([
    ['ru', ru],
    ['en', en],
  ])('is written (%s): no notice, 600–1500 words, h2/h3 headings', (_lang, mdx) => {
    expect(mdx).not.toContain('<BeingWritten');
    const words = proseWords(mdx);
    expect(words, 'words of prose').toBeGreaterThanOrEqual(600);
    expect(words, 'words of prose').toBeLessThanOrEqual(1500);
    for (const line of headings(mdx)) {
      expect(line, 'only ## and ### headings').toMatch(/^#{2,3} /);
    }
  });

  it('has the same heading ids in both languages', () => {
    expect(headingIds(en)).toEqual(headingIds(ru));
  });
});

describe('proseWords', () => {
  it('counts prose and skips code, imports, tags and link targets', () => {
    const mdx = [
      '---',
      'title: "Не считается"',
      '---',
      "import X from '@site/x';",
      '',
      'Раз два [три](/a/b#c) <X kind="y" />',
      '```json',
      '{"skipped": true}',
      '```',
      '## Four five {/* #id */}',
    ].join('\n');
    expect(proseWords(mdx)).toBe(5);
  });
});

/** The pages a newcomer lands on, and the pages they link to must be written. */
const FRONT_PAGES = [
  'docs/index.mdx',
  `${EN}/index.mdx`,
  'src/pages/users.mdx',
  'i18n/en/docusaurus-plugin-content-pages/users.mdx',
  'src/pages/help.mdx',
  'i18n/en/docusaurus-plugin-content-pages/help.mdx',
];

describe.each(FRONT_PAGES)('%s', (file) => {
  it('links only to written pages', () => {
    const root = file.startsWith(EN) || file.startsWith('i18n/') ? EN : RU;
    const routes = [...fs.readFileSync(file, 'utf8').matchAll(/\]\((\/[^)#\s]*)/g)].map(
      ([, route = '']) => route.replace(/\/$/, ''),
    );
    const docs = routes.filter((route) => docRoutes.includes(route));
    expect(docs.length, 'links to docs pages').toBeGreaterThan(2);
    for (const route of docs) {
      const mdx = fs.readFileSync(path.join(root, `${route}.mdx`), 'utf8');
      expect(mdx, `${file} → ${route}`).not.toContain('<BeingWritten');
    }
  });
});
