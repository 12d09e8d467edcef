/**
 * Signed webhook fixtures (issue 22), on the production e2e build: every
 * webhook on `/reference/webhooks` offers its examples' fixtures to download
 * and their cURL one click away, in both languages; every fixture is served
 * as JSON and verifies with the sandbox key the site publishes.
 */
import {createVerify} from 'node:crypto';
import fs from 'node:fs';
import type {APIRequestContext} from '@playwright/test';
import YAML from 'yaml';
import {webhookStringToSign} from '../../src/signing/stringToSign';
import type {FixtureIndex, WebhookFixture} from '../../src/plugins/webhook-fixtures/fixtures';
import {expect, test, visit} from './fixtures';
import {localized, locales} from './spec-routes';

const INDEX = '/webhooks/fixtures/index.json';
const PUBLISHED_KEY = '/keys/bank-sandbox-public.pem';

const texts = {
  ru: {title: 'Фикстуры для проверки обработчика', download: 'Скачать', curl: 'Команда cURL для'},
  en: {title: 'Fixtures for testing your handler', download: 'Download', curl: 'cURL command for'},
} as const;

/** `event.example` of every webhook example in the OpenAPI file, in its order. */
function specExamples(): string[] {
  const spec = YAML.parse(fs.readFileSync('openapi/payment-api.yaml', 'utf8')) as {
    webhooks: Record<
      string,
      {post: {requestBody: {content: Record<string, {examples: Record<string, unknown>}>}}}
    >;
  };
  return Object.entries(spec.webhooks).flatMap(([event, item]) =>
    Object.values(item.post.requestBody.content).flatMap((media) =>
      Object.keys(media.examples).map((example) => `${event}.${example}`),
    ),
  );
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toMatch(/^application\/json/);
  return (await response.json()) as T;
}

for (const locale of locales) {
  test.describe(`webhook fixtures (${locale.key})`, () => {
    // The webhooks page renders every webhook with its fields and examples; hydrating it on a
    // busy two-core runner takes a good part of the default 30 s.
    test.slow();
    test('every webhook has its fixtures to download and their cURL one click away', async ({
      page,
      request,
    }) => {
      const text = texts[locale.key];
      await visit(page, localized(locale, '/reference/webhooks'));
      await expect(page.getByRole('heading', {level: 2, name: text.title})).toBeVisible();

      const index = await getJson<FixtureIndex>(request, INDEX);
      const webhooks = page.locator('section[data-api-webhook]');
      const events = await webhooks.evaluateAll((sections) =>
        sections.map((section) => section.getAttribute('data-api-webhook')),
      );
      expect(events.length).toBeGreaterThan(0);
      expect([...new Set(index.fixtures.map(({event}) => event))]).toEqual(events);

      // Each example's link, in the spec's order, at the site's root in both languages (not under /en/).
      const links = page.locator('section[data-api-webhook] a[download]');
      const shown = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => ({
          event: anchor.closest('section')?.getAttribute('data-api-webhook'),
          text: anchor.textContent,
          href: anchor.getAttribute('href'),
          download: anchor.getAttribute('download'),
        })),
      );
      expect(shown).toEqual(
        index.fixtures.map(({event, example, path}) => ({
          event,
          text: `${text.download} ${event}.${example}.json`,
          href: path,
          download: `${event}.${example}.json`,
        })),
      );
      for (const link of await links.all()) {
        await expect(link).toBeVisible();
      }

      // The cURL of a fixture opens from the keyboard and is the file's, signature and all.
      const [first] = index.fixtures;
      if (!first) throw new Error(`${INDEX} lists no fixture`);
      const fixture = await getJson<WebhookFixture>(request, first.path);
      const section = page.locator(`section[data-api-webhook="${first.event}"]`);
      const summary = section.locator('summary', {hasText: text.curl}).first();
      const command = section.locator('pre').filter({hasText: 'curl -i'}).first();
      await expect(command).toBeHidden();
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect(command).toBeVisible();
      await expect(command).toContainText(`'X-Signature: ${fixture.headers['X-Signature']}'`);
      await expect(command).toContainText(`'X-Timestamp: ${fixture.headers['X-Timestamp']}'`);
      await expect(command).toContainText(`curl -i '${fixture.url}'`);

      // The link downloads the file under its own name.
      const fileName = `${first.event}.${first.example}.json`;
      const download = page.waitForEvent('download');
      await section.locator('a[download]').first().click();
      expect((await download).suggestedFilename()).toBe(fileName);
    });
  });
}

test('every fixture is JSON and verifies with the sandbox key the site publishes', async ({
  request,
}) => {
  const keyResponse = await request.get(PUBLISHED_KEY);
  expect(keyResponse.status()).toBe(200);
  const publicKey = await keyResponse.text();
  const index = await getJson<FixtureIndex>(request, INDEX);
  expect(index.fixtures.map(({event, example}) => `${event}.${example}`)).toEqual(specExamples());

  for (const entry of index.fixtures) {
    const fixture = await getJson<WebhookFixture>(request, entry.path);
    const name = `${entry.event}.${entry.example}`;
    expect([fixture.event, fixture.example], name).toEqual([entry.event, entry.example]);
    const {id, type} = JSON.parse(fixture.body) as {id: string; type: string};
    expect(type, name).toBe(entry.event);
    expect(fixture.headers['X-Event-Id'], name).toBe(id);
    expect(fixture.headers['Content-Type'], name).toBe('application/json');
    const verified = createVerify('RSA-SHA256')
      .update(webhookStringToSign({timestamp: fixture.headers['X-Timestamp'], body: fixture.body}))
      .verify(publicKey, fixture.headers['X-Signature'], 'base64');
    expect(verified, `${name} verifies with ${PUBLISHED_KEY}`).toBe(true);
    expect(fixture.curl, name).toContain(`--data-binary '${fixture.body.replace(/'/g, `'\\''`)}'`);
  }
});
