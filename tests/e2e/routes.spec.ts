import {docRoutes, localized, locales, toolRoutes} from './spec-routes';
import {expect, test, visit} from './fixtures';

for (const locale of locales) {
  test.describe(`every documentation route of the spec (${locale.key})`, () => {
    for (const route of [...docRoutes, ...toolRoutes]) {
      test(`${route} answers 200 and shows its title`, async ({page}) => {
        const status = await visit(page, localized(locale, route));
        expect(status).toBe(200);
        const heading = page.locator('article h1').first();
        await expect(heading).toBeVisible();
        const title = (await heading.innerText()).trim();
        expect(title.length).toBeGreaterThan(3);
        expect(await page.title()).toContain(title);
        await expect(page.locator('html')).toHaveAttribute('lang', locale.key);
      });
    }
  });
}
