import fs from 'fs';
import os from 'os';
import path from 'path';
import {afterAll, describe, expect, it} from 'vitest';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from '@docusaurus/plugin-client-redirects';
import createRedirectPageContent from '@docusaurus/plugin-client-redirects/lib/createRedirectPageContent';
import redirectPagesPlugin, {REDIRECT_PAGE_SCRIPT, withSharedScript} from './index';

type PostBuildProps = Parameters<NonNullable<Plugin<void>['postBuild']>>[0];

/** Where the shared script sends a reader who opened `from` on a page whose canonical link is `to`. */
function destination(to: string, from: string): string {
  const location = new URL(from);
  const window = {
    location: {
      href: location.href,
      search: location.search,
      hash: location.hash,
    },
  };
  const document = {
    querySelector: (selector: string) =>
      selector === 'link[rel="canonical"]' ? {getAttribute: () => to} : null,
  };
  new Function('window', 'document', REDIRECT_PAGE_SCRIPT)(window, document);
  return window.location.href;
}

describe('the shared redirect script', () => {
  it('forwards the query and fragment to a bare target, as upstream does', () => {
    expect(
      destination('/documents/landing-legal', 'https://d.example/documents/online?a=1#x'),
    ).toBe('https://d.example/documents/landing-legal?a=1#x');
    expect(destination('/en/intro', 'https://d.example/en/intro.html')).toBe(
      'https://d.example/en/intro',
    );
  });

  it('keeps a target that has its own query or fragment as it is', () => {
    expect(destination('/reference/errors#card', 'https://d.example/old?a=1#x')).toBe(
      'https://d.example/reference/errors#card',
    );
    expect(destination('/search?q=a', 'https://d.example/find#x')).toBe(
      'https://d.example/search?q=a',
    );
  });
});

describe('withSharedScript', () => {
  it("replaces upstream's per-target script and keeps the meta refresh and canonical link", () => {
    const upstream = createRedirectPageContent({toUrl: '/payouts/payouts-intro'});
    const page = withSharedScript(upstream);
    expect(page).toContain(`<script>${REDIRECT_PAGE_SCRIPT}</script>`);
    expect(page).not.toContain("window.location.href = '");
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/payouts/payouts-intro">');
    expect(page).toContain('<link rel="canonical" href="/payouts/payouts-intro" />');
    expect(page.match(/<script/g)).toHaveLength(1);
  });

  it('refuses a page it does not recognise', () => {
    expect(() => withSharedScript('<html><script>go()</script></html>')).toThrow(/template/);
  });
});

describe('the plugin', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'redirect-pages-'));
  afterAll(() => fs.rmSync(outDir, {recursive: true, force: true}));

  it('writes every redirect page upstream would, each with the shared script only', async () => {
    const siteConfig = {
      trailingSlash: undefined,
      future: {experimental_router: 'browser'},
    } as unknown as LoadContext['siteConfig'];
    const options: PluginOptions = {
      id: 'default',
      redirects: [{from: '/old', to: '/new'}],
      fromExtensions: ['html'],
      toExtensions: [],
    };
    const plugin = redirectPagesPlugin({siteConfig} as LoadContext, options);
    await plugin?.postBuild?.({
      routesPaths: ['/en/new', '/en/404.html'],
      baseUrl: '/en/',
      outDir,
      siteConfig,
    } as unknown as PostBuildProps);
    const pages = ['old/index.html', 'new.html/index.html'].map((file) =>
      fs.readFileSync(path.join(outDir, file), 'utf8'),
    );
    for (const page of pages) {
      expect(page).toContain(`<script>${REDIRECT_PAGE_SCRIPT}</script>`);
      expect(page).toContain('<link rel="canonical" href="/en/new" />');
    }
  });
});
