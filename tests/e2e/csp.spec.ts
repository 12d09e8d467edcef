/**
 * The site under the Content-Security-Policy the build wrote (`_headers`,
 * `src/plugins/security-headers`), as `npm run serve` sends it like a CDN:
 * the reader's saved colour mode still applies before the page renders,
 * search, the chat and the redirect pages still work, and nothing on any of
 * these pages breaks the policy.
 */
import {localized, locales} from './spec-routes';
import {expect, forgiveConsoleErrors, hydrated, test, visit} from './fixtures';
import {
  ask,
  chatDialog,
  chatTexts,
  chatWords,
  DOC_PAGE,
  launcher,
  termsDialog,
} from './chat-fixtures';
import {
  recordThemeBeforeHydration,
  recordViolations,
  strictPolicyOf,
  themeBeforeHydration,
} from './csp-fixtures';

const texts = {
  ru: {query: 'возврат платежа', notFound: 'Страница не найдена'},
  en: {query: 'refund a payment', notFound: 'Page Not Found'},
} as const;

for (const locale of locales) {
  test.describe(`under the served Content-Security-Policy (${locale.key})`, () => {
    test("a reader's saved dark mode is applied before the page renders", async ({page}) => {
      const violations = await recordViolations(page);
      await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      await recordThemeBeforeHydration(page);
      // The home page also carries Docusaurus' base-URL banner script.
      for (const route of ['/', DOC_PAGE]) {
        const response = await page.goto(localized(locale, route));
        strictPolicyOf(response);
        await hydrated(page);
        expect(await themeBeforeHydration(page), route).toEqual({theme: 'dark', hydrated: 'false'});
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      }
      expect(violations).toEqual([]);
    });

    test('search answers a query', async ({page}) => {
      const violations = await recordViolations(page);
      await visit(page, localized(locale, '/intro'));
      await page.keyboard.press('Control+k');
      const input = page.locator('.DocSearch-Input');
      await expect(input).toBeFocused();
      await input.fill(texts[locale.key].query);
      await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute(
        'href',
        new RegExp(`^${localized(locale, '/payments/payment-refund')}(#|$)`),
      );
      expect(violations).toEqual([]);
    });

    test('Ask AI: the reader accepts the terms, asks and gets an answer', async ({page}) => {
      const violations = await recordViolations(page);
      await visit(page, localized(locale, DOC_PAGE));
      await launcher(page, locale).click();
      const terms = termsDialog(page, locale);
      await terms.getByRole('checkbox', {name: chatTexts(locale).termsCheckboxText}).check();
      await terms.getByRole('button', {name: chatWords[locale.key].accept}).click();
      await expect(chatDialog(page, locale)).toBeVisible();
      const answer = await ask(page, locale, 'webhook');
      await expect(answer.locator('p').first()).toHaveText(chatWords[locale.key].assembled);
      expect(violations).toEqual([]);
    });

    test('a redirect page lands, forwarding the query and fragment', async ({page, baseURL}) => {
      const violations = await recordViolations(page);
      const response = await page.goto(localized(locale, '/documents/online?from=old#top'));
      strictPolicyOf(response);
      await page.waitForURL(
        `${baseURL}${localized(locale, '/documents/landing-legal')}?from=old#top`,
      );
      await hydrated(page);
      await expect(page.locator('article h1')).toBeVisible();
      // The redirect every page has from its `.html` address.
      await page.goto(localized(locale, '/payouts/payouts-intro.html'));
      await page.waitForURL(`${baseURL}${localized(locale, '/payouts/payouts-intro')}`);
      await hydrated(page);
      expect(violations).toEqual([]);
    });

    test('every kind of page renders without breaking the policy', async ({
      page,
      consoleErrors,
    }) => {
      const violations = await recordViolations(page);
      for (const route of [
        // A sequence diagram, the API reference, a blog post (structured data), the search page.
        '/payments/payment-with-form',
        '/reference/methods',
        '/blog/2025/09/03/split-payments-api',
        '/search?q=webhook',
      ]) {
        expect(await visit(page, localized(locale, route)), route).toBe(200);
      }
      const notFound = await page.goto(localized(locale, '/no-such-page'));
      expect(notFound?.status()).toBe(404);
      strictPolicyOf(notFound);
      await hydrated(page);
      await expect(page.locator('main h1')).toHaveText(texts[locale.key].notFound);
      // The browser logs the 404 response of the document itself.
      forgiveConsoleErrors(consoleErrors, /404/);
      expect(violations).toEqual([]);
    });
  });
}
