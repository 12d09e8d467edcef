/**
 * The committed cache against the pages: a diagram edited without
 * `npm run diagrams` (and a commit of static/diagrams/) fails here, before a
 * build on a machine without Chromium would.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {describe, expect, it} from 'vitest';
import {
  CACHE_DIR,
  SITE_DIR,
  cacheDirOf,
  cacheFileNames,
  diagramKey,
  isCached,
  keyOfCacheFile,
  mermaidPackage,
  normalizeSource,
  orphanFiles,
  readMeta,
} from './cache';
import {RENDER_COMMAND, withKeys} from './ensure';
import {scanDiagrams} from './scan';

const diagrams = withKeys(scanDiagrams(SITE_DIR));
const cacheDir = cacheDirOf(SITE_DIR);

/** Arrows and notes as written in a sequence diagram's source: one step each. */
const STEP_LINE =
  /^\s*(?:[^\s:]+?\s*(?:-{1,2}>>|-{1,2}>|-{1,2}x|-{1,2}\)|<<-{1,2}>>)[+-]?\s*[^\s:]+\s*:|note\s)/i;
/** The lines that open, divide or close a block (`alt … else … end`): steps of their own. */
const BLOCK_LINE = /^\s*(?:alt|else|opt|loop|par|and|critical|option|break|rect|end)\b/i;

describe('the diagram cache (static/diagrams/)', () => {
  it('finds the diagrams of the docs and the blog in both locales', () => {
    expect(diagrams.length).toBeGreaterThanOrEqual(40);
    expect(diagrams.some(({file}) => file.startsWith('i18n/en/'))).toBe(true);
  });

  it('holds the light SVG, the dark SVG and the JSON of every diagram', () => {
    const missing = diagrams
      .filter(({key}) => !isCached(cacheDir, key))
      .map(({file, line, key}) => `${file}:${line} (${key})`);
    expect(missing, `render them with \`${RENDER_COMMAND}\` and commit ${CACHE_DIR}/`).toEqual([]);
  });

  it('holds nothing else', () => {
    const orphans = orphanFiles(
      cacheDir,
      diagrams.map(({key}) => key),
    );
    expect(orphans, `delete them with \`${RENDER_COMMAND} -- --prune\``).toEqual([]);
  });

  it('sizes each picture as its JSON says, in both modes', () => {
    for (const {key, file} of diagrams) {
      const {width, height} = readMeta(cacheDir, key);
      expect(width, file).toBeGreaterThan(0);
      expect(height, file).toBeGreaterThan(0);
      for (const name of cacheFileNames(key).filter((name) => name.endsWith('.svg'))) {
        const svg = fs.readFileSync(path.join(cacheDir, name), 'utf8');
        const root = /^<svg [^>]*>/.exec(svg)?.[0] ?? '';
        expect(root, name).toContain(`width="${width}"`);
        expect(root, name).toContain(`height="${height}"`);
        expect(root, name).toContain('xmlns="http://www.w3.org/2000/svg"');
        // Nothing that would not display in an <img>, or that would run.
        expect(svg, name).not.toMatch(/<foreignObject|<script/i);
      }
    }
  });

  it("tells each sequence diagram step by step, with the participants' names", () => {
    for (const {key, file, line, source} of diagrams) {
      const meta = readMeta(cacheDir, key);
      expect(meta.type, `${file}:${line}`).toBe('sequence');
      const declared = [...source.matchAll(/^\s*(?:participant|actor)\s+\S+\s+as\s+(.+)$/gm)].map(
        (match) => match[1]?.trim(),
      );
      expect(meta.participants, `${file}:${line}`).toEqual(declared);
      const stepLines = source
        .split('\n')
        .filter((text) => STEP_LINE.test(text) || BLOCK_LINE.test(text));
      expect(meta.steps, `${file}:${line}`).toHaveLength(stepLines.length);
      for (const step of meta.steps) {
        if (step.kind === 'message') {
          expect(meta.participants).toContain(step.from);
          expect(meta.participants).toContain(step.to);
        }
        if (step.kind === 'note')
          step.over.forEach((name) => expect(meta.participants).toContain(name));
        // A block's end (and an unlabelled block) has no text of its own.
        if (step.kind !== 'block') expect(step.text.length, `${file}:${line}`).toBeGreaterThan(0);
      }
    }
  });

  it('puts the payment-hold flow in words, in order, in each language', () => {
    const hold = (file: string) => {
      const diagram = diagrams.find((candidate) => candidate.file === file);
      if (!diagram) throw new Error(`no diagram in ${file}`);
      return readMeta(cacheDir, diagram.key);
    };
    const ru = hold('docs/payments/payment-hold.mdx');
    expect(ru.participants).toEqual([
      'Покупатель',
      'Сервер партнёра',
      'Ивелта Банк',
      'Эмитент карты',
    ]);
    expect(ru.steps[0]).toEqual({
      kind: 'message',
      from: 'Покупатель',
      to: 'Сервер партнёра',
      text: 'Оформляет заказ',
    });
    expect(ru.steps[4]).toMatchObject({from: 'Эмитент карты', to: 'Ивелта Банк', reply: true});
    expect(ru.steps[6]).toEqual({
      kind: 'note',
      over: ['Сервер партнёра'],
      text: 'Заказ собран — не позже 7 дней',
    });
    expect(ru.steps.at(-1)).toMatchObject({kind: 'note', over: ['Сервер партнёра', 'Ивелта Банк']});

    const en = hold('i18n/en/docusaurus-plugin-content-docs/current/payments/payment-hold.mdx');
    expect(en.participants).toHaveLength(4);
    expect(en.participants).toContain('Ivelta Bank');
    expect(en.steps).toHaveLength(ru.steps.length);
  });
});

describe('diagramKey', () => {
  const {version} = mermaidPackage();
  const source = 'sequenceDiagram\n    A->>B: hello';

  it('is a short hex hash the cache recognises in its file names', () => {
    const key = diagramKey(source, version);
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    for (const name of cacheFileNames(key)) expect(keyOfCacheFile(name)).toBe(key);
    expect(keyOfCacheFile('README.md')).toBeNull();
    expect(keyOfCacheFile(`${key}-sepia.svg`)).toBeNull();
  });

  it('changes with the source and the mermaid version, not with line endings or trailing blanks', () => {
    const key = diagramKey(source, version);
    expect(diagramKey('sequenceDiagram  \r\n    A->>B: hello\n\n', version)).toBe(key);
    expect(diagramKey(`${source}!`, version)).not.toBe(key);
    expect(diagramKey(source, `${version}-next`)).not.toBe(key);
    expect(normalizeSource('\n  a  \r\n b\n')).toBe('a\n b');
  });
});

describe('orphanFiles', () => {
  it('lists files of unused keys and files the cache does not own', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
    const used = 'a'.repeat(16);
    const old = 'b'.repeat(16);
    for (const name of [...cacheFileNames(used), ...cacheFileNames(old), 'notes.txt']) {
      fs.writeFileSync(path.join(dir, name), '');
    }
    expect(orphanFiles(dir, [used])).toEqual([...cacheFileNames(old), 'notes.txt'].sort());
    expect(orphanFiles(path.join(dir, 'absent'), [used])).toEqual([]);
  });
});
