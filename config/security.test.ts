import {describe, expect, it} from 'vitest';
import {DEFAULT_TAG_URL} from '../src/plugins/analytics';
import {REDIRECT_PAGE_SCRIPT} from '../src/plugins/redirect-pages';
import {readEnv} from './env';
import {securityHeadersOptions} from './security';

describe('securityHeadersOptions', () => {
  it('allows no hosted service when the environment sets none', () => {
    expect(securityHeadersOptions(readEnv({})).services).toEqual({
      algolia: null,
      hostedChat: false,
      metrica: null,
    });
  });

  it('allows each service the environment configures', () => {
    const env = readEnv({
      ALGOLIA_APP_ID: 'APP1',
      ALGOLIA_SEARCH_API_KEY: 'key',
      ALGOLIA_INDEX_NAME: 'docs',
      KAPA_INTEGRATION_ID: 'project',
      METRICA_RECORDING_COUNTER_ID: '123',
    });
    expect(securityHeadersOptions(env).services).toEqual({
      algolia: {appId: 'APP1'},
      hostedChat: true,
      metrica: {tagUrl: DEFAULT_TAG_URL},
    });
  });

  it('tells the plugin about the redirect pages written after it reads the build', () => {
    expect(securityHeadersOptions(readEnv({})).postBuildInlineScripts).toEqual([
      REDIRECT_PAGE_SCRIPT,
    ]);
  });
});
