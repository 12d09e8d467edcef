/**
 * postBuild: reads the built HTML of every route of the locale being built,
 * makes DocSearch records of it (`records.ts`) and writes one content-hashed
 * shard per docs tag and section to `search/`, with `search/manifest.json`
 * naming them.
 * The in-browser search client loads these; `scripts/algolia-upload` can push
 * the same records to Algolia.
 *
 * The plugin also tells the browser which engine answers (global data). The
 * dev server renders no HTML to index: there the plugin serves an index that
 * a background build of the current sources makes (`dev/`).
 */
import {createHash} from 'crypto';
import fs from 'fs/promises';
import path from 'path';
import {gzipSync} from 'zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration, NormalModuleReplacementPlugin} from 'webpack';
// Types only: what `devServer` in a webpack configuration may hold.
import type {} from 'webpack-dev-server';
import {bundlerCacheDir, createChildBuildRunner, devIndexCacheDir} from './dev/childBuild';
import {startDevIndex, type WatchedCompiler} from './dev/service';
import {pageRecords} from './records';
import type {SearchIndexGlobalData, SearchRecord} from './schema';
import {compactShard, SHARD_FORMAT, type ShardManifest} from './shard';
import {cacheKeyedBy} from '../bundlerCache';

export const SEARCH_DIR = 'search';
export const MANIFEST_FILE = 'manifest.json';

/** Section name for pages outside any sidebar category or navbar item. */
const FALLBACK_SECTION: Record<string, string> = {ru: 'Документация', en: 'Documentation'};

/** Routes that are not content: error and search pages, test fixtures. */
const SKIPPED_ROUTE = /^\/(?:404|search|__e2e)(?:\/|$)/;

export async function readBuiltPage(outDir: string, routePath: string): Promise<string | null> {
  const relative = routePath.replace(/^\/+/, '').replace(/\/+$/, '');
  for (const candidate of [path.join(relative, 'index.html'), `${relative}.html`]) {
    try {
      return await fs.readFile(path.join(outDir, candidate), 'utf8');
    } catch {
      // The next candidate, then the route has no page of its own.
    }
  }
  return null;
}

/** All records of a locale's build, in route order. */
export async function buildRecords(options: {
  outDir: string;
  routesPaths: string[];
  baseUrl: string;
  siteUrl: string;
  locale: string;
}): Promise<SearchRecord[]> {
  const {outDir, routesPaths, baseUrl, siteUrl, locale} = options;
  const records: SearchRecord[] = [];
  for (const routePath of [...new Set(routesPaths)].sort()) {
    const withinBase = routePath.startsWith(baseUrl)
      ? `/${routePath.slice(baseUrl.length)}`
      : routePath;
    if (SKIPPED_ROUTE.test(withinBase)) continue;
    const html = await readBuiltPage(outDir, withinBase);
    if (!html) continue;
    records.push(
      ...pageRecords(html, `${siteUrl}${routePath}`, {
        fallbackSection: FALLBACK_SECTION[locale] ?? FALLBACK_SECTION.en ?? 'Documentation',
      }),
    );
  }
  return records;
}

/**
 * Sections whose records come to less than this (compact JSON) share one
 * shard: a file per small folder would cost a request for a few kilobytes.
 */
export const SMALL_SECTION_BYTES = 96 * 1024;
/** The shard of the small sections of a tag. */
export const SHARED_SECTION = 'more';
/** What one shard may weigh gzipped (issue 23); the build warns above it. */
export const SHARD_GZIP_BUDGET_BYTES = 150 * 1000;

/** The first path segment of a record's page under the locale's base URL: `payouts`, `reference`. */
export function sectionOf(record: SearchRecord, siteUrl: string, baseUrl: string): string {
  const pagePath = new URL(record.url_without_anchor, `${siteUrl}/`).pathname;
  const withinBase = pagePath.startsWith(baseUrl) ? pagePath.slice(baseUrl.length) : pagePath;
  return withinBase.split('/').find(Boolean) ?? 'home';
}

/**
 * A tag's records by section, small sections together: each section's shard
 * keeps its file name (content hash) until a page of it changes, so a reader
 * coming back after a deploy downloads the sections that changed, and no
 * shard outgrows the budget as the site grows.
 */
export function shardGroups(
  records: SearchRecord[],
  section: (record: SearchRecord) => string,
): [string, SearchRecord[]][] {
  const bySection = new Map<string, SearchRecord[]>();
  for (const record of records) {
    const key = section(record);
    const list = bySection.get(key) ?? [];
    list.push(record);
    bySection.set(key, list);
  }
  const groups: [string, SearchRecord[]][] = [];
  const shared: SearchRecord[] = [];
  for (const [key, list] of [...bySection].sort(([a], [b]) => a.localeCompare(b))) {
    if (Buffer.byteLength(JSON.stringify(list)) < SMALL_SECTION_BYTES) shared.push(...list);
    else groups.push([key, list]);
  }
  if (shared.length > 0) groups.push([SHARED_SECTION, shared]);
  return groups;
}

/** Writes the shards (one per tag and section) and the manifest; returns the manifest. */
export async function writeShards(
  records: SearchRecord[],
  options: {outDir: string; siteUrl: string; baseUrl: string; locale: string},
): Promise<ShardManifest> {
  const directory = path.join(options.outDir, SEARCH_DIR);
  await fs.mkdir(directory, {recursive: true});
  const byTag = new Map<string, SearchRecord[]>();
  for (const record of records) {
    const list = byTag.get(record.docusaurus_tag) ?? [];
    list.push(record);
    byTag.set(record.docusaurus_tag, list);
  }
  const manifest: ShardManifest = {format: SHARD_FORMAT, language: options.locale, shards: []};
  for (const [tag, tagRecords] of [...byTag].sort(([a], [b]) => a.localeCompare(b))) {
    const groups = shardGroups(tagRecords, (record) =>
      sectionOf(record, options.siteUrl, options.baseUrl),
    );
    for (const [section, sectionRecords] of groups) {
      const json = JSON.stringify(compactShard(sectionRecords, options.siteUrl, section));
      const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
      const file = `${tag}.${section}.${hash}.json`;
      await fs.writeFile(path.join(directory, file), json);
      const gzipped = gzipSync(json, {level: 9}).length;
      if (gzipped > SHARD_GZIP_BUDGET_BYTES) {
        console.warn(
          `[WARNING] search-index: ${options.locale} ${file} is ${Math.round(gzipped / 1000)} KB gzipped, above the ${SHARD_GZIP_BUDGET_BYTES / 1000} KB budget of a shard. Split its section (SMALL_SECTION_BYTES, sectionOf).`,
        );
      }
      manifest.shards.push({
        docusaurus_tag: tag,
        section,
        version: sectionRecords[0]?.version[0] ?? 'current',
        file,
        records: sectionRecords.length,
      });
    }
  }
  await fs.writeFile(path.join(directory, MANIFEST_FILE), JSON.stringify(manifest));
  return manifest;
}

/** The folder of the theme's SearchBar, whose only `Head` is the Algolia preconnect hint. */
export const THEME_SEARCH_BAR_DIR =
  /@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar$/;
const NO_HEAD = path.join(__dirname, 'stubs', 'NoHead.tsx');

type Bundler = {NormalModuleReplacementPlugin: typeof NormalModuleReplacementPlugin};

/**
 * With the site's own index, the theme's SearchBar gets a `Head` that renders
 * nothing: its hint would have every page open a connection to an Algolia
 * host made from the placeholder app id, a third party the build never calls.
 * Only that module's import is replaced (Rspack ignores rule-level aliases),
 * so every other `Head` works.
 */
export function withoutAlgoliaPreconnect(bundler: Bundler): Configuration {
  return {
    plugins: [
      new bundler.NormalModuleReplacementPlugin(/^@docusaurus\/Head$/, (resolveData) => {
        if (THEME_SEARCH_BAR_DIR.test(resolveData.context)) resolveData.request = NO_HEAD;
      }),
    ],
  };
}

/**
 * DocSearch 3 in one ES module for the page and one for the modal.
 * theme-search-algolia aliases the subpaths it imports for DocSearch 4
 * (`useDocSearchKeyboardEvents`, `version`, `useTheme`) to the package's main
 * entry, the UMD build, while `button` re-exports the ESM build: every page
 * carried both builds whole (about 47 KB gzip). All subpaths now take the ESM
 * build; the page's imports take it under a module id of their own (`?page`),
 * so that the button and the keyboard shortcut stay in the page's bundle
 * without the modal, whose unused code the minifier drops there, while the
 * modal itself (`@docsearch/react/modal`) comes in its own chunk when search
 * opens.
 */
export function docSearchModules(): Configuration {
  const esm = require.resolve('@docsearch/react/dist/esm/index.js');
  const forThePage = `${esm}?page`;
  return {
    resolve: {
      alias: {
        '@docsearch/react/button': forThePage,
        '@docsearch/react/useDocSearchKeyboardEvents': forThePage,
        '@docsearch/react/version': forThePage,
        '@docsearch/react/useTheme': forThePage,
        '@docsearch/react$': forThePage,
      },
    },
  };
}

export type SearchIndexOptions = {
  /** Hosted Algolia answers the search box; the shards are still written (`scripts/algolia-upload`). */
  hosted: boolean;
  /** This is the dev server's background index build (`dev/childBuild.ts`), not a site build. */
  devIndexBuild?: boolean;
};

/**
 * The child build's bundler cache in its own directory: the default one is
 * shared with `npm run build`, which may run at the same time.
 */
export function ownBundlerCache(config: Configuration, directory: string): Configuration {
  // Rspack (Docusaurus Faster): `experiments.cache`, typed by Rspack, not webpack.
  const rspackCache = (config.experiments as {cache?: unknown} | undefined)?.cache;
  if (rspackCache && typeof rspackCache === 'object') {
    return {
      experiments: {cache: {storage: {type: 'filesystem', directory}}},
    } as Configuration;
  }
  if (typeof config.cache === 'object' && config.cache.type === 'filesystem') {
    return {cache: {type: 'filesystem', cacheDirectory: directory}};
  }
  return {};
}

/** `npm start` of a site that answers search from its own index. */
function servesDevIndex(options: SearchIndexOptions): boolean {
  return process.env.NODE_ENV === 'development' && !options.hosted && !options.devIndexBuild;
}

export default function searchIndexPlugin(
  context: LoadContext,
  options: SearchIndexOptions,
): Plugin {
  const locale = context.i18n.currentLocale;
  const cacheDir = devIndexCacheDir(context.siteDir, locale);
  return {
    name: 'search-index',
    async contentLoaded({actions}) {
      const data: SearchIndexGlobalData = {
        engine: options.hosted ? 'algolia' : 'local',
        ...(servesDevIndex(options) ? {devIndex: true as const} : {}),
      };
      actions.setGlobalData(data);
    },
    getClientModules() {
      return options.hosted ? [] : [path.join(__dirname, 'local-engine.css')];
    },
    configureWebpack(config, isServer, {currentBundler}) {
      const engineSpecific: Configuration = {
        // The dev index's child build keeps a bundler cache of its own; a site build keys the
        // shared one by engine, since the module replacement below depends on it.
        ...(options.devIndexBuild
          ? ownBundlerCache(config, bundlerCacheDir(cacheDir))
          : cacheKeyedBy(config, `search-${options.hosted ? 'algolia' : 'local'}`)),
        ...(options.hosted ? {} : withoutAlgoliaPreconnect(currentBundler.instance as Bundler)),
        ...docSearchModules(),
      };
      if (options.devIndexBuild || isServer || config.mode !== 'development' || options.hosted) {
        return engineSpecific;
      }
      return {
        ...engineSpecific,
        devServer: {
          setupMiddlewares: (middlewares, devServer) => {
            const compiler = devServer.compiler as unknown as
              WatchedCompiler | {compilers: WatchedCompiler[]};
            const {middleware, scheduler} = startDevIndex({
              locale,
              baseUrl: context.baseUrl,
              compiler: 'compilers' in compiler ? (compiler.compilers[0] ?? null) : compiler,
              run: createChildBuildRunner({
                siteDir: context.siteDir,
                siteConfigPath: context.siteConfigPath,
                locale,
                baseUrl: context.baseUrl,
                cacheDir,
              }),
            });
            // Docusaurus ends the dev server with `process.exit()` on SIGINT and
            // SIGTERM: a running build is killed with it.
            process.once('exit', scheduler.stop);
            // First, so that the index's files are never taken for a page route.
            middlewares.unshift({name: 'search-index-dev', middleware});
            // Docusaurus has a `setupMiddlewares` of its own; webpack-merge calls
            // both and concatenates their results, and both change this same list.
            return [];
          },
        },
      };
    },
    async postBuild({outDir, routesPaths, siteConfig}) {
      const locale = context.i18n.currentLocale;
      const siteUrl = siteConfig.url.replace(/\/$/, '');
      const records = await buildRecords({
        outDir,
        routesPaths,
        baseUrl: siteConfig.baseUrl,
        siteUrl,
        locale,
      });
      // The locale's base URL (`/en/`), so a section is a folder of the docs, never the locale.
      await writeShards(records, {outDir, siteUrl, baseUrl: context.baseUrl, locale});
    },
  };
}
