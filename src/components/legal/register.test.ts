import fs from 'fs';
import path from 'path';
import {describe, expect, it} from 'vitest';
import {LEGAL_REGISTER, legalPagePath} from './register';
import type {LegalPage} from './types';

const SITE = path.join(__dirname, '../../..');
const EN = 'i18n/en/docusaurus-plugin-content-docs/current';
const pages = Object.keys(LEGAL_REGISTER) as LegalPage[];

describe('the legal register', () => {
  it('gives every document a unique id, an edition, a past effective date and texts in both languages', () => {
    const all = pages.flatMap((page) => LEGAL_REGISTER[page]);
    expect(new Set(all.map(({id}) => id)).size).toBe(all.length);
    for (const document of all) {
      expect(document.id, document.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(document.version, document.id).toMatch(/^\d+(\.\d+)*$/);
      expect(document.effectiveFrom, document.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(document.effectiveFrom)), document.id).toBe(false);
      expect(document.effectiveFrom <= new Date().toISOString().slice(0, 10), document.id).toBe(
        true,
      );
      for (const text of [document.title, document.acceptance, document.copy.note]) {
        expect(text.ru.trim(), document.id).not.toBe('');
        expect(text.en.trim(), document.id).not.toBe('');
      }
      if (document.copy.file) {
        expect(
          fs.existsSync(path.join(SITE, 'static', document.copy.file)),
          document.copy.file,
        ).toBe(true);
      }
    }
  });

  it.each(pages)('%s lists its documents on its page in both languages', (page) => {
    expect(LEGAL_REGISTER[page].length).toBeGreaterThan(0);
    for (const root of ['docs', EN]) {
      const mdx = fs.readFileSync(path.join(SITE, root, `${legalPagePath(page)}.mdx`), 'utf8');
      expect(mdx).toContain(`<LegalDocuments page="${page}" />`);
    }
  });
});
