import type {Page} from '@playwright/test';
import {localized, locales} from './spec-routes';
import {expect, scriptBodies, test, visit} from './fixtures';

const PAGE = '/payments/payment-hold';

/** The colour of the first string in the page's first JSON block. */
const stringColour = (page: Page) =>
  page
    .locator('article pre.prism-code .token.string')
    .first()
    .evaluate((token) => getComputedStyle(token).color);

/** The background of the page's first code block. */
const background = (page: Page) =>
  page
    .locator('article pre.prism-code')
    .first()
    .evaluate((pre) => getComputedStyle(pre).backgroundColor);

for (const locale of locales) {
  test(`code blocks are highlighted in the colours of the mode, as the page opens and after a switch (${locale.key})`, async ({
    page,
  }) => {
    await visit(page, localized(locale, PAGE));
    const light = {string: await stringColour(page), background: await background(page)};
    expect(light.string, 'a string is coloured, not plain text').not.toBe(
      await page
        .locator('article pre.prism-code')
        .first()
        .evaluate((pre) => getComputedStyle(pre).color),
    );

    await page
      .locator('.navbar')
      .getByRole('button', {name: locale.key === 'ru' ? /режим/ : /mode/})
      .first()
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => stringColour(page)).not.toBe(light.string);
    await expect.poll(() => background(page)).not.toBe(light.background);
    const dark = {string: await stringColour(page), background: await background(page)};

    // A reader whose stored mode is dark gets the dark colours as the page opens.
    await visit(page, localized(locale, PAGE));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect({string: await stringColour(page), background: await background(page)}).toEqual(dark);
  });

  test(`a block rendered in the browser is highlighted too, and copies its code (${locale.key})`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, localized(locale, '/payments/payment-refund'));
    // Client-side navigation: this page's blocks are rendered by React, not taken from the server.
    await page.locator(`.theme-doc-sidebar-menu a[href="${localized(locale, PAGE)}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${localized(locale, PAGE)}$`));
    // Rendered from the page's script, which carries its text as UTF-8 (src/plugins/utf8-scripts).
    await expect(page.locator('article h1')).toHaveText(
      locale.key === 'ru'
        ? 'Двухстадийный платёж с холдированием'
        : 'Two-stage payment with a hold',
    );
    const block = page
      .locator('article .theme-code-block')
      .filter({hasText: '"hold": true'})
      .first();
    await expect(block.locator('.token.boolean').first()).toHaveText('true');
    await block.hover();
    await block.getByRole('button', {name: locale.key === 'ru' ? 'Копировать' : 'Copy'}).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('"hold": true');
  });
}

test('a long line of a block that came with the page wraps with the word-wrap button', async ({
  page,
}) => {
  await page.setViewportSize({width: 400, height: 800});
  await visit(page, PAGE);
  const block = page
    .locator('article .theme-code-block')
    .filter({has: page.getByRole('button', {name: 'Переключить перенос по строкам'})})
    .first();
  const code = block.locator('pre code');
  const lines = () => code.evaluate((element) => element.getBoundingClientRect().height);
  const before = await lines();
  await block.hover();
  await block.getByRole('button', {name: 'Переключить перенос по строкам'}).click();
  await expect(code).toHaveCSS('white-space', 'pre-wrap');
  expect(await lines()).toBeGreaterThan(before);
});

test('a page is hydrated with the blocks it came with, without loading Prism', async ({page}) => {
  const scripts = scriptBodies(page);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as {served: Element | null}).served = document.querySelector('article');
    });
  });
  await visit(page, PAGE);
  await page.waitForLoadState('networkidle');
  const kept = await page.evaluate(
    () => document.querySelector('article') === (window as unknown as {served: Element}).served,
  );
  expect(kept, 'the served article is the one React hydrated, not a new render').toBe(true);
  await expect(page.locator('article pre.prism-code .token-line').first()).toBeVisible();
  // Prism's renderer names each line `token-line`: no script the page loaded carries it.
  const prism = scripts.filter((body) => body.includes('token-line')).length;
  expect(prism, 'scripts carrying Prism').toBe(0);
});

test("the reader's stored sample language is the one shown when a page opens, highlighted", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('docusaurus.tab.api-language', 'python'));
  await visit(page, PAGE);
  const samples = page.locator('article .tabs-container').first();
  await expect(samples.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
  const shown = samples.locator('[role="tabpanel"]:not([hidden]) pre.prism-code');
  await expect(shown).toContainText('import ');
  await expect(shown.locator('.token.keyword').first()).toBeVisible();
});

test('a table wider than the page gets a tab stop and scrolls with the arrow keys; one that fits gets none', async ({
  page,
}) => {
  await page.setViewportSize({width: 400, height: 800});
  await visit(page, '/payouts/payouts-intro');
  const tables = page.locator('article table');
  const wide = tables.first();
  await expect(wide).toHaveAttribute('tabindex', '0');
  await wide.focus();
  await expect(wide).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => wide.evaluate((table) => table.scrollLeft)).toBeGreaterThan(0);

  await page.setViewportSize({width: 1600, height: 900});
  const fitting = page.locator('article table').filter({hasText: 'next_action'}).first();
  await expect
    .poll(() => fitting.evaluate((table) => table.scrollWidth <= table.clientWidth + 1))
    .toBe(true);
  await expect(fitting).not.toHaveAttribute('tabindex', /.*/);
});
