/**
 * Docs for machines and the page tools (issue 21): the Markdown twin of every
 * doc page, llms.txt and llms-full.txt, the OpenAPI file at stable addresses,
 * the "Copy page" control, "Edit this page", "last updated" and the sitemap's
 * lastmod, on the production e2e build.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import * as cheerio from 'cheerio';
import YAML from 'yaml';
import {twinPath} from '../../src/plugins/llms/twinPath';
import {expect, forgiveConsoleErrors, test, visit} from './fixtures';
import {
  docRoutes,
  localized,
  locales,
  restrictedRoutes,
  toolRoutes,
  type LocaleCase,
} from './spec-routes';

const SITE_URL = 'https://docs.ivelta.example';
const OPENAPI_SOURCE = 'openapi/payment-api.yaml';
/** Every doc page: the spec's routes, the tools and the home page, which is a doc too. */
const DOC_PAGES = ['/', ...docRoutes, ...toolRoutes];
const RESTRICTED = new Set(restrictedRoutes());
const LISTED_PAGES = DOC_PAGES.filter((route) => !RESTRICTED.has(route));
const SOURCE_DIR = {ru: 'docs', en: 'i18n/en/docusaurus-plugin-content-docs/current'} as const;

/** Size budgets, generous: the figures themselves are in `npm run bench`. */
const MAX_LLMS_TXT_BYTES = 100 * 1024;
const MAX_LLMS_FULL_BYTES = 6 * 1024 * 1024;

const strictUtf8 = new TextDecoder('utf-8', {fatal: true});

/** The content of a doc page as the build rendered it. */
function renderedContent(html: string) {
  const $ = cheerio.load(html);
  const content = $('article .theme-doc-markdown');
  const headingIds = content
    .find('h2[id], h3[id], h4[id]')
    .map((_, heading) => $(heading).attr('id'))
    .get();
  // The first line of each code block, tabs' hidden panels included.
  const codeFirstLines = content
    .find('.theme-code-block')
    .map((_, block) => $(block).find('.token-line').first().text().trim())
    .get()
    .filter(Boolean);
  return {headingIds, codeFirstLines, tables: content.find('table').length};
}

function gitCommitTime(file: string): number {
  return Number(execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {encoding: 'utf8'}));
}

function sourceOf(locale: LocaleCase, route: string): string {
  const base = `${SOURCE_DIR[locale.key]}${route === '/' ? '/index' : route}`;
  const file = ['.mdx', '.md'].map((extension) => `${base}${extension}`).find(fs.existsSync);
  if (!file) throw new Error(`no source for ${route}`);
  return file;
}

for (const locale of locales) {
  test.describe(`machine-readable docs (${locale.key})`, () => {
    test('every doc page has a UTF-8 Markdown twin with its headings, code blocks and tables', async ({
      request,
    }) => {
      // A hundred pages and their twins, fetched and parsed: more than the default 30 s on a busy machine.
      test.slow();
      for (const route of DOC_PAGES) {
        const pagePath = localized(locale, route);
        const [page, twin] = await Promise.all([
          request.get(pagePath),
          request.get(twinPath(pagePath)),
        ]);
        expect(twin.status(), twinPath(pagePath)).toBe(200);
        expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
        const markdown = strictUtf8.decode(await twin.body());
        expect(markdown, pagePath).toMatch(/^# \S/);
        expect(markdown).toContain(`${SITE_URL}${pagePath}\n`);
        const rendered = renderedContent(await page.text());
        for (const id of rendered.headingIds) {
          expect(markdown, `${pagePath}: heading #${id}`).toContain(` {#${id}}\n`);
        }
        for (const line of rendered.codeFirstLines) {
          expect(markdown, `${pagePath}: code block`).toContain(line);
        }
        // Fences inside a list item are indented with it (the webhooks' fixture commands).
        const fences = markdown.match(/^ *```\S*/gm) ?? [];
        expect(fences.length, `${pagePath}: code fences`).toBeGreaterThanOrEqual(
          rendered.codeFirstLines.length * 2,
        );
        const tableRules = markdown.match(/^\|(?: -+ \|)+$/gm) ?? [];
        expect(tableRules.length, `${pagePath}: tables`).toBe(rendered.tables);
      }
    });

    test('llms.txt lists every listed page once, by its twin, and the OpenAPI file', async ({
      request,
    }) => {
      const response = await request.get(localized(locale, '/llms.txt'));
      expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
      const body = await response.body();
      expect(body.length).toBeLessThan(MAX_LLMS_TXT_BYTES);
      const text = strictUtf8.decode(body);
      expect(text).toMatch(/^# .+\n\n> .+\n/);
      const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1]);
      const twins = links.filter((link) => link?.endsWith('.md'));
      const expected = LISTED_PAGES.map(
        (route) => `${SITE_URL}${twinPath(localized(locale, route))}`,
      );
      expect([...twins].sort()).toEqual([...expected].sort());
      expect(new Set(twins).size).toBe(twins.length);
      expect(links).toContain(`${SITE_URL}/openapi.yaml`);
      expect(links).toContain(`${SITE_URL}/openapi.json`);
      for (const route of RESTRICTED) {
        expect(text).not.toContain(twinPath(localized(locale, route)));
      }
    });

    test('llms-full.txt holds every listed page in the order of llms.txt', async ({request}) => {
      const list = await (await request.get(localized(locale, '/llms.txt'))).text();
      const response = await request.get(localized(locale, '/llms-full.txt'));
      expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
      const body = await response.body();
      expect(body.length).toBeLessThan(MAX_LLMS_FULL_BYTES);
      const full = strictUtf8.decode(body);
      const pageUrls = [...list.matchAll(/^- \[[^\]]+\]\((\S+)\.md\)/gm)].map((match) =>
        (match[1] ?? '').replace(/\/index$/, '/'),
      );
      const positions = pageUrls.map((url) => full.indexOf(`: ${url}\n`));
      expect(positions.every((position) => position > 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    });
  });
}

test.describe('the OpenAPI file at stable addresses', () => {
  test('is served as YAML and JSON, with their types, to any origin', async ({request}) => {
    const source = fs.readFileSync(OPENAPI_SOURCE, 'utf8');
    const yaml = await request.get('/openapi.yaml');
    expect(yaml.status()).toBe(200);
    expect(yaml.headers()['content-type']).toBe('application/yaml; charset=utf-8');
    expect(yaml.headers()['access-control-allow-origin']).toBe('*');
    expect(await yaml.text()).toBe(source);
    const json = await request.get('/openapi.json');
    expect(json.headers()['content-type']).toBe('application/json; charset=utf-8');
    expect(await json.json()).toEqual(YAML.parse(source));
  });

  for (const locale of locales) {
    test(`the reference links it, and the hashed download still works (${locale.key})`, async ({
      page,
      request,
    }) => {
      await visit(page, localized(locale, '/reference/methods'));
      const content = page.locator('article .theme-doc-markdown');
      for (const address of ['/openapi.yaml', '/openapi.json']) {
        const link = content.locator(`a[href="${address}"]`).first();
        await expect(link).toBeVisible();
        await expect(link).not.toHaveText('');
      }
      const hashed = content.locator('a[href*="/assets/files/payment-api-"]').first();
      await expect(hashed).toBeVisible();
      const download = await request.get((await hashed.getAttribute('href')) ?? '');
      expect(download.status()).toBe(200);
    });
  }
});

test.describe('Copy page', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  for (const locale of locales) {
    const labels =
      locale.key === 'ru'
        ? {
            copy: 'Копировать страницу',
            copied: 'Страница скопирована в Markdown',
            open: 'Открыть страницу в Markdown',
            more: 'Другие варианты Markdown',
          }
        : {
            copy: 'Copy page',
            copied: 'Page copied as Markdown',
            open: 'Open this page as Markdown',
            more: 'More Markdown options',
          };

    test(`copies the page's Markdown from the keyboard (${locale.key})`, async ({page}) => {
      const route = localized(locale, '/payments/payment-hold');
      await visit(page, route);
      const copy = page.getByRole('button', {name: labels.copy, exact: true});
      await expect(copy).toBeVisible();
      await copy.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({hasText: labels.copied})).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const twin = await (await page.request.get(twinPath(route))).text();
      expect(copied).toBe(twin);
      expect(copied).toContain('{#flow}');
    });

    test(`offers the twin and llms.txt in a menu that Escape closes (${locale.key})`, async ({
      page,
    }) => {
      const route = localized(locale, '/payouts/russian-card');
      await visit(page, route);
      const toggle = page.getByRole('button', {name: labels.more});
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const open = page.getByRole('link', {name: labels.open});
      await expect(open).toBeVisible();
      await expect(page.getByRole('link', {name: /^llms\.txt/})).toHaveAttribute(
        'href',
        localized(locale, '/llms.txt'),
      );
      await page.keyboard.press('Tab');
      await expect(open).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(open).toBeHidden();
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Enter');
      await page.getByRole('link', {name: labels.open}).click();
      await expect(page).toHaveURL(new RegExp(`${twinPath(route).replace(/\./g, '\\.')}$`));
      await expect(page.locator('body')).toContainText('{#');
    });
  }

  test('says why copying failed, and keeps the page as it was', async ({page, consoleErrors}) => {
    const route = '/payments/payment-hold';
    await visit(page, route);
    await page.route(`**${twinPath(route)}`, (handler) => handler.fulfill({status: 404, body: ''}));
    await page.getByRole('button', {name: 'Копировать страницу', exact: true}).click();
    await expect(
      page.getByRole('status').filter({hasText: 'Markdown-версия страницы не найдена (ответ 404)'}),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${route}$`));
    forgiveConsoleErrors(consoleErrors, /404/);
  });
});

test.describe('page conventions', () => {
  for (const locale of locales) {
    test(`"Edit this page" opens the page's source, in its language (${locale.key})`, async ({
      page,
    }) => {
      const route = '/payments/payment-hold';
      await visit(page, localized(locale, route));
      const edit = page.locator('a.theme-edit-this-page');
      await expect(edit).toBeVisible();
      await expect(edit).toHaveText(
        locale.key === 'ru' ? 'Отредактировать эту страницу' : 'Edit this page',
      );
      await expect(edit).toHaveAttribute(
        'href',
        `https://git.ivelta.example/docs/developer-docs/edit/main/${sourceOf(locale, route)}`,
      );
    });

    test(`"last updated" and the sitemap's lastmod are the source's last commit (${locale.key})`, async ({
      page,
      request,
    }) => {
      const route = '/payouts/russian-card';
      const committed = gitCommitTime(sourceOf(locale, route));
      await visit(page, localized(locale, route));
      const lastUpdated = page.locator('.theme-last-updated');
      await expect(lastUpdated).toBeVisible();
      await expect(lastUpdated).toContainText(
        locale.key === 'ru' ? 'Последнее обновление' : 'Last updated',
      );
      const datetime = await lastUpdated.locator('time').getAttribute('datetime');
      expect(Date.parse(datetime ?? '')).toBe(committed * 1000);

      const sitemap = await (await request.get(localized(locale, '/sitemap.xml'))).text();
      const entry = new RegExp(
        `<loc>${SITE_URL}${localized(locale, route)}</loc><lastmod>([0-9-]+)</lastmod>`,
      ).exec(sitemap);
      expect(entry?.[1]).toBe(new Date(committed * 1000).toISOString().slice(0, 10));
    });
  }
});
