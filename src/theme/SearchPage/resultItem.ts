/**
 * A search hit as one entry of the search page: its heading as the link, the
 * levels above it as the section path (the page title linking to the page),
 * and the snippet of the matching text. Works on the site's own engine and on
 * Algolia alike: a level that is empty (null) in the record is left out, and
 * a level with no highlight falls back to its plain text.
 */
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof LEVELS)[number];

type Highlighted = {value?: string} | undefined;

export type ResultHit = {
  url: string;
  hierarchy: Partial<Record<Level, string | null>>;
  _highlightResult?: {hierarchy?: Partial<Record<Level, Highlighted>>};
  _snippetResult?: {content?: Highlighted};
};

/** Text to show: `html` (escaped, with highlight tags) when the engine gave one. */
export type ResultText = {text: string; html: string | null};

export type ResultPathPart = ResultText & {level: Level; url: string | null};

export type ResultItem = {
  title: ResultText;
  url: string;
  /** The levels above the title, top first; the page title links to the page. */
  path: ResultPathPart[];
  /** The matching text with its highlights, or null for a hit with no text. */
  summary: string | null;
};

const nonEmpty = (value: string | undefined | null): string | null =>
  value && value.trim() !== '' ? value : null;

/**
 * @param processUrl makes a hit's absolute URL a site link (the theme's
 *   `useSearchResultUrlProcessor`).
 */
export function resultItem(hit: ResultHit, processUrl: (url: string) => string): ResultItem {
  const url = processUrl(hit.url);
  const pageUrl = processUrl(hit.url.split('#')[0] ?? hit.url);
  const levels = LEVELS.flatMap((level) => {
    const text = nonEmpty(hit.hierarchy[level]);
    if (!text) return [];
    return [{level, text, html: nonEmpty(hit._highlightResult?.hierarchy?.[level]?.value)}];
  });
  const deepest = levels.pop() ?? {level: 'lvl1' as const, text: url, html: null};
  return {
    title: {text: deepest.text, html: deepest.html},
    url,
    path: levels.map((part) => ({...part, url: part.level === 'lvl1' ? pageUrl : null})),
    summary: nonEmpty(hit._snippetResult?.content?.value),
  };
}
