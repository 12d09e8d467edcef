import {localized, locales} from './spec-routes';
import {expect, test, visit} from './fixtures';

const texts = {
  ru: {
    code: 'Код',
    meaning: 'Банк-эмитент отклонил операцию',
    headers: 'Заголовки',
    copy: 'Копировать',
    samples: 'Примеры кода',
    forgery: 'Подпись не сходится',
  },
  en: {
    code: 'Code',
    meaning: 'The card issuer declined the operation',
    headers: 'Headers',
    copy: 'Copy',
    samples: 'Code samples',
    forgery: 'The signature does not match',
  },
} as const;

for (const locale of locales) {
  test.describe(`API reference (${locale.key})`, () => {
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
