/**
 * The passages an answer quotes from a page: its records scored by the
 * weighed question words they hold, and only those that make sense on their
 * own. A tab label, a one-word text or a table row without its header is not
 * a passage; a short sentence is joined by the text after it in its section;
 * a long one is cut at a sentence end. Pure functions over index records.
 */
import type {SearchRecord} from '../plugins/search-index/schema';
import {tokenise} from '../search/engine';
import {hasTerm, stemsOf, type ChatPage, type QueryTerm} from './corpus';

export const PASSAGE_MAX_LENGTH = 400;
/** Below this a passage takes in the text after it (the next list item, the next sentence). */
const PASSAGE_SHORT_LENGTH = 140;
/** The fewest words a passage has. */
const MIN_WORDS = 5;
/** How much less the page's description weighs than a section holding the same words. */
const DESCRIPTION_FACTOR = 0.9;
/** How much less a table row weighs than prose holding the same words. */
const TABLE_ROW_FACTOR = 0.8;
/** Table cells joined by the indexer (`src/plugins/search-index/records.ts`). */
export const CELL_SEPARATOR = ' — ';

export type Passage = {
  /** The record it starts with: its URL and headings cite it. */
  record: SearchRecord;
  /** Records it is made of (the first, then any it took in). */
  records: SearchRecord[];
  text: string;
  /** Share of the question's weight it holds (text and headings). */
  score: number;
  /** Question words it holds (by index into the terms). */
  terms: Set<number>;
  /** A table row: quoted only with its table's header. */
  tableRow: boolean;
};

/** For comparing texts: lower case, letters and digits only. */
export const normaliseText = (text: string): string =>
  text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const wordCount = (text: string) => tokenise(text).length;

/** The headings above a record, deepest first (lvl2..lvl6). */
export function headingsOf(record: SearchRecord): string[] {
  const {lvl2, lvl3, lvl4, lvl5, lvl6} = record.hierarchy;
  return [lvl6, lvl5, lvl4, lvl3, lvl2].filter((heading): heading is string => Boolean(heading));
}

/** The heading a record sits under: its deepest one, or the page title. */
export const headingOf = (record: SearchRecord): string =>
  headingsOf(record)[0] ?? record.hierarchy.lvl1 ?? '';

/**
 * Records under the same heading of a page: the same headings above them, whatever their
 * anchors (a row anchored by the code it defines is still in its table's section).
 */
const sameSection = (a: SearchRecord, b: SearchRecord) =>
  a.url_without_anchor === b.url_without_anchor &&
  headingsOf(a).join('\n') === headingsOf(b).join('\n');

const cellCount = (text: string) => text.split(CELL_SEPARATOR).length - 1;

/**
 * Whether a record is a table row, whose cells the indexer joined: it has
 * cell separators, and so has a neighbour under the same heading, or it has
 * three cells or more. Prose uses the dash too, but rarely the same number of
 * times in two paragraphs running.
 */
export function isTableRow(records: readonly SearchRecord[], index: number): boolean {
  const record = records[index];
  if (!record?.content) return false;
  const cells = cellCount(record.content);
  if (cells === 0) return false;
  if (cells >= 2 && !/[.!?]$/.test(record.content)) return true;
  return [records[index - 1], records[index + 1]].some(
    (neighbour) =>
      neighbour?.content &&
      sameSection(neighbour, record) &&
      cellCount(neighbour.content) === cells,
  );
}

/** A text that says something on its own: enough words, not a label. */
export function isSentence(text: string): boolean {
  const words = wordCount(text);
  if (words < MIN_WORDS) return false;
  // Labels, titles and link texts (a "See also" list): no punctuation, and not long.
  return /[.!?:;,]/.test(text) || words >= 15;
}

/**
 * A text cut at a sentence end within `length` (or at a word, with an
 * ellipsis, when no sentence ends late enough).
 */
export function cutAtSentence(text: string, length = PASSAGE_MAX_LENGTH): string {
  if (text.length <= length) return text;
  const head = text.slice(0, length + 1);
  let end = -1;
  for (const match of head.matchAll(/[.!?…](?=\s+[^\s])/g)) {
    if (match.index + 1 <= length) end = match.index + 1;
  }
  if (end >= length * 0.4) return text.slice(0, end);
  const space = text.lastIndexOf(' ', length);
  return `${text.slice(0, space > length / 2 ? space : length).replace(/[\s,;:—-]+$/, '')}…`;
}

/** The weighed share of the question a record holds: its text fully, its headings partly. */
export function scoreRecord(
  record: SearchRecord,
  terms: readonly QueryTerm[],
  total: number,
): {score: number; terms: Set<number>} {
  const text = stemsOf(record.content);
  const headings = stemsOf(headingsOf(record).join(' '));
  let score = 0;
  const held = new Set<number>();
  terms.forEach((term, index) => {
    if (hasTerm(text, term)) {
      score += term.weight;
      held.add(index);
    } else if (hasTerm(headings, term)) {
      score += term.weight * 0.5;
      held.add(index);
    }
  });
  return {score: total > 0 ? score / total : 0, terms: held};
}

/**
 * Every passage of a page worth quoting, best first: a record that makes sense
 * on its own, joined by the records after it in its section while it is short
 * (or ends with a colon, leading to them).
 */
export function pagePassages(
  page: ChatPage,
  terms: readonly QueryTerm[],
  total: number,
): Passage[] {
  const {records} = page;
  const passages: Passage[] = [];
  const firstContent = records.findIndex((record) => record.type === 'content');
  records.forEach((record, index) => {
    if (record.type !== 'content' || !record.content) return;
    const tableRow = isTableRow(records, index);
    if (!tableRow && !isSentence(record.content)) return;
    const joined = [record];
    let text = record.content;
    if (!tableRow) {
      for (let next = index + 1; next < records.length; next++) {
        const following = records[next] as SearchRecord;
        // Only after a whole sentence: what follows a colon may be a code block or a
        // table the index does not hold, and the next record would come after it.
        const wantsMore = text.length < PASSAGE_SHORT_LENGTH && /[.!?]$/.test(text);
        if (!wantsMore || following.type !== 'content' || !following.content) break;
        if (!sameSection(following, record) || isTableRow(records, next)) break;
        // A label (a tab's name) is not part of a passage, nor anything after it.
        if (!isSentence(following.content)) break;
        if (text.length + following.content.length > PASSAGE_MAX_LENGTH * 1.5) break;
        joined.push(following);
        text = `${text} ${following.content}`;
      }
      // A passage that leads to something it does not hold (a code block, a table).
      if (/:$/.test(text)) return;
    }
    const scored = joined.map((part) => scoreRecord(part, terms, total));
    const held = new Set(scored.flatMap((part) => [...part.terms]));
    const score = terms.reduce(
      (sum, term, termIndex) =>
        sum + (held.has(termIndex) ? term.weight * (hasTerm(stemsOf(text), term) ? 1 : 0.5) : 0),
      0,
    );
    // The page's description sums the page up: a section that answers comes first.
    const description = index === firstContent && record.anchor === null;
    passages.push({
      record,
      records: joined,
      text,
      // A table row reads less well than prose, even with its header.
      score:
        (total > 0 ? score / total : 0) *
        (tableRow ? TABLE_ROW_FACTOR : 1) *
        (description ? DESCRIPTION_FACTOR : 1),
      terms: held,
      tableRow,
    });
  });
  return passages.sort(
    (a, b) => b.score - a.score || a.record.weight.position - b.record.weight.position,
  );
}
