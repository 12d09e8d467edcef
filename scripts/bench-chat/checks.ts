/**
 * What the chat bench checks in an answer's Markdown: its fenced code blocks,
 * its quoted passages, the cited sections (a bold link line) and whether each
 * shows a passage, and whether a passage repeats another or a title shown.
 */

export type AnswerParts = {
  /** The code of every fenced block. */
  codeBlocks: string[];
  /** Every quoted passage (a `> ` paragraph), as written. */
  quotes: string[];
  /** The link text of every cited section, and how many passages follow it. */
  sections: {title: string; passages: number}[];
};

const SECTION = /^\*\*\[(.*)\]\([^)]*\)\*\*$/;
const FENCE_OPEN = /^(`{3,}|~{3,})/;

/** Markdown's escapes taken off, to compare texts as a reader sees them. */
const unescape = (text: string) => text.replace(/\\(.)/g, '$1');

export function answerParts(markdown: string): AnswerParts {
  const lines = markdown.split('\n');
  const parts: AnswerParts = {codeBlocks: [], quotes: [], sections: []};
  let quote: string[] = [];
  const endQuote = () => {
    if (quote.length > 0) parts.quotes.push(unescape(quote.join(' ')));
    quote = [];
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as string;
    const fence = FENCE_OPEN.exec(line);
    if (fence) {
      endQuote();
      const marker = fence[1] as string;
      const closing = new RegExp(`^${marker[0] as string}{${marker.length},}\\s*$`);
      const body: string[] = [];
      index += 1;
      while (index < lines.length) {
        const next = lines[index] as string;
        if (closing.test(next)) break;
        body.push(next);
        index += 1;
      }
      parts.codeBlocks.push(body.join('\n'));
      continue;
    }
    const section = SECTION.exec(line);
    if (section) {
      endQuote();
      parts.sections.push({title: unescape(section[1] ?? ''), passages: 0});
      continue;
    }
    if (line.startsWith('> ')) {
      quote.push(line.slice(2));
      const last = parts.sections[parts.sections.length - 1];
      if (last && quote.length === 1) last.passages += 1;
      continue;
    }
    endQuote();
  }
  endQuote();
  return parts;
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Passages an answer repeats: a passage twice, or one equal to a title or heading shown. */
export function repeatedPassages(parts: AnswerParts): string[] {
  const seen = new Set<string>();
  for (const {title} of parts.sections) {
    seen.add(normalise(title));
    for (const part of title.split(' — ')) seen.add(normalise(part));
  }
  const repeated: string[] = [];
  for (const quote of parts.quotes) {
    const text = normalise(quote);
    if (seen.has(text)) repeated.push(quote);
    seen.add(text);
  }
  return repeated;
}

/** Cited sections that show no passage. */
export const sectionsWithoutPassage = (parts: AnswerParts): string[] =>
  parts.sections.filter(({passages}) => passages === 0).map(({title}) => title);

/** Whether a fenced block of the answer holds the text. */
export const hasCodeWith = (parts: AnswerParts, code: string): boolean =>
  parts.codeBlocks.some((block) => block.includes(code));
