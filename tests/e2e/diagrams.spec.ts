import {localized, locales} from './spec-routes';
import {expect, test, visit} from './fixtures';

const PAGE = '/payments/payment-with-form';

for (const locale of locales) {
  test(`sequence diagrams render in light and dark mode (${locale.key})`, async ({page}) => {
    await visit(page, localized(locale, PAGE));
    const diagram = page.locator('.docusaurus-mermaid-container svg').first();
    await expect(diagram).toBeVisible();
    const actorFill = () =>
      page
        .locator('.docusaurus-mermaid-container svg rect.actor')
        .first()
        .evaluate((actor) => getComputedStyle(actor).fill);
    const light = await actorFill();
    // Participants are written in the page's language.
    await expect(diagram).toContainText(locale.key === 'ru' ? /банк/i : /bank/i);

    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await visit(page, localized(locale, PAGE));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
    expect(await actorFill(), 'participants are drawn in the dark theme').not.toEqual(light);
  });
}
