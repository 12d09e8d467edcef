/**
 * The in-browser search engine over DocSearch records: BM25 over boosted
 * fields as MiniSearch scores it (`postings.ts`, which looks words up in
 * MiniSearch's radix tree and adds scores up in typed arrays), with
 * Snowball stemming (Russian for Cyrillic words, English for Latin ones,
 * since Russian pages are full of English method names), ё folded into е,
 * prefix matching on the word being typed and fuzzy matching on longer words.
 * `search()` answers in Algolia's shape (`client.ts` wraps it as a client).
 *
 * Ranking: relevance (BM25 with title and heading boosts) weighed by the
 * share of query words a record matches (stop words dropped, synonyms
 * counting as the word), by bonuses for a page title or heading that names
 * the query, and by the record's level and place on its page. Records
 * matching clearly fewer words than the best ones are left out, one hit is
 * kept per URL, as DocSearch's `distinct` does, and a page's first hits stay
 * together, pages ordered by their best hits and by the page as a whole, a
 * blog post after a guide that answers as well.
 */
import {stemmer as englishStem} from '@orama/stemmers/english';
import {stemmer as russianStem} from '@orama/stemmers/russian';
import {eng, rus} from 'stopword';
import {LEVELS, type HierarchyLevel, type SearchRecord} from '../plugins/search-index/schema';
import {SYNONYM_GROUPS} from './synonyms';
import {Postings, type PostingsQueryTerm} from './postings';

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
  /** Algolia's `distinct`: one hit per URL unless `false` (the chat quotes every passage). */
  distinct?: boolean;
  /** Facets to count, as Algolia's `facets` parameter; none when absent. */
  facets?: string[] | string;
};

type Highlight = {value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[]};

/** Highlights of the levels a record has: like Algolia, none for an empty (null) level. */
export type HierarchyHighlight = Partial<Record<HierarchyLevel, Highlight>>;

export type EngineHit = SearchRecord & {
  _highlightResult: {hierarchy: HierarchyHighlight; content: Highlight};
  _snippetResult: {hierarchy: HierarchyHighlight; content: Highlight};
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

/**
 * Indexed fields: section, title, the record's top heading, and the deeper
 * headings together (few pages go below h3, and every field costs each query).
 */
const FIELDS = ['lvl0', 'lvl1', 'lvl2', 'deeper', 'content'] as const;
/** A title match beats a heading match, which beats a match in the text. */
const BOOST: Record<(typeof FIELDS)[number], number> = {
  lvl0: 1.5,
  lvl1: 4,
  lvl2: 3,
  deeper: 2.5,
  content: 1,
};
const DEEPER_LEVELS: HierarchyLevel[] = ['lvl3', 'lvl4', 'lvl5', 'lvl6'];
/** The text of a record's field. */
function fieldText(record: SearchRecord, field: (typeof FIELDS)[number]): string {
  if (field === 'content') return record.content ?? '';
  if (field === 'deeper')
    return DEEPER_LEVELS.map((level) => record.hierarchy[level] ?? '').join(' ');
  return record.hierarchy[field] ?? '';
}
/** How far a page whose title names every query word outranks one that only mentions them. */
const TITLE_BONUS = 1;
/** How far a heading (or title) record that names the query outranks text under it. */
const HEADING_BONUS = 1;
/**
 * How far the record that defines a name the query gives outranks the
 * records that mention it: a table row whose own anchor is that name (the
 * error catalogue's `#insufficient_funds`), against the testing tables and
 * guides that name the code in passing. Like the title bonus it is shared
 * among the query's words: a bare code puts its definition first, a question
 * that only names the code among other words keeps its guide first.
 */
const DEFINITION_BONUS = 2;
/** A name a record can be anchored by: an error code, a field, an event (`card_declined`). */
const ANCHOR_NAME = /^[a-z0-9]+(?:_[a-z0-9]+)+$/;
/** The power of the matched share of query words in a record's score. */
const COVERAGE_WEIGHT = 2;
/** The weight of a page's n-th best hit in the page's score: PAGE_HIT_DECAY ** (n - 1). */
const PAGE_HIT_DECAY = 0.7;
/** How many hits of one page come together before the other pages' hits. */
const HITS_PER_PAGE_UP_FRONT = 3;
/**
 * The share of a page's order that comes from the page as a whole (its
 * title, headings and text scored as one document), the rest from its best
 * passages: the page about a topic outranks a section that mentions it.
 */
const WHOLE_PAGE_WEIGHT = 0.3;
/**
 * How a blog post's order compares with a guide's: a post announces what the
 * guides and the reference describe, so the page a reader can act on comes
 * first, and a post wins only when it is clearly the better match.
 */
const BLOG_POST_WEIGHT = 0.7;
/** A blog post's URL; the chat weighs posts down too. */
export const isBlogPost = (url: string): boolean => /\/blog\//.test(url);
/** Field boosts of the whole-page score. */
const PAGE_BOOST = {title: 3, headings: 1.5, body: 1};
/** The power of the share of query words a page holds anywhere, in its order. */
const PAGE_COVERAGE_WEIGHT = 3;
const FACETS = ['language', 'docusaurus_tag', 'version', 'type'] as const;

const TOKEN = /[\p{L}\p{N}_]+/gu;
const CYRILLIC = /[\u0400-\u04ff]/;

/** Lower case, ё as е: how both the index and the query spell a word. */
export const normalise = (word: string) => word.toLowerCase().replace(/ё/g, 'е');

/**
 * Stems by word as written: highlighting stems every word of every hit shown,
 * and the docs' vocabulary is small (some tens of thousands of forms).
 */
const stems = new Map<string, string>();
const STEM_CACHE_SIZE = 100_000;

/** The stem of a word (normalised first), by its alphabet. */
export function stem(word: string): string {
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    const normal = normalise(word);
    stemmed =
      /^\d+$/.test(normal) || normal.length < 3
        ? normal
        : CYRILLIC.test(normal)
          ? russianStem(normal)
          : englishStem(normal);
    if (stems.size < STEM_CACHE_SIZE) stems.set(word, stemmed);
  }
  return stemmed;
}

export const tokenise = (text: string): string[] => text.match(TOKEN) ?? [];

/** Question words the general lists lack, which say nothing about the topic of a docs page. */
const QUESTION_WORDS = [
  'какие',
  'какое',
  'каких',
  'каким',
  'сделать',
  'делать',
  'нужно',
  'does',
  'doing',
];
const STOP_WORDS = new Set([...rus, ...eng, ...QUESTION_WORDS].map(normalise));

/** Every word of a synonym group, by the stem of each. */
const SYNONYMS = new Map<string, string[]>(
  SYNONYM_GROUPS.flatMap((group) => {
    const words = group.map(normalise);
    return words.map((word) => [stem(word), words] as const);
  }),
);

/**
 * An English verb and its particle that the pages write as one noun ("pay
 * out" for "payout", "set up", "check out", "time out"), joined when the
 * joined word is one the index holds. Only a particle (a stop word, which
 * would be dropped anyway) joins: two meaningful words stay apart, since the
 * index also holds identifiers glued from them (`selfemployed`, `CardPayout`)
 * and text glued by markup ("выплатыв").
 */
function joinCompounds(words: string[], isKnownStem: (wordStem: string) => boolean): string[] {
  const joined: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    const next = words[index + 1];
    if (
      next !== undefined &&
      /^[a-z]+$/.test(word + next) &&
      STOP_WORDS.has(next) &&
      !STOP_WORDS.has(word) &&
      isKnownStem(stem(word + next))
    ) {
      joined.push(word + next);
      index += 1;
    } else {
      joined.push(word);
    }
  }
  return joined;
}

/**
 * The words a query asks for, each with its synonyms: stop words dropped
 * (unless nothing else is left), repeated stems once. With the index's
 * vocabulary (`isKnownStem`), a verb and its particle that the pages write
 * as one word are joined (`joinCompounds`).
 */
export function queryWords(query: string, isKnownStem?: (wordStem: string) => boolean): string[][] {
  const typed = tokenise(query).map(normalise);
  const words = isKnownStem ? joinCompounds(typed, isKnownStem) : typed;
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  const seen = new Set<string>();
  return (meaningful.length > 0 ? meaningful : words).flatMap((word) => {
    const wordStem = stem(word);
    if (seen.has(wordStem)) return [];
    seen.add(wordStem);
    const synonyms = SYNONYMS.get(wordStem) ?? [];
    return [[word, ...synonyms.filter((synonym) => synonym !== word)]];
  });
}

/** How many of the query's words a record may miss and still be shown, by the query's length. */
const allowedMisses = (words: number) => (words >= 6 ? 2 : words >= 3 ? 1 : 0);

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

/**
 * Wraps every word whose stem starts with the stem of a query word (or of one
 * of its synonyms) in the highlight tags. `words` holds the stems of each
 * query word and its synonyms; the match level counts query words.
 */
function highlight(text: string | null, words: string[][], pre: string, post: string): Highlight {
  if (!text) return {value: '', matchLevel: 'none', matchedWords: []};
  const matched = new Set<number>();
  const value = text
    .split(/([\p{L}\p{N}_]+)/u)
    .map((part, index) => {
      if (index % 2 === 0) return escapeHtml(part);
      const wordStem = stem(part);
      const word = words.findIndex((stems) => stems.some((q) => wordStem.startsWith(q)));
      if (word === -1 || wordStem.length === 0) return escapeHtml(part);
      matched.add(word);
      return `${pre}${escapeHtml(part)}${post}`;
    })
    .join('');
  const matchLevel =
    matched.size === 0 ? 'none' : matched.size === words.length ? 'full' : 'partial';
  return {
    value,
    matchLevel,
    matchedWords: [...matched].map((word) => words[word]?.[0] ?? ''),
  };
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

type PageDocument = {id: number; url: string; title: string; headings: string; body: string};

/** Every page of the records as one document: its title, its headings and its text. */
function pageDocuments(records: SearchRecord[]): PageDocument[] {
  const documents: PageDocument[] = [];
  const ids = new Map<string, number>();
  for (const record of records) {
    let id = ids.get(record.url_without_anchor);
    if (id === undefined) {
      id = documents.length;
      ids.set(record.url_without_anchor, id);
      documents.push({
        id,
        url: record.url_without_anchor,
        title: record.hierarchy.lvl1 ?? '',
        headings: '',
        body: '',
      });
    }
    const page = documents[id] as PageDocument;
    if (record.type === 'content') page.body += ` ${record.content ?? ''}`;
    else if (record.type !== 'lvl0' && record.type !== 'lvl1') {
      page.headings += ` ${record.hierarchy[record.type] ?? ''}`;
    }
  }
  return documents;
}

export class SearchEngine {
  private readonly index: Postings;
  /**
   * The first text under each heading (by URL) and on each page, for the
   * snippet of a heading hit.
   */
  private readonly firstText = new Map<string, string>();
  /** Each page as one document (title, headings, text), for the whole-page part of the order. */
  private readonly pageIndex: Postings;
  private readonly pageUrls: string[];
  /** Whether each record passes a set of facet filters (1, 0; -1 not decided yet), by the filters. */
  private readonly filterPasses = new Map<string, Int8Array>();

  constructor(private readonly records: SearchRecord[]) {
    for (const record of records) {
      if (record.type !== 'content' || !record.content) continue;
      for (const url of [record.url, record.url_without_anchor]) {
        if (!this.firstText.has(url)) this.firstText.set(url, record.content);
      }
    }
    this.index = new Postings(
      records.length,
      FIELDS.map((field) => ({
        text: (id) => fieldText(records[id] as SearchRecord, field),
        boost: BOOST[field],
      })),
      tokenise,
      stem,
    );
    const documents = pageDocuments(records);
    this.pageUrls = documents.map(({url}) => url);
    this.pageIndex = new Postings(
      documents.length,
      (['title', 'headings', 'body'] as const).map((field) => ({
        text: (id) => (documents[id] as PageDocument)[field],
        boost: PAGE_BOOST[field],
      })),
      tokenise,
      stem,
    );
  }

  /** `queryWords` of a query, with a verb and its particle joined where the pages write one word. */
  queryWords(query: string): string[][] {
    return queryWords(query, (wordStem) => this.index.has(wordStem));
  }

  get size(): number {
    return this.records.length;
  }

  /**
   * The records the engine holds, in index order (read only; ranking does not
   * use this): the chat quotes a page's passages and weighs words by them.
   */
  get allRecords(): readonly SearchRecord[] {
    return this.records;
  }

  search(request: EngineQuery): EngineResult {
    const started = performance.now();
    const hitsPerPage = request.hitsPerPage ?? 20;
    const page = request.page ?? 0;
    const words = this.queryWords(request.query.trim());
    // One highlighter per query: ranking asks it which query words a title or heading
    // names, and the hits shown reuse what it worked out for their headings.
    const highlighter = memoisedHighlighter(words, request);
    const ranked = words.length > 0 ? this.rank(words, request, highlighter) : [];
    const hits = ranked
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map(({record, score}) => this.hit(record, score, highlighter, request));
    return {
      hits,
      nbHits: ranked.length,
      page,
      nbPages: Math.ceil(ranked.length / hitsPerPage),
      hitsPerPage,
      query: request.query,
      facets: request.facets ? facetCounts(ranked.map(({record}) => record)) : {},
      processingTimeMS: Math.round(performance.now() - started),
      exhaustiveNbHits: true,
    };
  }

  /** The records that answer, best first, one per URL, a page's first hits together. */
  private rank(
    words: string[][],
    request: EngineQuery,
    highlighter: (text: string | null) => Highlight,
  ): {record: SearchRecord; score: number}[] {
    // The word being typed (no space after it yet) also matches as a prefix.
    const typing = !/\s$/.test(request.query);
    const terms = words.flatMap(([typed = '', ...synonyms], word): PostingsQueryTerm[] => {
      const prefix = typing && word === words.length - 1;
      const typedStem = stem(typed);
      return [
        // Typos are forgiven in what the reader typed (one edit in a long word: each allowed
        // edit multiplies the terms a word matches); synonyms are spelled right. (Skipping the
        // typo search for a word the pages use as typed saves a tenth of the time, but loses
        // answers whose pages use a neighbouring form: measured, not worth it.)
        {term: typedStem, word, prefix, fuzzy: typedStem.length >= 5 ? 1 : 0},
        ...synonyms.map((synonym) => ({term: stem(synonym), word, prefix})),
      ];
    });
    const filters = parseFilters(request.facetFilters);
    const passes = this.filterPass(filters);
    const namesQuery = (text: string | null) => highlighter(text).matchedWords.length;
    const names = new Set(
      words.map(([typed = '']) => typed).filter((typed) => ANCHOR_NAME.test(typed)),
    );

    let best = 0;
    const matches: {record: SearchRecord; matched: number; score: number}[] = [];
    const found = this.index.search(terms);
    for (let at = 0; at < found.documents.length; at += 1) {
      const id = found.documents[at] as number;
      if (!passes(id)) continue;
      const matched = bitCount(found.words[at] as number);
      best = Math.max(best, matched);
      matches.push({
        record: this.records[id] as SearchRecord,
        matched,
        score: found.scores[at] as number,
      });
    }
    const required = Math.max(1, best - allowedMisses(words.length));
    type Scored = {record: SearchRecord; score: number};
    const scored: Scored[] = [];
    for (const {record, matched, score} of matches) {
      if (matched < required) continue;
      scored.push({
        record,
        score:
          score *
            // Weighed by the share of query words matched: a record with every word usually
            // wins, but a strong match on the page about the topic can beat a passing mention.
            (matched / words.length) ** COVERAGE_WEIGHT *
            // A higher level wins ties, as in the crawler's ranking…
            (1 + record.weight.level / 200) *
            // …every record of a page whose title names the query rises with it…
            (1 + (TITLE_BONUS * namesQuery(record.hierarchy.lvl1)) / words.length) *
            // …and a heading that names the query outranks the paragraphs under it.
            (record.type === 'content'
              ? 1
              : 1 + (HEADING_BONUS * namesQuery(record.hierarchy[record.type])) / words.length) *
            // …and the row that defines a name the query gives outranks its mentions.
            (record.anchor !== null && names.has(record.anchor)
              ? 1 + DEFINITION_BONUS / words.length
              : 1) -
          // Then the earlier place on the page.
          record.weight.position / 1e4,
      });
    }
    scored.sort((a, b) => b.score - a.score);
    // Pages are ordered by their best hits (the best counts in full, each next one less, so
    // the page about the query outranks a passing mention) and by the page as a whole.
    const seenUrls = new Set<string>();
    const pages = new Map<string, {score: number; hits: Scored[]; order: number}>();
    for (const hit of scored) {
      if (request.distinct !== false) {
        if (seenUrls.has(hit.record.url)) continue;
        seenUrls.add(hit.record.url);
      }
      const url = hit.record.url_without_anchor;
      let page = pages.get(url);
      if (!page) {
        page = {score: 0, hits: [], order: 0};
        pages.set(url, page);
      }
      page.score += hit.score * PAGE_HIT_DECAY ** page.hits.length;
      page.hits.push(hit);
    }
    const wholePages = this.wholePageScores(terms, words.length);
    let bestPassages = 0;
    for (const page of pages.values()) bestPassages = Math.max(bestPassages, page.score);
    for (const [url, page] of pages) {
      page.order =
        ((1 - WHOLE_PAGE_WEIGHT) * (bestPassages > 0 ? page.score / bestPassages : 0) +
          WHOLE_PAGE_WEIGHT * (wholePages.get(url) ?? 0)) *
        (isBlogPost(url) ? BLOG_POST_WEIGHT : 1);
    }
    // A page's first few hits come together, pages in order; the rest of every page's hits
    // follow, in the same order of pages. Each page's hits are already best first.
    const ordered = [...pages.values()].sort((a, b) => b.order - a.order);
    return [
      ...ordered.flatMap(({hits}) => hits.slice(0, HITS_PER_PAGE_UP_FRONT)),
      ...ordered.flatMap(({hits}) => hits.slice(HITS_PER_PAGE_UP_FRONT)),
    ];
  }

  /** A test of the facet filters by record id, each record decided once per set of filters. */
  private filterPass(filters: FacetFilters): (id: number) => boolean {
    const key = JSON.stringify(filters);
    let decided = this.filterPasses.get(key);
    if (!decided) {
      decided = new Int8Array(this.records.length).fill(-1);
      this.filterPasses.set(key, decided);
    }
    const known = decided;
    return (id) => {
      if (known[id] === -1)
        known[id] = matchesFilters(this.records[id] as SearchRecord, filters) ? 1 : 0;
      return known[id] === 1;
    };
  }

  /**
   * Each page's score as one document, relative to the best page (0..1), times the share of
   * the query's words it holds anywhere.
   */
  private wholePageScores(terms: readonly PostingsQueryTerm[], words: number) {
    const scores = new Map<string, number>();
    const found = this.pageIndex.search(terms);
    const best = Math.max(0, ...found.scores);
    for (let at = 0; at < found.documents.length; at += 1) {
      const covered = bitCount(found.words[at] as number) / Math.max(1, words);
      scores.set(
        this.pageUrls[found.documents[at] as number] ?? '',
        best > 0 ? ((found.scores[at] as number) / best) * covered ** PAGE_COVERAGE_WEIGHT : 0,
      );
    }
    return scores;
  }

  /** A record as Algolia returns it, with highlights and a snippet. */
  private hit(
    record: SearchRecord,
    score: number,
    highlighter: (text: string | null) => Highlight,
    request: EngineQuery,
  ): EngineHit {
    const hierarchy: HierarchyHighlight = Object.fromEntries(
      LEVELS.filter((level) => record.hierarchy[level]).map((level) => [
        level,
        highlighter(record.hierarchy[level]),
      ]),
    );
    const content = highlighter(record.content);
    // A heading's record has no text of its own: its snippet is the text under it (or, for
    // a section of code only, the page's first text), so a result list can show what it says.
    const sectionText =
      this.firstText.get(record.url) ?? this.firstText.get(record.url_without_anchor) ?? null;
    const snippetResult = snippet(
      record.content ? content : highlighter(sectionText),
      request.highlightPreTag ?? '<mark>',
      request.snippetWords ?? 15,
      request.snippetEllipsisText ?? '…',
    );
    return {
      ...record,
      _highlightResult: {hierarchy, content},
      _snippetResult: {hierarchy, content: snippetResult},
      _rankingInfo: {score},
    };
  }
}

/** Highlights for one query, once per text: the hits of a page share their headings. */
function memoisedHighlighter(
  words: string[][],
  request: EngineQuery,
): (text: string | null) => Highlight {
  const wordStems = words.map((group) => group.map(stem).filter(Boolean));
  const pre = request.highlightPreTag ?? '<mark>';
  const post = request.highlightPostTag ?? '</mark>';
  const done = new Map<string | null, Highlight>();
  return (text) => {
    let result = done.get(text);
    if (!result) {
      result = highlight(text, wordStems, pre, post);
      done.set(text, result);
    }
    return result;
  };
}

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

/** Algolia's `facets` of a result: per facet, how many hits have each value. */
function facetCounts(records: SearchRecord[]): EngineResult['facets'] {
  const facets: EngineResult['facets'] = {};
  for (const facet of FACETS) {
    const counts: Record<string, number> = {};
    for (const record of records) {
      for (const value of facetValues(record, facet)) counts[value] = (counts[value] ?? 0) + 1;
    }
    facets[facet] = counts;
  }
  return facets;
}
