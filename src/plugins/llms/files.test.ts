import {describe, expect, it} from 'vitest';
import {llmsFullTxt, llmsTxt, twinFile, twinMarkdown, type LlmsSite} from './files';
import type {DocPage} from './pages';
import {twinPath} from './twinPath';

const page = (id: string, description: string): DocPage => ({
  id,
  title: `Title of ${id}`,
  description,
  permalink: `/en/${id}`,
  sourceDirName: '.',
  unlisted: false,
});

describe('twin addresses', () => {
  it('add .md to the page, index.md to a folder', () => {
    expect(twinPath('/payments/payment-hold')).toBe('/payments/payment-hold.md');
    expect(twinPath('/en/')).toBe('/en/index.md');
    expect(twinPath('/')).toBe('/index.md');
  });

  it('are files relative to the deployment root, under a base URL too', () => {
    expect(twinFile('/en/payments/payment-hold', '/')).toBe('en/payments/payment-hold.md');
    expect(twinFile('/', '/')).toBe('index.md');
    expect(twinFile('/docs/en/', '/docs/')).toBe('en/index.md');
  });
});

describe('twinMarkdown', () => {
  it('opens with the title, the description and where the page is, in the locale', () => {
    const text = twinMarkdown(
      {
        title: 'Holds',
        description: 'Block,\n then capture.',
        pageUrl: 'https://docs.x/en/hold',
        lastUpdated: '2026-11-20',
      },
      '\n## Flow {#flow}\n\nText.\n\n',
      'en',
    );
    expect(text).toBe(
      '# Holds\n\n> Block, then capture.\n\nPage on the site: https://docs.x/en/hold\nUpdated: 2026-11-20\n\n## Flow {#flow}\n\nText.\n',
    );
    expect(twinMarkdown({title: 'Т', description: '', pageUrl: 'u'}, 'Б', 'ru')).toBe(
      '# Т\n\nСтраница на сайте: u\n\nБ\n',
    );
  });
});

describe('llms.txt', () => {
  const site: LlmsSite = {
    locale: 'en',
    title: 'Ivelta API',
    summary: 'Documentation of the API',
    localeUrl: 'https://docs.x/en/',
    siteRootUrl: 'https://docs.x/',
    otherLanguageLlmsUrl: 'https://docs.x/llms.txt',
    twinUrl: (doc) => `https://docs.x${twinPath(doc.permalink)}`,
  };
  const text = llmsTxt(site, [
    {
      title: 'Payouts',
      pages: [page('payouts/intro', 'Seven ways\nto pay out.'), page('payouts/card', '')],
    },
  ]);

  it('follows llmstxt.org: H1, blockquote summary, H2 sections of links with descriptions', () => {
    expect(text.startsWith('# Ivelta API\n\n> Documentation of the API\n\n')).toBe(true);
    expect(text).toContain(
      '## Payouts\n\n- [Title of payouts/intro](https://docs.x/en/payouts/intro.md): Seven ways to pay out.\n- [Title of payouts/card](https://docs.x/en/payouts/card.md)\n',
    );
    expect(text.match(/^# /gm)).toHaveLength(1);
  });

  it('links the OpenAPI file at its stable addresses and the full text under Optional', () => {
    expect(text).toContain('(https://docs.x/openapi.yaml)');
    expect(text).toContain('(https://docs.x/openapi.json)');
    expect(text).toMatch(/## Optional\n\n- \[[^\]]+\]\(https:\/\/docs\.x\/en\/llms-full\.txt\)/);
    expect(text).toContain('(https://docs.x/llms.txt)');
  });

  it('llms-full.txt: the summary, then each twin, set apart by rules', () => {
    expect(llmsFullTxt(site, ['# A\n\nOne.\n', '# B\n\nTwo.\n'])).toBe(
      '# Ivelta API\n\n> Documentation of the API\n\n---\n\n# A\n\nOne.\n\n---\n\n# B\n\nTwo.\n',
    );
  });
});
