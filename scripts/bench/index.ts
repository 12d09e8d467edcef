/**
 * `npm run bench`: our site side by side with a plain Docusaurus baseline
 * carrying the same text (bench/baseline, README "Performance bench").
 *
 * 1. Builds ours into build-bench/ (build/ stays as it is), fills the
 *    baseline's content from it and builds the baseline, both timed.
 * 2. Serves both with gzip by the same server as `npm run serve`, on two ports.
 * 3. Runs Lighthouse on each page kind in both locales, ours and the baseline
 *    in turn, BENCH_RUNS times each, mobile and desktop, a fresh browser each run.
 * 4. Prints the medians and ours/baseline ratios, the build times, the sizes
 *    of the files for machines (Markdown twins beside the pages' HTML,
 *    llms.txt, the OpenAPI file), and each page kind's startup JavaScript by
 *    package; writes bench-results/bench.json.
 *
 * Figures, not a pass/fail test: they are read against the goals by people.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {i18n} from '../../config/i18n';
import {startStaticServer} from '../static-server.mjs';
import {attributeScripts, builtFile} from './attribution';
import {generateBaseline} from './baseline';
import {formatMachineFiles, machineFiles} from './machineFiles';
import {type BuildTiming, timedBuild} from './builds';
import {type FormFactor, type RunResult, runLighthouse} from './lighthouse';
import {type BenchPage, readBenchOptions} from './options';
import {
  formatBuilds,
  formatFigures,
  formatStartupJs,
  type PageResult,
  type StartupJs,
} from './report';
import {type Figures, medianFigures, ratios} from './stats';

const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUR_BUILD = path.join(SITE_DIR, 'build-bench');
const BASELINE_DIR = path.join(SITE_DIR, 'bench', 'baseline');
const BASELINE_BUILD = path.join(BASELINE_DIR, 'build');
const RESULTS_DIR = path.join(SITE_DIR, 'bench-results');
const SITES = ['ours', 'baseline'] as const;
type Site = (typeof SITES)[number];

const NOT_A_TEST =
  'Figures, not a pass/fail test: read them against the goals (README, "Performance bench").';

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

async function buildBoth(): Promise<Record<Site, BuildTiming>> {
  log('Building ours into build-bench/ (both locales)…');
  const ours = await timedBuild({
    siteDir: SITE_DIR,
    args: ['--out-dir', OUR_BUILD],
    logFile: path.join(RESULTS_DIR, 'build-ours.log'),
  });
  log('Writing the baseline content from it…');
  const summary = generateBaseline({
    siteDir: SITE_DIR,
    ourBuild: OUR_BUILD,
    baselineDir: BASELINE_DIR,
  });
  log(
    `  docs ${JSON.stringify(summary.docs)}, posts ${JSON.stringify(summary.posts)}, images ${summary.images}` +
      (summary.missing.length > 0 ? `; not in our build: ${summary.missing.join(', ')}` : ''),
  );
  log('Building the baseline into bench/baseline/build/ (both locales)…');
  const baseline = await timedBuild({
    siteDir: SITE_DIR,
    args: [path.relative(SITE_DIR, BASELINE_DIR), '--out-dir', BASELINE_BUILD],
    logFile: path.join(RESULTS_DIR, 'build-baseline.log'),
  });
  return {ours, baseline};
}

function describe(run: RunResult): string {
  const {performance, lcpMs, tbtMs, cls, transferKiB} = run.figures;
  return `perf ${performance}, LCP ${lcpMs} ms, TBT ${tbtMs} ms, CLS ${cls}, ${Math.round(transferKiB)} KiB`;
}

/** A Lighthouse run can fail on a loaded machine (a browser that does not start in time): one more try. */
async function runOnceMore<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    log(`  failed (${error instanceof Error ? error.message.split('\n')[0] : error}); once more`);
    return run();
  }
}

async function main() {
  const started = performance.now();
  const options = readBenchOptions(process.env);
  console.log(`npm run bench: ours and a plain Docusaurus baseline. ${NOT_A_TEST}\n`);
  const builds = options.skipBuild ? null : await buildBoth();
  for (const dir of [OUR_BUILD, BASELINE_BUILD]) {
    if (!fs.existsSync(path.join(dir, 'index.html'))) {
      throw new Error(
        `${path.relative(SITE_DIR, dir)}/ has no build: run the bench without BENCH_SKIP_BUILD.`,
      );
    }
  }
  if (builds) console.log(`${formatBuilds(builds, i18n.locales)}\n`);
  const machine = machineFiles(
    OUR_BUILD,
    i18n.locales.map((locale) => ({
      locale,
      dir: locale === i18n.defaultLocale ? '' : locale,
    })),
  );
  console.log(`${formatMachineFiles(machine)}\n`);

  const servers = {
    ours: await startStaticServer({dir: OUR_BUILD, port: 0, gzipOnly: true}),
    baseline: await startStaticServer({
      dir: BASELINE_BUILD,
      port: 0,
      withoutHeadersFile: true,
      gzipOnly: true,
    }),
  };
  const runs = new Map<string, Record<Site, RunResult[]>>();
  const key = (form: FormFactor, page: BenchPage) => `${form} ${page.path}`;
  try {
    for (const form of options.forms) {
      for (const page of options.pages) {
        const pageRuns: Record<Site, RunResult[]> = {ours: [], baseline: []};
        runs.set(key(form, page), pageRuns);
        // Interleaved, so a machine slowing down weighs on both sites alike.
        for (let run = 1; run <= options.runs; run += 1) {
          for (const site of SITES) {
            const result = await runOnceMore(() =>
              runLighthouse(`${servers[site].url}${page.path}`, form),
            );
            pageRuns[site].push(result);
            log(`[${form}] ${page.path} run ${run}/${options.runs} ${site}: ${describe(result)}`);
          }
        }
      }
    }
  } finally {
    await Promise.all(SITES.map((site) => servers[site].close()));
  }

  const results: PageResult[] = [];
  for (const form of options.forms) {
    for (const page of options.pages) {
      const pageRuns = runs.get(key(form, page));
      if (!pageRuns) continue;
      const median = (site: Site): Figures =>
        medianFigures(pageRuns[site].map((run) => run.figures));
      results.push({...page, form, ours: median('ours'), baseline: median('baseline')});
    }
  }

  // Startup JS by package: the first run of each page in the first form factor.
  const buildDirs = {ours: OUR_BUILD, baseline: BASELINE_BUILD};
  const startup: StartupJs[] = [];
  const form = options.forms[0] as FormFactor;
  for (const page of options.pages) {
    const pageRuns = runs.get(key(form, page));
    if (!pageRuns) continue;
    const bySite = async (site: Site) =>
      attributeScripts(
        pageRuns[site][0]?.startupScripts ?? [],
        (url) => builtFile(buildDirs[site], servers[site].url, url),
        site === 'ours' ? [SITE_DIR] : [BASELINE_DIR, path.relative(SITE_DIR, BASELINE_DIR)],
      );
    startup.push({...page, form, ours: await bySite('ours'), baseline: await bySite('baseline')});
  }

  for (const shownForm of options.forms) {
    const formResults = results.filter((result) => result.form === shownForm);
    console.log(`${formatFigures(shownForm, options.runs, formResults)}\n`);
  }
  // One table per page kind, for its first locale: the scripts differ little between locales.
  const shownKinds = new Set<string>();
  for (const item of startup) {
    if (shownKinds.has(item.kind)) continue;
    shownKinds.add(item.kind);
    console.log(`${formatStartupJs(item)}\n`);
  }

  fs.mkdirSync(RESULTS_DIR, {recursive: true});
  const file = path.join(RESULTS_DIR, 'bench.json');
  const minutes = (performance.now() - started) / 60_000;
  const json = {
    note: NOT_A_TEST,
    date: new Date().toISOString(),
    minutes: Number(minutes.toFixed(1)),
    runs: options.runs,
    forms: options.forms,
    builds,
    machineFiles: machine,
    results: results.map((result) => ({
      ...result,
      ratio: ratios(result.ours, result.baseline),
      runs: {
        ours: runs.get(key(result.form, result))?.ours.map((run) => run.figures),
        baseline: runs.get(key(result.form, result))?.baseline.map((run) => run.figures),
      },
    })),
    startupJs: startup,
  };
  fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  console.log(
    `${NOT_A_TEST}\nTook ${minutes.toFixed(1)} min. Written to ${path.relative(SITE_DIR, file)} (build logs beside it).`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
