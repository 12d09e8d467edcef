/**
 * The Content-Security-Policy of a build: everything from the site's own
 * origin, inline scripts only by the hash of their text, and a third-party
 * host only for a hosted service the build was configured with.
 */
import {KAPA_PROXY_URL, RECAPTCHA_SCRIPT_URL} from '../../chat/hosts';

/** The hosted services a build talks to (`config/security.ts` reads them from the environment). */
export type HostedServices = {
  /** Hosted DocSearch: the Algolia application the search box queries. */
  algolia: {appId: string} | null;
  /** "Ask AI" answered by kapa.ai, with Google reCAPTCHA Enterprise in front of it. */
  hostedChat: boolean;
  /** Yandex Metrica: where its tag is loaded from. */
  metrica: {tagUrl: string} | null;
};

export const NO_HOSTED_SERVICES: HostedServices = {algolia: null, hostedChat: false, metrica: null};

type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'connect-src'
  | 'frame-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

type Sources = Partial<Record<Directive, string[]>>;

/**
 * Where the request console may send a reader's request when the reader
 * chooses another base URL than the sandbox in the browser: their own
 * `npm run sandbox` or server on this machine over http, or any API over
 * https. The console sends nothing anywhere by itself (by default the sandbox
 * runs in the page); these only let the reader's own choice through.
 */
export const REQUEST_CONSOLE_CONNECT_SOURCES = [
  'http://localhost:*',
  'http://127.0.0.1:*',
  'https:',
] as const;

/**
 * What the site needs from itself. Scripts: its bundles and the hashes of
 * its inline scripts, never 'unsafe-inline' or 'unsafe-eval'. Styles need
 * 'unsafe-inline': the server-rendered HTML has thousands of `style`
 * attributes (Prism colours every code token, React renders `style` props,
 * the theme sizes the sidebar), and attributes cannot be allowed by hash
 * without 'unsafe-hashes' and one hash per distinct value. Inline style
 * cannot run code; what it could reach (fonts, images) stays limited to the
 * sources below. `data:` images: the theme's CSS draws icons as data URIs.
 * Connections: the site itself, and the addresses a reader may send the
 * request console's requests to (`REQUEST_CONSOLE_CONNECT_SOURCES`).
 * Nothing may frame the site (clickjacking), and `<base>`, `<object>` and
 * foreign form targets are refused.
 */
function ownSources(scriptHashes: readonly string[]): Sources {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...REQUEST_CONSOLE_CONNECT_SOURCES],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

const APP_ID = /^[A-Za-z0-9]+$/;

/**
 * DocSearch's client (algoliasearch 5) reads from `<APPID>-dsn.algolia.net`
 * and falls back to `<APPID>-1..3.algolianet.com`. A CSP wildcard covers a
 * whole leftmost label only, so the three fallbacks are named one by one
 * rather than opening `*.algolianet.com` to every Algolia customer.
 */
export function algoliaSources(appId: string): Sources {
  if (!APP_ID.test(appId)) {
    throw new Error(`ALGOLIA_APP_ID must be letters and digits, got "${appId}".`);
  }
  return {
    'connect-src': [
      `https://${appId}-dsn.algolia.net`,
      ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`),
    ],
  };
}

/**
 * The hosted chat: the provider's API, and Google reCAPTCHA Enterprise,
 * which the SDK loads (only in hosted builds, after the terms are accepted):
 * its script and the code it pulls from gstatic, the frames it draws, and
 * its calls back to Google, as Google's reCAPTCHA FAQ lists for CSP. Paths
 * keep the allowance to reCAPTCHA, not all of www.google.com.
 */
export function hostedChatSources(): Sources {
  const recaptchaOrigin = new URL(RECAPTCHA_SCRIPT_URL).origin;
  return {
    'script-src': [`${recaptchaOrigin}/recaptcha/`, 'https://www.gstatic.com/recaptcha/'],
    'frame-src': [`${recaptchaOrigin}/recaptcha/`, 'https://recaptcha.google.com/recaptcha/'],
    'connect-src': [new URL(KAPA_PROXY_URL).origin, `${recaptchaOrigin}/recaptcha/`],
  };
}

/**
 * The hosts Metrica's tag reaches, after Yandex's "Installing a tag on a
 * site with CSP": the tag script and the code it loads (yastatic.net), and
 * the hosts it sends hits and Session Replay data to, over HTTPS and
 * WebSockets, with pixels and frames as fallbacks. Yandex lists some twenty
 * regional `mc.yandex.*` domains; these are the main ones, which keeps the
 * header within what CDNs accept (DEPLOYMENT.md says how to add more).
 */
export const METRICA_HOSTS = [
  'mc.yandex.ru',
  'mc.yandex.com',
  'mc.webvisor.com',
  'mc.webvisor.org',
] as const;

export function metricaSources(tagUrl: string): Sources {
  const https = METRICA_HOSTS.map((host) => `https://${host}`);
  return {
    'script-src': [new URL(tagUrl).origin, 'https://yastatic.net'],
    'connect-src': [...https, ...METRICA_HOSTS.map((host) => `wss://${host}`)],
    'img-src': https,
    'frame-src': ['blob:', ...https],
  };
}

/** `'sha256-…'`, the source expression allowing an inline script by its digest. */
export function hashSource(base64Digest: string): string {
  return `'sha256-${base64Digest}'`;
}

/** The policy header value: own sources plus those of each configured service. */
export function contentSecurityPolicy(options: {
  services: HostedServices;
  /** Source expressions of the build's inline scripts (`hashSource`). */
  scriptHashes: readonly string[];
}): string {
  const {services, scriptHashes} = options;
  const parts: Sources[] = [ownSources(scriptHashes)];
  if (services.algolia) parts.push(algoliaSources(services.algolia.appId));
  if (services.hostedChat) parts.push(hostedChatSources());
  if (services.metrica) parts.push(metricaSources(services.metrica.tagUrl));

  const merged = new Map<Directive, string[]>();
  for (const part of parts) {
    for (const [directive, sources] of Object.entries(part) as [Directive, string[]][]) {
      const list = merged.get(directive) ?? [];
      merged.set(directive, [...list, ...sources.filter((source) => !list.includes(source))]);
    }
  }
  return [...merged]
    .map(([directive, sources]) => `${directive} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
