import MiniSearch, {type Query} from 'minisearch';
import {describe, expect, it} from 'vitest';
import {Postings, type PostingsQueryTerm} from './postings';

type Doc = {id: number; title: string; body: string};
const BOOST = {title: 3, body: 1};
const tokenise = (text: string) => text.match(/[\p{L}\p{N}_]+/gu) ?? [];
// Folding case makes "Payout" and "payout" one term but two tokens of a field's length.
const processTerm = (token: string) => {
  const term = token.toLowerCase();
  return term === 'the' ? '' : term;
};

/** A deterministic stream of numbers in [0, 1): the same documents on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const VOCABULARY = [
  'payout',
  'Payout',
  'payouts',
  'payment',
  'payments',
  'pay',
  'card',
  'cards',
  'carts',
  'refund',
  'refunds',
  'token',
  'tokens',
  'session',
  'sessions',
  'the',
  'status',
  'statuses',
  'webhook',
  'hook',
  'account',
  'accounts',
  'accrual',
];

function documents(count: number, next: () => number): Doc[] {
  const words = (length: number) =>
    Array.from({length}, () => VOCABULARY[Math.floor(next() * VOCABULARY.length)]).join(' ');
  return Array.from({length: count}, (_, id) => ({
    id,
    title: next() < 0.2 ? '' : words(1 + Math.floor(next() * 3)),
    body: words(Math.floor(next() * 25)),
  }));
}

/** The same query as MiniSearch's expression tree: an OR of words, each an OR of its terms. */
function miniSearchQuery(terms: PostingsQueryTerm[]): Query {
  const words = [...new Set(terms.map(({word}) => word))];
  return {
    combineWith: 'OR',
    queries: words.map((word) => ({
      combineWith: 'OR',
      queries: terms
        .filter((term) => term.word === word)
        .map(({term, prefix, fuzzy}) => ({
          queries: [term],
          prefix: prefix ?? false,
          fuzzy: fuzzy ? fuzzy : false,
        })),
    })),
  };
}

function compare(docs: Doc[], terms: PostingsQueryTerm[]) {
  const miniSearch = new MiniSearch<Doc>({
    fields: ['title', 'body'],
    tokenize: tokenise,
    processTerm,
  });
  miniSearch.addAll(docs);
  const postings = new Postings(
    docs.length,
    (['title', 'body'] as const).map((field) => ({
      text: (id) => (docs[id] as Doc)[field],
      boost: BOOST[field],
    })),
    tokenise,
    processTerm,
  );
  const expected = miniSearch.search(miniSearchQuery(terms), {boost: BOOST});
  const found = postings.search(terms);
  const wordOf = new Map<string, number>();
  for (const {term, word} of terms) if (!wordOf.has(term)) wordOf.set(term, word);
  const byDocument = new Map<number, {score: number; words: number}>();
  found.documents.forEach((document, at) =>
    byDocument.set(document, {score: found.scores[at] ?? NaN, words: found.words[at] ?? 0}),
  );
  expect(byDocument.size).toBe(expected.length);
  for (const result of expected) {
    const match = byDocument.get(result.id as number);
    expect(match, `document ${String(result.id)}`).toBeDefined();
    expect(match?.score).toBeCloseTo(result.score, 9);
    const words = result.queryTerms.reduce(
      (mask, term) => mask | (1 << (wordOf.get(term) ?? 0)),
      0,
    );
    expect(match?.words).toBe(words);
  }
  return found;
}

describe('Postings', () => {
  it('scores an exact OR query over boosted fields as MiniSearch does', () => {
    const found = compare(documents(60, random(1)), [
      {term: 'payout', word: 0},
      {term: 'card', word: 1},
    ]);
    expect(found.documents.length).toBeGreaterThan(0);
  });

  it('scores prefix and fuzzy matches as MiniSearch does, a prefix match never twice', () => {
    compare(documents(80, random(2)), [
      {term: 'card', word: 0, fuzzy: 1},
      {term: 'pay', word: 1, prefix: true, fuzzy: 1},
    ]);
    compare(documents(80, random(3)), [{term: 'token', word: 0, prefix: true, fuzzy: 1}]);
  });

  it('counts a term named twice once, for the word it first stands for, and adds its score twice', () => {
    compare(documents(50, random(4)), [
      {term: 'webhook', word: 0},
      {term: 'hook', word: 0},
      {term: 'status', word: 1},
      {term: 'hook', word: 1},
    ]);
  });

  it('agrees with MiniSearch on random documents and queries', () => {
    const next = random(5);
    for (let round = 0; round < 25; round += 1) {
      const docs = documents(20 + Math.floor(next() * 60), next);
      const terms = Array.from({length: 1 + Math.floor(next() * 4)}, (_, word) => ({
        term: (VOCABULARY[Math.floor(next() * VOCABULARY.length)] ?? '').toLowerCase(),
        word,
        prefix: next() < 0.3,
        fuzzy: next() < 0.5 ? 1 : 0,
      }));
      compare(docs, terms);
    }
  });

  it('keeps no trace of one query in the next', () => {
    const docs = documents(40, random(6));
    const postings = new Postings(
      docs.length,
      [{text: (id) => (docs[id] as Doc).body, boost: 1}],
      tokenise,
      processTerm,
    );
    const first = postings.search([{term: 'refund', word: 0}]);
    postings.search([
      {term: 'payout', word: 0},
      {term: 'refund', word: 1},
    ]);
    const again = postings.search([{term: 'refund', word: 0}]);
    expect([...again.documents]).toEqual([...first.documents]);
    expect([...again.scores]).toEqual([...first.scores]);
    expect([...again.words]).toEqual([...first.words]);
  });

  it('knows which terms it holds', () => {
    const postings = new Postings(1, [{text: () => 'The Payout', boost: 1}], tokenise, processTerm);
    expect(postings.has('payout')).toBe(true);
    expect(postings.has('the')).toBe(false);
    expect(postings.search([{term: 'card', word: 0}]).documents.length).toBe(0);
  });
});
