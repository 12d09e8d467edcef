/**
 * An inverted index that scores an OR query over boosted fields exactly as
 * MiniSearch 7 does (BM25+ with k 1.2, b 0.7, d 0.5; a prefix or fuzzy match
 * weighed down by its distance; a document's sum times the number of
 * distinct query terms it matched), but with each term's score in each
 * document worked out once, when the index is built, and a query's scores
 * added up in typed arrays. MiniSearch keeps a map of result objects per
 * query term and merges the maps, which took about half of a long
 * question's time and most of its garbage (`npm run bench:search`); the
 * unit test holds MiniSearch itself as the reference for every score.
 * Terms are looked up (exactly, by prefix, within an edit distance) in
 * MiniSearch's own radix tree.
 */
import SearchableMap from 'minisearch/SearchableMap';

/** MiniSearch's defaults. */
const BM25 = {k: 1.2, b: 0.7, d: 0.5};
const FUZZY_WEIGHT = 0.45;
const PREFIX_WEIGHT = 0.375;

export type PostingsField = {
  /** The field's text in a document ('' when it has none). */
  text: (document: number) => string;
  boost: number;
};

export type PostingsQueryTerm = {
  /** A processed term (as `processTerm` makes it). */
  term: string;
  /** The query word it stands for: `words` of the matches has a bit per word. */
  word: number;
  /** Also match the indexed terms it starts. */
  prefix?: boolean;
  /** Also match the indexed terms within this edit distance. */
  fuzzy?: number;
};

/** The documents a query matched, in the order first matched, with their scores. */
export type PostingsMatches = {
  documents: Int32Array;
  scores: Float64Array;
  /** Per document, a bit (1 << word) for each query word it matched (up to 30 words). */
  words: Int32Array;
};

/** Scores are exact up to the last bits; MiniSearch adds the same numbers in another order. */
export class Postings {
  private readonly termIds = new SearchableMap<number>();
  /** Per term: the documents holding it (ascending) and its boosted score in each. */
  private readonly termDocuments: Int32Array[] = [];
  private readonly termScores: Float64Array[] = [];
  // Per document, reused by every query: `stamp` says whether the rest belongs to this query.
  private readonly stamp: Int32Array;
  private readonly score: Float64Array;
  private readonly wordMask: Int32Array;
  private readonly sourceCount: Int32Array;
  private readonly lastSource: Int32Array;
  private readonly matched: Int32Array;
  private query = 0;

  constructor(
    readonly size: number,
    fields: readonly PostingsField[],
    tokenise: (text: string) => string[],
    processTerm: (token: string) => string,
  ) {
    // Per term, every (document, field, frequency) it occurs in, flat.
    const occurrences = new Map<string, number[]>();
    const fieldLengths = fields.map(() => new Float64Array(size));
    const averageLengths = fields.map(() => 0);
    for (let document = 0; document < size; document += 1) {
      fields.forEach((field, fieldIndex) => {
        const tokens = tokenise(field.text(document));
        // MiniSearch's field length: the distinct tokens as written.
        const length = new Set(tokens).size;
        (fieldLengths[fieldIndex] as Float64Array)[document] = length;
        averageLengths[fieldIndex] = (averageLengths[fieldIndex] ?? 0) + length / size;
        const frequencies = new Map<string, number>();
        for (const token of tokens) {
          const term = processTerm(token);
          if (term) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
        }
        for (const [term, frequency] of frequencies) {
          let list = occurrences.get(term);
          if (!list) {
            list = [];
            occurrences.set(term, list);
          }
          list.push(document, fieldIndex, frequency);
        }
      });
    }
    for (const [term, list] of occurrences) {
      const documentFrequency = fields.map(() => 0);
      for (let at = 0; at < list.length; at += 3) {
        const fieldIndex = list[at + 1] as number;
        documentFrequency[fieldIndex] = (documentFrequency[fieldIndex] ?? 0) + 1;
      }
      const documents: number[] = [];
      const scores: number[] = [];
      for (let at = 0; at < list.length; at += 3) {
        const document = list[at] as number;
        const fieldIndex = list[at + 1] as number;
        const frequency = list[at + 2] as number;
        const inverse = Math.log(
          1 +
            (size - (documentFrequency[fieldIndex] as number) + 0.5) /
              ((documentFrequency[fieldIndex] as number) + 0.5),
        );
        const lengthRatio =
          ((fieldLengths[fieldIndex] as Float64Array)[document] as number) /
          (averageLengths[fieldIndex] as number);
        const fieldScore =
          (fields[fieldIndex] as PostingsField).boost *
          inverse *
          (BM25.d +
            (frequency * (BM25.k + 1)) /
              (frequency + BM25.k * (1 - BM25.b + BM25.b * lengthRatio)));
        if (documents[documents.length - 1] === document) {
          scores[scores.length - 1] = (scores[scores.length - 1] as number) + fieldScore;
        } else {
          documents.push(document);
          scores.push(fieldScore);
        }
      }
      this.termIds.set(term, this.termDocuments.length);
      this.termDocuments.push(Int32Array.from(documents));
      this.termScores.push(Float64Array.from(scores));
    }
    this.stamp = new Int32Array(size);
    this.score = new Float64Array(size);
    this.wordMask = new Int32Array(size);
    this.sourceCount = new Int32Array(size);
    this.lastSource = new Int32Array(size);
    this.matched = new Int32Array(size);
  }

  /** Whether a processed term occurs in any document. */
  has(term: string): boolean {
    return this.termIds.has(term);
  }

  /**
   * The documents matching any of the terms. A term repeated (a synonym that is
   * also a word of the query) adds its score again but counts once, and its
   * matches go to the word it stands for first, as in MiniSearch.
   */
  search(terms: readonly PostingsQueryTerm[]): PostingsMatches {
    this.query += 1;
    let matchedCount = 0;
    // Each distinct term: its number (from 1) and the word it first stands for.
    const sources = new Map<string, {source: number; word: number}>();
    for (const {term, word} of terms) {
      if (!sources.has(term)) sources.set(term, {source: sources.size + 1, word});
    }
    const sourceOf = (term: string) => sources.get(term) ?? {source: 0, word: 0};
    // A term's occurrences come together, so that "matched this term already" is one check.
    const ordered = [...terms].sort((a, b) => sourceOf(a.term).source - sourceOf(b.term).source);
    for (const queryTerm of ordered) {
      const {source, word} = sourceOf(queryTerm.term);
      const wordBit = 1 << word;
      const add = (termId: number, weight: number) => {
        const documents = this.termDocuments[termId] as Int32Array;
        const scores = this.termScores[termId] as Float64Array;
        for (let at = 0; at < documents.length; at += 1) {
          const document = documents[at] as number;
          if (this.stamp[document] !== this.query) {
            this.stamp[document] = this.query;
            this.score[document] = 0;
            this.wordMask[document] = 0;
            this.sourceCount[document] = 0;
            this.lastSource[document] = 0;
            this.matched[matchedCount] = document;
            matchedCount += 1;
          }
          this.score[document] = (this.score[document] as number) + weight * (scores[at] as number);
          this.wordMask[document] = (this.wordMask[document] as number) | wordBit;
          if (this.lastSource[document] !== source) {
            this.lastSource[document] = source;
            this.sourceCount[document] = (this.sourceCount[document] as number) + 1;
          }
        }
      };
      const {term} = queryTerm;
      const exact = this.termIds.get(term);
      if (exact !== undefined) add(exact, 1);
      const prefixed = new Set<string>();
      if (queryTerm.prefix) {
        for (const [longer, termId] of this.termIds.atPrefix(term)) {
          const distance = longer.length - term.length;
          if (distance === 0) continue;
          prefixed.add(longer);
          add(termId, (PREFIX_WEIGHT * longer.length) / (longer.length + 0.3 * distance));
        }
      }
      if (queryTerm.fuzzy) {
        for (const [near, [termId, distance]] of this.termIds.fuzzyGet(term, queryTerm.fuzzy)) {
          if (distance === 0 || prefixed.has(near)) continue;
          add(termId, (FUZZY_WEIGHT * near.length) / (near.length + distance));
        }
      }
    }
    const documents = this.matched.slice(0, matchedCount);
    const scores = new Float64Array(matchedCount);
    const words = new Int32Array(matchedCount);
    for (let at = 0; at < matchedCount; at += 1) {
      const document = documents[at] as number;
      scores[at] = (this.score[document] as number) * (this.sourceCount[document] as number);
      words[at] = this.wordMask[document] as number;
    }
    return {documents, scores, words};
  }
}
