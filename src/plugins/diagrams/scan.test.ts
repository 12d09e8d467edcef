import fs from 'fs';
import path from 'path';
import {createProcessor} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import {SITE_DIR, normalizeSource} from './cache';
import {contentFiles, findDiagrams} from './scan';

describe('findDiagrams', () => {
  it('finds mermaid fences with their line and body', () => {
    const text = ['# Title', '', '```mermaid', 'sequenceDiagram', '    A->>B: hi', '```', ''].join(
      '\n',
    );
    expect(findDiagrams(text)).toEqual([{line: 3, source: 'sequenceDiagram\n    A->>B: hi'}]);
  });

  it('reads tildes, longer fences, info after the language and indented fences', () => {
    const text = [
      '~~~mermaid title="x"',
      'graph TD',
      '~~~',
      '- item',
      '',
      '  ````mermaid',
      '  sequenceDiagram',
      '    A->>B: hi',
      '  ````',
    ].join('\n');
    expect(findDiagrams(text)).toEqual([
      {line: 1, source: 'graph TD'},
      {line: 6, source: 'sequenceDiagram\n  A->>B: hi'},
    ]);
  });

  it('skips a mermaid block shown inside another fence, other languages and inline code', () => {
    const text = [
      'Write ```` ```mermaid ```` blocks.',
      '````md',
      '```mermaid',
      'graph TD',
      '```',
      '````',
      '```json',
      '{}',
      '```',
    ].join('\n');
    expect(findDiagrams(text)).toEqual([]);
  });
});

/** Front matter is not MDX: blank it out, keeping the line numbers. */
const withoutFrontMatter = (text: string) =>
  text.replace(/^---\n[\s\S]*?\n---\n/, (block) => block.replace(/[^\n]/g, ''));

type MdNode = {
  type: string;
  lang?: string;
  value?: string;
  position?: {start: {line: number}};
  children?: MdNode[];
};

function mdxMermaidNodes(tree: MdNode): {line: number; source: string}[] {
  const found: {line: number; source: string}[] = [];
  const walk = (node: MdNode) => {
    if (node.type === 'code' && node.lang === 'mermaid') {
      found.push({line: node.position?.start.line ?? 0, source: node.value ?? ''});
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  return found;
}

describe('the scanner against the MDX parser', () => {
  it('sees in every page the diagrams, lines and sources the remark plugin will see', () => {
    const processor = createProcessor({format: 'mdx'});
    const files = contentFiles(SITE_DIR).filter((file) =>
      fs.readFileSync(path.join(SITE_DIR, file), 'utf8').includes('mermaid'),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const text = fs.readFileSync(path.join(SITE_DIR, file), 'utf8');
      const parsed = mdxMermaidNodes(processor.parse(withoutFrontMatter(text)) as MdNode);
      const normalized = (list: {line: number; source: string}[]) =>
        list.map(({line, source}) => ({line, source: normalizeSource(source)}));
      expect(normalized(findDiagrams(text)), file).toEqual(normalized(parsed));
    }
  });
});
