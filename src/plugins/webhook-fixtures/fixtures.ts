/**
 * Webhook fixtures: for every example of every webhook in the OpenAPI file,
 * the delivery the bank would make (the body exactly as signed, its headers
 * signed with the sandbox bank key) and a cURL that posts it to a receiver
 * on the partner's own machine, so a partner can test their handler before
 * the bank ever calls it.
 */
import type {ApiModel, Localized} from '../openapi/model';
import {DEFAULT_RECEIVER_PORT, shellQuote, WEBHOOK_MAX_AGE_SECONDS} from '../openapi/samples';
import {importPrivateKey} from '../../signing/webCrypto';
import {signedWebhook, type WebhookHeaders} from '../../signing/webhookDelivery';
import {fixtureFile} from './paths';

/**
 * Where the cURL posts: the port the receivers of `/reference/webhooks`
 * listen on (they take any path), so a fixture reaches them as they are.
 */
export const LOCAL_RECEIVER_URL = `http://localhost:${DEFAULT_RECEIVER_PORT}/`;

export type WebhookFixture = {
  event: string;
  /** The example's name in the OpenAPI file. */
  example: string;
  /** What happened in the example: its summary. */
  description: Localized;
  url: string;
  headers: WebhookHeaders;
  /** The bytes that were signed, as UTF-8: `JSON.stringify` of the example. */
  body: string;
  curl: string;
  /** `X-Timestamp` as a date, for people. */
  signed_at: string;
  /** The published key the signature verifies with. */
  public_key: string;
  /** Why a receiver refuses the fixture a few minutes after the build, and what to do. */
  note: Localized;
};

/** `webhooks/fixtures/index.json`: every fixture of the build. */
export type FixtureIndex = Pick<WebhookFixture, 'signed_at' | 'public_key' | 'url' | 'note'> & {
  fixtures: (Pick<WebhookFixture, 'event' | 'example' | 'description'> & {
    /** Site-absolute: `/webhooks/fixtures/payout_finished.cardPayout.json`. */
    path: string;
  })[];
};

/** What a webhook's block on `/reference/webhooks` shows of its fixtures. */
export type PageFixture = Pick<WebhookFixture, 'event' | 'example' | 'curl'> & {
  /** Relative to the site's root (`paths.ts`). */
  file: string;
};

/**
 * A POSIX shell command that posts `body` byte for byte with `headers`:
 * `--data-binary` sends the bytes exactly as given (`-d` is made for form
 * data: it strips line breaks from what it reads from a file), each word
 * single-quoted. `-i` shows the status the handler answered.
 */
export function curlCommand(url: string, headers: Record<string, string>, body: string): string {
  return [
    `curl -i ${shellQuote(url)}`,
    ...Object.entries(headers).map(([name, value]) => `  -H ${shellQuote(`${name}: ${value}`)}`),
    `  --data-binary ${shellQuote(body)}`,
  ].join(' \\\n');
}

function staleNote(signedAt: string): Localized {
  const window = WEBHOOK_MAX_AGE_SECONDS;
  return {
    en: `Signed with the sandbox bank key when the site was built (${signedAt}, X-Timestamp). A handler that refuses webhooks signed more than ${window} seconds ago, as it should, refuses this fixture too. To test the whole handler, freeze its clock at X-Timestamp in its test, or get a freshly signed delivery: from the bank's sandbox, or from the local sandbox of the documentation's repository (npm run sandbox, POST /sandbox/webhooks).`,
    ru: `Подписано ключом песочницы банка при сборке сайта (${signedAt}, X-Timestamp). Обработчик, который, как и положено, отклоняет уведомления, подписанные больше ${window} секунд назад, отклонит и эту фикстуру. Чтобы проверить обработчик целиком, в его тесте остановите часы на X-Timestamp или получите свежеподписанное уведомление: от песочницы банка или от локальной песочницы из репозитория документации (npm run sandbox, POST /sandbox/webhooks).`,
  };
}

/** One fixture per example of every webhook, all signed at `timestamp`. */
export async function webhookFixtures(
  api: Pick<ApiModel, 'webhooks'>,
  options: {
    /** Unix seconds. */
    timestamp: number;
    /** PEM of the sandbox bank key. */
    privateKey: string;
    publicKeyUrl: string;
  },
): Promise<WebhookFixture[]> {
  const signedAt = new Date(options.timestamp * 1000).toISOString();
  const note = staleNote(signedAt);
  const privateKey = await importPrivateKey(options.privateKey);
  const fixtures = api.webhooks.flatMap((webhook) =>
    webhook.examples.map(async (example): Promise<WebhookFixture> => {
      const envelope = example.value as {id?: unknown};
      if (typeof envelope.id !== 'string') {
        throw new Error(
          `webhook-fixtures: the example ${example.name} of webhook ${webhook.name} has no event id.`,
        );
      }
      const {body, headers} = await signedWebhook({
        envelope: envelope as {id: string},
        timestamp: options.timestamp,
        privateKey,
      });
      return {
        event: webhook.name,
        example: example.name,
        description: example.summary,
        url: LOCAL_RECEIVER_URL,
        headers,
        body,
        curl: curlCommand(LOCAL_RECEIVER_URL, headers, body),
        signed_at: signedAt,
        public_key: options.publicKeyUrl,
        note,
      };
    }),
  );
  return Promise.all(fixtures);
}

export function fixtureIndex(fixtures: WebhookFixture[], siteBaseUrl: string): FixtureIndex {
  const [first] = fixtures;
  if (!first) throw new Error('webhook-fixtures: the OpenAPI file has no webhook examples.');
  return {
    signed_at: first.signed_at,
    public_key: first.public_key,
    url: first.url,
    note: first.note,
    fixtures: fixtures.map(({event, example, description}) => ({
      event,
      example,
      description,
      path: `${siteBaseUrl}${fixtureFile(event, example)}`,
    })),
  };
}

export const pageFixtures = (fixtures: WebhookFixture[]): PageFixture[] =>
  fixtures.map(({event, example, curl}) => ({
    event,
    example,
    curl,
    file: fixtureFile(event, example),
  }));
