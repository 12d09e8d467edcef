import {describe, expect, it} from 'vitest';
import {cacheKeyedBy} from './bundlerCache';

describe('cacheKeyedBy', () => {
  it('adds the key to the version of a persistent Rspack or webpack cache', () => {
    const rspack = {
      experiments: {cache: {type: 'persistent', version: 'client-production-ru-3.10.2-abc'}},
    };
    expect(cacheKeyedBy(rspack as never, 'chat-local')).toEqual({
      experiments: {cache: {version: 'client-production-ru-3.10.2-abc-chat-local'}},
    });
    expect(cacheKeyedBy({cache: {type: 'filesystem', version: 'v'}}, 'chat-kapa')).toEqual({
      cache: {type: 'filesystem', version: 'v-chat-kapa'},
    });
  });

  it('leaves a build without a persistent cache alone (dev server, DOCUSAURUS_NO_PERSISTENT_CACHE)', () => {
    expect(cacheKeyedBy({cache: true}, 'chat-local')).toEqual({});
  });
});
