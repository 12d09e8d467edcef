import fs from 'fs';
import os from 'os';
import path from 'path';
import {describe, expect, it, vi} from 'vitest';
import type {DiagramMeta} from '../../components/Diagram/textAlternative';
import {parseParticipants, parseSteps} from '../../components/Diagram/textAlternative';
import {CACHE_DIR, diagramKey, mermaidPackage, writeCacheEntry} from './cache';
import remarkDiagrams, {diagramElement, type DiagramElement} from './remark';
import type * as Render from './render';

// This file is about the cache and the tree; a machine with Chromium must not render here.
vi.mock('./render', async (importOriginal) => ({
  ...(await importOriginal<typeof Render>()),
  findChromium: () => null,
}));

const META: DiagramMeta = {
  type: 'sequence',
  width: 866,
  height: 730,
  participants: ['Покупатель', 'Банк'],
  steps: [
    {kind: 'message', from: 'Покупатель', to: 'Банк', text: 'Платит "картой"'},
    {kind: 'message', from: 'Банк', to: 'Покупатель', text: 'Готово', reply: true},
    {kind: 'note', over: ['Банк'], text: 'Не позже 7 дней'},
  ],
};

const attributes = (element: DiagramElement) =>
  Object.fromEntries(element.attributes.map(({name, value}) => [name, value]));

describe('diagramElement', () => {
  it('hands <Diagram> plain string attributes it reads back to the same text alternative', () => {
    const element = diagramElement('0123456789abcdef', META);
    expect(element).toMatchObject({type: 'mdxJsxFlowElement', name: 'Diagram', children: []});
    const props = attributes(element);
    expect(props).toMatchObject({
      id: '0123456789abcdef',
      width: '866',
      height: '730',
      type: 'sequence',
    });
    for (const value of Object.values(props)) expect(typeof value).toBe('string');
    expect(parseParticipants(props.participants)).toEqual(META.participants);
    expect(parseSteps(props.steps)).toEqual(META.steps);
  });
});

type Tree = {type: string; children?: Tree[]; [key: string]: unknown};

function siteWithCache(sources: string[]): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'remark-diagrams-'));
  const {version} = mermaidPackage();
  for (const source of sources) {
    writeCacheEntry(path.join(siteDir, CACHE_DIR), diagramKey(source, version), {
      svg: {light: '<svg/>', dark: '<svg/>'},
      meta: META,
    });
  }
  return siteDir;
}

const SOURCE = 'sequenceDiagram\n    C->>B: Платит';
const code = (lang: string, value: string, line: number): Tree => ({
  type: 'code',
  lang,
  value,
  position: {start: {line, column: 1}, end: {line: line + 3, column: 4}},
});

describe('remarkDiagrams', () => {
  it('replaces each mermaid block, nested ones too, by <Diagram> and leaves other code alone', async () => {
    const siteDir = siteWithCache([SOURCE]);
    const tree: Tree = {
      type: 'root',
      children: [
        code('mermaid', SOURCE, 3),
        code('json', '{}', 8),
        {
          type: 'list',
          children: [{type: 'listItem', children: [code('mermaid', `${SOURCE}\n`, 12)]}],
        },
      ],
    };
    await remarkDiagrams({siteDir})(tree, {path: path.join(siteDir, 'docs/page.mdx')});
    const [first, json, list] = tree.children ?? [];
    const nested = list?.children?.[0]?.children?.[0];
    const key = diagramKey(SOURCE, mermaidPackage().version);
    for (const element of [first, nested] as unknown as DiagramElement[]) {
      expect(element.name).toBe('Diagram');
      expect(attributes(element)).toMatchObject({id: key, width: '866', height: '730'});
    }
    expect((first as unknown as DiagramElement).position).toEqual({
      start: {line: 3, column: 1},
      end: {line: 6, column: 4},
    });
    expect(json).toMatchObject({type: 'code', lang: 'json'});
  });

  it('fails on a diagram missing from the cache, naming the file, the line and the command', async () => {
    const siteDir = siteWithCache([]);
    const tree: Tree = {type: 'root', children: [code('mermaid', SOURCE, 21)]};
    const run = remarkDiagrams({siteDir})(tree, {path: path.join(siteDir, 'docs/pay.mdx')});
    await expect(run).rejects.toThrow(/docs\/pay\.mdx:21 \([0-9a-f]{16}\)[\s\S]*npm run diagrams/);
  });
});
