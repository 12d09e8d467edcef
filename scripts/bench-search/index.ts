/**
 * `npm run bench:search`: how well and how fast the site's own search answers,
 * on the index of a real build. For every locale it runs the query set in
 * `queries.json` (developer questions, each with the page that answers it)
 * the way the search box sends them, and prints recall@5, MRR, query time
 * percentiles, shard sizes, and every query whose page is not in the top 5.
 * Figures, not a pass/fail test: targets are compared by people (README).
 */
import fs from 'node:fs';
import {BUILD_DIR, ensureBuiltIndex, loadBuiltIndex, pagePath, percentile} from './builtIndex';
import {contextualFacetFilters} from '../../src/search/siteSearch';
import {acceptedAnswers, readQueries, type BenchQuery} from './queries';

const TIMING_ROUNDS = 20;
const TARGETS = {recallAt5: 0.9, mrr: 0.75, p95Ms: 5, shardKiBGzip: 150};

/**
 * `rank`: the place of the answer (or of a page in `also`) among the distinct pages of the results, in hit
 * order (the judgement is per page; a page's several anchors are one answer).
 * `hitRank`: its first hit's place in the raw list, for comparison.
 */
type Outcome = BenchQuery & {rank: number | null; hitRank: number | null; top: string[]};

function run(locale: string, queries: BenchQuery[]) {
  const {engine, ...size} = loadBuiltIndex(locale);
  const ask = (query: string) =>
    engine.search({
      query,
      hitsPerPage: 20,
      facetFilters: contextualFacetFilters(locale),
      snippetWords: 10,
    });
  const outcomes: Outcome[] = queries.map((query) => {
    const hitPages = ask(query.query).hits.map((hit) => pagePath(hit.url, locale));
    const pages = [...new Set(hitPages)];
    const accepted = acceptedAnswers(query);
    const place = (list: string[]) => {
      const index = list.findIndex((page) => accepted.includes(page));
      return index === -1 ? null : index + 1;
    };
    return {...query, rank: place(pages), hitRank: place(hitPages), top: pages.slice(0, 3)};
  });
  // Warm up, then time every query many times: the figure is per query, as a reader waits for it.
  for (const {query} of queries) ask(query);
  const times: number[] = [];
  for (let round = 0; round < TIMING_ROUNDS; round += 1) {
    for (const {query} of queries) {
      const started = performance.now();
      ask(query);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const found = outcomes.filter(({rank}) => rank !== null && rank <= 5).length;
  const foundAsHit = outcomes.filter(({hitRank}) => hitRank !== null && hitRank <= 5).length;
  return {
    locale,
    queries: queries.length,
    recallAt5: found / queries.length,
    mrr: outcomes.reduce((sum, {rank}) => sum + (rank ? 1 / rank : 0), 0) / queries.length,
    hitRecallAt5: foundAsHit / queries.length,
    hitMrr:
      outcomes.reduce((sum, {hitRank}) => sum + (hitRank ? 1 / hitRank : 0), 0) / queries.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: times[times.length - 1] ?? NaN,
    records: size.records,
    shardKiB: size.rawBytes / 1024,
    shardKiBGzip: size.gzipBytes / 1024,
    indexLoadMs: size.loadMs,
    outcomes,
  };
}

ensureBuiltIndex();
const queries = readQueries();
const results = Object.entries(queries).map(([locale, list]) => run(locale, list));
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

console.log(
  `\nSearch quality (the answer among the distinct pages of the results; "hits": among raw hits) and speed on ${BUILD_DIR}/ (targets: recall@5 ≥ ${TARGETS.recallAt5}, MRR ≥ ${TARGETS.mrr}, p95 ≤ ${TARGETS.p95Ms} ms, shards ≤ ${TARGETS.shardKiBGzip} KiB gzip)\n`,
);
console.table(
  results.map((result) => ({
    locale: result.locale,
    queries: result.queries,
    'recall@5': `${result.recallAt5.toFixed(3)} ${mark(result.recallAt5 >= TARGETS.recallAt5)}`,
    MRR: `${result.mrr.toFixed(3)} ${mark(result.mrr >= TARGETS.mrr)}`,
    'recall@5 hits': result.hitRecallAt5.toFixed(3),
    'MRR hits': result.hitMrr.toFixed(3),
    'p50 ms': result.p50Ms.toFixed(2),
    'p95 ms': `${result.p95Ms.toFixed(2)} ${mark(result.p95Ms <= TARGETS.p95Ms)}`,
    'max ms': result.maxMs.toFixed(2),
    records: result.records,
    'shards KiB': result.shardKiB.toFixed(0),
    'shards KiB gzip': `${result.shardKiBGzip.toFixed(0)} ${mark(result.shardKiBGzip <= TARGETS.shardKiBGzip)}`,
    'index build ms': result.indexLoadMs.toFixed(0),
  })),
);
const isMiss = ({rank}: Outcome) => rank === null || rank > 5;
for (const result of results) {
  console.log(
    `\nQueries whose page is not in the top 5 (${result.locale}): ${result.outcomes.filter(isMiss).length}`,
  );
  for (const miss of result.outcomes.filter(isMiss)) {
    console.log(
      `  "${miss.query}" → ${miss.answer}: ${miss.rank ? `page ${miss.rank}` : 'not in the top 20 hits'}; first pages: ${miss.top.join(', ') || 'no hits'}`,
    );
  }
}
fs.mkdirSync('bench-results', {recursive: true});
fs.writeFileSync(
  'bench-results/search.json',
  `${JSON.stringify({date: new Date().toISOString(), buildDir: BUILD_DIR, targets: TARGETS, results}, null, 2)}\n`,
);
console.log('\nWritten to bench-results/search.json');
// BENCH_SEARCH_ALL=1 also lists the queries answered, but not first.
if (process.env.BENCH_SEARCH_ALL) {
  for (const result of results) {
    for (const outcome of result.outcomes.filter(
      ({rank}) => rank !== null && rank > 1 && rank <= 5,
    )) {
      console.log(
        `  ${result.locale} page ${outcome.rank}: "${outcome.query}" → ${outcome.answer}; first pages: ${outcome.top.join(', ')}`,
      );
    }
  }
}
