import {localized, locales, noSidebarRoutes, sidebarSamples, toolRoutes} from './spec-routes';
import {expect, test, visit} from './fixtures';
import type {Locator} from '@playwright/test';

const SIDEBAR = '.theme-doc-sidebar-container';

/** Opens every collapsed category the way a reader does, by clicking its label. */
async function expandAllCategories(nav: Locator): Promise<void> {
  const collapsed = nav.locator('li.menu__list-item--collapsed');
  for (let remaining = await collapsed.count(); remaining > 0; remaining -= 1) {
    // Under load a click can land while an earlier category is still unfolding
    // and the list moves; the reader would simply click again.
    await expect(async () => {
      await collapsed.first().locator('a.menu__link--sublist').first().click();
      await expect(collapsed).toHaveCount(remaining - 1, {timeout: 1_000});
    }).toPass({timeout: 10_000});
  }
}

for (const locale of locales) {
  test.describe(`sidebars (${locale.key})`, () => {
    for (const {sidebar, page: route, members, nonMembers} of sidebarSamples) {
      test(`${sidebar}: ${route} lists its group and nothing else`, async ({page}) => {
        await visit(page, localized(locale, route));
        const nav = page.locator(`${SIDEBAR} nav`);
        await expect(nav).toBeVisible();
        await expandAllCategories(nav);
        const hrefs = await nav
          .locator('a.menu__link[href]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        for (const member of [route, ...members]) {
          expect(hrefs, `${member} in the ${sidebar} sidebar`).toContain(localized(locale, member));
        }
        for (const stranger of nonMembers) {
          expect(hrefs, `${stranger} not in the ${sidebar} sidebar`).not.toContain(
            localized(locale, stranger),
          );
        }
        // Every member page shows the same sidebar.
        const sample = members.at(-1);
        if (sample) {
          await visit(page, localized(locale, sample));
          await expect(
            page.locator(`${SIDEBAR} a.menu__link[href="${localized(locale, route)}"]`),
          ).toHaveCount(1);
        }
      });
    }

    for (const route of [...noSidebarRoutes, ...toolRoutes]) {
      test(`${route} has no sidebar`, async ({page}) => {
        await visit(page, localized(locale, route));
        await expect(page.locator('article h1')).toBeVisible();
        await expect(page.locator(SIDEBAR)).toHaveCount(0);
      });
    }

    test('the sidebar can be hidden and shown again', async ({page}) => {
      await visit(page, localized(locale, '/payouts/payouts-intro'));
      const collapse = page.locator(`${SIDEBAR} button[title]`).last();
      await collapse.click();
      await expect(page.locator(`${SIDEBAR} nav`)).toBeHidden();
      await page.locator(`${SIDEBAR} [role="button"][title]`).click();
      await expect(page.locator(`${SIDEBAR} nav`)).toBeVisible();
    });

    test('table of contents lists heading levels 2 and 3 only', async ({page}) => {
      await visit(page, localized(locale, '/'));
      const tocLevels = await page
        .locator('.table-of-contents a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.slice(1) ?? ''));
      for (const id of tocLevels) {
        const tag = await page
          .locator(`article [id="${id}"]`)
          .evaluate((element) => element.tagName);
        expect(['H2', 'H3']).toContain(tag);
      }
    });
  });
}

test('restricted pages are unlisted: noindex and absent from the sitemap', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/payouts/payouts-intro');
  for (const locale of locales) {
    await visit(page, localized(locale, '/restricted/unitpay'));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
  expect(sitemap).not.toContain('/restricted/');
});
