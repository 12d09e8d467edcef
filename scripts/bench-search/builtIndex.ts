/**
 * A locale's search index as a build wrote it, for the benchmarks: the
 * engine over its shards, their sizes, and how a hit URL maps back to the
 * page path the question sets name.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {spawnSync} from 'node:child_process';
import {expandShard, type Shard, type ShardManifest} from '../../src/plugins/search-index/shard';
import {SearchEngine} from '../../src/search/engine';
import {LOCALE_OUT_DIR} from './queries';

export const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
/** Hit URLs are made absolute with this; only their paths matter. */
export const BENCH_SITE_URL = 'https://bench.invalid';

/** Builds the site first when the build directory has no index yet. */
export function ensureBuiltIndex(): void {
  if (fs.existsSync(path.join(BUILD_DIR, 'search', 'manifest.json'))) return;
  console.log(`${BUILD_DIR}/ has no search index yet: building the site first (npm run build).`);
  const build = spawnSync('npm', ['run', 'build'], {stdio: 'inherit'});
  if (build.status !== 0) process.exit(build.status ?? 1);
}

export type ShardSize = {file: string; section: string; rawBytes: number; gzipBytes: number};

export function loadBuiltIndex(locale: string) {
  const directory = path.join(BUILD_DIR, LOCALE_OUT_DIR[locale] ?? locale, 'search');
  const manifest = JSON.parse(
    fs.readFileSync(path.join(directory, 'manifest.json'), 'utf8'),
  ) as ShardManifest;
  const sizes: ShardSize[] = [];
  const shards = manifest.shards.map(({file, section}) => {
    const raw = fs.readFileSync(path.join(directory, file));
    sizes.push({
      file,
      section,
      rawBytes: raw.length,
      gzipBytes: zlib.gzipSync(raw, {level: 9}).length,
    });
    return JSON.parse(raw.toString('utf8')) as Shard;
  });
  const started = performance.now();
  const engine = new SearchEngine(shards.flatMap((shard) => expandShard(shard, BENCH_SITE_URL)));
  const total = (key: 'rawBytes' | 'gzipBytes') => sizes.reduce((sum, size) => sum + size[key], 0);
  return {
    engine,
    shards: sizes,
    rawBytes: total('rawBytes'),
    gzipBytes: total('gzipBytes'),
    largestShardGzipBytes: Math.max(...sizes.map(({gzipBytes}) => gzipBytes)),
    records: engine.size,
    loadMs: performance.now() - started,
  };
}

/** The page path of a hit URL (absolute or site-relative), without the locale prefix. */
export function pagePath(url: string, locale: string): string {
  const {pathname} = new URL(url, BENCH_SITE_URL);
  const prefix = LOCALE_OUT_DIR[locale] ? `/${LOCALE_OUT_DIR[locale]}` : '';
  const withoutLocale =
    prefix && pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
  return withoutLocale.replace(/\/$/, '') || '/';
}

/** A figure against its target, as both benches print it. */
export const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

/**
 * A figure rounded down to `decimals` places: one just short of its target
 * never prints as meeting it (113/119 is 0.949, not 0.950).
 */
export const roundedDown = (value: number, decimals: number): string =>
  (Math.floor(value * 10 ** decimals + 1e-9) / 10 ** decimals).toFixed(decimals);

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
