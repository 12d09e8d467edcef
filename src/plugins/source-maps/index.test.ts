import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import sourceMapsPlugin from './index';

type Configure = (config: object, isServer: boolean) => Record<string, unknown>;

function configure(enabled: boolean): Configure {
  return sourceMapsPlugin({} as LoadContext, {enabled}).configureWebpack as unknown as Configure;
}

describe('sourceMapsPlugin', () => {
  const rspack = {experiments: {cache: {type: 'persistent', version: 'client-production-ru'}}};

  it('gives the client bundle hidden source maps under its own cache version', () => {
    expect(configure(true)(rspack, false)).toEqual({
      devtool: 'hidden-source-map',
      experiments: {cache: {version: 'client-production-ru-source-maps'}},
    });
  });

  it('leaves the server bundle and a build without the switch alone', () => {
    expect(configure(true)(rspack, true)).toEqual({});
    expect(configure(false)(rspack, false)).toEqual({});
  });
});
