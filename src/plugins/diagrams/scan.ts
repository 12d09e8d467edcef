/**
 * Finds the ```` ```mermaid ```` blocks of the Markdown sources without
 * compiling them, so that the plugin can render what is missing before the
 * bundler compiles MDX, and the tests can check the cache against the pages.
 * The test `remark.test.ts` holds it to what the MDX parser sees.
 */
import fs from 'fs';
import path from 'path';

/** Docs and blog of both locales: everything the remark plugin is given. */
export const CONTENT_ROOTS = [
  'docs',
  'i18n/en/docusaurus-plugin-content-docs/current',
  'blog',
  'i18n/en/docusaurus-plugin-content-blog',
];

const MARKDOWN = /\.mdx?$/;

export type DiagramSource = {
  /** Path relative to the site, for messages. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  source: string;
};

/** A fence opener: indentation, the run of backticks or tildes, the info string. */
const OPENING = /^(\s*)(`{3,}|~{3,})(.*)$/;

/**
 * Each fenced block whose language is `mermaid`. Other fences are skipped
 * whole, so a Markdown example that shows a mermaid block is not a diagram.
 * Content lines lose the opener's indentation, as CommonMark removes it.
 */
export function findDiagrams(text: string): {line: number; source: string}[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const found: {line: number; source: string}[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = OPENING.exec(lines[index] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '', info = ''] = open;
    // A backtick fence's info string cannot contain backticks (CommonMark): that is inline code.
    if (fence.startsWith('`') && info.includes('`')) continue;
    const closing = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !closing.test(lines[end] ?? '')) {
      const line = lines[end] ?? '';
      const strip = Math.min(indent.length, line.length - line.trimStart().length);
      body.push(line.slice(strip));
      end++;
    }
    if (info.trim().split(/\s+/)[0] === 'mermaid') {
      found.push({line: index + 1, source: body.join('\n')});
    }
    index = end;
  }
  return found;
}

/** Markdown files under the content roots that exist in this site. */
export function contentFiles(siteDir: string): string[] {
  return CONTENT_ROOTS.filter((root) => fs.existsSync(path.join(siteDir, root)))
    .flatMap((root) =>
      fs
        .readdirSync(path.join(siteDir, root), {recursive: true, encoding: 'utf8'})
        .filter((file) => MARKDOWN.test(file))
        .map((file) => path.join(root, file)),
    )
    .sort();
}

/** Every diagram of the docs and the blog in both locales. */
export function scanDiagrams(siteDir: string): DiagramSource[] {
  return contentFiles(siteDir).flatMap((file) =>
    findDiagrams(fs.readFileSync(path.join(siteDir, file), 'utf8')).map((diagram) => ({
      file,
      ...diagram,
    })),
  );
}
