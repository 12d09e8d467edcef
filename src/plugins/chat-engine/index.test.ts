import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import chatEnginePlugin, {LOCAL_ENGINE_STUBS} from './index';

const context = {} as LoadContext;
const sdkImports = (() => {
  const require = createRequire(import.meta.url);
  const sdk = fs.readFileSync(
    path.join(path.dirname(require.resolve('@kapaai/react-sdk')), 'index.mjs'),
    'utf8',
  );
  const found = new Map<string, string[]>();
  for (const [, names = '', module = ''] of sdk.matchAll(
    /^import\s+(.+?)\s+from\s+"((?:@fingerprintjs|@hcaptcha)\/[^"]+)";/gm,
  )) {
    found.set(
      module,
      /^\{/.test(names)
        ? names
            .replace(/[{}]/g, '')
            .split(',')
            .map((name) => name.trim())
        : ['default'],
    );
  }
  return found;
})();

describe('the chat-engine plugin', () => {
  it('stubs every tracking and captcha module the SDK imports, with the names it imports', async () => {
    expect([...sdkImports.keys()].sort()).toEqual(Object.keys(LOCAL_ENGINE_STUBS).sort());
    for (const [module, names] of sdkImports) {
      const stub = (await import(`./stubs/${LOCAL_ENGINE_STUBS[module]}.ts`)) as Record<
        string,
        unknown
      >;
      for (const name of names) expect(stub[name], `${module} ${name}`).toBeDefined();
    }
  });

  const configure = (engine: 'local' | 'kapa', config: object = {}) =>
    chatEnginePlugin(context, {engine}).configureWebpack?.(
      config as never,
      false,
      {} as never,
      {} as never,
    ) as {resolve?: {alias: Record<string, string>}; experiments?: {cache: {version: string}}};

  it('aliases them in local-engine builds only', () => {
    const local = configure('local').resolve?.alias ?? {};
    expect(Object.keys(local)).toContain('@hcaptcha/react-hcaptcha$');
    for (const stub of Object.values(local)) expect(fs.existsSync(stub)).toBe(true);
    expect(configure('kapa').resolve).toBeUndefined();
  });

  it('keeps the persistent cache of a local build apart from a hosted one', () => {
    const rspack = {
      experiments: {cache: {type: 'persistent', version: 'client-production-ru-3.10.2-abc'}},
    };
    expect(configure('local', rspack).experiments?.cache.version).toBe(
      'client-production-ru-3.10.2-abc-chat-local',
    );
    expect(configure('kapa', rspack).experiments?.cache.version).toBe(
      'client-production-ru-3.10.2-abc-chat-kapa',
    );
  });

  it('stubs that never track: no visitor id, no captcha widget', async () => {
    const {useVisitorData} = await import('./stubs/fingerprintjs-pro-react');
    await expect(useVisitorData().getData()).rejects.toThrow(/not part of the local chat engine/);
  });
});
