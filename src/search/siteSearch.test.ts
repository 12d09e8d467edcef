import {describe, expect, it, vi} from 'vitest';
import {
  cutQuery,
  localeIndexName,
  pinIndexName,
  SEARCH_MAX_QUERY_LENGTH,
  sharedLocalClient,
} from './siteSearch';

describe('what the search box and the search page share', () => {
  it('cuts a query to the 64 characters the search box accepts', () => {
    const long = 'подпись вебхука '.repeat(10);
    expect(SEARCH_MAX_QUERY_LENGTH).toBe(64);
    expect(cutQuery(long)).toBe(long.slice(0, 64));
    expect(cutQuery('refund')).toBe('refund');
  });

  it('gives each locale its own index name, so stored searches stay apart', () => {
    expect(localeIndexName('docs', 'ru')).not.toBe(localeIndexName('docs', 'en'));
  });

  it('sends every request to the real index, in both request forms, keeping the other methods', async () => {
    const search = vi.fn(async (input: unknown) => input);
    const client = {search, addAlgoliaAgent: vi.fn()};
    const pinned = pinIndexName(client, 'docs');
    await pinned.search({requests: [{indexName: 'docs.ru', query: 'hold'}]} as never);
    await pinned.search([{indexName: 'docs.en', params: {query: 'hold'}}] as never);
    expect(search.mock.calls).toEqual([
      [{requests: [{indexName: 'docs', query: 'hold'}]}],
      [[{indexName: 'docs', params: {query: 'hold'}}]],
    ]);
    expect(pinned.addAlgoliaAgent).toBe(client.addAlgoliaAgent);
  });

  it('shares one local client per locale index', () => {
    const ru = sharedLocalClient('/search/', 'https://docs.example');
    expect(sharedLocalClient('/search/', 'https://docs.example')).toBe(ru);
    expect(sharedLocalClient('/en/search/', 'https://docs.example')).not.toBe(ru);
    expect(sharedLocalClient('/search/', 'https://docs.example', true)).not.toBe(ru);
  });
});
