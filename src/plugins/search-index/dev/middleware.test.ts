import http from 'http';
import type {AddressInfo} from 'net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {BUILDING_RETRY_AFTER, createDevIndexMiddleware, type DevIndex} from './middleware';
import type {IndexState} from './scheduler';

const manifest = JSON.stringify({format: 1, language: 'en', shards: []});
const shard = JSON.stringify({format: 1, records: []});
const index: DevIndex = {
  files: new Map([
    ['manifest.json', Buffer.from(manifest)],
    ['docs-default-current.0123456789.json', Buffer.from(shard)],
  ]),
  records: 0,
};

let state: IndexState<DevIndex> = {status: 'building'};
let origin = '';
const server = http.createServer((request, response) =>
  createDevIndexMiddleware('/en/', () => state)(request, response, () => {
    // What the dev server would do with it: a page route or a static file.
    response.writeHead(200, {'Content-Type': 'text/plain'});
    response.end('passed on');
  }),
);

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, init?: RequestInit) => fetch(`${origin}${path}`, init);

describe("the dev server's answers for the search index", () => {
  it('while the first index is built: 503, building, try again later, not cached', async () => {
    state = {status: 'building'};
    for (const file of ['manifest.json', 'docs-default-current.0123456789.json']) {
      const response = await get(`/en/search/${file}`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(BUILDING_RETRY_AFTER));
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({status: 'building'});
    }
  });

  it("once ready: the index's files, revalidated each time; 404 for others", async () => {
    state = {status: 'ready', index, rebuilding: false};
    const response = await get('/en/search/manifest.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(manifest);
    expect(await (await get('/en/search/docs-default-current.0123456789.json')).text()).toBe(shard);
    const head = await get('/en/search/manifest.json', {method: 'HEAD'});
    expect(head.headers.get('content-length')).toBe(String(manifest.length));
    expect((await get('/en/search/default.aaaaaaaaaa.json')).status).toBe(404);
  });

  it('keeps serving the last index while a rebuild runs', async () => {
    state = {status: 'ready', index, rebuilding: true};
    expect(await (await get('/en/search/manifest.json')).text()).toBe(manifest);
  });

  it('after a failed build with no index to serve: 500 and the reason', async () => {
    state = {status: 'failed', error: new Error('docusaurus build ended with exit code 1')};
    const response = await get('/en/search/manifest.json');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      status: 'failed',
      message: 'docusaurus build ended with exit code 1',
    });
  });

  it('leaves everything else to the dev server: the search page, other locales, other methods', async () => {
    state = {status: 'building'};
    for (const path of [
      '/en/search',
      '/en/search/',
      '/en/search?q=refund',
      '/en/search/index.html',
      '/en/search/nested/file.json',
      '/search/manifest.json',
      '/en/intro',
    ]) {
      expect(await (await get(path)).text(), path).toBe('passed on');
    }
    expect(await (await get('/en/search/manifest.json', {method: 'POST'})).text()).toBe(
      'passed on',
    );
  });
});
