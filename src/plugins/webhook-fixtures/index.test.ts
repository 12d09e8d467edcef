import {execFile} from 'node:child_process';
import {createVerify} from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {currentApiModel} from '../openapi/index';
import type {ApiModel} from '../openapi/model';
import {webhookStringToSign} from '../../signing/stringToSign';
import {
  curlCommand,
  LOCAL_RECEIVER_URL,
  type FixtureIndex,
  type PageFixture,
  type WebhookFixture,
} from './fixtures';
import webhookFixturesPlugin, {type WebhookFixturesOptions} from './index';
import {FIXTURE_INDEX_FILE, fixtureFile} from './paths';

const SITE = path.resolve(__dirname, '../../..');
const OPTIONS: WebhookFixturesOptions = {
  specPath: 'openapi/payment-api.yaml',
  bankPrivateKeyPath: 'sandbox/keys/bank-sandbox-private.pem',
};
const PUBLISHED_KEY = fs.readFileSync(
  path.join(SITE, 'static/keys/bank-sandbox-public.pem'),
  'utf8',
);
const SITE_URL = 'https://docs.ivelta.example';

type PostBuildProps = Parameters<NonNullable<Plugin<WebhookFixture[]>['postBuild']>>[0];

const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-fixtures-'));
afterAll(() => fs.rmSync(temporary, {recursive: true, force: true}));

/** One locale's build of the plugin as Docusaurus runs it; returns what it gave the pages. */
async function buildLocale(root: string, locale: 'ru' | 'en'): Promise<PageFixture[]> {
  const baseUrl = locale === 'ru' ? '/' : '/en/';
  const outDir = path.join(root, baseUrl);
  const context = {
    siteDir: SITE,
    outDir,
    baseUrl,
    siteConfig: {url: SITE_URL},
    i18n: {
      defaultLocale: 'ru',
      currentLocale: locale,
      locales: ['ru', 'en'],
      localeConfigs: {ru: {baseUrl: '/'}, en: {baseUrl: '/en/'}},
    },
  } as unknown as LoadContext;
  const plugin = webhookFixturesPlugin(context, OPTIONS);
  const content = (await plugin.loadContent?.()) ?? [];
  let pageData: unknown;
  await plugin.contentLoaded?.({
    content,
    actions: {
      createData: async (name: string, data: unknown) => {
        expect(name).toBe('fixtures.json');
        pageData = data;
        return name;
      },
      addRoute: () => undefined,
      setGlobalData: () => undefined,
    },
  });
  await plugin.postBuild?.({outDir, baseUrl, content} as unknown as PostBuildProps);
  return pageData as PageFixture[];
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

const verifies = ({headers, body}: WebhookFixture, key: string) =>
  createVerify('RSA-SHA256')
    .update(webhookStringToSign({timestamp: headers['X-Timestamp'], body}))
    .verify(key, headers['X-Signature'], 'base64');

type Received = {method?: string; headers: http.IncomingHttpHeaders; body: Buffer};

/** A throwaway receiver on a free port that records what it gets. */
async function receiver(): Promise<{url: string; received: Received[]; close: () => void}> {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method,
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {url: `http://127.0.0.1:${port}/`, received, close: () => server.close()};
}

const runInBash = promisify(execFile);

let api: ApiModel;
let fixtures: WebhookFixture[];
let index: FixtureIndex;
let pageData: PageFixture[];
const ROOT = path.join(temporary, 'build');

// Parsing and validating the OpenAPI file takes seconds of CPU, more on a shared runner;
// the plugin reads the same parse (`currentApiModel`).
beforeAll(async () => {
  api = await currentApiModel(path.join(SITE, OPTIONS.specPath));
  pageData = await buildLocale(ROOT, 'ru');
  index = readJson(path.join(ROOT, FIXTURE_INDEX_FILE));
  fixtures = index.fixtures.map((entry) => readJson(path.join(ROOT, entry.path)));
}, 60_000);

describe('the webhook fixtures of a build', () => {
  it('are one per example of every webhook, all listed in the index', () => {
    const examples = api.webhooks.flatMap((webhook) =>
      webhook.examples.map((example) => `${webhook.name}.${example.name}`),
    );
    expect(examples.length).toBeGreaterThan(api.webhooks.length);
    expect(index.fixtures.map(({event, example}) => `${event}.${example}`)).toEqual(examples);
    for (const entry of index.fixtures) {
      expect(entry.path).toBe(`/${fixtureFile(entry.event, entry.example)}`);
    }
    expect(fs.readdirSync(path.join(ROOT, 'webhooks/fixtures')).sort()).toEqual(
      [...examples.map((name) => `${name}.json`), 'index.json'].sort(),
    );
  });

  it('each verifies with the published sandbox key over its timestamp and body', () => {
    for (const fixture of fixtures) {
      expect(verifies(fixture, PUBLISHED_KEY), `${fixture.event}.${fixture.example}`).toBe(true);
      const tampered = {...fixture, body: fixture.body.replace('"id":"', '"id":"x')};
      expect(verifies(tampered, PUBLISHED_KEY)).toBe(false);
    }
  });

  it('each carries the example exactly as signed, with the headers of a delivery', () => {
    const started = Math.floor(performance.timeOrigin / 1000);
    for (const fixture of fixtures) {
      const example = api.webhooks
        .find(({name}) => name === fixture.event)
        ?.examples.find(({name}) => name === fixture.example);
      expect(fixture.body).toBe(JSON.stringify(example?.value));
      const {id, type} = JSON.parse(fixture.body) as {id: string; type: string};
      expect(type).toBe(fixture.event);
      expect(fixture.headers).toEqual({
        'Content-Type': 'application/json',
        'X-Event-Id': id,
        'X-Timestamp': String(started),
        'X-Signature': expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
      });
      expect(fixture.signed_at).toBe(new Date(started * 1000).toISOString());
      expect(fixture.url).toBe(LOCAL_RECEIVER_URL);
      expect(fixture.public_key).toBe(`${SITE_URL}/keys/bank-sandbox-public.pem`);
      expect(fixture.description.ru).not.toBe(fixture.description.en);
      expect(fixture.note.en).toContain('300 seconds');
      expect(fixture.note.ru).toContain('300 секунд');
    }
  });

  it('gives the pages each fixture’s file and the same cURL as the file', () => {
    expect(pageData).toEqual(
      fixtures.map(({event, example, curl}) => ({
        event,
        example,
        curl,
        file: fixtureFile(event, example),
      })),
    );
  });

  it('writes the same files from the English build, at the site’s root', async () => {
    const english = path.join(temporary, 'english-after-russian');
    await buildLocale(english, 'ru');
    const russianIndex = fs.readFileSync(path.join(english, FIXTURE_INDEX_FILE), 'utf8');
    const russianFixture = fs.readFileSync(
      path.join(english, fixtureFile('payout_finished', 'cardPayout')),
      'utf8',
    );
    await buildLocale(english, 'en');
    expect(fs.existsSync(path.join(english, 'en', 'webhooks'))).toBe(false);
    expect(fs.readFileSync(path.join(english, FIXTURE_INDEX_FILE), 'utf8')).toBe(russianIndex);
    expect(
      fs.readFileSync(path.join(english, fixtureFile('payout_finished', 'cardPayout')), 'utf8'),
    ).toBe(russianFixture);
  });
});

describe('the cURL of a fixture', () => {
  it('posts exactly the fixture’s body and headers, run by bash', async () => {
    const local = await receiver();
    try {
      for (const fixture of fixtures) {
        expect(fixture.curl.split(fixture.url)).toHaveLength(2);
        await runInBash('bash', ['-c', fixture.curl.replace(fixture.url, local.url)]);
        const delivered = local.received.pop();
        const name = `${fixture.event}.${fixture.example}`;
        expect(delivered?.method, name).toBe('POST');
        expect(delivered?.body.equals(Buffer.from(fixture.body, 'utf8')), name).toBe(true);
        for (const [header, value] of Object.entries(fixture.headers)) {
          expect(delivered?.headers[header.toLowerCase()], `${name}: ${header}`).toBe(value);
        }
      }
    } finally {
      local.close();
    }
  });

  it('keeps every byte a shell would interpret: quotes, $, backticks, backslashes, line breaks', async () => {
    const body = `{"a":"it's \\"quoted\\" $(exit 1) \`exit 1\` $HOME !! \\\\ %s","b":"Иван И.","c":"two\nlines\n"}`;
    const headers = {'Content-Type': 'application/json', 'X-Note': "it's $HOME"};
    const local = await receiver();
    try {
      await runInBash('bash', ['-c', curlCommand(local.url, headers, body)]);
      const [delivered] = local.received;
      expect(delivered?.body.toString('utf8')).toBe(body);
      expect(delivered?.headers['x-note']).toBe("it's $HOME");
    } finally {
      local.close();
    }
  });
});
