/**
 * The in-browser search engine over DocSearch records: MiniSearch with
 * Snowball stemming (Russian for Cyrillic words, English for Latin ones, since
 * Russian pages are full of English method names), ё folded into е, prefix
 * matching on the word being typed and fuzzy matching on longer words.
 * `search()` answers in Algolia's shape (`client.ts` wraps it as a client).
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import {stemmer as englishStem} from '@orama/stemmers/english';
import {stemmer as russianStem} from '@orama/stemmers/russian';
import {LEVELS, type HierarchyLevel, type SearchRecord} from '../plugins/search-index/schema';

export type FacetFilters = (string | string[])[];

export type EngineQuery = {
  query: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters | string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  /** Words around the match in a content snippet. */
  snippetWords?: number;
  snippetEllipsisText?: string;
};

type Highlight = {value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[]};

export type EngineHit = SearchRecord & {
  _highlightResult: {hierarchy: Record<HierarchyLevel, Highlight>; content: Highlight};
  _snippetResult: {hierarchy: Record<HierarchyLevel, Highlight>; content: Highlight};
  _rankingInfo?: {score: number};
};

export type EngineResult = {
  hits: EngineHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  facets: Record<string, Record<string, number>>;
  processingTimeMS: number;
  exhaustiveNbHits: true;
};

const FIELDS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;
/** A title match beats a heading match, which beats a match in the text. */
const BOOST: Record<(typeof FIELDS)[number], number> = {
  lvl0: 1.5,
  lvl1: 4,
  lvl2: 3,
  lvl3: 2.5,
  lvl4: 2,
  lvl5: 2,
  lvl6: 2,
  content: 1,
};
const FACETS = ['language', 'docusaurus_tag', 'version', 'type'] as const;

const TOKEN = /[\p{L}\p{N}_]+/gu;
const CYRILLIC = /[\u0400-\u04ff]/;

/** Lower case, ё as е: how both the index and the query spell a word. */
export const normalise = (word: string) => word.toLowerCase().replace(/ё/g, 'е');

/** The stem of one normalised word, by its alphabet. */
export function stem(word: string): string {
  const normal = normalise(word);
  if (/^\d+$/.test(normal) || normal.length < 3) return normal;
  return CYRILLIC.test(normal) ? russianStem(normal) : englishStem(normal);
}

export const tokenise = (text: string): string[] => text.match(TOKEN) ?? [];

function facetValues(record: SearchRecord, facet: (typeof FACETS)[number]): string[] {
  const value = record[facet];
  return Array.isArray(value) ? value : [String(value)];
}

/** facetFilters as Algolia takes them: a list, or that list as a JSON string. */
const parseFilters = (filters: FacetFilters | string | undefined): FacetFilters =>
  typeof filters === 'string' ? (JSON.parse(filters) as FacetFilters) : (filters ?? []);

/** Algolia's facetFilters: an AND of ORs; `facet:-value` excludes. */
export function matchesFilters(record: SearchRecord, filters: FacetFilters | string | undefined) {
  return parseFilters(filters).every((group) => {
    const options = Array.isArray(group) ? group : [group];
    return options.some((option) => {
      const separator = option.indexOf(':');
      const facet = option.slice(0, separator);
      let value = option.slice(separator + 1);
      const exclude = value.startsWith('-');
      if (exclude) value = value.slice(1);
      const values = facetValues(record, facet as (typeof FACETS)[number]);
      return exclude ? !values.includes(value) : values.includes(value);
    });
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) =>
    char === '&' ? '&amp;' : char === '<' ? '&lt;' : char === '>' ? '&gt;' : '&quot;',
  );
}

/** Wraps every word whose stem a query word starts (or equals) in the highlight tags. */
function highlight(
  text: string | null,
  queryStems: string[],
  pre: string,
  post: string,
): Highlight {
  if (!text) return {value: '', matchLevel: 'none', matchedWords: []};
  const matched = new Set<string>();
  const value = text
    .split(/([\p{L}\p{N}_]+)/u)
    .map((part, index) => {
      if (index % 2 === 0) return escapeHtml(part);
      const wordStem = stem(part);
      const query = queryStems.find((q) => wordStem.startsWith(q) || q.startsWith(wordStem));
      if (!query || wordStem.length === 0) return escapeHtml(part);
      matched.add(query);
      return `${pre}${escapeHtml(part)}${post}`;
    })
    .join('');
  const matchLevel =
    matched.size === 0 ? 'none' : matched.size === queryStems.length ? 'full' : 'partial';
  return {value, matchLevel, matchedWords: [...matched]};
}

/** A window of `words` words around the first highlighted word. */
function snippet(highlighted: Highlight, pre: string, words: number, ellipsis: string): Highlight {
  if (highlighted.matchLevel === 'none') {
    const parts = highlighted.value.split(' ');
    return {
      ...highlighted,
      value:
        parts.length > words ? `${parts.slice(0, words).join(' ')} ${ellipsis}` : highlighted.value,
    };
  }
  const parts = highlighted.value.split(' ');
  const first = Math.max(
    0,
    parts.findIndex((part) => part.includes(pre)),
  );
  const start = Math.max(0, first - Math.floor(words / 3));
  const end = Math.min(parts.length, start + words);
  return {
    ...highlighted,
    value: `${start > 0 ? `${ellipsis} ` : ''}${parts.slice(start, end).join(' ')}${end < parts.length ? ` ${ellipsis}` : ''}`,
  };
}

export class SearchEngine {
  private readonly index: MiniSearch<SearchRecord & {id: number}>;

  constructor(private readonly records: SearchRecord[]) {
    this.index = new MiniSearch<SearchRecord & {id: number}>({
      fields: [...FIELDS],
      idField: 'id',
      extractField: (document, field) =>
        field === 'id'
          ? String(document.id)
          : field === 'content'
            ? (document.content ?? '')
            : (document.hierarchy[field as HierarchyLevel] ?? ''),
      tokenize: tokenise,
      processTerm: (term) => stem(term),
    });
    this.index.addAll(records.map((record, id) => ({...record, id})));
  }

  get size(): number {
    return this.records.length;
  }

  search(request: EngineQuery): EngineResult {
    const started = performance.now();
    const query = request.query.trim();
    const hitsPerPage = request.hitsPerPage ?? 20;
    const page = request.page ?? 0;
    const pre = request.highlightPreTag ?? '<mark>';
    const post = request.highlightPostTag ?? '</mark>';
    const candidates: {record: SearchRecord; score: number}[] = query
      ? this.index
          .search(query, {
            boost: BOOST,
            combineWith: 'AND',
            prefix: (_term, index, terms) => index === terms.length - 1,
            fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
          })
          .map((result: SearchResult) => ({
            record: this.records[result.id as number] as SearchRecord,
            score: result.score,
          }))
      : [];
    // Parsed once, not once per candidate.
    const filters = parseFilters(request.facetFilters);
    const filtered = candidates
      .filter(({record}) => matchesFilters(record, filters))
      .map(({record, score}) => ({
        record,
        // Ties go to the higher level and the earlier place on the page, as in the crawler's ranking.
        score: score * (1 + record.weight.level / 200) - record.weight.position / 1e4,
      }))
      .sort((a, b) => b.score - a.score);
    const facets: EngineResult['facets'] = {};
    for (const facet of FACETS) {
      const counts: Record<string, number> = {};
      for (const {record} of filtered) {
        for (const value of facetValues(record, facet)) counts[value] = (counts[value] ?? 0) + 1;
      }
      facets[facet] = counts;
    }
    const queryStems = [...new Set(tokenise(query).map(stem))].filter(Boolean);
    const words = request.snippetWords ?? 15;
    const ellipsis = request.snippetEllipsisText ?? '…';
    const hits = filtered
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map(({record, score}): EngineHit => {
        const hierarchy = Object.fromEntries(
          LEVELS.map((level) => [level, highlight(record.hierarchy[level], queryStems, pre, post)]),
        ) as Record<HierarchyLevel, Highlight>;
        const content = highlight(record.content, queryStems, pre, post);
        return {
          ...record,
          _highlightResult: {hierarchy, content},
          _snippetResult: {hierarchy, content: snippet(content, pre, words, ellipsis)},
          _rankingInfo: {score},
        };
      });
    return {
      hits,
      nbHits: filtered.length,
      page,
      nbPages: Math.ceil(filtered.length / hitsPerPage),
      hitsPerPage,
      query: request.query,
      facets,
      processingTimeMS: Math.round(performance.now() - started),
      exhaustiveNbHits: true,
    };
  }
}
