import {localized, locales} from './spec-routes';
import type {Locator} from '@playwright/test';
import {expect, test, visit} from './fixtures';

/** The row of a field table whose field is exactly `path`. */
const fieldRow = (scope: Locator, path: string): Locator =>
  scope.locator('tr').filter({
    has: scope.page().locator('td:first-child > code').getByText(path, {exact: true}),
  });

const texts = {
  ru: {
    code: 'Код',
    meaning: 'Банк-эмитент отклонил операцию',
    headers: 'Заголовки',
    copy: 'Копировать',
    samples: 'Примеры кода',
    forgery: 'Подпись не сходится',
    index: 'Методы по разделам',
    sessions: 'Сессии',
    catalogue: 'каталога ошибок',
    paymentStatuses: 'Одно из значений (всего 8)',
  },
  en: {
    code: 'Code',
    meaning: 'The card issuer declined the operation',
    headers: 'Headers',
    copy: 'Copy',
    samples: 'Code samples',
    forgery: 'The signature does not match',
    index: 'Methods by area',
    sessions: 'Sessions',
    catalogue: 'error catalogue',
    paymentStatuses: 'One of 8 values',
  },
} as const;

for (const locale of locales) {
  test.describe(`API reference (${locale.key})`, () => {
    // The methods page renders every operation with its samples; on a busy two-core runner its
    // hydration alone has come close to the default 30 s.
    test.slow();
    test('an error code has its own address and row in the catalogue', async ({page}) => {
      await visit(page, `${localized(locale, '/reference/errors')}#card_declined`);
      const row = page.locator('tr[id="card_declined"]');
      await expect(row).toBeInViewport();
      await expect(row).toContainText(texts[locale.key].meaning);
      await expect(page.locator('table thead th').first()).toHaveText(texts[locale.key].code);
    });

    test('a method shows its URL, headers and an example that can be copied', async ({page}) => {
      await visit(page, `${localized(locale, '/reference/methods')}#session-create`);
      const method = page.locator('section[data-api-method="session/create"]');
      await expect(method).toContainText('POST');
      await expect(method).toContainText('/v1/session/create');
      await expect(method.getByRole('heading', {name: texts[locale.key].headers})).toBeVisible();
      await expect(
        method.getByRole('button', {name: texts[locale.key].copy}).first(),
      ).toBeAttached();
    });

    test('the testing page lists the sandbox data and links each error to the catalogue', async ({
      page,
      baseURL,
    }) => {
      await visit(page, localized(locale, '/reference/testing'));
      await expect(page.locator('main table').first()).toBeVisible();
      await expect(page.getByText('4111111111111111')).toBeVisible();
      await page.locator('main a[href$="#card_declined"]').first().click();
      await page.waitForURL(`${baseURL}${localized(locale, '/reference/errors')}#card_declined`);
      await expect(page.locator('tr[id="card_declined"]')).toBeInViewport();
    });

    test('the methods page opens with an index of the methods by area', async ({page, baseURL}) => {
      const methods = localized(locale, '/reference/methods');
      await visit(page, methods);
      const index = page.getByRole('navigation', {name: texts[locale.key].index});
      await expect(index).toBeInViewport();
      await expect(index.getByRole('link', {name: texts[locale.key].sessions})).toHaveAttribute(
        'href',
        '#sessions',
      );
      // One entry per method of the page: the index is built from the same OpenAPI file.
      await expect(index.locator('li li')).toHaveCount(
        await page.locator('section[data-api-method]').count(),
      );
      await index.getByRole('link', {name: 'report/finance-act', exact: true}).click();
      await page.waitForURL(`${baseURL}${methods}#report-finance-act`);
      await expect(page.locator('h3#report-finance-act')).toBeInViewport();
    });

    test('an error code field links to the error catalogue instead of listing every code', async ({
      page,
      baseURL,
    }) => {
      const errors = localized(locale, '/reference/errors');
      await visit(page, `${localized(locale, '/reference/methods')}#session-status`);
      const method = page.locator('section[data-api-method="session/status"]');
      // The method's own codes are listed once, each at its row of the catalogue.
      await expect(method.getByRole('link', {name: 'session_not_found'})).toHaveAttribute(
        'href',
        `${errors}#session_not_found`,
      );
      await visit(page, `${localized(locale, '/reference/objects')}#session`);
      const row = fieldRow(page.locator('section[data-api-object="Session"]'), 'error.code');
      await expect(row).toHaveCount(1);
      await expect(row).not.toContainText('card_declined');
      const link = row.getByRole('link', {name: texts[locale.key].catalogue});
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeVisible();
      await expect(link).not.toBeEmpty();
      await link.click();
      await page.waitForURL(`${baseURL}${errors}`);
      await expect(page.locator('tr[id="card_declined"]')).toBeAttached();
    });

    test('a response names its object with a link instead of repeating its fields', async ({
      page,
      baseURL,
    }) => {
      await visit(page, `${localized(locale, '/reference/methods')}#session-status`);
      const method = page.locator('section[data-api-method="session/status"]');
      await expect(fieldRow(method, 'session.payouts[].status')).toHaveCount(0);
      const object = fieldRow(method, 'session').getByRole('link', {name: 'Session'});
      await object.scrollIntoViewIfNeeded();
      await expect(object).toBeVisible();
      await object.click();
      await page.waitForURL(`${baseURL}${localized(locale, '/reference/objects')}#session`);
      await expect(page.locator('section[data-api-object="Session"]')).toBeVisible();
    });

    test('a long list of values opens from the keyboard', async ({page}) => {
      await visit(page, `${localized(locale, '/reference/objects')}#payment`);
      const values = fieldRow(page.locator('section[data-api-object="Payment"]'), 'status').locator(
        'details',
      );
      const summary = values.locator('summary');
      await expect(summary).toHaveText(texts[locale.key].paymentStatuses);
      await expect(values.getByText('partially_refunded', {exact: true})).toBeHidden();
      await summary.focus();
      await expect(summary).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(values).toHaveAttribute('open', '');
      await expect(values.getByText('partially_refunded', {exact: true})).toBeVisible();
      await expect(values.getByRole('listitem')).toHaveCount(8);
    });

    test('the OpenAPI file can be downloaded from the methods page', async ({page, request}) => {
      await visit(page, localized(locale, '/reference/methods'));
      const href = await page.locator('main a[href$=".yaml"]').first().getAttribute('href');
      expect(href).toBeTruthy();
      const response = await request.get(href ?? '');
      expect(response.status()).toBe(200);
      expect(await response.text()).toMatch(/^openapi: 3\.1\.0/m);
    });

    test('the chosen sample language is remembered across methods and visits', async ({page}) => {
      await visit(page, `${localized(locale, '/reference/methods')}#session-create`);
      const create = page.locator('section[data-api-method="session/create"]');
      await expect(create.getByRole('heading', {name: texts[locale.key].samples})).toBeVisible();
      const python = create.getByRole('tab', {name: 'Python'});
      await python.click();
      await expect(python).toHaveAttribute('aria-selected', 'true');
      await expect(create.locator('[role="tabpanel"]:not([hidden])').last()).toContainText(
        'PRIVATE_KEY.sign(signed, padding.PKCS1v15(), hashes.SHA256())',
      );
      const status = page.locator('section[data-api-method="session/status"]');
      await expect(status.getByRole('tab', {name: 'Python'})).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.api-language'))).toBe(
        'python',
      );
      await visit(page, localized(locale, '/reference/sdk'));
      await expect(page.getByRole('tab', {name: 'Python', selected: true}).first()).toBeVisible();
      await expect(
        page.getByText('/v1/session/status?session_id=ses_4f8a2c91d7').first(),
      ).toBeVisible();
    });

    test('the webhooks page verifies signatures and publishes the bank keys', async ({
      page,
      request,
    }) => {
      await visit(page, `${localized(locale, '/reference/webhooks')}#signature`);
      await page.getByRole('tab', {name: 'Node.js'}).first().click();
      await expect(page.locator('main')).toContainText(texts[locale.key].forgery);
      await expect(page.locator('main')).toContainText("createVerify('RSA-SHA256')");
      for (const key of ['bank-sandbox-public.pem', 'bank-production-public.pem']) {
        const href = await page.locator(`main a[href$="${key}"]`).first().getAttribute('href');
        const response = await request.get(href ?? '');
        expect(response.status(), key).toBe(200);
        expect(await response.text(), key).toMatch(/^-----BEGIN PUBLIC KEY-----/);
      }
    });
  });
}
