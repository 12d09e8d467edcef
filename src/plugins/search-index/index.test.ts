import fs from 'fs';
import os from 'os';
import path from 'path';
import {afterAll, describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import searchIndexPlugin, {buildRecords, MANIFEST_FILE, SEARCH_DIR, writeShards} from './index';
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
  type Configure = (config: {mode: string}, isServer: boolean) => unknown;

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
    const configure = searchIndexPlugin(context, {hosted: false})
      .configureWebpack as unknown as Configure;
    expect(configure({mode: 'development'}, false)).toEqual({
      devServer: {
        static: [
          {publicPath: '/en/search/', directory: path.join(outDir, 'en', 'search'), watch: false},
        ],
      },
    });
    expect(configure({mode: 'production'}, false)).toBeUndefined();
    expect(configure({mode: 'development'}, true)).toBeUndefined();
  });
});
