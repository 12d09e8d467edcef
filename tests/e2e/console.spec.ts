/**
 * The request console ("Try it") on the methods page, as a reader uses it:
 * opened from the keyboard, a request sent to the sandbox in the browser and
 * its answer read, each kind of bad input refused at its field, the webhooks
 * of a payout flow with signatures that verify with the published key, an
 * idempotent replay, another base URL (unreachable, and a real local sandbox
 * answering across origins), and "Copy as". The console's code loads only when
 * it is opened, and by default nothing leaves the page.
 */
import {createVerify} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {loadApiModel} from '../../src/plugins/openapi/index';
import {SANDBOX_FILES} from '../../sandbox/files';
import {startSandbox, type RunningSandbox} from '../../sandbox/server';
import {freePort} from '../../sandbox/testing';
import {expect, forgiveConsoleErrors, scriptBodies, test, visit} from './fixtures';
import {localized, locales, type LocaleCase} from './spec-routes';

const BANK_PUBLIC_KEY = fs.readFileSync(
  path.join(__dirname, '../../static/keys/bank-sandbox-public.pem'),
  'utf8',
);

const texts = {
  ru: {
    tryIt: 'Попробовать',
    send: 'Отправить',
    body: 'Тело запроса (JSON)',
    notJson: /Тело запроса — не JSON: ошибка в строке 4, столбце 3/,
    notSent: 'Запрос не отправлен',
    otherUrl: 'Другой адрес API',
    baseUrl: 'Адрес API',
    unreachable: /не получил ответа.*консоли браузера/s,
    insecure: 'По http консоль обращается только к этому компьютеру',
    pin: /Не менять Idempotency-Key/,
    published: 'Опубликованный ключ песочницы',
    ownKey: 'Свой закрытый ключ',
    ownKeyField: 'Закрытый ключ (PEM, PKCS #8)',
    pkcs1: 'Это ключ в формате PKCS #1',
    copyCurl: 'Копировать как cURL',
    remember: 'Запомнить ключ в этом браузере',
    remembered: /Ключ сохранён в этом браузере/,
    forget: 'Забыть ключ',
    forgotten: 'Ключ удалён из этого браузера.',
    answered: /Ответ получен: HTTP 200/,
    webhooksNote: 'Это уведомления песочницы',
  },
  en: {
    tryIt: 'Try it',
    send: 'Send',
    body: 'Request body (JSON)',
    notJson: /The request body is not JSON: error at line 4, column 3/,
    notSent: 'Not sent',
    otherUrl: 'Another API address',
    baseUrl: 'API address',
    unreachable: /got no response.*browser console/s,
    insecure: 'Over http the console reaches this computer only',
    pin: /Keep the Idempotency-Key/,
    published: 'The published sandbox key',
    ownKey: 'Your own private key',
    ownKeyField: 'Private key (PEM, PKCS #8)',
    pkcs1: 'This is a PKCS #1 key',
    copyCurl: 'Copy as cURL',
    remember: 'Remember the key in this browser',
    remembered: /The key is stored in this browser/,
    forget: 'Forget the key',
    forgotten: 'The key is removed from this browser.',
    answered: /Response received: HTTP 200/,
    webhooksNote: 'These are the sandbox’s webhooks',
  },
} as const;

/** A PEM private key in a script: the sandbox data that only the console loads. */
const SANDBOX_KEY = /BEGIN PRIVATE KEY-----(\\+n|\n)MII/;

/** Script and data requests of the console's lazily loaded code. */
const isConsoleChunk = (url: string) => /\/assets\/js\/request-console\.[0-9a-f]+\.js$/.test(url);

/** The method's section on the methods page, with the console opened (and loaded). */
async function openConsole(page: Page, locale: LocaleCase, method: string): Promise<Locator> {
  await visit(page, `${localized(locale, '/reference/methods')}#${method.replace(/\//g, '-')}`);
  const section = page.locator(`section[data-api-method="${method}"]`);
  await section.getByRole('button', {name: texts[locale.key].tryIt, exact: true}).click();
  const panel = section.locator(`[data-request-console="${method}"]`);
  await expect(panel).toBeVisible();
  // The key pair is made when the console opens: the headers are signed once it is ready,
  // which takes seconds on a busy two-core machine.
  await expect(panel.locator('tr', {hasText: 'X-Signature'})).toBeVisible({timeout: 20_000});
  return panel;
}

/** What the page says about a field: the texts its `aria-describedby` points at. */
const messageAt = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

const send = (panel: Locator, locale: LocaleCase) =>
  panel.getByRole('button', {name: texts[locale.key].send, exact: true}).click();

const bodyField = (panel: Locator, locale: LocaleCase) =>
  panel.getByRole('textbox', {name: texts[locale.key].body});

for (const locale of locales) {
  const t = texts[locale.key];
  test.describe(`request console (${locale.key})`, () => {
    // The methods page renders every operation; on a busy two-core runner it is slow to hydrate.
    test.slow();

    test('loads only when opened: from the keyboard, focus in the panel; then answers from the sandbox in the page', async ({
      page,
    }) => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      const scripts = scriptBodies(page);
      await visit(page, `${localized(locale, '/reference/methods')}#session-create`);
      expect(requests.filter(isConsoleChunk), 'no console code before it is opened').toEqual([]);
      // Nor its data: the sandbox keys travel with it.
      expect(scripts.filter((body) => SANDBOX_KEY.test(body))).toEqual([]);

      const section = page.locator('section[data-api-method="session/create"]');
      const button = section.getByRole('button', {name: t.tryIt, exact: true});
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const panel = section.locator('[data-request-console="session/create"]');
      await expect(panel).toBeFocused();
      expect(requests.filter(isConsoleChunk)).toHaveLength(1);

      await expect(panel.locator('tr', {hasText: 'X-Signature'})).toBeVisible({timeout: 20_000});
      const before = requests.length;
      await send(panel, locale);
      await expect(panel.getByRole('status')).toHaveText(t.answered);
      await expect(panel.locator('[data-console-status]')).toHaveText('HTTP 200');
      await expect(panel.locator('[data-console-result]')).toContainText('"status": "ok"');
      expect(scripts.filter((body) => SANDBOX_KEY.test(body)).length).toBeGreaterThan(0);
      // Nothing left the page for the answer: not to another host, not to the site.
      const sent = requests.slice(before).filter((url) => !/\/assets\/js\/.+\.js$/.test(url));
      expect(sent).toEqual([]);
    });

    test("a guide's request opens the console with that request's body", async ({page}) => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await visit(page, localized(locale, '/payments/payment-hold'));
      expect(requests.filter(isConsoleChunk)).toEqual([]);
      // The second capture of the guide: a partial one, 1 800,00 of 2 500,00.
      const block = page.locator('main article .theme-code-block', {hasText: '180000'});
      const button = page
        .locator('main article')
        .getByRole('button', {name: t.tryIt, exact: true})
        .nth(4);
      await expect(block).toBeVisible();
      await button.click();
      const panel = page.locator('[data-request-console="session/capture"]');
      await expect(panel).toBeFocused();
      const body = JSON.parse(await bodyField(panel, locale).inputValue()) as unknown;
      expect(body).toEqual(JSON.parse(await block.locator('pre').innerText()));
      await expect(panel.locator('tr', {hasText: 'X-Signature'})).toBeVisible({timeout: 20_000});
      await send(panel, locale);
      await expect(panel.locator('[data-console-status]')).toHaveText('HTTP 200');
      await expect(panel.locator('[data-console-webhook="payment_finished"]')).toHaveCount(1);
    });

    test('refuses a body that is not JSON at the field, saying where', async ({page}) => {
      const panel = await openConsole(page, locale, 'session/create');
      const body = bodyField(panel, locale);
      await body.fill('{\n  "metadata": {\n    "order_id": "1",\n  }\n}');
      await expect(body).toHaveAttribute('aria-invalid', 'true');
      await expect.poll(() => messageAt(body)).toMatch(t.notJson);
      await send(panel, locale);
      await expect(panel.getByRole('status')).toContainText(t.notSent);
      await expect(body).toBeFocused();
      await expect(panel.locator('[data-console-result]')).toHaveCount(0);
    });

    test('names the field that breaks the schema', async ({page}) => {
      const panel = await openConsole(page, locale, 'session/init/payout');
      const body = bodyField(panel, locale);
      const example = JSON.parse(await body.inputValue()) as {payout: {amount: {value: unknown}}};
      example.payout.amount.value = '1500.00';
      await body.fill(JSON.stringify(example, null, 2));
      await expect(body).toHaveAttribute('aria-invalid', 'true');
      await expect.poll(() => messageAt(body)).toContain('payout.amount.value');
      await send(panel, locale);
      await expect(panel.getByRole('status')).toContainText('payout.amount.value');
      await expect(panel.locator('[data-console-result]')).toHaveCount(0);
    });

    test('shows the sandbox error a request asks for', async ({page}) => {
      const panel = await openConsole(page, locale, 'session/create');
      await bodyField(panel, locale).fill(
        '{"metadata": {"sandbox_error": "daily_limit_exceeded"}}',
      );
      await send(panel, locale);
      const result = panel.locator('[data-console-result]');
      await expect(result).toContainText('"code": "daily_limit_exceeded"');
      await expect(result).toContainText('"status": "error"');
    });

    test('shows the webhooks of a payout flow, signed with the published sandbox key', async ({
      page,
    }) => {
      const panel = await openConsole(page, locale, 'session/confirm');
      await send(panel, locale);
      await expect(panel.locator('[data-console-status]')).toHaveText('HTTP 200');
      await expect(panel.getByText(t.webhooksNote)).toBeVisible();
      const webhooks = panel.locator('[data-console-webhook]');
      await expect(webhooks).toHaveCount(1);
      const webhook = webhooks.first();
      await expect(webhook).toHaveAttribute('data-console-webhook', 'payout_finished');
      const blocks = webhook.locator('pre');
      const headers = Object.fromEntries(
        (await blocks.nth(0).innerText())
          .trim()
          .split('\n')
          .map((line) => line.split(': ') as [string, string]),
      );
      const body = (await blocks.nth(1).innerText()).trim();
      expect(JSON.parse(body)).toMatchObject({type: 'payout_finished', id: headers['X-Event-Id']});
      const verifies = (data: string) =>
        createVerify('RSA-SHA256')
          .update(data)
          .verify(BANK_PUBLIC_KEY, headers['X-Signature'] ?? '', 'base64');
      expect(verifies(`${headers['X-Timestamp']}\n${body}`)).toBe(true);
      expect(verifies(body)).toBe(false);
    });

    test('replays the stored answer for a pinned Idempotency-Key', async ({page}) => {
      const panel = await openConsole(page, locale, 'session/create');
      await panel.getByRole('checkbox', {name: t.pin}).check();
      await send(panel, locale);
      await expect(panel.locator('[data-console-status]')).toHaveText('HTTP 200');
      await expect(panel.locator('[data-console-result]')).not.toContainText('Idempotent-Replayed');
      await send(panel, locale);
      await expect(panel.locator('[data-console-result]')).toContainText(
        'Idempotent-Replayed: true',
      );
    });

    test('reads the query of a read and signs it', async ({page}) => {
      const panel = await openConsole(page, locale, 'session/status');
      await expect(panel.getByRole('textbox', {name: /session_id/})).toHaveValue(/^ses_/);
      await send(panel, locale);
      await expect(panel.locator('[data-console-status]')).toHaveText('HTTP 200');
    });

    test('says at the address field why another base URL got no answer', async ({
      page,
      consoleErrors,
    }) => {
      const panel = await openConsole(page, locale, 'session/create');
      await panel.getByRole('radio', {name: t.otherUrl}).check();
      const address = panel.getByRole('textbox', {name: t.baseUrl});
      await address.fill('http://192.0.2.1/v1');
      await send(panel, locale);
      await expect(address).toHaveAttribute('aria-invalid', 'true');
      await expect.poll(() => messageAt(address)).toContain(t.insecure);

      // A port of this machine nobody listens on.
      const closed = await freePort();
      await address.fill(`http://127.0.0.1:${closed}/v1`);
      await send(panel, locale);
      await expect(address).toBeFocused();
      await expect(address).toHaveAttribute('aria-invalid', 'true');
      await expect.poll(() => messageAt(address)).toMatch(t.unreachable);
      forgiveConsoleErrors(consoleErrors, /ERR_CONNECTION_REFUSED|Failed to fetch/);
    });

    test('remembers the key only when asked, and forgets it', async ({page}) => {
      const panel = await openConsole(page, locale, 'session/create');
      const stored = () => page.evaluate(() => window.localStorage.getItem('request-console:key'));
      expect(await stored()).toBeNull();
      const publicKey = await panel.locator('pre', {hasText: 'BEGIN PUBLIC KEY'}).innerText();
      await panel.getByRole('checkbox', {name: t.remember}).check();
      await expect(panel.getByText(t.remembered)).toBeVisible();
      expect(await stored()).toContain('BEGIN PRIVATE KEY');

      // A new visit: the same address with its fragment would not load the page again.
      await page.goto('about:blank');
      const reopened = await openConsole(page, locale, 'session/create');
      await expect(reopened.getByRole('checkbox', {name: t.remember})).toBeChecked();
      await expect
        .poll(() => reopened.locator('pre', {hasText: 'BEGIN PUBLIC KEY'}).innerText())
        .toBe(publicKey);
      await reopened.getByRole('button', {name: t.forget}).click();
      await expect(reopened.getByText(t.forgotten)).toBeVisible();
      expect(await stored()).toBeNull();
    });

    test('refuses a private key the browser cannot use, at the key field', async ({page}) => {
      const panel = await openConsole(page, locale, 'session/create');
      await panel.getByRole('radio', {name: t.ownKey}).check();
      const key = panel.getByRole('textbox', {name: t.ownKeyField});
      await key.fill('-----BEGIN RSA PRIVATE KEY-----\nMIIB\n-----END RSA PRIVATE KEY-----');
      await expect(key).toHaveAttribute('aria-invalid', 'true');
      await expect.poll(() => messageAt(key)).toContain(t.pkcs1);
    });
  });
}

test.describe('request console against a local sandbox', () => {
  test.slow();
  let sandbox: RunningSandbox;
  test.beforeAll(async () => {
    sandbox = await startSandbox({
      api: await loadApiModel(SANDBOX_FILES.spec),
      partnerPublicKey: fs.readFileSync(SANDBOX_FILES.partnerSandboxPublicKey, 'utf8'),
      bankPrivateKey: fs.readFileSync(SANDBOX_FILES.bankPrivateKey, 'utf8'),
    });
  });
  test.afterAll(async () => {
    await sandbox?.close();
  });

  test('sends across origins to npm run sandbox with the published key, and copies the request as cURL', async ({
    page,
    context,
  }) => {
    const [locale] = locales;
    const t = texts[locale.key];
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const panel = await openConsole(page, locale, 'session/create');
    await panel.getByRole('radio', {name: t.published}).check();
    await panel.getByRole('radio', {name: t.otherUrl}).check();
    await panel.getByRole('textbox', {name: t.baseUrl}).fill(sandbox.baseUrl);
    const answered = page.waitForResponse((response) => response.url().startsWith(sandbox.baseUrl));
    await send(panel, locale);
    expect((await answered).status()).toBe(200);
    await expect(panel.locator('[data-console-status]')).toHaveText('HTTP 200');
    await expect(panel.locator('[data-console-result]')).toContainText(
      `POST ${sandbox.baseUrl}/session/create`,
    );
    await panel.getByRole('button', {name: t.copyCurl}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(
      `curl -sS --include --max-time 30 -X POST '${sandbox.baseUrl}/session/create'`,
    );
    expect(copied).toMatch(/-H 'X-Signature: [A-Za-z0-9+/]+=*'/);
  });
});
