/**
 * The dev server's index comes from a production build of the locale it
 * serves, run as a child process: the records are made from rendered HTML
 * (reference tables and other component output included), which only a
 * build renders, and by the same `postBuild` as `npm run build`.
 *
 * Everything the child writes stays in its cache directory, so it never
 * disturbs the dev server: its output, its bundler cache, and the generated
 * files (by default both would share `.docusaurus/`, which the dev server
 * watches and compiles).
 */
import {spawn as nodeSpawn, type ChildProcess} from 'child_process';
import fs from 'fs/promises';
import {createRequire} from 'module';
import os from 'os';
import path from 'path';
import {stripVTControlCharacters} from 'util';
import type {ShardManifest} from '../shard';
import type {DevIndex} from './middleware';
import type {BuildRunner} from './scheduler';

/**
 * Set for the child build (`config/env.ts` reads it): the plugin then does not
 * start the dev behaviour again, and the build skips checks that the dev
 * server does not make either.
 */
export const DEV_INDEX_BUILD_ENV = 'SEARCH_INDEX_DEV_BUILD';

/** Where the background builds of a locale keep their output and caches. */
export function devIndexCacheDir(siteDir: string, locale: string): string {
  return path.join(siteDir, 'node_modules', '.cache', 'search-dev', locale);
}

/** The child's bundler cache, apart from the one `npm run build` uses (they may run at once). */
export const bundlerCacheDir = (cacheDir: string): string => path.join(cacheDir, 'rspack');

export type ChildBuildOptions = {
  siteDir: string;
  siteConfigPath: string;
  locale: string;
  /** The base URL the dev server serves the locale under, e.g. `/en/`. */
  baseUrl: string;
  cacheDir: string;
  /** How many output lines to keep for the failure reason. */
  keepLines?: number;
  spawn?: (
    command: string,
    args: string[],
    options: {cwd: string; env: NodeJS.ProcessEnv},
  ) => ChildProcess;
};

export function childBuildCommand(options: ChildBuildOptions): {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
} {
  const requireFromSite = createRequire(path.join(options.siteDir, 'package.json'));
  const corePackage = requireFromSite.resolve('@docusaurus/core/package.json');
  const {bin} = requireFromSite(corePackage) as {bin: {docusaurus: string}};
  return {
    command: process.execPath,
    args: [
      path.join(path.dirname(corePackage), bin.docusaurus),
      'build',
      options.siteDir,
      '--config',
      options.siteConfigPath,
      '--locale',
      options.locale,
      '--out-dir',
      path.join(options.cacheDir, 'build'),
      // Minifying takes most of a build and does not change the text the
      // records are made of (the shards' content hashes are the same).
      '--no-minify',
    ],
    env: {
      ...process.env,
      [DEV_INDEX_BUILD_ENV]: 'true',
      // A build of one locale serves it at the site's base URL, without the
      // locale's path (`/en/`), so its records would link to `/intro`
      // instead of `/en/intro`: the child is given the dev server's base URL
      // (`config/env.ts` reads BASE_URL), and its output has no locale folder.
      BASE_URL: options.baseUrl,
      DOCUSAURUS_GENERATED_FILES_DIR_NAME: path.join(options.cacheDir, '.docusaurus'),
    },
  };
}

/** The files of a built `search/` directory: the manifest and the shards it names. */
export async function readBuiltIndex(searchDir: string): Promise<DevIndex> {
  const manifestFile = await fs.readFile(path.join(searchDir, 'manifest.json'));
  const manifest = JSON.parse(manifestFile.toString('utf8')) as ShardManifest;
  const files = new Map<string, Buffer>([['manifest.json', manifestFile]]);
  for (const shard of manifest.shards) {
    files.set(shard.file, await fs.readFile(path.join(searchDir, shard.file)));
  }
  return {files, records: manifest.shards.reduce((sum, shard) => sum + shard.records, 0)};
}

/**
 * Why a build failed, from its last output lines: Docusaurus' error and what
 * follows it, or else the end of the output.
 */
export function failureReason(
  lines: string[],
  exit: {code: number | null; signal: NodeJS.Signals | null},
): string {
  const clean = lines
    .map((line) => stripVTControlCharacters(line).trimEnd())
    // Stack frames of Docusaurus' own code say nothing about the sources.
    .filter((line) => line && !/^\s+at /.test(line));
  const firstError = clean.findIndex((line) => line.includes('[ERROR]'));
  const excerpt = (firstError >= 0 ? clean.slice(firstError) : clean.slice(-10)).slice(0, 20);
  const ending = exit.signal
    ? `was killed by ${exit.signal}`
    : `ended with exit code ${String(exit.code)}`;
  return [`docusaurus build ${ending}`, ...excerpt].join('\n');
}

/** One background build per call; the index it wrote, read into memory. */
export function createChildBuildRunner(options: ChildBuildOptions): BuildRunner<DevIndex> {
  const spawn =
    options.spawn ??
    ((command, args, spawnOptions) =>
      nodeSpawn(command, args, {...spawnOptions, stdio: ['ignore', 'pipe', 'pipe']}));
  const keepLines = options.keepLines ?? 200;
  return async (signal) => {
    const {command, args, env} = childBuildCommand(options);
    const output: string[] = [];
    const exit = await new Promise<{code: number | null; signal: NodeJS.Signals | null}>(
      (resolve, reject) => {
        if (signal.aborted) {
          reject(signal.reason);
          return;
        }
        const child = spawn(command, args, {cwd: options.siteDir, env});
        try {
          // The dev server answers the developer first; the index can wait.
          if (child.pid) os.setPriority(child.pid, 10);
        } catch {
          // Not permitted here: the build runs at normal priority.
        }
        const abort = () => child.kill('SIGTERM');
        signal.addEventListener('abort', abort, {once: true});
        let partial = '';
        const collect = (chunk: Buffer) => {
          const text = partial + chunk.toString('utf8');
          const lines = text.split('\n');
          partial = lines.pop() ?? '';
          output.push(...lines);
          if (output.length > keepLines) output.splice(0, output.length - keepLines);
        };
        child.stdout?.on('data', collect);
        child.stderr?.on('data', collect);
        child.once('error', (error) => {
          signal.removeEventListener('abort', abort);
          reject(error);
        });
        child.once('close', (code, exitSignal) => {
          signal.removeEventListener('abort', abort);
          if (partial) output.push(partial);
          resolve({code, signal: exitSignal});
        });
      },
    );
    if (exit.code !== 0) throw new Error(failureReason(output, exit));
    return readBuiltIndex(path.join(options.cacheDir, 'build', 'search'));
  };
}
