import fs from 'fs';
import os from 'os';
import path from 'path';
import {afterAll, describe, expect, it, vi} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import {createRequire} from 'module';
import searchIndexPlugin, {
  buildRecords,
  MANIFEST_FILE,
  SEARCH_DIR,
  THEME_SEARCH_BAR_DIR,
  writeShards,
} from './index';
import type {ShardManifest} from './shard';
import {expandShard, type Shard} from './shard';
import type {SearchRecord} from './schema';

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
      locale: 'en',
    });
    const stored = JSON.parse(
      fs.readFileSync(path.join(outDir, SEARCH_DIR, MANIFEST_FILE), 'utf8'),
    ) as ShardManifest;
    expect(stored).toEqual(manifest);
    expect(manifest.shards.map(({docusaurus_tag}) => docusaurus_tag)).toEqual([
      'default',
      'docs-default-current',
    ]);
    for (const shard of manifest.shards) {
      expect(shard.file).toMatch(new RegExp(`^${shard.docusaurus_tag}\\.[0-9a-f]{10}\\.json$`));
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

describe('the search-index plugin', () => {
  const context = {outDir: path.join(outDir, 'en'), baseUrl: '/en/'} as LoadContext;

  it('tells the browser which engine answers', async () => {
    for (const hosted of [false, true]) {
      let data: unknown;
      const plugin = searchIndexPlugin(context, {hosted});
      await plugin.contentLoaded?.({
        content: undefined,
        actions: {setGlobalData: (value: unknown) => (data = value)},
      } as never);
      expect(data).toEqual({engine: hosted ? 'algolia' : 'local'});
    }
  });

  it("serves the last build's index from the dev server only", () => {
    const plugin = searchIndexPlugin(context, {hosted: false}).configureWebpack as unknown as (
      ...args: unknown[]
    ) => unknown;
    const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin: vi.fn()}}};
    const configure = (config: {mode: string}, isServer: boolean) =>
      plugin(config, isServer, utils);
    expect(configure({mode: 'development'}, false)).toMatchObject({
      devServer: {
        static: [
          {publicPath: '/en/search/', directory: path.join(outDir, 'en', 'search'), watch: false},
        ],
      },
    });
    expect(configure({mode: 'production'}, false)).not.toHaveProperty('devServer');
    expect(configure({mode: 'development'}, true)).not.toHaveProperty('devServer');
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
    const NormalModuleReplacementPlugin = vi.fn();
    const bundler = {NormalModuleReplacementPlugin};
    const configure = (hosted: boolean) =>
      (
        searchIndexPlugin(context, {hosted}).configureWebpack as unknown as (
          ...args: unknown[]
        ) => {plugins?: unknown[]}
      )({mode: 'production'}, false, {currentBundler: {instance: bundler}});

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
