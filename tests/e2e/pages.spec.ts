import fs from 'fs';
import path from 'path';
import {localized, locales} from './spec-routes';
import {expect, hydrated, test, visit} from './fixtures';

const pageTitles = {
  ru: {
    '/blog': 'Что нового',
    '/blog/archive': 'Архив',
    '/help': 'Помощь',
    '/help-with-translations': 'Помощь с переводом',
    '/users': 'Для кого документация',
    '/search': 'Поиск',
  },
  en: {
    '/blog': "What's new",
    '/blog/archive': 'Archive',
    '/help': 'Help',
    '/help-with-translations': 'Help with translations',
    '/users': 'Who this documentation is for',
    '/search': 'Search',
  },
} as const;

const POST_PATH = /\/blog\/(\d{4})\/(\d{2})\/(\d{2})\/[a-z0-9-]+$/;

for (const locale of locales) {
  test.describe(`top-level pages (${locale.key})`, () => {
    for (const [route, title] of Object.entries(pageTitles[locale.key])) {
      test(`${route} answers 200 with the title "${title}"`, async ({page}) => {
        expect(await visit(page, localized(locale, route))).toBe(200);
        expect(await page.title()).toMatch(new RegExp(`^${title}`));
      });
    }

    test('the landing doc is at the root, without a sidebar', async ({page}) => {
      expect(await visit(page, localized(locale, '/'))).toBe(200);
      await expect(page.locator('article h1')).toBeVisible();
      await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
    });

    test('the blog lists every post on one page, each at a dated address', async ({page}) => {
      await visit(page, localized(locale, '/blog'));
      await expect(page.locator('h1')).toHaveText(pageTitles[locale.key]['/blog']);
      const postLinks = page.locator('article header h2 a');
      const hrefs = await postLinks.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? ''),
      );
      expect(hrefs.length).toBeGreaterThanOrEqual(3);
      // All posts on one page (spec §9): the paginator offers no other page.
      await expect(page.locator('.pagination-nav a')).toHaveCount(0);
      for (const href of hrefs) {
        expect(href).toMatch(POST_PATH);
        expect(href.startsWith(locale.prefix + '/blog/')).toBe(true);
      }
      const archive = await visit(page, localized(locale, '/blog/archive'));
      expect(archive).toBe(200);
      await expect(page.locator('main a[href*="/blog/2"]')).toHaveCount(hrefs.length);
      // Every post answers with its page; the newest and the oldest are opened as a reader would.
      // (Opening all 34 in the browser took longer than a test's 30 s on a busy machine.)
      for (const href of hrefs) {
        const response = await page.request.get(href);
        expect(response.status(), href).toBe(200);
        expect(await response.text(), href).toMatch(/<article[^>]*>[\s\S]*<h1/);
      }
      for (const href of [hrefs[0], hrefs.at(-1)]) {
        expect(await visit(page, href ?? '')).toBe(200);
        await expect(page.locator('article h1')).toBeVisible();
      }
    });

    test('RSS and Atom feeds list every post', async ({request}) => {
      const posts = fs
        .readdirSync(path.join(process.cwd(), 'blog'))
        .filter((file) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(file)).length;
      const feeds: [string, string][] = [
        ['rss.xml', '<item>'],
        ['atom.xml', '<entry>'],
      ];
      for (const [feed, item] of feeds) {
        const response = await request.get(localized(locale, `/blog/${feed}`));
        expect(response.status()).toBe(200);
        const text = await response.text();
        expect(text.split(item).length - 1, `${feed} items`).toBe(posts);
      }
    });
  });
}

test('the help page shows the support contacts from the brand config', async ({page}) => {
  await page.goto('/help');
  await hydrated(page);
  const contacts = page.locator('main [data-testid="support-contacts"]');
  await expect(contacts).toContainText('support@ivelta.example');
  await expect(contacts).toContainText('8 800');
});
