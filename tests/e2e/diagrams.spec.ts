import type {Locator, Page} from '@playwright/test';
import {localized, locales} from './spec-routes';
import {expect, test, visit} from './fixtures';

const PAGE = '/payments/payment-with-form';

/** Whether an image is displayed and its file really arrived and decoded. */
const loaded = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

/** Every URL the page asks for, and the text of each script it runs. */
function recordRequests(page: Page): {urls: string[]; scripts: Promise<string>[]} {
  const urls: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  return {urls, scripts};
}

/** Names only mermaid's own code has (the theme's `mermaid: () => null` stub does not count). */
const MERMAID_CODE = /mermaidAPI|getDiagramFromText/;

for (const locale of locales) {
  const diagram = (page: Page) => page.locator('figure[data-diagram]').first();
  const image = (page: Page, mode: 'light' | 'dark') =>
    diagram(page).locator(`img[src$="-${mode}.svg"]`);

  test(`a diagram is a picture drawn at build time, light then dark (${locale.key})`, async ({
    page,
  }) => {
    const {urls: requests, scripts} = recordRequests(page);
    await visit(page, localized(locale, PAGE));
    const light = image(page, 'light');
    await light.scrollIntoViewIfNeeded();
    await expect(light).toBeVisible();
    await expect.poll(() => loaded(light), 'the light picture loads').toBe(true);
    const id = await diagram(page).getAttribute('data-diagram');
    expect(await light.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300);
    await expect(light).toHaveAttribute(
      'alt',
      locale.key === 'ru'
        ? /^Диаграмма последовательности: Покупатель, .*банк/i
        : /^Sequence diagram: Customer, .*bank/i,
    );
    // The dark picture was never fetched: hidden and lazy.
    expect(requests.filter((url) => url.endsWith(`${id}-dark.svg`))).toEqual([]);
    expect(requests.filter((url) => url.endsWith(`${id}-light.svg`))).toHaveLength(1);
    // Nothing of mermaid reaches the reader.
    const code = await Promise.all(scripts);
    expect(code.length).toBeGreaterThan(0);
    expect(code.filter((text) => MERMAID_CODE.test(text))).toEqual([]);
    expect(await page.locator('.docusaurus-mermaid-container, svg[id^="mermaid"]').count()).toBe(0);

    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await visit(page, localized(locale, PAGE));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const dark = image(page, 'dark');
    await dark.scrollIntoViewIfNeeded();
    await expect(dark).toBeVisible();
    await expect.poll(() => loaded(dark), 'the dark picture loads').toBe(true);
    await expect(image(page, 'light')).toHaveCount(0);
    expect(requests.some((url) => url.endsWith(`${id}-dark.svg`))).toBe(true);

    // Switching back with the toggle swaps the picture without a reload.
    await page.locator('.navbar button[class*="toggleButton"]').first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(image(page, 'light')).toBeVisible();
    await expect(image(page, 'dark')).toHaveCount(0);
  });

  test(`the "diagram as text" list opens from the keyboard (${locale.key})`, async ({page}) => {
    await visit(page, localized(locale, PAGE));
    const details = diagram(page).locator('details');
    const summary = details.locator('summary');
    await expect(summary).toHaveText(locale.key === 'ru' ? 'Диаграмма текстом' : 'Diagram as text');
    const steps = details.locator('ol > li');
    await expect(steps.first()).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
    await expect(steps.first()).toBeVisible();
    expect(await steps.count()).toBeGreaterThan(5);
    // The steps are the diagram's own, in the page's language.
    await expect(steps.first()).toHaveText(
      locale.key === 'ru' ? /^Покупатель → Сервер партнёра: / : /^Customer → Partner's server: /,
    );
    await expect(
      steps.filter({hasText: locale.key === 'ru' ? /банк/i : /bank/i}).first(),
    ).toBeVisible();
  });

  test(`a wide diagram scrolls in its figure on a phone instead of shrinking (${locale.key})`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 360, height: 740});
    await visit(page, localized(locale, PAGE));
    const scroller = diagram(page).locator('div[tabindex="0"]');
    const light = image(page, 'light');
    await light.scrollIntoViewIfNeeded();
    const sizes = await light.evaluate((img: HTMLImageElement) => ({
      shown: img.getBoundingClientRect().width,
      natural: Number(img.getAttribute('width')),
    }));
    // No smaller than three quarters of its size: 16 px labels stay at 12 px.
    expect(sizes.shown).toBeGreaterThanOrEqual(sizes.natural * 0.75 - 1);
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(
      true,
    );
    // The page itself does not scroll sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });
}
