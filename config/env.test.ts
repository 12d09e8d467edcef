import {describe, expect, it} from 'vitest';
import {readEnv} from './env';

describe('readEnv', () => {
  it('defaults to a self-contained site: no Algolia, no Kapa, no Metrica', () => {
    const env = readEnv({});
    expect(env.algolia).toBeNull();
    expect(env.kapaIntegrationId).toBeNull();
    expect(env.metrica).toEqual({hashTrackingCounterId: null, sessionRecordingCounterId: null});
    expect(env.baseUrl).toBe('/');
    expect(env.siteUrl).toBe('https://docs.ivelta.example');
    expect(env.repository).toEqual({
      url: 'https://git.ivelta.example/docs/developer-docs',
      branch: 'main',
    });
    expect(env.e2eFixtures).toBe(false);
    expect(env.searchIndexDevBuild).toBe(false);
    expect(env.benchSourceMaps).toBe(false);
    expect(readEnv({BENCH_SOURCE_MAPS: 'true'}).benchSourceMaps).toBe(true);
  });

  it('uses Algolia only when all three of its variables are set', () => {
    const env = readEnv({
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_SEARCH_API_KEY: 'key',
      ALGOLIA_INDEX_NAME: 'docs',
    });
    expect(env.algolia).toEqual({appId: 'APP', searchApiKey: 'key', indexName: 'docs'});
    expect(() => readEnv({ALGOLIA_APP_ID: 'APP'})).toThrow(/ALGOLIA_SEARCH_API_KEY/);
  });

  it('treats blank values as unset', () => {
    expect(
      readEnv({KAPA_INTEGRATION_ID: '  ', METRICA_HASH_COUNTER_ID: ''}).kapaIntegrationId,
    ).toBeNull();
  });

  it('reads Metrica counter ids and rejects anything but a number', () => {
    const env = readEnv({METRICA_HASH_COUNTER_ID: '123', METRICA_RECORDING_COUNTER_ID: '456'});
    expect(env.metrica).toEqual({hashTrackingCounterId: 123, sessionRecordingCounterId: 456});
    expect(() => readEnv({METRICA_RECORDING_COUNTER_ID: 'abc'})).toThrow(
      /METRICA_RECORDING_COUNTER_ID/,
    );
  });

  it('reads the repository of "Edit this page" without a trailing slash', () => {
    expect(
      readEnv({REPOSITORY_URL: 'https://github.com/acme/docs/', REPOSITORY_BRANCH: 'trunk'})
        .repository,
    ).toEqual({url: 'https://github.com/acme/docs', branch: 'trunk'});
  });

  it('normalises the base URL to leading and trailing slashes', () => {
    expect(readEnv({BASE_URL: 'docs'}).baseUrl).toBe('/docs/');
    expect(readEnv({BASE_URL: '/docs/'}).baseUrl).toBe('/docs/');
  });
});
