/**
 * `npm run test:dev-search`: the dev server serves a search index of the
 * current sources. It runs the real `docusaurus start` for one locale (`en`
 * by default, `-- --locale ru` for the other) on a free port in 3300-3399,
 * twice:
 *
 * 1. stopped with SIGTERM while its first index build runs: the build must
 *    end with it;
 * 2. left to build: the index answers "building" first, then its docs shard
 *    holds a page title and the text a component renders from the OpenAPI
 *    file (both read from the sources here), and the server, stopped with
 *    SIGTERM, leaves no process behind.
 *
 * It changes no file. It takes one production build of the locale (20-30 s
 * on two idle cores, up to two minutes on a busy machine), so it is not part
 * of `npm test`.
 */
import {spawn, execFileSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import YAML from 'yaml';
import {expandShard, type Shard, type ShardManifest} from '../src/plugins/search-index/shard';

const siteDir = path.resolve(__dirname, '..');
const localeArg = process.argv.indexOf('--locale');
const locale = localeArg >= 0 ? (process.argv[localeArg + 1] ?? 'en') : 'en';
const baseUrl = locale === 'ru' ? '/' : `/${locale}/`;
const READY_TIMEOUT_MS = 6 * 60_000;

const started = Date.now();
const elapsed = (since = started) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class CheckFailed extends Error {}
function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailed(message);
}

async function freePort(): Promise<number> {
  const first = 3300 + Math.floor(Math.random() * 100);
  for (let offset = 0; offset < 100; offset += 1) {
    const port = 3300 + ((first - 3300 + offset) % 100);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 3300-3399');
}

/** The processes of a process group: the dev server and whatever it started. */
function groupMembers(pgid: number): string[] {
  const table = execFileSync('ps', ['-eo', 'pid=,pgid=,args='], {encoding: 'utf8'});
  return table
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.split(/\s+/)[1] === String(pgid));
}

type DevServer = {
  child: ChildProcess;
  origin: string;
  output: () => string;
  exited: Promise<number | null>;
};

/** Every server started, to end with whatever it left if a check fails. */
const servers: DevServer[] = [];

function startDevServer(port: number): DevServer {
  const cli = path.join(siteDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const args = ['start', '--locale', locale, '--port', String(port), '--host', '127.0.0.1'];
  // Its own process group, so that anything it leaves behind can be found.
  const child = spawn(process.execPath, [cli, ...args, '--no-open'], {
    cwd: siteDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const server = {child, origin: `http://127.0.0.1:${port}`, output: () => output, exited};
  servers.push(server);
  return server;
}

/** SIGTERM to the dev server alone; then nothing of its group may be left. */
async function stopAndCheckNothingLeft(server: DevServer): Promise<void> {
  const pgid = server.child.pid as number;
  server.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), 20_000);
  });
  const code = await Promise.race([server.exited, timeout]);
  clearTimeout(timer);
  check(code !== 'timeout', 'the dev server did not exit within 20 s of SIGTERM');
  for (let waited = 0; waited < 10_000; waited += 250) {
    if (groupMembers(pgid).length === 0) return;
    await sleep(250);
  }
  throw new CheckFailed(
    `processes left after the dev server exited:\n${groupMembers(pgid).join('\n')}`,
  );
}

async function manifestAnswer(origin: string): Promise<{status: number; body: string} | null> {
  try {
    const response = await fetch(`${origin}${baseUrl}search/manifest.json`);
    return {status: response.status, body: await response.text()};
  } catch {
    return null; // Not listening yet.
  }
}

/** A page of the locale and its title, from the source the site is built from. */
function knownPage() {
  const source =
    locale === 'ru'
      ? 'docs/payments/payment-refund.mdx'
      : `i18n/${locale}/docusaurus-plugin-content-docs/current/payments/payment-refund.mdx`;
  const text = fs.readFileSync(path.join(siteDir, source), 'utf8');
  const frontMatter = YAML.parse(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') as {title: string};
  return {path: `${baseUrl}payments/payment-refund`, title: frontMatter.title};
}

/** Text that only a component renders: the OpenAPI description of a method. */
function componentText() {
  const api = YAML.parse(
    fs.readFileSync(path.join(siteDir, 'openapi/payment-api.yaml'), 'utf8'),
  ) as {
    paths: Record<string, {post: {description: string; 'x-description-ru': string}}>;
  };
  const operation = api.paths['/session/refund']?.post;
  const description =
    (locale === 'ru' ? operation?.['x-description-ru'] : operation?.description) ?? '';
  // Up to the first inline code, which the page renders as separate markup.
  return {path: `${baseUrl}reference/methods`, text: description.split('`')[0]?.trim() ?? ''};
}

async function stoppedWhileBuilding(port: number): Promise<void> {
  const server = startDevServer(port);
  const pgid = server.child.pid as number;
  for (;;) {
    check(Date.now() - started < READY_TIMEOUT_MS, 'the background index build did not start');
    const building = groupMembers(pgid).some((line) =>
      / build .*--out-dir .*search-dev/.test(line),
    );
    const answer = await manifestAnswer(server.origin);
    if (building && answer?.status === 503) break;
    check(answer?.status !== 200, 'the index was ready before the test could stop its build');
    await sleep(250);
  }
  await stopAndCheckNothingLeft(server);
  console.log(`[${locale}] stopped during its first index build: nothing left (${elapsed()})`);
}

async function servesTheCurrentSources(port: number): Promise<void> {
  const since = Date.now();
  const server = startDevServer(port);
  let sawBuilding = false;
  let manifest: ShardManifest | null = null;
  while (!manifest) {
    check(Date.now() - since < READY_TIMEOUT_MS, 'the index was not ready in time');
    const answer = await manifestAnswer(server.origin);
    if (answer?.status === 503) {
      check(JSON.parse(answer.body).status === 'building', `unexpected 503: ${answer.body}`);
      if (!sawBuilding) console.log(`[${locale}] the index answers "building" (${elapsed(since)})`);
      sawBuilding = true;
    } else if (answer?.status === 200) {
      manifest = JSON.parse(answer.body) as ShardManifest;
    } else if (answer) {
      throw new CheckFailed(`manifest answered ${answer.status}: ${answer.body}`);
    }
    await sleep(answer ? 1000 : 250);
  }
  console.log(`[${locale}] the index is ready (${elapsed(since)} after start)`);
  check(sawBuilding, 'the manifest never answered "building" before the index was ready');
  check(manifest.language === locale, `the manifest is of ${manifest.language}, not ${locale}`);

  const docs = manifest.shards.find(
    ({docusaurus_tag}) => docusaurus_tag === 'docs-default-current',
  );
  check(docs, 'the manifest names no docs shard');
  const response = await fetch(`${server.origin}${baseUrl}search/${docs.file}`);
  check(response.ok, `the docs shard answered ${response.status}`);
  const records = expandShard((await response.json()) as Shard, '');
  check(records.length === docs.records, 'the shard does not hold the records its manifest counts');

  const page = knownPage();
  check(
    records.some(
      (record) => record.url_without_anchor === page.path && record.hierarchy.lvl1 === page.title,
    ),
    `no record of ${page.path} titled "${page.title}"`,
  );
  const rendered = componentText();
  check(rendered.text.length > 20, 'no OpenAPI description to look for');
  check(
    records.some(
      (record) =>
        record.url_without_anchor === rendered.path &&
        (record.content ?? '').includes(rendered.text),
    ),
    `no record of ${rendered.path} with "${rendered.text}"`,
  );
  console.log(
    `[${locale}] ${docs.records} docs records, with "${page.title}" and the rendered reference`,
  );

  await stopAndCheckNothingLeft(server);
  console.log(`[${locale}] stopped with SIGTERM: nothing left (${elapsed()})`);
}

async function main() {
  const port = await freePort();
  console.log(`[${locale}] docusaurus start on port ${port}`);
  await stoppedWhileBuilding(port);
  await servesTheCurrentSources(port);
  console.log(`test:dev-search passed in ${elapsed()}`);
}

main().catch((error: unknown) => {
  const last = servers.at(-1);
  if (last)
    console.error(`Output of the dev server:\n${last.output().split('\n').slice(-40).join('\n')}`);
  for (const server of servers) {
    try {
      process.kill(-(server.child.pid as number), 'SIGKILL');
    } catch {
      // Nothing of it is left.
    }
  }
  console.error(error instanceof CheckFailed ? `test:dev-search failed: ${error.message}` : error);
  process.exitCode = 1;
});
