import fs from 'fs';
import {createRequire} from 'module';
import {describe, expect, it} from 'vitest';
import {KAPA_PROXY_URL, RECAPTCHA_SCRIPT_URL} from '../../chat/hosts';
import {DEFAULT_TAG_URL} from '../analytics';
import {
  contentSecurityPolicy,
  hashSource,
  NO_HOSTED_SERVICES,
  REQUEST_CONSOLE_CONNECT_SOURCES,
  type HostedServices,
} from './policy';

const HASHES = [hashSource('AAAA'), hashSource('BBBB')];

/** The policy as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

const policyWith = (services: Partial<HostedServices>) =>
  directives(
    contentSecurityPolicy({
      services: {...NO_HOSTED_SERVICES, ...services},
      scriptHashes: HASHES,
    }),
  );

/** Sources that name another site. */
const thirdParty = (sources: string[]) =>
  sources.filter((source) => /^(https?|wss?):/.test(source) || source === 'blob:');

describe('the policy of a build with no hosted service', () => {
  const policy = policyWith({});

  it("lets scripts run only from the site and by their hashes, never 'unsafe-inline' or eval", () => {
    expect(policy.get('script-src')).toEqual(["'self'", ...HASHES]);
  });

  it('names no third-party host in any directive, but lets the request console reach what a reader chooses', () => {
    for (const [name, sources] of policy) {
      const readerChosen: readonly string[] =
        name === 'connect-src' ? REQUEST_CONSOLE_CONNECT_SOURCES : [];
      expect(
        thirdParty(sources).filter((source) => !readerChosen.includes(source)),
        name,
      ).toEqual([]);
    }
    // This machine over http (npm run sandbox), any API over https; no other plain http.
    expect(REQUEST_CONSOLE_CONNECT_SOURCES).toEqual([
      'http://localhost:*',
      'http://127.0.0.1:*',
      'https:',
    ]);
  });

  it('locks down what a strict policy should', () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('connect-src')).toEqual(["'self'", ...REQUEST_CONSOLE_CONNECT_SOURCES]);
    // Style attributes of the rendered HTML (see policy.ts): inline styles only.
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe('each hosted service adds its own hosts, and nothing else', () => {
  const local = policyWith({});
  /** Sources a service adds, per directive. */
  function added(services: Partial<HostedServices>): Record<string, string[]> {
    const policy = policyWith(services);
    const result: Record<string, string[]> = {};
    for (const [name, sources] of policy) {
      const extra = sources.filter((source) => !(local.get(name) ?? []).includes(source));
      if (extra.length) result[name] = extra;
    }
    // No directive lost anything the local build had.
    for (const [name, sources] of local) {
      expect(policy.get(name)).toEqual(expect.arrayContaining(sources));
    }
    return result;
  }

  it('Algolia: the read host and fallbacks of that application only', () => {
    expect(added({algolia: {appId: 'BH4D9OD16A'}})).toEqual({
      'connect-src': [
        'https://BH4D9OD16A-dsn.algolia.net',
        'https://BH4D9OD16A-1.algolianet.com',
        'https://BH4D9OD16A-2.algolianet.com',
        'https://BH4D9OD16A-3.algolianet.com',
      ],
    });
  });

  it('refuses an Algolia application id that could smuggle in a directive', () => {
    expect(() => policyWith({algolia: {appId: 'X; script-src *'}})).toThrow(/ALGOLIA_APP_ID/);
  });

  it('hosted chat: the provider API and reCAPTCHA, limited to its paths', () => {
    expect(added({hostedChat: true})).toEqual({
      'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
      'connect-src': ['https://proxy.kapa.ai', 'https://www.google.com/recaptcha/'],
    });
  });

  it('Metrica: the tag, its code, and the hosts it reports to', () => {
    const metrica = added({metrica: {tagUrl: DEFAULT_TAG_URL}});
    expect(metrica['script-src']).toEqual(['https://mc.yandex.ru', 'https://yastatic.net']);
    expect(metrica['img-src']).toEqual(expect.arrayContaining(['https://mc.yandex.ru']));
    expect(metrica['connect-src']).toEqual(
      expect.arrayContaining(['https://mc.yandex.ru', 'wss://mc.yandex.ru']),
    );
    expect(metrica['frame-src']).toEqual(expect.arrayContaining(['blob:', 'https://mc.yandex.ru']));
    expect(Object.keys(metrica).sort()).toEqual([
      'connect-src',
      'frame-src',
      'img-src',
      'script-src',
    ]);
    // A mirror of the tag is allowed where it is, not instead of Yandex's hosts.
    expect(added({metrica: {tagUrl: 'https://stats.example/tag.js'}})['script-src']).toEqual([
      'https://stats.example',
      'https://yastatic.net',
    ]);
  });

  it('all of them together keep one source list per directive', () => {
    const policy = contentSecurityPolicy({
      services: {
        algolia: {appId: 'APP'},
        hostedChat: true,
        metrica: {tagUrl: DEFAULT_TAG_URL},
      },
      scriptHashes: HASHES,
    });
    const names = policy.split('; ').map((directive) => directive.split(' ')[0]);
    expect(new Set(names).size).toBe(names.length);
    expect(policy).not.toMatch(/'unsafe-eval'/);
    expect(directives(policy).get('script-src')).not.toContain("'unsafe-inline'");
  });
});

describe('the hosts the hosted chat is allowed', () => {
  it('are the ones the pinned SDK uses', () => {
    const sdk = fs.readFileSync(
      createRequire(import.meta.url).resolve('@kapaai/react-sdk'),
      'utf8',
    );
    expect(sdk).toContain(`"${KAPA_PROXY_URL}"`);
    expect(sdk).toContain(`${RECAPTCHA_SCRIPT_URL}?render=`);
  });
});
