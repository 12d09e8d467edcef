import {describe, expect, it, vi} from 'vitest';
import type {SearchRecord} from '../plugins/search-index/schema';
import {compactShard, SHARD_FORMAT, type ShardManifest} from '../plugins/search-index/shard';
import {createLocalSearchClient, searchFailureReason, SearchUnavailableError} from './client';

const SITE = 'https://docs.example';

const records: SearchRecord[] = [
  {
    objectID: 'a',
    url: `${SITE}/payments/payment-hold#capture`,
    url_without_anchor: `${SITE}/payments/payment-hold`,
    anchor: 'capture',
    type: 'content',
    hierarchy: {
      lvl0: 'Платежи',
      lvl1: 'Холдирование',
      lvl2: 'Списание',
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: 'Спишите заблокированную сумму методом session/capture.',
    language: 'ru',
    version: ['current'],
    docusaurus_tag: 'docs-default-current',
    weight: {level: 0, position: 0, pageRank: 0},
  },
];
const shard = compactShard(records, SITE, 'payments');
const manifest: ShardManifest = {
  format: SHARD_FORMAT,
  language: 'ru',
  shards: [
    {
      docusaurus_tag: 'docs-default-current',
      section: 'payments',
      version: 'current',
      file: 'docs.1.json',
      records: 1,
    },
  ],
};

function fakeFetch(files: Record<string, unknown>) {
  return vi.fn(async (url: string | URL | Request) => {
    const name = String(url).replace('/search/', '');
    return name in files
      ? new Response(JSON.stringify(files[name]), {status: 200})
      : new Response('missing', {status: 404});
  }) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
}

describe('the local Algolia-compatible client', () => {
  it('answers both request forms in Algolia shape and loads the index once', async () => {
    const fetch = fakeFetch({'manifest.json': manifest, 'docs.1.json': shard});
    const client = createLocalSearchClient({indexUrl: '/search/', siteUrl: SITE, fetch});
    const docsearch = await client.search({
      requests: [
        {
          indexName: 'docs',
          query: 'спишите',
          facetFilters: [
            'language:ru',
            ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
          ],
          attributesToSnippet: ['content:3'],
          snippetEllipsisText: '…',
        },
      ],
    });
    const [result] = docsearch.results;
    expect(result).toMatchObject({index: 'docs', nbHits: 1, hitsPerPage: 20});
    expect(result?.hits[0]).toMatchObject({
      url: `${SITE}/payments/payment-hold#capture`,
      hierarchy: {lvl1: 'Холдирование', lvl2: 'Списание'},
    });
    expect(result?.hits[0]?._snippetResult.content.value).toBe(
      '<mark>Спишите</mark> заблокированную сумму …',
    );
    const helper = await client.search([
      {indexName: 'docs', params: {query: 'capture', hitsPerPage: 5}},
    ]);
    expect(helper.results[0]).toMatchObject({nbHits: 1, hitsPerPage: 5});
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('rejects like a RetryError when a shard cannot be loaded, and tries again later', async () => {
    const fetch = fakeFetch({'manifest.json': manifest});
    const client = createLocalSearchClient({indexUrl: '/search/', siteUrl: SITE, fetch});
    const failure = client.search([{query: 'hold'}]);
    await expect(failure).rejects.toBeInstanceOf(SearchUnavailableError);
    await expect(failure).rejects.toMatchObject({name: 'RetryError'});
    await client.search([{query: 'hold'}]).catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  describe('in the dev server, whose index is built after it starts', () => {
    /** The dev server's answers: building, then failed or ready, as the test says. */
    function devServer() {
      const server = {state: 'building' as 'building' | 'failed' | 'ready'};
      const ready = fakeFetch({'manifest.json': manifest, 'docs.1.json': shard});
      const fetch = vi.fn(async (url: string | URL | Request) => {
        if (server.state === 'ready') return ready(url);
        return server.state === 'building'
          ? new Response(JSON.stringify({status: 'building'}), {
              status: 503,
              headers: {'Retry-After': '10'},
            })
          : new Response(JSON.stringify({status: 'failed', message: 'exit code 1'}), {
              status: 500,
            });
      }) as unknown as typeof globalThis.fetch;
      return {server, fetch};
    }

    it('says the index is being built, and a later search finds it once it is', async () => {
      const {server, fetch} = devServer();
      const client = createLocalSearchClient({
        indexUrl: '/search/',
        siteUrl: SITE,
        fetch,
        devIndex: true,
      });
      const building = await client.search([{query: 'спишите'}]).catch((error: unknown) => error);
      // DocSearch and the search page see the failure they already handle, with its reason.
      expect(building).toBeInstanceOf(SearchUnavailableError);
      expect(building).toMatchObject({name: 'RetryError', reason: 'building'});
      expect(searchFailureReason(building)).toBe('building');
      await client.prefetch();

      server.state = 'ready';
      const found = await client.search([{query: 'спишите'}]);
      expect(found.results[0]?.nbHits).toBe(1);
    });

    it('says the build failed', async () => {
      const {server, fetch} = devServer();
      server.state = 'failed';
      const client = createLocalSearchClient({
        indexUrl: '/search/',
        siteUrl: SITE,
        fetch,
        devIndex: true,
      });
      const failure = await client.search([{query: 'hold'}]).catch((error: unknown) => error);
      expect(searchFailureReason(failure)).toBe('build-failed');
      expect((failure as Error).message).toMatch(/exit code 1/);
    });

    it('takes any other failed answer for an unreachable index', async () => {
      const fetch = vi.fn(async () => new Response('<h1>Service Unavailable</h1>', {status: 503}));
      const client = createLocalSearchClient({
        indexUrl: '/search/',
        siteUrl: SITE,
        fetch: fetch as unknown as typeof globalThis.fetch,
        devIndex: true,
      });
      const failure = await client.search([{query: 'hold'}]).catch((error: unknown) => error);
      expect(searchFailureReason(failure)).toBe('unreachable');
    });
  });

  it("outside the dev server, a 503 that says 'building' is just a failure", async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({status: 'building'}), {status: 503}),
    ) as unknown as typeof globalThis.fetch;
    const client = createLocalSearchClient({indexUrl: '/search/', siteUrl: SITE, fetch});
    const failure = await client.search([{query: 'hold'}]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SearchUnavailableError);
    expect(searchFailureReason(failure)).toBe('unreachable');
    expect(searchFailureReason(new Error('anything else'))).toBe('unreachable');
  });
});
