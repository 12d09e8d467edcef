/**
 * postBuild: reads the built HTML of every route of the locale being built,
 * makes DocSearch records of it (`records.ts`) and writes one content-hashed
 * shard per docs tag to `search/`, with `search/manifest.json` naming them.
 * The in-browser search client loads these; `scripts/algolia-upload` can push
 * the same records to Algolia.
 *
 * The plugin also tells the browser which engine answers (global data), and
 * lets the dev server serve the shards of the last build: the dev server
 * renders no HTML to index.
 */
import {createHash} from 'crypto';
import fs from 'fs/promises';
import path from 'path';
import {existsSync} from 'fs';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
// Types only: what `devServer` in a webpack configuration may hold.
import type {} from 'webpack-dev-server';
import type {Configuration, NormalModuleReplacementPlugin} from 'webpack';
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

async function readBuiltPage(outDir: string, routePath: string): Promise<string | null> {
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

/** Writes the shards and the manifest; returns the manifest. */
export async function writeShards(
  records: SearchRecord[],
  options: {outDir: string; siteUrl: string; locale: string},
): Promise<ShardManifest> {
  const directory = path.join(options.outDir, SEARCH_DIR);
  await fs.mkdir(directory, {recursive: true});
  const byTag = new Map<string, SearchRecord[]>();
  for (const record of records) {
    const key = record.docusaurus_tag;
    byTag.set(key, [...(byTag.get(key) ?? []), record]);
  }
  const manifest: ShardManifest = {format: SHARD_FORMAT, language: options.locale, shards: []};
  for (const [tag, tagRecords] of [...byTag].sort(([a], [b]) => a.localeCompare(b))) {
    const json = JSON.stringify(compactShard(tagRecords, options.siteUrl));
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
    const file = `${tag}.${hash}.json`;
    await fs.writeFile(path.join(directory, file), json);
    manifest.shards.push({
      docusaurus_tag: tag,
      version: tagRecords[0]?.version[0] ?? 'current',
      file,
      records: tagRecords.length,
    });
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

export type SearchIndexOptions = {
  /** Hosted Algolia answers the search box; the shards are still written (`scripts/algolia-upload`). */
  hosted: boolean;
};

export default function searchIndexPlugin(
  context: LoadContext,
  options: SearchIndexOptions,
): Plugin {
  const lastBuildIndex = path.join(context.outDir, SEARCH_DIR);
  return {
    name: 'search-index',
    async contentLoaded({actions}) {
      const data: SearchIndexGlobalData = {engine: options.hosted ? 'algolia' : 'local'};
      actions.setGlobalData(data);
      if (
        process.env.NODE_ENV === 'development' &&
        !options.hosted &&
        !existsSync(path.join(lastBuildIndex, MANIFEST_FILE))
      ) {
        logger.warn(
          `Search in the dev server answers from the index of the last build, and there is none in ${logger.path(lastBuildIndex)}: run ${logger.code('npm run build')} once (until then the search box says it cannot load results).`,
        );
      }
    },
    getClientModules() {
      return options.hosted ? [] : [path.join(__dirname, 'local-engine.css')];
    },
    configureWebpack(config, isServer, {currentBundler}) {
      const engineSpecific = {
        // The replacement depends on the engine: a hosted build must not reuse a local one's modules.
        ...cacheKeyedBy(config, `search-${options.hosted ? 'algolia' : 'local'}`),
        ...(options.hosted ? {} : withoutAlgoliaPreconnect(currentBundler.instance as Bundler)),
      };
      if (isServer || config.mode !== 'development') return engineSpecific;
      return {
        ...engineSpecific,
        devServer: {
          static: [
            {
              publicPath: `${context.baseUrl}${SEARCH_DIR}/`,
              directory: lastBuildIndex,
              watch: false,
            },
          ],
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
      await writeShards(records, {outDir, siteUrl, locale});
    },
  };
}
