import fs from 'fs';
import os from 'os';
import path from 'path';
import {afterAll, describe, expect, it} from 'vitest';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {headersForPath, parseHeadersFile} from '../../../scripts/headers-file.mjs';
import securityHeadersPlugin, {type SecurityHeadersOptions} from './index';
import {scriptDigest} from './inlineScripts';
import {NO_HOSTED_SERVICES} from './policy';

type PostBuildProps = Parameters<NonNullable<Plugin<void>['postBuild']>>[0];

const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'security-headers-'));
afterAll(() => fs.rmSync(temporary, {recursive: true, force: true}));

/** What a stand-in for another plugin's postBuild writes meanwhile. */
const LATE_PAGE_SCRIPT = 'redirect()';
const OPTIONS: SecurityHeadersOptions = {
  services: NO_HOSTED_SERVICES,
  postBuildInlineScripts: [LATE_PAGE_SCRIPT],
};

const LOCALE_DIRS = {ru: '', en: 'en/'} as const;
type Locale = keyof typeof LOCALE_DIRS;

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, text);
}

const page = (script: string, extra = '') =>
  `<!doctype html><html><head><script type="application/ld+json">{}</script></head><body><script>${script}</script>${extra}<div id="__docusaurus"></div></body></html>`;

type LocaleBuild = {
  root: string;
  locale: Locale;
  /** Route (within the locale) → its inline script. */
  pages: Record<string, string>;
  /** `docusaurus build --locale en`: that locale alone, at the root. */
  alone?: boolean;
  /** Docusaurus empties the locale's folder first; a build in another order might not. */
  clear?: boolean;
  extraHtml?: string;
};

/**
 * One locale's build as Docusaurus runs it: the rendered pages exist when
 * postBuild starts; the search index and the redirect pages are written by
 * other plugins while this one runs.
 */
async function buildLocale({
  root,
  locale,
  pages,
  alone = false,
  clear = true,
  extraHtml = '',
}: LocaleBuild) {
  const dir = alone ? '' : LOCALE_DIRS[locale];
  const outDir = path.join(root, dir);
  if (clear) fs.rmSync(outDir, {recursive: true, force: true});
  const baseUrl = `/${dir}`;
  const routesPaths = ['/404.html', ...Object.keys(pages)].map((route) =>
    route === '/404.html' ? `${baseUrl}404.html` : `${baseUrl}${route.replace(/^\//, '')}`,
  );
  for (const [route, script] of Object.entries(pages)) {
    const relative = route.replace(/^\//, '');
    write(path.join(outDir, relative, 'index.html'), page(script, extraHtml));
  }
  write(path.join(outDir, '404.html'), page(`notFound("${locale}")`));
  const context = {
    outDir,
    baseUrl,
    siteDir: temporary,
    siteConfig: {staticDirectories: ['no-static-here']},
    i18n: {
      defaultLocale: 'ru',
      currentLocale: locale,
      locales: ['ru', 'en'],
      localeConfigs: {
        ru: {baseUrl: '/'},
        en: {baseUrl: alone ? '/' : '/en/'},
      },
    },
  } as unknown as LoadContext;
  const plugin = securityHeadersPlugin(context, OPTIONS);
  const otherPlugins = setTimeout(() => {
    write(path.join(outDir, 'old.html', 'index.html'), page(LATE_PAGE_SCRIPT));
    write(
      path.join(outDir, 'search', 'manifest.json'),
      JSON.stringify({
        format: 1,
        language: locale,
        shards: [{file: `docs.${locale}00000000.json`}],
      }),
    );
  }, 300);
  await plugin.postBuild?.({
    outDir,
    baseUrl,
    routesPaths,
    plugins: [{name: 'search-index'}, {name: 'ivelta-security-headers'}],
  } as unknown as PostBuildProps);
  clearTimeout(otherPlugins);
}

function headersOf(root: string) {
  const rules = parseHeadersFile(fs.readFileSync(path.join(root, '_headers'), 'utf8'));
  return (pathname: string) => Object.fromEntries(headersForPath(rules, pathname));
}

function scriptSources(root: string): string[] {
  const policy = headersOf(root)('/')['content-security-policy'] ?? '';
  const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '));
  return (scriptSrc ?? '').split(' ').slice(1);
}

const hashOf = (script: string) => `'sha256-${scriptDigest(script)}'`;

const RU = {'/': 'theme()', '/payouts': 'theme()', '/ru-only': 'russian()'};
const EN = {'/': 'theme()', '/en-only': 'english()'};
const EVERY_SCRIPT = [
  'theme()',
  'russian()',
  'english()',
  'notFound("ru")',
  'notFound("en")',
  LATE_PAGE_SCRIPT,
];

describe('the _headers of a whole build', () => {
  it('allows the inline scripts of every locale when built as Docusaurus does (root locale first)', async () => {
    const root = path.join(temporary, 'in-order');
    await buildLocale({root, locale: 'ru', pages: RU});
    // After the first locale, the file is already right for what is built.
    expect(scriptSources(root).sort()).toEqual(
      [
        "'self'",
        ...['theme()', 'russian()', 'notFound("ru")', LATE_PAGE_SCRIPT].map(hashOf),
      ].sort(),
    );
    await buildLocale({root, locale: 'en', pages: EN});
    expect(scriptSources(root).sort()).toEqual(["'self'", ...EVERY_SCRIPT.map(hashOf)].sort());
  });

  it('is the same whichever locale builds last', async () => {
    const root = path.join(temporary, 'reversed');
    await buildLocale({root, locale: 'en', pages: EN});
    await buildLocale({root, locale: 'ru', pages: RU, clear: false});
    expect(scriptSources(root).sort()).toEqual(["'self'", ...EVERY_SCRIPT.map(hashOf)].sort());
    // Not just the same policy: the same file.
    const inOrder = fs.readFileSync(path.join(temporary, 'in-order', '_headers'), 'utf8');
    expect(fs.readFileSync(path.join(root, '_headers'), 'utf8')).toBe(inOrder);
  });

  it('caches the search shards of every locale, once its index is written', async () => {
    const root = path.join(temporary, 'in-order');
    const headers = headersOf(root);
    expect(headers('/search/docs.ru00000000.json')['cache-control']).toMatch(/immutable/);
    expect(headers('/en/search/docs.en00000000.json')['cache-control']).toMatch(/immutable/);
    expect(headers('/en/search/manifest.json')['cache-control']).toBe('no-cache');
  });

  it('describes a single-locale build alone, at the root', async () => {
    const root = path.join(temporary, 'english-alone');
    await buildLocale({root, locale: 'en', pages: EN, alone: true});
    expect(scriptSources(root).sort()).toEqual(
      [
        "'self'",
        ...['theme()', 'english()', 'notFound("en")', LATE_PAGE_SCRIPT].map(hashOf),
      ].sort(),
    );
    const headers = headersOf(root);
    expect(headers('/search/docs.en00000000.json')['cache-control']).toMatch(/immutable/);
    expect(headers('/en/search/manifest.json')).not.toHaveProperty('cache-control');
  });

  it('stops the build on an inline event handler', async () => {
    const root = path.join(temporary, 'handler');
    await expect(
      buildLocale({root, locale: 'ru', pages: RU, extraHtml: '<img src="x" onerror="go()">'}),
    ).rejects.toThrow(/onerror/);
  });

  it('stops the build when a route has no page to read', async () => {
    const root = path.join(temporary, 'missing');
    const context = {
      outDir: root,
      baseUrl: '/',
      siteDir: temporary,
      siteConfig: {staticDirectories: []},
      i18n: {
        defaultLocale: 'ru',
        currentLocale: 'ru',
        locales: ['ru'],
        localeConfigs: {ru: {baseUrl: '/'}},
      },
    } as unknown as LoadContext;
    fs.mkdirSync(root, {recursive: true});
    await expect(
      securityHeadersPlugin(context, OPTIONS).postBuild?.({
        outDir: root,
        baseUrl: '/',
        routesPaths: ['/nowhere'],
        plugins: [],
      } as unknown as PostBuildProps),
    ).rejects.toThrow(/no page was rendered for route \/nowhere/);
  });
});
