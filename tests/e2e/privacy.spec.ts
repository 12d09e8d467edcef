/**
 * Privacy: with no hosted search or chat configured, nothing leaves the
 * reader's browser for a third party, not on load, not when searching, not
 * when asking the chat: no request, no connection hint, no cookie. The e2e
 * build configures Metrica counters and no other service, so Metrica's host
 * (stubbed by the fixtures) is the one third party allowed here; without
 * counters the analytics plugin adds nothing (its unit test).
 */
import type {Page} from '@playwright/test';
import {ask, openChat} from './chat-fixtures';
import {expect, test, visit} from './fixtures';
import {localized, locales} from './spec-routes';

const CONFIGURED_THIRD_PARTIES = new Set(['mc.yandex.ru']);

/** Every request the page makes to a host other than the site's own or a configured service. */
function foreignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const {hostname, protocol} = new URL(request.url());
    if (protocol === 'data:' || protocol === 'blob:') return;
    if (hostname !== '127.0.0.1' && !CONFIGURED_THIRD_PARTIES.has(hostname)) {
      foreign.push(request.url());
    }
  });
  return foreign;
}

/** Resource hints (preconnect, dns-prefetch, preload, prefetch) to other hosts. */
const foreignHints = (page: Page) =>
  page
    .locator(
      'link[rel~="preconnect"], link[rel~="dns-prefetch"], link[rel~="preload"], link[rel~="prefetch"], link[rel~="modulepreload"]',
    )
    .evaluateAll(
      (links, allowed) =>
        links
          .map((link) => (link as HTMLLinkElement).href)
          .filter((href) => {
            const {hostname} = new URL(href, window.location.href);
            return hostname !== window.location.hostname && !allowed.includes(hostname);
          }),
      [...CONFIGURED_THIRD_PARTIES],
    );

for (const locale of locales) {
  test.describe(`privacy (${locale.key})`, () => {
    test('pages load nothing from a third party and hint at no third-party host', async ({
      page,
      context,
    }) => {
      const foreign = foreignRequests(page);
      for (const route of ['/', '/payments/payment-hold', '/reference/methods', '/blog']) {
        await visit(page, localized(locale, route));
        expect(await foreignHints(page), route).toEqual([]);
      }
      // Moving around the site (client-side navigation and prefetching) too.
      await page
        .getByRole('link', {name: locale.key === 'ru' ? 'Выплаты' : 'Payouts'})
        .first()
        .click();
      await expect(page.locator('h1')).toBeVisible();
      expect(foreign).toEqual([]);
      expect(await context.cookies()).toEqual([]);
    });

    test('searching in the modal and on the search page stays on the site', async ({
      page,
      context,
    }) => {
      const foreign = foreignRequests(page);
      await visit(page, localized(locale, '/intro'));
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill(locale.key === 'ru' ? 'выплата' : 'payout');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await visit(page, `${localized(locale, '/search')}?q=webhook`);
      await expect(page.locator('main article').first()).toBeVisible();
      expect(await foreignHints(page)).toEqual([]);
      expect(foreign).toEqual([]);
      expect(await context.cookies()).toEqual([]);
    });

    test('asking the chat stays on the site', async ({page, context}) => {
      const foreign = foreignRequests(page);
      await openChat(page, locale);
      await ask(page, locale, locale.key === 'ru' ? 'как настроить вебхук' : 'set up a webhook');
      expect(await foreignHints(page)).toEqual([]);
      expect(foreign).toEqual([]);
      expect(await context.cookies()).toEqual([]);
    });
  });
}
