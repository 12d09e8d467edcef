import type {Page} from '@playwright/test';
import {expect, test, visit} from './fixtures';

const PAGE = '/payments/payment-hold';
/** A page linked from the sidebar of PAGE, in view when PAGE opens. */
const LINKED = '/payments/payment-refund';

/** The scripts a page requests as it opens and settles. */
async function scriptsOf(page: Page, route: string): Promise<Set<string>> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await visit(page, route);
  await page.waitForLoadState('networkidle');
  return scripts;
}

/** The scripts only LINKED needs: what fetching it ahead of time would request. */
async function linkedPageScripts(page: Page): Promise<string[]> {
  const own = await scriptsOf(page, PAGE);
  const linked = await scriptsOf(await page.context().newPage(), LINKED);
  const only = [...linked].filter((script) => !own.has(script));
  expect(only.length, `${LINKED} has scripts of its own`).toBeGreaterThan(0);
  return only;
}

test.describe('a page fetches the code of a linked page only when the reader points at it', () => {
  test('not when the link scrolls into view, but on pointer over it', async ({page, browser}) => {
    const only = await linkedPageScripts(await (await browser.newContext()).newPage());
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await visit(page, PAGE);
    const link = page.locator(`.theme-doc-sidebar-menu a[href="${LINKED}"]`);
    await expect(link).toBeInViewport();
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => only.includes(path))).toEqual([]);

    await link.hover();
    await expect
      .poll(() => requested.filter((path) => only.includes(path)).length)
      .toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${LINKED}$`));
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('on keyboard focus of the link', async ({page, browser}) => {
    const only = await linkedPageScripts(await (await browser.newContext()).newPage());
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await visit(page, PAGE);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => only.includes(path))).toEqual([]);
    await page.locator(`.theme-doc-sidebar-menu a[href="${LINKED}"]`).focus();
    await expect
      .poll(() => requested.filter((path) => only.includes(path)).length)
      .toBeGreaterThan(0);
  });
});
