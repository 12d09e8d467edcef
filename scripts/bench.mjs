// `npm run bench`: Lighthouse mobile figures for a doc page, the landing page
// and the blog list in both locales, served from build/ with gzip by the same
// server as `npm run serve`. Prints a table and writes bench-results/lighthouse.json.
// Figures, not pass/fail: targets are compared by people, not by a flaky test.
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {startStaticServer} from './static-server.mjs';
import {CHROMIUM_FLAGS, chromiumPath} from './chromium.mjs';

const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const PAGES = [
  {name: 'doc page', path: '/payouts/russian-card'},
  {name: 'landing', path: '/'},
  {name: 'blog list', path: '/blog'},
  {name: 'doc page (en)', path: '/en/payouts/russian-card'},
  {name: 'landing (en)', path: '/en/'},
  {name: 'blog list (en)', path: '/en/blog'},
];
const RUNS = Number(process.env.BENCH_RUNS ?? 1);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    fcpMs: Math.round(audit('first-contentful-paint')),
    transferKiB: Math.round(audit('total-byte-weight') / 1024),
  };
}

if (!fs.existsSync(path.join(BUILD_DIR, 'index.html'))) {
  console.log(`${BUILD_DIR}/ has no site yet: building it first (npm run build).`);
  const build = spawnSync('npm', ['run', 'build'], {stdio: 'inherit'});
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
}

const server = await startStaticServer({dir: BUILD_DIR, port: 0});
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

const results = [];
try {
  for (const page of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      // Default Lighthouse config: mobile form factor, simulated slow 4G and 4x CPU slowdown.
      const result = await lighthouse(`${server.url}${page.path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      if (!result) {
        throw new Error(`Lighthouse returned nothing for ${page.path}`);
      }
      if (result.lhr.runtimeError) {
        throw new Error(`${page.path}: ${result.lhr.runtimeError.message}`);
      }
      runs.push(figures(result.lhr));
    }
    const medians = Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]);
    results.push({page: page.name, path: page.path, ...Object.fromEntries(medians)});
  }
} finally {
  chrome.kill();
  await server.close();
}

console.log(
  `\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile, gzip, ${BUILD_DIR}/\n`,
);
console.table(results);
fs.mkdirSync('bench-results', {recursive: true});
fs.writeFileSync(
  'bench-results/lighthouse.json',
  JSON.stringify({date: new Date().toISOString(), runs: RUNS, results}, null, 2) + '\n',
);
console.log('Written to bench-results/lighthouse.json');
