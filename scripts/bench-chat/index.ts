/**
 * `npm run bench:chat`: how the local Ask AI engine answers, on the index of
 * a real build. For every locale it asks the questions in `questions.json`
 * (each with the page that answers it) through the same KapaApiService the
 * widget uses, and prints the share of answers citing the expected page, the
 * time from submit to the first streamed token, and every miss.
 * Figures, not a pass/fail test (targets: ≥ 85 % cited, first token ≤ 300 ms).
 */
import fs from 'node:fs';
import path from 'node:path';
import {LocalKapaApiService} from '../../src/chat/localApiService';
import type {AnswerLocale} from '../../src/chat/answer';
import {
  BUILD_DIR,
  ensureBuiltIndex,
  loadBuiltIndex,
  pagePath,
  percentile,
} from '../bench-search/builtIndex';
import {acceptedAnswers, readQueries, type BenchQuery} from '../bench-search/queries';

const TARGETS = {cited: 0.85, firstTokenMs: 300};

async function run(locale: AnswerLocale, questions: BenchQuery[]) {
  const {engine, loadMs} = loadBuiltIndex(locale);
  const service = new LocalKapaApiService({
    locale,
    loadEngine: async () => engine,
    // The pace of the stream is the UI's; the figures are retrieval and the first token.
    chunkDelayMs: 0,
  });
  const firstTokens: number[] = [];
  const misses: {query: string; answer: string; cited: string[]; uncertain: boolean}[] = [];
  let cited = 0;
  for (const question of questions) {
    const {query, answer} = question;
    const started = performance.now();
    let firstToken = NaN;
    let sources: string[] = [];
    let uncertain = false;
    await service.submitQuery(
      {query, threadId: null, captcha: {key: '', token: ''}, integrationId: 'local'} as never,
      {
        onFirstToken: () => (firstToken = performance.now() - started),
        onRelevantSources: (found) =>
          (sources = found.map(({source_url}) => pagePath(source_url, locale))),
        onMetadata: (metadata) => (uncertain = metadata.is_uncertain),
      },
    );
    firstTokens.push(firstToken);
    if (acceptedAnswers(question).some((page) => sources.includes(page))) cited += 1;
    else misses.push({query, answer, cited: [...new Set(sources)], uncertain});
  }
  firstTokens.sort((a, b) => a - b);
  return {
    locale,
    questions: questions.length,
    cited: cited / questions.length,
    firstTokenP50Ms: percentile(firstTokens, 50),
    firstTokenP95Ms: percentile(firstTokens, 95),
    firstTokenMaxMs: firstTokens[firstTokens.length - 1] ?? NaN,
    indexLoadMs: loadMs,
    misses,
  };
}

async function main() {
  ensureBuiltIndex();
  const questions = readQueries(path.join(__dirname, 'questions.json'));
  const results = [];
  for (const [locale, list] of Object.entries(questions)) {
    results.push(await run(locale as AnswerLocale, list));
  }
  const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  console.log(
    `\nLocal Ask AI engine on ${BUILD_DIR}/ (targets: expected page cited ≥ ${TARGETS.cited * 100} %, first token ≤ ${TARGETS.firstTokenMs} ms; the index is loaded before the first question, its build time shown apart)\n`,
  );
  console.table(
    results.map((result) => ({
      locale: result.locale,
      questions: result.questions,
      cited: `${(result.cited * 100).toFixed(1)} % ${mark(result.cited >= TARGETS.cited)}`,
      'first token p50 ms': result.firstTokenP50Ms.toFixed(1),
      'first token p95 ms': `${result.firstTokenP95Ms.toFixed(1)} ${mark(result.firstTokenP95Ms <= TARGETS.firstTokenMs)}`,
      'first token max ms': result.firstTokenMaxMs.toFixed(1),
      'index build ms': result.indexLoadMs.toFixed(0),
    })),
  );
  for (const result of results) {
    console.log(`\nQuestions whose page is not cited (${result.locale}): ${result.misses.length}`);
    for (const miss of result.misses) {
      console.log(
        `  "${miss.query}" → ${miss.answer}${miss.uncertain ? ' (answered "I don\'t know")' : ''}; cited: ${miss.cited.join(', ') || 'nothing'}`,
      );
    }
  }
  fs.mkdirSync('bench-results', {recursive: true});
  fs.writeFileSync(
    'bench-results/chat.json',
    `${JSON.stringify({date: new Date().toISOString(), buildDir: BUILD_DIR, targets: TARGETS, results}, null, 2)}\n`,
  );
  console.log('\nWritten to bench-results/chat.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
