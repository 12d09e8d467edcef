import fs from 'fs';
import os from 'os';
import path from 'path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it, vi} from 'vitest';
import diagramsPlugin from '.';
import type * as Render from './render';

// A machine without Chromium: the build must then find everything in the cache.
vi.mock('./render', async (importOriginal) => ({
  ...(await importOriginal<typeof Render>()),
  findChromium: () => null,
}));

function siteWithPage(page: string): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-plugin-'));
  fs.mkdirSync(path.join(siteDir, 'docs/payments'), {recursive: true});
  fs.writeFileSync(path.join(siteDir, 'docs/payments/pay.mdx'), page);
  return siteDir;
}

const plugin = (siteDir: string) => diagramsPlugin({siteDir} as LoadContext);

describe('the diagrams plugin', () => {
  it('watches the Markdown of the docs and the blog in both locales', () => {
    const watched = plugin('/site').getPathsToWatch?.() ?? [];
    expect(watched).toEqual([
      '/site/docs/**/*.{md,mdx}',
      '/site/i18n/en/docusaurus-plugin-content-docs/current/**/*.{md,mdx}',
      '/site/blog/**/*.{md,mdx}',
      '/site/i18n/en/docusaurus-plugin-content-blog/**/*.{md,mdx}',
    ]);
  });

  it('fails a build without Chromium on a diagram missing from the cache, saying where and what to run', async () => {
    const siteDir = siteWithPage('# Pay\n\n```mermaid\nsequenceDiagram\n  A->>B: pay\n```\n');
    await expect(plugin(siteDir).loadContent?.()).rejects.toThrow(
      /1 mermaid diagram\(s\)[\s\S]*docs\/payments\/pay\.mdx:3 \([0-9a-f]{16}\)[\s\S]*Run `npm run diagrams` on a machine with Chromium/,
    );
  });

  it('builds without Chromium when the pages have no diagram to render', async () => {
    const siteDir = siteWithPage('# Pay\n\nNo diagram here.\n');
    await expect(plugin(siteDir).loadContent?.()).resolves.toBeUndefined();
  });
});
