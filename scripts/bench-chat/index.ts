/**
 * `npm run bench:chat`: how the local Ask AI engine answers, on the index and
 * the Markdown twins of a real build. For every locale it asks, through the
 * same KapaApiService the widget uses (twins read from the build directory
 * instead of fetched):
 * - `questions.json` (the set the engine was tuned on) and, when present,
 *   `dev.json` (written later, blind to the engine, and tuned on since: the
 *   held-out set of earlier sessions among them; the misses of both are
 *   listed) and `holdout.json` (written apart after the last tuning, never
 *   tuned on, reported as "held-out", replaced by a new blind set once looked
 *   into):
 *   the share of answers citing the expected page (or one in `also`) without
 *   saying "I don't know", the share answered at all, the how-to questions
 *   whose answer has a fenced block holding their `code`, the answers that
 *   repeat a passage (or quote a title shown), the cited sections that show no
 *   passage, and the first streamed token's time; per section too;
 * - `out-of-scope.json`, `out-of-scope.holdout.json` (held-out) and
 *   `out-of-scope.dev.json` (written while developing), when present:
 *   questions the documentation does not answer, and the share declined, per
 *   kind;
 * - the widget's suggested questions, each against `suggested.ts`.
 * Figures with targets marked ok/MISSED, not a pass/fail test.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chatSettings, suggestedQuestions} from '../../config/chat';
import type {AnswerLocale, TwinLoader} from '../../src/chat/answer';
import {LocalKapaApiService} from '../../src/chat/localApiService';
import {twinPath} from '../../src/plugins/llms/twinPath';
import {
  BUILD_DIR,
  ensureBuiltIndex,
  loadBuiltIndex,
  mark,
  pagePath,
  percentile,
  roundedDown,
} from '../bench-search/builtIndex';
import {
  acceptedAnswers,
  readQueries,
  sectionOfPage,
  type BenchQueries,
  type BenchQuery,
} from '../bench-search/queries';
import {answerParts, hasCodeWith, repeatedPassages, sectionsWithoutPassage} from './checks';
import {SUGGESTED_ANSWERS} from './suggested';

const TARGETS = {
  cited: 0.95,
  answered: 0.95,
  declined: 0.9,
  code: 0.9,
  repeats: 0,
  emptySections: 0,
  firstTokenMs: 300,
};

/** The in-scope sets whose misses are listed: the held-out set is only counted, so it stays honest. */
const TUNED_SETS = new Set(['tuned', 'dev']);

type OutOfScope = {query: string; kind: string; why: string};
/**
 * The out-of-scope sets, when present: the set written with the question sets,
 * its held-out part (written apart, never tuned on) and the one written while
 * developing the engine.
 */
const OUT_OF_SCOPE_FILES = {
  'out-of-scope': 'out-of-scope.json',
  'held-out': 'out-of-scope.holdout.json',
  dev: 'out-of-scope.dev.json',
};

type Asked = {
  markdown: string;
  sources: string[];
  uncertain: boolean;
  firstTokenMs: number;
};

type Outcome = BenchQuery &
  Asked & {
    set: string;
    cited: boolean;
    codeShown: boolean;
    repeated: string[];
    empty: string[];
  };

const percent = (share: number) => (Number.isNaN(share) ? '—' : `${roundedDown(share * 100, 1)} %`);
const share = (count: number, total: number) => (total === 0 ? NaN : count / total);

/** Twins as the build wrote them, for the answers' code blocks and table headers. */
const buildTwinLoader = (): TwinLoader => async (pageUrl) => {
  const file = path.join(BUILD_DIR, decodeURI(twinPath(new URL(pageUrl).pathname)));
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
};

function readJson<T>(file: string): T | null {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null;
}

async function run(
  locale: AnswerLocale,
  sets: Record<string, BenchQuery[]>,
  outOfScope: Record<string, OutOfScope[]>,
) {
  const {engine, loadMs} = loadBuiltIndex(locale);
  const service = new LocalKapaApiService({
    locale,
    loadEngine: async () => engine,
    loadTwin: buildTwinLoader(),
    // The pace of the stream is the UI's; the figures are retrieval and the first token.
    chunkDelayMs: 0,
  });
  const ask = async (query: string): Promise<Asked> => {
    const started = performance.now();
    const asked: Asked = {markdown: '', sources: [], uncertain: false, firstTokenMs: NaN};
    await service.submitQuery(
      {query, threadId: null, captcha: {key: '', token: ''}, integrationId: 'local'} as never,
      {
        onFirstToken: () => (asked.firstTokenMs = performance.now() - started),
        onPartialAnswer: (part) => (asked.markdown += part),
        onRelevantSources: (found) =>
          (asked.sources = [...new Set(found.map(({source_url}) => pagePath(source_url, locale)))]),
        onMetadata: (metadata) => (asked.uncertain = metadata.is_uncertain),
      },
    );
    return asked;
  };
  const outcomes: Outcome[] = [];
  for (const [set, questions] of Object.entries(sets)) {
    for (const question of questions) {
      const asked = await ask(question.query);
      const parts = answerParts(asked.markdown);
      outcomes.push({
        ...question,
        ...asked,
        set,
        cited:
          !asked.uncertain &&
          acceptedAnswers(question).some((page) => asked.sources.includes(page)),
        codeShown: question.code ? hasCodeWith(parts, question.code) : false,
        repeated: repeatedPassages(parts),
        empty: sectionsWithoutPassage(parts),
      });
    }
  }
  const declined: (OutOfScope & {set: string; uncertain: boolean; sources: string[]})[] = [];
  for (const [set, questions] of Object.entries(outOfScope)) {
    for (const question of questions) {
      const {uncertain, sources} = await ask(question.query);
      declined.push({...question, set, uncertain, sources});
    }
  }
  const questions = suggestedQuestions(
    chatSettings(locale, {kapaIntegrationId: null}).texts.suggestedQuestions,
  );
  const suggested = [];
  for (const [index, query] of questions.entries()) {
    const expected = SUGGESTED_ANSWERS[index];
    const asked = await ask(query);
    const cited =
      !asked.uncertain && (expected?.pages ?? []).some((page) => asked.sources.includes(page));
    const code = expected ? hasCodeWith(answerParts(asked.markdown), expected.code) : false;
    suggested.push({query, cited, code, sources: asked.sources});
  }
  return {locale, outcomes, declined, suggested, indexLoadMs: loadMs};
}

type Result = Awaited<ReturnType<typeof run>>;

function summary(outcomes: Outcome[]) {
  const howto = outcomes.filter(({howto, code}) => howto && code);
  const firstTokens = outcomes.map(({firstTokenMs}) => firstTokenMs).sort((a, b) => a - b);
  return {
    questions: outcomes.length,
    cited: share(outcomes.filter(({cited}) => cited).length, outcomes.length),
    answered: share(outcomes.filter(({uncertain}) => !uncertain).length, outcomes.length),
    howto: howto.length,
    code: share(howto.filter(({codeShown}) => codeShown).length, howto.length),
    repeats: outcomes.filter(({repeated}) => repeated.length > 0).length,
    emptySections: outcomes.reduce((sum, {empty}) => sum + empty.length, 0),
    firstTokenP50Ms: percentile(firstTokens, 50),
    firstTokenP95Ms: percentile(firstTokens, 95),
  };
}

function print(results: Result[]) {
  console.log(
    `\nLocal Ask AI engine on ${BUILD_DIR}/ (index and Markdown twins; the index is loaded before the first question)\n` +
      `Targets: expected page cited ≥ ${TARGETS.cited * 100} % and in-scope answered ≥ ${TARGETS.answered * 100} %, ` +
      `how-to answers with the page's code block ≥ ${TARGETS.code * 100} %, no repeated passage, no cited section without a passage, ` +
      `out-of-scope declined ≥ ${TARGETS.declined * 100} %, first token p95 ≤ ${TARGETS.firstTokenMs} ms.\n`,
  );
  const rows = results.flatMap((result) => {
    const sets = [...new Set(result.outcomes.map(({set}) => set))];
    return sets.map((set) => {
      const figures = summary(result.outcomes.filter((outcome) => outcome.set === set));
      return {
        locale: result.locale,
        set,
        questions: figures.questions,
        cited: `${percent(figures.cited)} ${mark(figures.cited >= TARGETS.cited)}`,
        answered: `${percent(figures.answered)} ${mark(figures.answered >= TARGETS.answered)}`,
        'how-to code': `${percent(figures.code)} of ${figures.howto} ${mark(figures.code >= TARGETS.code)}`,
        repeats: `${figures.repeats} ${mark(figures.repeats <= TARGETS.repeats)}`,
        'empty sections': `${figures.emptySections} ${mark(figures.emptySections <= TARGETS.emptySections)}`,
        'first token p50/p95 ms': `${figures.firstTokenP50Ms.toFixed(1)} / ${figures.firstTokenP95Ms.toFixed(1)} ${mark(figures.firstTokenP95Ms <= TARGETS.firstTokenMs)}`,
      };
    });
  });
  console.table(rows);

  console.log(
    `\nOut of scope ("out-of-scope": out-of-scope.json; "held-out": out-of-scope.holdout.json, never tuned on; "dev": out-of-scope.dev.json, written while developing): "I don't know" share, per kind`,
  );
  const outOfScopeSets = [
    ...new Set(results.flatMap(({declined}) => declined.map(({set}) => set))),
  ];
  console.table(
    results.flatMap((result) =>
      outOfScopeSets.map((set) => {
        const row: Record<string, string | number> = {locale: result.locale, set};
        const all = result.declined.filter((item) => item.set === set);
        const rate = share(all.filter(({uncertain}) => uncertain).length, all.length);
        row.questions = all.length;
        row["I don't know"] = `${percent(rate)} ${mark(rate >= TARGETS.declined)}`;
        for (const kind of [...new Set(all.map(({kind}) => kind))].sort()) {
          const ofKind = all.filter((item) => item.kind === kind);
          row[kind] = `${ofKind.filter(({uncertain}) => uncertain).length}/${ofKind.length}`;
        }
        return row;
      }),
    ),
  );

  console.log('\nSuggested questions (config/chat.ts) against scripts/bench-chat/suggested.ts');
  console.table(
    results.flatMap((result) =>
      result.suggested.map(({query, cited, code, sources}) => ({
        locale: result.locale,
        question: query,
        'expected page cited': mark(cited),
        'code block': mark(code),
        cited: sources.join(', '),
      })),
    ),
  );

  console.log('\nPer section (first path segment of the expected page): cited share (questions)');
  const sections = [
    ...new Set(results.flatMap(({outcomes}) => outcomes.map(({answer}) => sectionOfPage(answer)))),
  ].sort();
  const setNames = [...new Set(results.flatMap(({outcomes}) => outcomes.map(({set}) => set)))];
  console.table(
    sections.map((section) => {
      const row: Record<string, string> = {section};
      for (const result of results) {
        for (const set of setNames) {
          const inSection = result.outcomes.filter(
            (outcome) => outcome.set === set && sectionOfPage(outcome.answer) === section,
          );
          const figures = summary(inSection);
          row[`${result.locale} ${set}`] =
            inSection.length === 0
              ? '—'
              : `${percent(figures.cited)} (${inSection.length})${figures.cited >= TARGETS.cited ? '' : ' *'}`;
        }
      }
      return row;
    }),
  );
  console.log('  * below the cited target');

  for (const result of results) {
    const misses = result.outcomes.filter(({set, cited}) => TUNED_SETS.has(set) && !cited);
    console.log(
      `\nTuned and dev questions whose page is not cited (${result.locale}): ${misses.length}`,
    );
    for (const miss of misses) {
      console.log(
        `  [${miss.set}] "${miss.query}" → ${miss.answer}${miss.uncertain ? ' (answered "I don\'t know")' : ''}; cited: ${miss.sources.join(', ') || 'nothing'}`,
      );
    }
    const noCode = result.outcomes.filter(
      ({set, howto, code, codeShown}) => TUNED_SETS.has(set) && howto && code && !codeShown,
    );
    console.log(
      `How-to questions of the tuned and dev sets without their code block (${result.locale}): ${noCode.length}`,
    );
    for (const miss of noCode) {
      console.log(`  [${miss.set}] "${miss.query}" → ${miss.answer}, code ${miss.code}`);
    }
    for (const outcome of result.outcomes.filter(
      ({repeated, empty}) => repeated.length + empty.length > 0,
    )) {
      console.log(
        `  [${outcome.set}] "${outcome.query}": repeats ${JSON.stringify(outcome.repeated)}, sections without a passage ${JSON.stringify(outcome.empty)}`,
      );
    }
    // The set written apart is counted, not listed: it stays honest.
    const answered = result.declined.filter(({set, uncertain}) => set === 'dev' && !uncertain);
    console.log(
      `Dev out-of-scope questions answered anyway (${result.locale}): ${answered.length}`,
    );
    for (const item of answered) {
      console.log(`  [${item.kind}] "${item.query}"; cited: ${item.sources.join(', ')}`);
    }
  }
}

async function main() {
  ensureBuiltIndex();
  const directory = __dirname;
  const tuned = readQueries(path.join(directory, 'questions.json'));
  const dev = readJson<BenchQueries>(path.join(directory, 'dev.json'));
  const holdout = readJson<BenchQueries>(path.join(directory, 'holdout.json'));
  const outOfScope = Object.entries(OUT_OF_SCOPE_FILES).flatMap(([set, file]) => {
    const questions = readJson<Record<string, OutOfScope[]>>(path.join(directory, file));
    return questions ? [[set, questions] as const] : [];
  });
  const results: Result[] = [];
  for (const locale of Object.keys(tuned) as AnswerLocale[]) {
    results.push(
      await run(
        locale,
        {
          tuned: tuned[locale] ?? [],
          ...(dev ? {dev: dev[locale] ?? []} : {}),
          ...(holdout ? {'held-out': holdout[locale] ?? []} : {}),
        },
        Object.fromEntries(outOfScope.map(([set, questions]) => [set, questions[locale] ?? []])),
      ),
    );
  }
  print(results);
  fs.mkdirSync('bench-results', {recursive: true});
  fs.writeFileSync(
    'bench-results/chat.json',
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        buildDir: BUILD_DIR,
        targets: TARGETS,
        results: results.map((result) => ({
          locale: result.locale,
          summary: Object.fromEntries(
            [...new Set(result.outcomes.map(({set}) => set))].map((set) => [
              set,
              summary(result.outcomes.filter((outcome) => outcome.set === set)),
            ]),
          ),
          indexLoadMs: result.indexLoadMs,
          outcomes: result.outcomes,
          outOfScope: result.declined,
          suggested: result.suggested,
        })),
      },
      null,
      2,
    )}\n`,
  );
  console.log('\nWritten to bench-results/chat.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
