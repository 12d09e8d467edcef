/**
 * A page's Markdown twin (`src/plugins/llms`: `<page>.md`) as the chat reads
 * it: sections by heading id (`## Title {#id}`), each with its code blocks
 * (language, title, request line of a request body, what a response or
 * payload sample is, the line that introduces it) and tables (header and
 * rows), and whether the page says it is not written yet. The search index
 * holds no code and no table headers; the twin holds both. A line scanner, not
 * a Markdown parser: the twins are written by our own converter, in
 * CommonMark with GFM tables, so fences and headings are where it puts them.
 */

import type {SampleKind} from '../plugins/llms/markers';

export type TwinCodeBlock = {
  /** The info string's first word, lower case ('' when it has none). */
  lang: string;
  title: string | null;
  /**
   * Where a request body is sent, as the twin's info string gives it
   * (`request="POST /v1/session/create"`); null for other blocks.
   */
  request: string | null;
  /**
   * What a sample is besides a request body, as the twin's info string says: the
   * response or error response of a call (`response="token/info"`,
   * `error="session/init/payout"`) or an event's payload
   * (`webhook="payout_finished"`); null for other blocks.
   */
  sample: {kind: SampleKind; name: string} | null;
  code: string;
  /** The text line just before the block (its label or the sentence leading to it), plain. */
  lead: string;
};

export type TwinTable = {header: string[]; rows: string[][]};

export type TwinSection = {
  /** The heading's id; null for the top of the page, above the first `##`. */
  id: string | null;
  depth: number;
  heading: string;
  /** The section this one is under (by index), null for the top. */
  parent: number | null;
  blocks: TwinCodeBlock[];
  tables: TwinTable[];
};

export type Twin = {
  sections: TwinSection[];
  /** The page carries the "being written" notice instead of its content. */
  beingWritten: boolean;
};

/**
 * The notice's title in both languages (`beingWritten.title` in
 * `i18n/{ru,en}/code.json`, which a unit test holds these to): in a twin it is
 * a line of its own.
 */
export const BEING_WRITTEN_TITLES = ['Страница пишется', 'This page is being written'];

/** Inline Markdown as plain text: link texts, no code ticks, emphasis or escapes. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`+/g, '')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,:;!?]|$)/g, '$1$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>~:])/g, '$1')
    .replace(/&#x([0-9a-f]+);/gi, (_match, code: string) =>
      String.fromCodePoint(parseInt(code, 16)),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

const HEADING = /^(#{1,6})\s+(.*?)(?:\s+\{#([^}\s]+)\})?\s*$/;
const FENCE = /^(\s*)(`{3,}|~{3,})\s*(.*)$/;

/** The cells of a GFM table line: split at pipes that are not escaped. */
function cells(line: string): string[] {
  const parts = line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/);
  return parts.map((part) => plainText(part.replace(/\\\|/g, '|')));
}

const isSeparatorRow = (line: string) => /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/.test(line);

/** The quoted value of an info string's `name="…"`, or null. */
function attributeOf(info: string, name: string): string | null {
  const quoted = new RegExp(`(?:^|\\s)${name}=("(?:[^"\\\\]|\\\\.)*")`).exec(info)?.[1];
  if (!quoted) return null;
  try {
    return JSON.parse(quoted) as string;
  } catch {
    return quoted.slice(1, -1);
  }
}

/** A request line as the twin writes it: a method and a path, nothing else. */
const REQUEST_LINE = /^(GET|POST) \/\S+$/;
/** A call (`token/info`) or an event (`payout_finished`) as a sample's attribute names it. */
const SAMPLE_NAME = /^[a-z][a-z0-9_]*(\/[a-z0-9_-]+)*$/;
const SAMPLE_KINDS: SampleKind[] = ['response', 'error', 'webhook'];

function sampleOf(info: string): TwinCodeBlock['sample'] {
  for (const kind of SAMPLE_KINDS) {
    const name = attributeOf(info, kind);
    if (name && SAMPLE_NAME.test(name)) return {kind, name};
  }
  return null;
}

function infoOf(info: string): Pick<TwinCodeBlock, 'lang' | 'title' | 'request' | 'sample'> {
  const lang = (/^([^\s{]+)/.exec(info)?.[1] ?? '').toLowerCase();
  const request = attributeOf(info, 'request');
  return {
    lang,
    title: attributeOf(info, 'title'),
    request: request && REQUEST_LINE.test(request) ? request : null,
    sample: sampleOf(info),
  };
}

export function parseTwin(markdown: string): Twin {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const sections: TwinSection[] = [
    {id: null, depth: 1, heading: '', parent: null, blocks: [], tables: []},
  ];
  let beingWritten = false;
  let lead = '';
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] as string;
    const current = sections[sections.length - 1] as TwinSection;
    const fence = FENCE.exec(line);
    if (fence) {
      const [, indent = '', marker = '', info = ''] = fence;
      const closing = new RegExp(`^\\s*${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`);
      const body: string[] = [];
      index += 1;
      while (index < lines.length && !closing.test(lines[index] as string)) {
        const codeLine = lines[index] as string;
        body.push(
          codeLine.startsWith(indent) ? codeLine.slice(indent.length) : codeLine.trimStart(),
        );
        index += 1;
      }
      current.blocks.push({...infoOf(info), code: body.join('\n'), lead});
      lead = '';
      index += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading && heading[1] && heading[1].length > 1) {
      const depth = heading[1].length;
      let parent: number | null = sections.length - 1;
      while (parent !== null && (sections[parent] as TwinSection).depth >= depth) {
        parent = (sections[parent] as TwinSection).parent;
      }
      sections.push({
        id: heading[3] ?? null,
        depth,
        heading: plainText(heading[2] ?? ''),
        parent: parent ?? 0,
        blocks: [],
        tables: [],
      });
      lead = '';
      index += 1;
      continue;
    }
    if (/^\s*\|/.test(line) && isSeparatorRow(lines[index + 1] ?? '')) {
      const table: TwinTable = {header: cells(line), rows: []};
      index += 2;
      while (index < lines.length && /^\s*\|/.test(lines[index] as string)) {
        table.rows.push(cells(lines[index] as string));
        index += 1;
      }
      current.tables.push(table);
      lead = '';
      continue;
    }
    const text = plainText(line.replace(/^\s*(?:[-*+]|\d+[.)]|>)\s+/, ''));
    if (text) {
      lead = text;
      if (BEING_WRITTEN_TITLES.includes(text)) beingWritten = true;
    }
    index += 1;
  }
  return {sections, beingWritten};
}

/** A section and the sections under it, by heading id; the top of the page for null. */
export function sectionWithChildren(twin: Twin, id: string | null): TwinSection[] {
  const start = id === null ? 0 : twin.sections.findIndex((section) => section.id === id);
  if (start === -1) return [];
  const found = [twin.sections[start] as TwinSection];
  const inside = new Set([start]);
  twin.sections.forEach((section, index) => {
    if (section.parent !== null && inside.has(section.parent) && index !== start) {
      inside.add(index);
      found.push(section);
    }
  });
  return id === null ? found.slice(0, 1) : found;
}

/** The section a heading id names and the sections it is under, nearest first. */
export function sectionAndParents(twin: Twin, id: string | null): TwinSection[] {
  let index: number | null = id === null ? 0 : twin.sections.findIndex((s) => s.id === id);
  const found: TwinSection[] = [];
  while (index !== null && index !== -1) {
    const section = twin.sections[index] as TwinSection;
    found.push(section);
    index = section.parent;
  }
  return found;
}
