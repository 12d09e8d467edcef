/**
 * The two builds of the bench, each timed on the wall clock, with the time of
 * each locale read from Docusaurus's own progress lines. Both run cold
 * (DOCUSAURUS_NO_PERSISTENT_CACHE), so a figure does not depend on what was
 * built before, and with hidden source maps (BENCH_SOURCE_MAPS) for the
 * by-package report. The output goes to a log file; a failed build prints its end.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type BuildTiming = {totalMs: number; locales: Record<string, number>};

export type TimedLine = {atMs: number; line: string};

/** Per-locale build times from the timed lines of a multi-locale build's output. */
export function localeTimes(lines: readonly TimedLine[]): Record<string, number> {
  const times: Record<string, number> = {};
  let current: {locale: string; startMs: number} | null = null;
  for (const {atMs, line} of lines) {
    const start = /\[INFO\] \[([\w-]+)\] Creating an optimized production build/.exec(line);
    if (start?.[1]) {
      current = {locale: start[1], startMs: atMs};
    } else if (current && /\[SUCCESS\] Generated static files in/.test(line)) {
      times[current.locale] = atMs - current.startMs;
      current = null;
    }
  }
  return times;
}

export async function timedBuild(options: {
  siteDir: string;
  /** `docusaurus build` arguments after `build`. */
  args: string[];
  logFile: string;
}): Promise<BuildTiming> {
  const {siteDir, args, logFile} = options;
  fs.mkdirSync(path.dirname(logFile), {recursive: true});
  const log = fs.createWriteStream(logFile);
  const lines: TimedLine[] = [];
  const started = performance.now();
  const child = spawn(
    path.join(siteDir, 'node_modules', '.bin', 'docusaurus'),
    ['build', ...args],
    {
      cwd: siteDir,
      env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', BENCH_SOURCE_MAPS: 'true'},
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let pending = '';
  const onData = (chunk: Buffer) => {
    log.write(chunk);
    const text = pending + chunk.toString('utf8');
    const parts = text.split('\n');
    pending = parts.pop() ?? '';
    const atMs = performance.now() - started;
    for (const line of parts) lines.push({atMs, line});
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  const totalMs = performance.now() - started;
  await new Promise((resolve) => log.end(resolve));
  if (code !== 0) {
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
    throw new Error(
      `docusaurus build ${args.join(' ')} failed (exit ${code}):\n${tail}\nFull log: ${logFile}`,
    );
  }
  return {totalMs, locales: localeTimes(lines)};
}
