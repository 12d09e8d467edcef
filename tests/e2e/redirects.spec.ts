import {localized, locales, redirectCases} from './spec-routes';
import {expect, hydrated, test} from './fixtures';

for (const locale of locales) {
  test.describe(`redirects (${locale.key})`, () => {
    for (const {from, to} of redirectCases) {
      test(`${from} → ${to}`, async ({page, baseURL}) => {
        await page.goto(localized(locale, from));
        await page.waitForURL(`${baseURL}${localized(locale, to)}`);
        await hydrated(page);
        await expect(page.locator('article h1')).toBeVisible();
      });
    }

    test('/x.html is normalised to /x', async ({page, baseURL}) => {
      await page.goto(localized(locale, '/payouts/payouts-intro.html'));
      await page.waitForURL(`${baseURL}${localized(locale, '/payouts/payouts-intro')}`);
      await hydrated(page);
      await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    });

    test('/x/index.html shows the page of /x at its bare address', async ({page, baseURL}) => {
      await page.goto(localized(locale, '/intro/index.html'));
      await hydrated(page);
      expect(page.url()).toBe(`${baseURL}${localized(locale, '/intro')}`);
      await expect(page.locator('article h1')).toBeVisible();
      // The client router matched the doc route, not the 404 page.
      await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    });
  });
}
