import {describe, expect, it} from 'vitest';
import {headersForPath, parseHeadersFile} from '../../../scripts/headers-file.mjs';
import {
  formatHeadersFile,
  headerRules,
  IMMUTABLE,
  overlongLines,
  REVALIDATE,
  type LocaleOutput,
} from './headersFile';

const CSP = "default-src 'self'; script-src 'self' 'sha256-AAAA'";

function served(baseUrl: string, locales: LocaleOutput[]) {
  const text = formatHeadersFile(headerRules({baseUrl, contentSecurityPolicy: CSP, locales}), [
    'a comment',
  ]);
  const rules = parseHeadersFile(text);
  return {text, headers: (path: string) => Object.fromEntries(headersForPath(rules, path))};
}

const SECURITY = {
  'content-security-policy': CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

describe('the _headers of a two-locale build', () => {
  const {text, headers} = served('/', [
    {locale: 'en', pathPrefix: '/en/', searchShards: ['docs-default-current.0255946e48.json']},
    {locale: 'ru', pathPrefix: '/', searchShards: ['docs-default-current.3a3006a7df.json']},
  ]);

  it('gives every path the security headers', () => {
    for (const path of ['/', '/payouts/payouts-intro', '/en/', '/assets/js/main.1a2b3c4d.js']) {
      expect(headers(path)).toMatchObject(SECURITY);
    }
  });

  it('caches hashed assets, search shards and diagrams of both locales for a year', () => {
    for (const path of [
      '/assets/js/main.1a2b3c4d.js',
      '/en/assets/css/styles.1a2b3c4d.css',
      '/search/docs-default-current.3a3006a7df.json',
      '/en/search/docs-default-current.0255946e48.json',
      '/diagrams/29b70e8a47fdbb53-light.svg',
      '/en/diagrams/29b70e8a47fdbb53.json',
    ]) {
      expect(headers(path)['cache-control'], path).toBe(IMMUTABLE);
    }
  });

  it('has the search manifests revalidated, and leaves HTML to the host default', () => {
    expect(headers('/search/manifest.json')['cache-control']).toBe(REVALIDATE);
    expect(headers('/en/search/manifest.json')['cache-control']).toBe(REVALIDATE);
    expect(headers('/payouts/payouts-intro')['cache-control']).toBeUndefined();
    // A shard of another build is not a known immutable file.
    expect(
      headers('/search/docs-default-current.ffffffffff.json')['cache-control'],
    ).toBeUndefined();
  });

  it('never sets one header twice for a path, which hosts would merge differently', () => {
    const rules = parseHeadersFile(text);
    for (const path of [
      '/assets/x',
      '/en/assets/x',
      '/diagrams/x-dark.svg',
      '/en/diagrams/x-dark.svg',
      '/search/manifest.json',
      '/en/search/manifest.json',
    ]) {
      const names = rules
        .filter((rule) => rule.pattern.test(path))
        .flatMap((rule) => rule.headers.map(([name]) => name.toLowerCase()));
      expect(new Set(names).size, path).toBe(names.length);
    }
  });

  it('starts with its comments and keeps every line within what Cloudflare Pages reads', () => {
    expect(text.startsWith('# a comment\n')).toBe(true);
    expect(overlongLines(text)).toEqual([]);
  });
});

describe('a site under a base URL', () => {
  const {headers} = served('/docs/', [
    {locale: 'ru', pathPrefix: '/docs/', searchShards: ['a.1234567890.json']},
    {locale: 'en', pathPrefix: '/docs/en/', searchShards: []},
  ]);

  it('puts every rule under the base URL', () => {
    expect(headers('/docs/payouts')).toMatchObject(SECURITY);
    expect(headers('/docs/assets/js/x.js')['cache-control']).toBe(IMMUTABLE);
    expect(headers('/docs/en/search/manifest.json')['cache-control']).toBe(REVALIDATE);
    expect(headers('/docs/search/a.1234567890.json')['cache-control']).toBe(IMMUTABLE);
    expect(headers('/assets/js/x.js')).toEqual({});
  });
});

describe('formatHeadersFile', () => {
  it('refuses a value that would start a new line', () => {
    expect(() => formatHeadersFile([{path: '/*', headers: [['X-Test', 'a\nB: c']]}], [])).toThrow(
      /span lines/,
    );
  });
});
