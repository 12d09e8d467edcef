/**
 * The signature debugger (`/reference/signature-debugger`) as a developer uses
 * it, in both languages: reached from the format and webhooks pages, the
 * example verifies, each kind of wrong signature gets its verdict, bad input
 * is named at its field, and nothing the reader pastes leaves the page.
 * Signatures are made here with node:crypto, apart from the page's own code.
 */
import {generateKeyPairSync, sign} from 'node:crypto';
import fs from 'node:fs';
import {AxeBuilder} from '@axe-core/playwright';
import type {Locator, Page, Request} from '@playwright/test';
import {localized, locales} from './spec-routes';
import {expect, test, visit} from './fixtures';

const ROUTE = '/reference/signature-debugger';

const texts = {
  ru: {
    title: 'Отладчик подписи',
    linkFromFormat: 'отладчике подписи',
    linkFromWebhooks: 'отладчик подписи',
    request: 'Запрос к API',
    webhook: 'Уведомление банка',
    method: 'Метод',
    path: 'Путь со строкой запроса',
    requestBody: 'Тело — ровно как отправлено',
    webhookBody: 'Тело — ровно как пришло',
    key: 'Открытый ключ (PEM)',
    check: 'Проверить',
    example: 'Заполнить пример',
    filled: 'Заполнено: пример',
    verified: 'Подпись верна',
    badEncoding: 'Подпись верна, но закодирована не так',
    badTime: 'Подпись верна, но время подписи не подходит',
    reserialised: 'Тело подписано другими байтами',
    wrongString: 'Подписана другая строка',
    otherKey: 'Ключ и подпись не совпадают',
    sandboxKey: 'Подписано ключом банка для песочницы',
    phrases: {
      noPadding: 'в конце нет выравнивания =',
      compact: 'компактно, без пробелов',
      lowerCase: 'Метод подписан строчными буквами',
      withoutPrefix: 'Путь подписан без /v1',
      withoutQuery: 'Путь подписан без строки запроса',
      fullUrl: 'Подписан полный адрес https://sandbox.api.ivelta.example/v1/session/create',
      crlf: 'CR LF',
      noLineFeed: 'После пути нет перевода строки',
      asWebhook: 'Строка собрана как для уведомления',
      asRequest: 'Строка собрана как для запроса',
      milliseconds: 'Подписано время',
      expired: 'request_expired',
      otherKey: 'Подпись сделана не закрытой частью этого ключа',
      bankKey: 'а не ключом, который вы указали',
    },
    malformedKey: 'повреждён или обрезан',
    privateKey: 'Это закрытый ключ',
    notANumber: 'а не дата',
    emptySignature: 'Вставьте значение заголовка X-Signature',
  },
  en: {
    title: 'Signature debugger',
    linkFromFormat: 'signature debugger',
    linkFromWebhooks: 'signature debugger',
    request: 'Request to the API',
    webhook: 'Webhook from the bank',
    method: 'Method',
    path: 'Path with query string',
    requestBody: 'Body, exactly as sent',
    webhookBody: 'Body, exactly as received',
    key: 'Public key (PEM)',
    check: 'Check',
    example: 'Fill in an example',
    filled: 'Filled in: the',
    verified: 'The signature verifies',
    badEncoding: 'The signature is right, but its encoding is not',
    badTime: 'The signature is right, but the timestamp is not',
    reserialised: 'The body was signed as other bytes',
    wrongString: 'The signature covers another string',
    otherKey: 'The key and the signature do not match',
    sandboxKey: "Signed with the bank's sandbox key",
    phrases: {
      noPadding: 'it lacks the = padding at the end',
      compact: 'compact, without spaces',
      lowerCase: 'The method was signed in lower case',
      withoutPrefix: 'The path was signed without /v1',
      withoutQuery: 'The path was signed without its query string',
      fullUrl: 'The full URL https://sandbox.api.ivelta.example/v1/session/create was signed',
      crlf: 'CR LF',
      noLineFeed: 'The line feed after the path is missing',
      asWebhook: 'It was signed like a webhook',
      asRequest: 'It was signed like a request',
      milliseconds: 'It was signed with the timestamp',
      expired: 'request_expired',
      otherKey: "The signature was not made with this key's private half",
      bankKey: 'not with the key you gave',
    },
    malformedKey: 'damaged or cut short',
    privateKey: 'This is a private key',
    notANumber: 'not a date',
    emptySignature: 'Paste the value of X-Signature',
  },
} as const;

type Texts = (typeof texts)[keyof typeof texts];

function rsaKeyPair(): {publicKey: string; privateKey: string} {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: {type: 'spki', format: 'pem'},
    privateKeyEncoding: {type: 'pkcs8', format: 'pem'},
  });
}

const partner = rsaKeyPair();
const stranger = rsaKeyPair();
const bankSandboxPrivateKey = fs.readFileSync('sandbox/keys/bank-sandbox-private.pem', 'utf8');

/** RSA-SHA256, PKCS #1 v1.5, Base64: as the API signs. */
const signed = (text: string, privateKey = partner.privateKey) =>
  sign('sha256', Buffer.from(text), privateKey).toString('base64');

const PATH = '/v1/session/create';
const BODY = '{"account_id":"acc_7e4c1a9b30","metadata":{"order_id":"courier-20251014-0042"}}';
const now = () => Math.floor(Date.now() / 1000);

type Inputs = {
  mode: 'request' | 'webhook';
  method: 'POST' | 'GET';
  path: string;
  timestamp: string;
  body: string;
  signature: string;
  key: string;
};

/** Every request the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** Nothing sent by script, nothing to another origin, nothing carrying what was pasted. */
function expectNothingSent(page: Page, requests: Request[], pasted: string[]): void {
  const origin = new URL(page.url()).origin;
  for (const request of requests) {
    expect(['fetch', 'xhr', 'websocket', 'eventsource'], request.url()).not.toContain(
      request.resourceType(),
    );
    expect(new URL(request.url()).origin, request.url()).toBe(origin);
    expect(request.postData(), request.url()).toBeNull();
    for (const value of pasted) expect(request.url()).not.toContain(value.slice(0, 40));
  }
}

const debuggerOf = (page: Page) => page.locator('[data-signature-debugger]');

async function fill(tool: Locator, t: Texts, inputs: Inputs): Promise<void> {
  // The path is filled in request mode even for a webhook: the webhook check uses it to
  // recognise a webhook signed like a request.
  await tool.getByLabel(t.request).check();
  await tool.getByLabel(t.method).selectOption(inputs.method);
  await tool.getByLabel(t.path).fill(inputs.path);
  if (inputs.mode === 'webhook') await tool.getByLabel(t.webhook).check();
  await tool.getByLabel('X-Timestamp').fill(inputs.timestamp);
  await tool
    .getByLabel(inputs.mode === 'request' ? t.requestBody : t.webhookBody)
    .fill(inputs.body);
  await tool.getByLabel('X-Signature').fill(inputs.signature);
  await tool.getByLabel(t.key).fill(inputs.key);
}

/** A request signed with the partner's key over `string`; `changes` to the inputs. */
function request(string: (timestamp: string) => string, changes: Partial<Inputs> = {}) {
  return (): Inputs => {
    const timestamp = changes.timestamp ?? String(now());
    return {
      mode: 'request',
      method: 'POST',
      path: PATH,
      body: BODY,
      key: partner.publicKey,
      signature: signed(string(timestamp)),
      ...changes,
      timestamp,
    };
  };
}

type WrongKind = {
  name: string;
  inputs: () => Inputs;
  heading: (t: Texts) => string;
  phrase: (t: Texts) => string;
};

const wrongKinds: WrongKind[] = [
  {
    name: 'a signature in base64url without padding',
    inputs: () => {
      const inputs = request((ts) => `${ts}\nPOST\n${PATH}\n${BODY}`)();
      const signature = inputs.signature.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      return {...inputs, signature};
    },
    heading: (t) => t.badEncoding,
    phrase: (t) => t.phrases.noPadding,
  },
  {
    name: 'a body sent indented but signed compact',
    inputs: request((ts) => `${ts}\nPOST\n${PATH}\n${BODY}`, {
      body: JSON.stringify(JSON.parse(BODY), null, 2),
    }),
    heading: (t) => t.reserialised,
    phrase: (t) => t.phrases.compact,
  },
  {
    name: 'the method signed in lower case',
    inputs: request((ts) => `${ts}\npost\n${PATH}\n${BODY}`),
    heading: (t) => t.wrongString,
    phrase: (t) => t.phrases.lowerCase,
  },
  {
    name: 'the path signed without /v1',
    inputs: request((ts) => `${ts}\nPOST\n/session/create\n${BODY}`),
    heading: (t) => t.wrongString,
    phrase: (t) => t.phrases.withoutPrefix,
  },
  {
    name: 'the path signed without its query',
    inputs: request((ts) => `${ts}\nGET\n/v1/session/status\n`, {
      method: 'GET',
      path: '/v1/session/status?session_id=ses_4f8a2c91d7',
      body: '',
    }),
    heading: (t) => t.wrongString,
    phrase: (t) => t.phrases.withoutQuery,
  },
  {
    name: 'the full URL signed',
    inputs: request((ts) => `${ts}\nPOST\nhttps://sandbox.api.ivelta.example${PATH}\n${BODY}`),
    heading: (t) => t.wrongString,
    phrase: (t) => t.phrases.fullUrl,
  },
  {
    name: 'CRLF line ends',
    inputs: request((ts) => `${ts}\r\nPOST\r\n${PATH}\r\n${BODY}`),
    heading: (t) => t.wrongString,
    phrase: (t) => t.phrases.crlf,
  },
  {
    name: 'no line feed before the body',
    inputs: request((ts) => `${ts}\nPOST\n${PATH}${BODY}`),
    heading: (t) => t.wrongString,
    phrase: (t) => t.phrases.noLineFeed,
  },
  {
    name: 'a request signed like a webhook',
    inputs: request((ts) => `${ts}\n${BODY}`),
    heading: (t) => t.wrongString,
    phrase: (t) => t.phrases.asWebhook,
  },
  {
    name: 'a webhook signed like a request',
    inputs: request((ts) => `${ts}\nPOST\n${PATH}\n${BODY}`, {mode: 'webhook'}),
    heading: (t) => t.wrongString,
    phrase: (t) => t.phrases.asRequest,
  },
  {
    name: 'the timestamp signed in milliseconds',
    inputs: request((ts) => `${ts}123\nPOST\n${PATH}\n${BODY}`),
    heading: (t) => t.wrongString,
    phrase: (t) => t.phrases.milliseconds,
  },
  {
    name: 'a timestamp an hour old',
    inputs: request((ts) => `${ts}\nPOST\n${PATH}\n${BODY}`, {timestamp: String(now() - 3600)}),
    heading: (t) => t.badTime,
    phrase: (t) => t.phrases.expired,
  },
  {
    name: 'another key',
    inputs: request((ts) => `${ts}\nPOST\n${PATH}\n${BODY}`, {key: stranger.publicKey}),
    heading: (t) => t.otherKey,
    phrase: (t) => t.phrases.otherKey,
  },
  {
    name: 'the sandbox bank key instead of the partner’s',
    inputs: () => {
      const inputs = request(() => '')();
      const string = `${inputs.timestamp}\nPOST\n${PATH}\n${BODY}`;
      return {...inputs, signature: signed(string, bankSandboxPrivateKey)};
    },
    heading: (t) => t.sandboxKey,
    phrase: (t) => t.phrases.bankKey,
  },
];

for (const locale of locales) {
  const t = texts[locale.key];
  const route = localized(locale, ROUTE);

  test.describe(`signature debugger (${locale.key})`, () => {
    for (const [from, linkText] of [
      ['/reference/format', t.linkFromFormat],
      ['/reference/webhooks', t.linkFromWebhooks],
    ] as const) {
      test(`is reached from ${from} by a visible link`, async ({page}) => {
        await visit(page, localized(locale, from));
        const link = page.locator('article').getByRole('link', {name: linkText, exact: true});
        await link.first().scrollIntoViewIfNeeded();
        await expect(link.first()).toBeVisible();
        await link.first().click();
        await expect(page).toHaveURL(new RegExp(`${route}$`));
        await expect(page.locator('article h1')).toHaveText(t.title);
      });
    }

    test('the example, filled in and checked from the keyboard, verifies; nothing is sent', async ({
      page,
    }) => {
      await visit(page, route);
      const requests = recordRequests(page);
      const tool = debuggerOf(page);
      for (const mode of ['request', 'webhook'] as const) {
        await tool.getByLabel(mode === 'request' ? t.request : t.webhook).check();
        await tool.getByRole('button', {name: t.example}).focus();
        await page.keyboard.press('Enter');
        await expect(tool.getByRole('status')).toContainText(t.filled);
        await expect(tool.getByLabel('X-Signature')).not.toHaveValue('');
        await tool.getByRole('button', {name: t.check}).focus();
        await page.keyboard.press('Enter');
        const verdict = tool.getByRole('heading', {level: 3});
        await expect(verdict).toHaveText(t.verified);
        await expect(verdict).toBeFocused();
        // The expected string, its line feeds marked and still breaking the lines.
        const expected = tool.locator('[data-string="expected"] pre');
        const timestamp = await tool.getByLabel('X-Timestamp').inputValue();
        await expect(expected).toContainText(
          mode === 'request'
            ? `${timestamp}↵\nPOST↵\n${PATH}↵\n{"account_id"`
            : `${timestamp}↵\n{"id"`,
        );
        await expect(tool.locator('[data-string="expected"] figcaption')).toContainText(
          /SHA-256:? [0-9a-f]{64}/,
        );
      }
      const pasted = await tool.getByLabel('X-Signature').inputValue();
      expectNothingSent(page, requests, [pasted, BODY]);
    });

    for (const kind of wrongKinds) {
      test(`${kind.name}: the verdict says so`, async ({page}) => {
        await visit(page, route);
        const requests = recordRequests(page);
        const tool = debuggerOf(page);
        const inputs = kind.inputs();
        await fill(tool, t, inputs);
        await tool.getByRole('button', {name: t.check}).click();
        const report = tool.locator('section[data-verdict]');
        await expect(report.getByRole('heading', {level: 3})).toHaveText(kind.heading(t));
        await expect(report).toContainText(kind.phrase(t));
        await expect(report.locator('[data-string="expected"] pre')).toContainText('↵');
        expectNothingSent(page, requests, [inputs.signature, inputs.body]);
      });
    }

    test('the string the signature covers is shown too, spaces marked', async ({page}) => {
      await visit(page, route);
      const tool = debuggerOf(page);
      const ts = String(now());
      await fill(tool, t, {
        mode: 'request',
        method: 'POST',
        path: PATH,
        timestamp: ts,
        body: '{"a": 1}',
        signature: signed(`${ts}\nPOST\n${PATH}\n{"a":1}`),
        key: partner.publicKey,
      });
      await tool.getByRole('button', {name: t.check}).click();
      await expect(tool.locator('[data-string="expected"] pre')).toContainText('{"a":·1}');
      await expect(tool.locator('[data-string="signed"] pre')).toHaveText(
        `${ts}↵\nPOST↵\n${PATH}↵\n{"a":1}`,
      );
    });

    test('a malformed key is named at the field, which takes focus', async ({page}) => {
      await visit(page, route);
      const tool = debuggerOf(page);
      const inputs = request((ts) => `${ts}\nPOST\n${PATH}\n${BODY}`)();
      await fill(tool, t, {
        ...inputs,
        key: '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A\n-----END PUBLIC KEY-----',
      });
      await tool.getByRole('button', {name: t.check}).click();
      const key = tool.getByLabel(t.key);
      await expect(key).toBeFocused();
      await expect(key).toHaveAttribute('aria-invalid', 'true');
      await expect(key).toHaveAccessibleDescription(new RegExp(t.malformedKey));
      await expect(tool.locator('section[data-verdict]')).toHaveCount(0);

      // Typing in the field settles its error.
      await key.fill(partner.publicKey);
      await expect(key).not.toHaveAttribute('aria-invalid', 'true');
    });

    test('a pasted private key is refused and cleared', async ({page}) => {
      await visit(page, route);
      const requests = recordRequests(page);
      const tool = debuggerOf(page);
      const inputs = request((ts) => `${ts}\nPOST\n${PATH}\n${BODY}`)();
      await fill(tool, t, {...inputs, key: partner.privateKey});
      await tool.getByRole('button', {name: t.check}).click();
      const key = tool.getByLabel(t.key);
      await expect(key).toBeFocused();
      await expect(key).toHaveValue('');
      await expect(key).toHaveAccessibleDescription(new RegExp(t.privateKey));
      expectNothingSent(page, requests, [partner.privateKey.split('\n')[1] ?? '']);
    });

    test('several bad fields: each is named, the first takes focus', async ({page}) => {
      await visit(page, route);
      const tool = debuggerOf(page);
      await fill(tool, t, {
        mode: 'request',
        method: 'POST',
        path: PATH,
        timestamp: '2025-10-14T12:00:00+03:00',
        body: BODY,
        signature: '',
        key: partner.publicKey,
      });
      await tool.getByRole('button', {name: t.check}).click();
      const timestamp = tool.getByLabel('X-Timestamp');
      await expect(timestamp).toBeFocused();
      await expect(timestamp).toHaveAccessibleDescription(new RegExp(t.notANumber));
      const signature = tool.getByLabel('X-Signature');
      await expect(signature).toHaveAttribute('aria-invalid', 'true');
      await expect(signature).toHaveAccessibleDescription(new RegExp(t.emptySignature));
    });

    test('the page with a verdict and with field errors passes axe', async ({page}) => {
      // Four axe runs on two busy cores.
      test.slow();
      await visit(page, route);
      const tool = debuggerOf(page);
      const scan = async () => {
        const results = await new AxeBuilder({page})
          .include('[data-signature-debugger]')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const serious = results.violations.filter((violation) =>
          ['serious', 'critical'].includes(violation.impact ?? ''),
        );
        expect(
          serious.map((violation) => `${violation.id}: ${violation.nodes[0]?.html ?? ''}`),
        ).toEqual([]);
      };
      for (const theme of ['light', 'dark']) {
        await page.evaluate(
          (mode) => document.documentElement.setAttribute('data-theme', mode),
          theme,
        );
        await fill(tool, t, {...request((ts) => `${ts}\npost\n${PATH}\n${BODY}`)()});
        await tool.getByRole('button', {name: t.check}).click();
        await expect(tool.locator('section[data-verdict]')).toBeVisible();
        await scan();
        await tool.getByLabel('X-Signature').fill('not a signature!');
        await tool.getByLabel(t.key).fill('');
        await tool.getByRole('button', {name: t.check}).click();
        await expect(tool.getByLabel('X-Signature')).toHaveAttribute('aria-invalid', 'true');
        await scan();
      }
    });
  });
}
