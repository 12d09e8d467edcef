// One Lighthouse 12 run of one page, in a Chromium of its own: a fresh browser
// with a fresh profile (chrome-launcher makes a new user data folder per
// launch), so no cache or storage leaks from one run to the next. Mobile is
// Lighthouse's default config (simulated slow 4G, 4× CPU slowdown), desktop its
// desktop config.
//
//   node scripts/bench/lighthouse-run.mjs <url> <mobile|desktop>
//
// prints {figures, startupScripts} as JSON. Plain Node, not tsx: Lighthouse
// sends functions to the page as source text, and tsx's transform would
// leave helpers in them that the page does not have.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, {desktopConfig} from 'lighthouse';
import {CHROMIUM_FLAGS, chromiumPath} from '../chromium.mjs';

const [url, form] = process.argv.slice(2);
if (!url || !['mobile', 'desktop'].includes(form ?? '')) {
  console.error('Usage: node scripts/bench/lighthouse-run.mjs <url> <mobile|desktop>');
  process.exit(2);
}

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
try {
  const result = await lighthouse(
    url,
    {port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error'},
    form === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const {lhr} = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;

  const network = lhr.audits['network-requests']?.details ?? {};
  const scripts = (network.items ?? []).filter((request) => request.resourceType === 'Script');
  // The load event on the network audit's clock (both in the trace's microseconds).
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const loadMs =
    (Number(metrics.observedLoadTs) - Number(network.debugData?.networkStartTimeTs)) / 1000;
  const beforeLoad = Number.isFinite(loadMs)
    ? scripts.filter((script) => (script.networkRequestTime ?? Infinity) <= loadMs)
    : scripts;

  process.stdout.write(
    JSON.stringify({
      figures: {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
        transferKiB: audit('total-byte-weight') / 1024,
        jsKiB: scripts.reduce((sum, script) => sum + (script.transferSize ?? 0), 0) / 1024,
      },
      startupScripts: beforeLoad.map((script) => ({
        url: script.url,
        transferBytes: script.transferSize ?? 0,
      })),
    }),
  );
} finally {
  chrome.kill();
}
