import {localized, locales} from './spec-routes';
import {blockStorage, expect, test, visit} from './fixtures';

for (const locale of locales) {
  test(`with browser storage blocked the site still works, with a warning only (${locale.key})`, async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') {
        warnings.push(message.text());
      }
    });
    await blockStorage(page);
    await visit(page, localized(locale, '/payouts/payouts-intro'));
    await expect(page.locator('article h1')).toBeVisible();
    // Colour mode still toggles for the session; it just cannot be remembered.
    const html = page.locator('html');
    await page
      .locator('.theme-layout-navbar')
      .getByRole('button', {name: locale.key === 'ru' ? /режим/ : /mode/})
      .click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    // The announcement bar closes for the session.
    await page.locator('.theme-announcement-bar').getByRole('button').click();
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
    // Client-side navigation keeps working.
    await page.locator('.theme-doc-sidebar-container a.menu__link').nth(1).click();
    await expect(page.locator('article h1')).toBeVisible();
    expect(warnings.some((warning) => warning.includes('storage is not available'))).toBe(true);
  });
}

test('one colour mode choice serves both languages', async ({page}) => {
  await visit(page, '/intro');
  await page.locator('.theme-layout-navbar').getByRole('button', {name: /режим/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await visit(page, '/en/intro');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
