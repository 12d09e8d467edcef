import fs from 'fs';
import {createRequire} from 'module';
import os from 'os';
import path from 'path';
import {afterAll, afterEach, describe, expect, it, vi} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import searchIndexPlugin, {
  buildRecords,
  MANIFEST_FILE,
  SEARCH_DIR,
  sectionOf,
  SHARED_SECTION,
  shardGroups,
  SMALL_SECTION_BYTES,
  THEME_SEARCH_BAR_DIR,
  writeShards,
} from './index';
import {testRecord} from './testRecord';
import {createChildBuildRunner} from './dev/childBuild';
import type * as ChildBuild from './dev/childBuild';
import {startDevIndex} from './dev/service';
import type {ShardManifest} from './shard';
import {expandShard, type Shard} from './shard';
import type {SearchRecord} from './schema';

// The dev server's index would start a real build: these record what it would be given.
vi.mock('./dev/service', () => ({
  startDevIndex: vi.fn(() => ({middleware: 'dev index middleware', scheduler: {stop: vi.fn()}})),
}));
vi.mock('./dev/childBuild', async (original) => ({
  ...(await original<typeof ChildBuild>()),
  createChildBuildRunner: vi.fn(() => 'child build runner'),
}));

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
afterAll(() => fs.rmSync(outDir, {recursive: true, force: true}));

function builtPage(route: string, tag: string, title: string, extraHead = ''): void {
  const file = path.join(outDir, route.replace(/^\/en\/?/, ''), 'index.html');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(
    file,
    `<html lang="en"><head><meta name="docsearch:language" content="en">
<meta name="docsearch:docusaurus_tag" content="${tag}">${extraHead}</head>
<body><main><article><h1>${title}</h1><p>About ${title.toLowerCase()}.</p>
<h2 id="more">More</h2><p>Details of ${title.toLowerCase()}.</p></article></main></body></html>`,
  );
}

describe('the search index of a locale build', () => {
  builtPage('/en/payments/payment-hold', 'docs-default-current', 'Holds');
  builtPage('/en/blog/new-api', 'default', 'New API');
  builtPage('/en/blog', 'blog_posts_list', 'Blog');
  builtPage(
    '/en/payments/hidden',
    'docs-default-current',
    'Hidden',
    '<meta name="robots" content="noindex">',
  );
  builtPage('/en/404', 'default', 'Not found');

  it('writes one hashed shard per docs tag and a manifest, skipping noindex, lists and 404', async () => {
    const records = await buildRecords({
      outDir,
      routesPaths: [
        '/en/payments/payment-hold',
        '/en/blog/new-api',
        '/en/blog',
        '/en/payments/hidden',
        '/en/404',
        '/en/missing',
      ],
      baseUrl: '/en/',
      siteUrl: 'https://docs.example',
      locale: 'en',
    });
    const manifest = await writeShards(records, {
      outDir,
      siteUrl: 'https://docs.example',
      baseUrl: '/en/',
      locale: 'en',
    });
    const stored = JSON.parse(
      fs.readFileSync(path.join(outDir, SEARCH_DIR, MANIFEST_FILE), 'utf8'),
    ) as ShardManifest;
    expect(stored).toEqual(manifest);
    // Small sections share a shard: here every section is small.
    expect(manifest.shards.map(({docusaurus_tag, section}) => [docusaurus_tag, section])).toEqual([
      ['default', SHARED_SECTION],
      ['docs-default-current', SHARED_SECTION],
    ]);
    for (const shard of manifest.shards) {
      expect(shard.file).toMatch(
        new RegExp(`^${shard.docusaurus_tag}\\.${shard.section}\\.[0-9a-f]{10}\\.json$`),
      );
    }
    const docs = manifest.shards[1];
    const shard = JSON.parse(
      fs.readFileSync(path.join(outDir, SEARCH_DIR, docs?.file ?? ''), 'utf8'),
    ) as Shard;
    const expanded = expandShard(shard, 'https://docs.example');
    expect(expanded.map(({url}) => url)).toEqual([
      'https://docs.example/en/payments/payment-hold',
      'https://docs.example/en/payments/payment-hold',
      'https://docs.example/en/payments/payment-hold#more',
      'https://docs.example/en/payments/payment-hold#more',
    ]);
    expect(expanded[3]).toMatchObject({
      type: 'content',
      content: 'Details of holds.',
      hierarchy: {lvl0: 'Documentation', lvl1: 'Holds', lvl2: 'More', lvl3: null},
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      weight: {level: 0, position: 3},
    });
    // The shard keeps what the DocSearch records carry: expanding gives them back.
    const withoutId = (record: SearchRecord) => ({...record, objectID: ''});
    expect(expanded.map(withoutId)).toEqual(
      records
        .filter(({docusaurus_tag}) => docusaurus_tag === 'docs-default-current')
        .map(withoutId),
    );
  });
});

describe('shards by section', () => {
  const site = 'https://docs.example';
  const at = (url: string, content = 'text') =>
    testRecord({url: `${site}${url}`, url_without_anchor: `${site}${url}`, content});

  it("names a page's section by its first folder under the locale's base URL", () => {
    expect(sectionOf(at('/en/payouts/payout-card'), site, '/en/')).toBe('payouts');
    expect(sectionOf(at('/payouts/payout-card'), site, '/')).toBe('payouts');
    expect(sectionOf(at('/en/'), site, '/en/')).toBe('home');
  });

  it('gives a large section a shard of its own and puts the small ones together', () => {
    const long = 'x'.repeat(SMALL_SECTION_BYTES);
    const groups = shardGroups(
      [at('/reference/methods', long), at('/payouts/a'), at('/intro'), at('/payouts/b')],
      (record) => sectionOf(record, site, '/'),
    );
    expect(groups.map(([section, list]) => [section, list.map(({url}) => url)])).toEqual([
      ['reference', [`${site}/reference/methods`]],
      [SHARED_SECTION, [`${site}/intro`, `${site}/payouts/a`, `${site}/payouts/b`]],
    ]);
  });

  it('writes records that expand with unique ids across the shards of a tag', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-shards-'));
    try {
      const long = 'x'.repeat(SMALL_SECTION_BYTES);
      const records = [at('/reference/methods', long), at('/payouts/a'), at('/payouts/b')];
      const manifest = await writeShards(records, {
        outDir: dir,
        siteUrl: site,
        baseUrl: '/',
        locale: 'ru',
      });
      expect(manifest.shards.map(({section, records: count}) => [section, count])).toEqual([
        ['reference', 1],
        [SHARED_SECTION, 2],
      ]);
      const ids = manifest.shards.flatMap(({file}) =>
        expandShard(
          JSON.parse(fs.readFileSync(path.join(dir, SEARCH_DIR, file), 'utf8')) as Shard,
          site,
        ).map(({objectID}) => objectID),
      );
      expect(new Set(ids).size).toBe(3);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('the search-index plugin', () => {
  const siteDir = outDir;
  const localeContext = (locale: 'ru' | 'en') =>
    ({
      siteDir,
      siteConfigPath: path.join(siteDir, 'docusaurus.config.ts'),
      outDir: path.join(siteDir, 'build', locale === 'ru' ? '' : locale),
      baseUrl: locale === 'ru' ? '/' : '/en/',
      i18n: {currentLocale: locale, defaultLocale: 'ru'},
    }) as LoadContext;
  const context = localeContext('en');
  type Configure = (config: Record<string, unknown>, isServer: boolean) => unknown;
  const NormalModuleReplacementPlugin = vi.fn();
  const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin}}};
  const configureWebpack =
    (options: Parameters<typeof searchIndexPlugin>[1], locale = context): Configure =>
    (config, isServer) =>
      (
        searchIndexPlugin(locale, options).configureWebpack as unknown as (
          ...args: unknown[]
        ) => unknown
      )(config, isServer, utils);
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
    vi.clearAllMocks();
  });

  async function globalData(options: Parameters<typeof searchIndexPlugin>[1]) {
    let data: unknown;
    await searchIndexPlugin(context, options).contentLoaded?.({
      content: undefined,
      actions: {setGlobalData: (value: unknown) => (data = value)},
    } as never);
    return data;
  }

  it('tells the browser which engine answers, and in the dev server that it builds the index', async () => {
    process.env.NODE_ENV = 'production';
    expect(await globalData({hosted: false})).toEqual({engine: 'local'});
    expect(await globalData({hosted: true})).toEqual({engine: 'algolia'});
    process.env.NODE_ENV = 'development';
    expect(await globalData({hosted: false})).toEqual({engine: 'local', devIndex: true});
    expect(await globalData({hosted: true})).toEqual({engine: 'algolia'});
    // The background build itself is a production build, but says so too.
    expect(await globalData({hosted: false, devIndexBuild: true})).toEqual({engine: 'local'});
  });

  it('adds no dev server to production builds, server bundles or hosted search', () => {
    expect(configureWebpack({hosted: false})({mode: 'production'}, false)).not.toHaveProperty(
      'devServer',
    );
    expect(configureWebpack({hosted: false})({mode: 'development'}, true)).not.toHaveProperty(
      'devServer',
    );
    expect(configureWebpack({hosted: true})({mode: 'development'}, false)).not.toHaveProperty(
      'devServer',
    );
  });

  it("serves the dev server's own index first, next to what Docusaurus sets up", () => {
    const ours = configureWebpack({hosted: false})({mode: 'development'}, false) as {
      devServer: object;
    };
    // Merged as Docusaurus merges a plugin's devServer into its own (`start/webpack.js`).
    const requireFromCore = createRequire(require.resolve('@docusaurus/core/package.json'));
    const {merge} = requireFromCore('webpack-merge') as {
      merge: (...configs: object[]) => {
        setupMiddlewares: (middlewares: unknown[], devServer: unknown) => unknown[];
      };
    };
    const docusaurus = {
      setupMiddlewares: (middlewares: unknown[]) => {
        middlewares.unshift('eval source map');
        return middlewares;
      },
    };
    const compiler = {hooks: {}};
    const merged = merge(docusaurus, ours.devServer);
    expect(merged.setupMiddlewares(['dev middleware', 'static'], {compiler})).toEqual([
      {name: 'search-index-dev', middleware: 'dev index middleware'},
      'eval source map',
      'dev middleware',
      'static',
    ]);
    expect(startDevIndex).toHaveBeenCalledWith({
      locale: 'en',
      baseUrl: '/en/',
      compiler,
      run: 'child build runner',
    });
    expect(createChildBuildRunner).toHaveBeenCalledWith({
      siteDir,
      siteConfigPath: path.join(siteDir, 'docusaurus.config.ts'),
      locale: 'en',
      baseUrl: '/en/',
      cacheDir: path.join(siteDir, 'node_modules', '.cache', 'search-dev', 'en'),
    });
  });

  it("builds the default locale's index at its base URL", () => {
    const ours = configureWebpack({hosted: false}, localeContext('ru'))(
      {mode: 'development'},
      false,
    ) as {devServer: {setupMiddlewares: (middlewares: unknown[], devServer: unknown) => void}};
    ours.devServer.setupMiddlewares([], {compiler: {hooks: {}}});
    expect(createChildBuildRunner).toHaveBeenCalledWith(
      expect.objectContaining({locale: 'ru', baseUrl: '/'}),
    );
  });

  it('gives the background build a bundler cache of its own, and no dev server', () => {
    const cacheDir = path.join(siteDir, 'node_modules', '.cache', 'search-dev', 'en', 'rspack');
    const configure = configureWebpack({hosted: false, devIndexBuild: true});
    const rspack = {mode: 'production', experiments: {cache: {type: 'persistent', version: 'v'}}};
    for (const isServer of [false, true]) {
      const config = configure(rspack, isServer);
      expect(config).toMatchObject({
        experiments: {cache: {storage: {type: 'filesystem', directory: cacheDir}}},
      });
      expect(config).not.toHaveProperty('devServer');
    }
    expect(configure({mode: 'production', cache: {type: 'filesystem'}}, false)).toMatchObject({
      cache: {type: 'filesystem', cacheDirectory: cacheDir},
    });
    expect(configure({mode: 'production'}, false)).not.toHaveProperty('cache');
  });

  it('drops the Algolia preconnect hint from the theme SearchBar only when the own index answers', () => {
    const require = createRequire(import.meta.url);
    // The package's main is lib/index.js; its theme components sit beside it.
    const searchBarDir = path.join(
      path.dirname(require.resolve('@docusaurus/theme-search-algolia')),
      'theme/SearchBar',
    );
    expect(searchBarDir).toMatch(THEME_SEARCH_BAR_DIR);
    // The stub stands in for every Head of that module: it must hold nothing but the hint.
    const source = fs.readFileSync(path.join(searchBarDir, 'index.js'), 'utf8');
    const heads = [...source.matchAll(/<Head>([\s\S]*?)<\/Head>/g)];
    expect(heads).toHaveLength(1);
    expect(heads[0]?.[1]?.replace(/\{\/\*[\s\S]*?\*\/\}/g, '').trim()).toMatch(
      /^<link\s+rel="preconnect"\s+href=\{`https:\/\/\$\{props\.appId\}-dsn\.algolia\.net`\}\s+crossOrigin="anonymous"\s*\/>$/,
    );

    type Replacement = (data: {context: string; request: string}) => void;
    const configure = (hosted: boolean) =>
      configureWebpack({hosted})({mode: 'production'}, false) as {plugins?: unknown[]};

    expect(configure(true).plugins).toBeUndefined();
    expect(NormalModuleReplacementPlugin).not.toHaveBeenCalled();
    expect(configure(false).plugins).toHaveLength(1);
    const [pattern, replace] = (NormalModuleReplacementPlugin.mock.calls[0] ?? []) as [
      RegExp?,
      Replacement?,
    ];
    expect(pattern?.test('@docusaurus/Head')).toBe(true);
    expect(pattern?.test('@docusaurus/HeadX')).toBe(false);
    const fromSearchBar = {context: searchBarDir, request: '@docusaurus/Head'};
    const fromElsewhere = {
      context: path.join(searchBarDir, '..', 'Layout'),
      request: '@docusaurus/Head',
    };
    replace?.(fromSearchBar);
    replace?.(fromElsewhere);
    expect(fs.existsSync(fromSearchBar.request)).toBe(true);
    expect(fromElsewhere.request).toBe('@docusaurus/Head');
  });
});
