/**
 * `npm run bench:search`: how well and how fast the site's own search answers,
 * on the index of a real build. For every locale it runs the query sets the
 * way the search box sends them: `queries.json` (the set the ranking was
 * tuned on) and, when present, `holdout.json` (written apart, never tuned
 * on), each query with the page that answers it. It prints recall@5 and MRR
 * per set and per section, query time percentiles, the shards' sizes, and
 * every query whose page is not in the top 5.
 * Figures, not a pass/fail test: targets are compared by people (README).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  BUILD_DIR,
  ensureBuiltIndex,
  loadBuiltIndex,
  mark,
  pagePath,
  percentile,
  roundedDown,
} from './builtIndex';
import {contextualFacetFilters} from '../../src/search/siteSearch';
import {acceptedAnswers, readQuerySets, sectionOfPage, type BenchQuery} from './queries';

const TIMING_ROUNDS = 20;
const TARGETS = {recallAt5: 0.95, mrr: 0.85, p95Ms: 5, shardKBGzip: 150};

/**
 * `rank`: the place of the answer (or of a page in `also`) among the distinct pages of the results, in hit
 * order (the judgement is per page; a page's several anchors are one answer).
 */
type Outcome = BenchQuery & {set: string; rank: number | null; top: string[]};

const recallAt5 = (outcomes: Outcome[]) =>
  outcomes.filter(({rank}) => rank !== null && rank <= 5).length / outcomes.length;
const mrr = (outcomes: Outcome[]) =>
  outcomes.reduce((sum, {rank}) => sum + (rank ? 1 / rank : 0), 0) / outcomes.length;

function run(locale: string, sets: Record<string, BenchQuery[]>) {
  const {engine, ...size} = loadBuiltIndex(locale);
  const ask = (query: string) =>
    engine.search({
      query,
      hitsPerPage: 20,
      facetFilters: contextualFacetFilters(locale),
      snippetWords: 10,
    });
  const outcomes: Outcome[] = Object.entries(sets).flatMap(([set, queries]) =>
    queries.map((query) => {
      const pages = [...new Set(ask(query.query).hits.map((hit) => pagePath(hit.url, locale)))];
      const accepted = acceptedAnswers(query);
      const index = pages.findIndex((page) => accepted.includes(page));
      return {...query, set, rank: index === -1 ? null : index + 1, top: pages.slice(0, 3)};
    }),
  );
  // Warm up, then time every query many times: the figure is per query, as a reader waits for it.
  for (const {query} of outcomes) ask(query);
  const times: number[] = [];
  for (let round = 0; round < TIMING_ROUNDS; round += 1) {
    for (const {query} of outcomes) {
      const started = performance.now();
      ask(query);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return {
    locale,
    outcomes,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: times[times.length - 1] ?? NaN,
    ...size,
  };
}

ensureBuiltIndex();
const sets = readQuerySets();
const results = Object.keys(sets.tuned).map((locale) =>
  run(locale, {
    tuned: sets.tuned[locale] ?? [],
    ...(sets.holdout ? {'held-out': sets.holdout[locale] ?? []} : {}),
  }),
);
const setNames = [...new Set(results.flatMap(({outcomes}) => outcomes.map(({set}) => set)))];
const kb = (bytes: number) => bytes / 1000;

console.log(
  `\nSearch quality (the answer among the distinct pages of the results) and speed on ${BUILD_DIR}/ (targets: recall@5 ≥ ${TARGETS.recallAt5}, MRR ≥ ${TARGETS.mrr}, p95 ≤ ${TARGETS.p95Ms} ms, each shard ≤ ${TARGETS.shardKBGzip} KB gzip). "tuned": the set the ranking was tuned on; "held-out": written apart and never tuned on.\n`,
);
console.table(
  results.flatMap((result) =>
    setNames.map((set) => {
      const outcomes = result.outcomes.filter((outcome) => outcome.set === set);
      return {
        locale: result.locale,
        set,
        queries: outcomes.length,
        'recall@5': `${roundedDown(recallAt5(outcomes), 3)} ${mark(recallAt5(outcomes) >= TARGETS.recallAt5)}`,
        MRR: `${roundedDown(mrr(outcomes), 3)} ${mark(mrr(outcomes) >= TARGETS.mrr)}`,
      };
    }),
  ),
);
console.log('\nSpeed (every query of both sets, 20 rounds) and the index');
console.table(
  results.map((result) => ({
    locale: result.locale,
    'p50 ms': result.p50Ms.toFixed(2),
    'p95 ms': `${result.p95Ms.toFixed(2)} ${mark(result.p95Ms <= TARGETS.p95Ms)}`,
    'max ms': result.maxMs.toFixed(2),
    records: result.records,
    shards: result.shards.length,
    'largest shard KB gzip': `${kb(result.largestShardGzipBytes).toFixed(0)} ${mark(kb(result.largestShardGzipBytes) <= TARGETS.shardKBGzip)}`,
    'all shards KB': kb(result.rawBytes).toFixed(0),
    'all shards KB gzip': kb(result.gzipBytes).toFixed(0),
    'index build ms': result.loadMs.toFixed(0),
  })),
);
console.log('\nShards (KB raw / gzip)');
console.table(
  results.flatMap((result) =>
    result.shards.map((shard) => ({
      locale: result.locale,
      file: shard.file,
      KB: kb(shard.rawBytes).toFixed(0),
      'KB gzip': kb(shard.gzipBytes).toFixed(0),
    })),
  ),
);
console.log('\nPer section (first path segment of the answer), all sets');
console.table(
  results.flatMap((result) => {
    const sections = [...new Set(result.outcomes.map(({answer}) => sectionOfPage(answer)))].sort();
    return sections.map((section) => {
      const row: Record<string, string | number> = {locale: result.locale, section};
      for (const set of setNames) {
        const outcomes = result.outcomes.filter(
          (outcome) => outcome.set === set && sectionOfPage(outcome.answer) === section,
        );
        row[`${set} n`] = outcomes.length;
        row[`${set} recall@5`] = outcomes.length ? recallAt5(outcomes).toFixed(2) : '';
        row[`${set} MRR`] = outcomes.length ? mrr(outcomes).toFixed(2) : '';
      }
      return row;
    });
  }),
);
const isMiss = ({rank}: Outcome) => rank === null || rank > 5;
for (const result of results) {
  for (const set of setNames) {
    const misses = result.outcomes.filter((outcome) => outcome.set === set && isMiss(outcome));
    console.log(
      `\nQueries whose page is not in the top 5 (${result.locale}, ${set}): ${misses.length}`,
    );
    for (const miss of misses) {
      console.log(
        `  "${miss.query}" → ${miss.answer}: ${miss.rank ? `page ${miss.rank}` : 'not in the top 20 hits'}; first pages: ${miss.top.join(', ') || 'no hits'}`,
      );
    }
  }
}
fs.mkdirSync('bench-results', {recursive: true});
const file = path.join('bench-results', 'search.json');
fs.writeFileSync(
  file,
  `${JSON.stringify({date: new Date().toISOString(), buildDir: BUILD_DIR, targets: TARGETS, results}, null, 2)}\n`,
);
console.log(`\nWritten to ${file}`);
// BENCH_SEARCH_ALL=1 also lists the queries answered, but not first.
if (process.env.BENCH_SEARCH_ALL) {
  for (const result of results) {
    for (const outcome of result.outcomes.filter(
      ({rank}) => rank !== null && rank > 1 && rank <= 5,
    )) {
      console.log(
        `  ${result.locale} ${outcome.set} page ${outcome.rank}: "${outcome.query}" → ${outcome.answer}; first pages: ${outcome.top.join(', ')}`,
      );
    }
  }
}
