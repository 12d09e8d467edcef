/**
 * What the chat knows of the documentation beyond a search: the locale's
 * pages with their records in reading order, and how many pages use each
 * word stem, so that a question's words can be weighed (a word most pages
 * use says little, a word no page uses says the question is about something
 * else). Built once per loaded index, from the engine's own records, with the
 * engine's tokens and stems; word matching is the engine's highlighting rule:
 * a word of the text matches when its stem starts with the question word's.
 */
import type {SearchRecord} from '../plugins/search-index/schema';
import {
  matchesFilters,
  normalise,
  queryWords,
  stem,
  tokenise,
  type SearchEngine,
} from '../search/engine';
import {contextualFacetFilters} from '../search/siteSearch';

export type ChatPage = {
  url: string;
  title: string;
  /** A docs page, which has a Markdown twin (blog posts and other pages have none). */
  docs: boolean;
  /** Every record of the page, in reading order. */
  records: SearchRecord[];
};

/** A meaningful word of the question: its stems (with synonyms') and its weight. */
export type QueryTerm = {
  word: string;
  stems: string[];
  /** Pages using the word (any of its stems). */
  pages: number;
  /** BM25's inverse document frequency over pages: 0 for a word every page has. */
  weight: number;
  /** Written as a name: capitalised inside a sentence, or in capitals. */
  name: boolean;
  /** The pages using it, by URL. */
  pageUrls: ReadonlySet<string>;
};

/**
 * Words that say nothing about a topic and that the engine's stop-word lists
 * lack: pronouns (the Russian list has мы and вам but not нам, наш or ваш),
 * "why" and "почему" (the way a question is asked, not its topic),
 * contractions' stems ("we're"), hedges ("just", as "просто" below), Russian
 * particles and courtesies, amounts in words ("800 тысяч"). A question's
 * weight is in its other words.
 */
const FILLER_WORDS = new Set(
  [
    'ourselves',
    'myself',
    'yourself',
    'yourselves',
    'themselves',
    'itself',
    'whose',
    'why',
    'ours',
    'yours',
    'theirs',
    'really',
    'just',
    'although',
    'though',
    'doesn',
    'don',
    're',
    've',
    'll',
    'isn',
    'aren',
    'wasn',
    'didn',
    'won',
    'wouldn',
    'couldn',
    'shouldn',
    'could',
    'would',
    'might',
    'must',
    'shall',
    'maybe',
    'perhaps',
    'please',
    'thanks',
    'hello',
    'anyway',
    'actually',
    'exactly',
    'probably',
    'нам',
    'наш',
    'наша',
    'наше',
    'наши',
    'нашего',
    'нашей',
    'нашим',
    'нашу',
    'наших',
    'ваш',
    'ваша',
    'ваше',
    'ваши',
    'вашего',
    'вашей',
    'вашим',
    'вашу',
    'ваших',
    'почему',
    'зачем',
    'вроде',
    'похоже',
    'пожалуйста',
    'спасибо',
    'здравствуйте',
    'вообще',
    'собственно',
    'именно',
    'просто',
    'наверное',
    'кажется',
    // Amounts in words: how much, never what about.
    'сотня',
    'сотни',
    'сотен',
    'тысяча',
    'тысячи',
    'тысяч',
    'миллион',
    'миллиона',
    'миллионов',
    'hundred',
    'hundreds',
    'thousand',
    'thousands',
    'million',
    'millions',
  ].map(normalise),
);

/**
 * The words a question writes as names (lower case): capitalised but not the
 * first word of a sentence, in capitals (ВТБ, SDK) or with a capital inside
 * (PayPal, iOS).
 */
export function namesIn(question: string): Set<string> {
  const names = new Set<string>();
  for (const match of question.matchAll(/[\p{L}\p{N}_]+/gu)) {
    const word = match[0];
    // A capital inside the word: PayPal, iOS, GraphQL.
    const innerCapital = /^.+\p{Lu}/u.test(word) && /\p{Ll}/u.test(word);
    if (!/^\p{Lu}/u.test(word) && !innerCapital) continue;
    const before = question.slice(0, match.index).trimEnd();
    const sentenceStart = before === '' || /[.!?…:«"“„(]$/.test(before);
    const capitals = word.length >= 2 && word === word.toUpperCase() && /\p{L}/u.test(word);
    if (capitals || innerCapital || !sentenceStart) names.add(normalise(word));
  }
  return names;
}

const corpora = new WeakMap<SearchEngine, Map<string, ChatCorpus>>();

/** The stems of a text's words, once per text. */
const textStems = new Map<string, string[]>();
const TEXT_STEM_CACHE_SIZE = 20_000;

export function stemsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  let stems = textStems.get(text);
  if (!stems) {
    stems = [...new Set(tokenise(text).map(stem))];
    if (textStems.size < TEXT_STEM_CACHE_SIZE) textStems.set(text, stems);
  }
  return stems;
}

const CYRILLIC = /[\u0400-\u04ff]/;

/**
 * Whether a word of the text (by stem) is the question's word: the same stem,
 * or, as the engine highlights, a longer one starting with it, but only a
 * little longer (Russian stems of one word differ by a suffix: "кред",
 * "кредитн"), and in Latin script only for names (`tok_`, `session_wrong…`)
 * and long stems, so "apple" is not found in "application".
 */
export function stemMatches(textStem: string, termStem: string): boolean {
  if (textStem === termStem) return true;
  if (!termStem || !textStem.startsWith(termStem)) return false;
  const extra = textStem.length - termStem.length;
  if (CYRILLIC.test(termStem)) return extra <= 3;
  return /[_\d]/.test(termStem) || (termStem.length >= 6 && extra <= 2);
}

/** Whether a text's stems hold the term (any of its stems). */
export function hasTerm(stems: readonly string[], term: QueryTerm): boolean {
  return stems.some((textStem) => term.stems.some((termStem) => stemMatches(textStem, termStem)));
}

/** The words of a record that BM25 counts: a text's, or a heading record's headings. */
function countedText(record: SearchRecord): string {
  if (record.type === 'content') return record.content ?? '';
  const {lvl2, lvl3, lvl4, lvl5, lvl6} = record.hierarchy;
  return [lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean).join(' ');
}

/** The first index of a sorted list whose value is not below `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class ChatCorpus {
  readonly pages = new Map<string, ChatPage>();
  /** Every stem of the locale's text, sorted, and the pages (by number) using each. */
  private readonly vocabulary: string[];
  private readonly pagesOfStem = new Map<string, Set<number>>();
  private readonly stemsOfPage = new Map<string, string[]>();
  private readonly stemsOfRecord = new WeakMap<SearchRecord, string[]>();
  private readonly countsOfPage = new Map<string, Map<string, number>>();
  /** Words per page (headings below the title and text), on average: BM25's length norm. */
  private readonly averagePageLength: number;
  /** Page URLs by number. */
  private readonly pageUrls: string[] = [];

  /** The corpus of an engine's records of a locale, built on first use. */
  static of(engine: SearchEngine, locale: string): ChatCorpus {
    let byLocale = corpora.get(engine);
    if (!byLocale) {
      byLocale = new Map();
      corpora.set(engine, byLocale);
    }
    let corpus = byLocale.get(locale);
    if (!corpus) {
      corpus = new ChatCorpus(engine.allRecords, locale, (question) => engine.queryWords(question));
      byLocale.set(locale, corpus);
    }
    return corpus;
  }

  constructor(
    records: readonly SearchRecord[],
    locale: string,
    /** The question's words as the engine reads them ("pay out" is "payout"). */
    private readonly wordsOf: (question: string) => string[][] = (question) => queryWords(question),
  ) {
    const filters = contextualFacetFilters(locale);
    const pageNumbers = new Map<string, number>();
    for (const record of records) {
      if (!matchesFilters(record, filters)) continue;
      let page = this.pages.get(record.url_without_anchor);
      if (!page) {
        page = {
          url: record.url_without_anchor,
          title: record.hierarchy.lvl1 ?? record.hierarchy.lvl0 ?? '',
          docs: record.docusaurus_tag.startsWith('docs-'),
          records: [],
        };
        this.pages.set(record.url_without_anchor, page);
        pageNumbers.set(record.url_without_anchor, pageNumbers.size);
        this.pageUrls.push(record.url_without_anchor);
      }
      page.records.push(record);
      const number = pageNumbers.get(record.url_without_anchor) as number;
      for (const text of [...Object.values(record.hierarchy), record.content]) {
        for (const textStem of stemsOf(text)) {
          let pages = this.pagesOfStem.get(textStem);
          if (!pages) {
            pages = new Set();
            this.pagesOfStem.set(textStem, pages);
          }
          pages.add(number);
        }
      }
    }
    let words = 0;
    for (const page of this.pages.values()) {
      page.records.sort((a, b) => a.weight.position - b.weight.position);
      for (const record of page.records) words += tokenise(countedText(record)).length;
    }
    this.averagePageLength = Math.max(1, words / Math.max(1, this.pages.size));
    this.vocabulary = [...this.pagesOfStem.keys()].sort();
  }

  get pageCount(): number {
    return this.pages.size;
  }

  /** Pages using a stem, or a word it matches (`stemMatches`). */
  private pagesWithPrefix(prefix: string): Set<number> {
    const found = new Set<number>();
    for (let index = lowerBound(this.vocabulary, prefix); index < this.vocabulary.length; index++) {
      const candidate = this.vocabulary[index] as string;
      if (!candidate.startsWith(prefix)) break;
      if (!stemMatches(candidate, prefix)) continue;
      for (const page of this.pagesOfStem.get(candidate) ?? []) found.add(page);
    }
    return found;
  }

  /** The question's meaningful words (as the engine takes them, fillers left out), weighed. */
  terms(question: string): QueryTerm[] {
    const total = this.pageCount;
    const names = namesIn(question);
    const terms = this.wordsOf(question).flatMap((group) => {
      const word = group[0] ?? '';
      if (FILLER_WORDS.has(word)) return [];
      const stems = [...new Set(group.map(stem).filter(Boolean))];
      const pages = new Set<number>();
      for (const termStem of stems) {
        for (const page of this.pagesWithPrefix(termStem)) pages.add(page);
      }
      return [
        {
          word,
          stems,
          pages: pages.size,
          weight: Math.log(1 + (total - pages.size + 0.5) / (pages.size + 0.5)),
          name: names.has(word),
          pageUrls: new Set([...pages].map((number) => this.pageUrls[number] as string)),
        },
      ];
    });
    // Words always found together are one name written in two ("PCI DSS", "3-D Secure"):
    // they weigh as one, shared between them.
    for (const term of terms) {
      if (term.pages === 0) continue;
      const same = terms.filter(
        (other) =>
          other.pages === term.pages && [...other.pageUrls].every((url) => term.pageUrls.has(url)),
      );
      term.weight /= same.length;
    }
    return terms;
  }

  /**
   * How often a page's headings and text use the question's words, BM25's way
   * (term frequency saturating, long pages normalised), as a share of what a
   * page using every word often would score.
   */
  pageBm25(page: ChatPage, terms: readonly QueryTerm[], total: number): number {
    const counts = this.stemCounts(page);
    const length = [...counts.values()].reduce((sum, count) => sum + count, 0);
    const norm = 1.2 * (0.25 + (0.75 * length) / this.averagePageLength);
    let score = 0;
    for (const term of terms) {
      let frequency = 0;
      for (const [textStem, count] of counts) {
        if (term.stems.some((termStem) => stemMatches(textStem, termStem))) frequency += count;
      }
      score += (term.weight * frequency * 2.2) / (frequency + norm);
    }
    return total > 0 ? score / total : 0;
  }

  /** How many times each stem occurs in a page's headings (below the title) and text. */
  private stemCounts(page: ChatPage): Map<string, number> {
    let counts = this.countsOfPage.get(page.url);
    if (!counts) {
      counts = new Map();
      for (const record of page.records) {
        for (const word of tokenise(countedText(record))) {
          const wordStem = stem(word);
          counts.set(wordStem, (counts.get(wordStem) ?? 0) + 1);
        }
      }
      this.countsOfPage.set(page.url, counts);
    }
    return counts;
  }

  /**
   * The stems of each record, with the headings above it and its page's
   * title, of the pages using the term that uses it: the passages the word is
   * read in.
   */
  *recordsUsing(term: QueryTerm): Generator<string[]> {
    for (const url of term.pageUrls) {
      for (const record of this.pages.get(url)?.records ?? []) {
        const stems = this.recordStems(record);
        if (hasTerm(stems, term)) yield stems;
      }
    }
  }

  private recordStems(record: SearchRecord): string[] {
    let stems = this.stemsOfRecord.get(record);
    if (!stems) {
      stems = [...new Set([...Object.values(record.hierarchy), record.content].flatMap(stemsOf))];
      this.stemsOfRecord.set(record, stems);
    }
    return stems;
  }

  /** The stems of a page's title, headings and text. */
  pageStems(page: ChatPage): string[] {
    let stems = this.stemsOfPage.get(page.url);
    if (!stems) {
      const all = new Set<string>();
      for (const record of page.records) {
        for (const text of [...Object.values(record.hierarchy), record.content]) {
          for (const textStem of stemsOf(text)) all.add(textStem);
        }
      }
      stems = [...all];
      this.stemsOfPage.set(page.url, stems);
    }
    return stems;
  }
}
