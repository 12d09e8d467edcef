/**
 * A local stand-in for the bank's sandbox, built from openapi/payment-api.yaml:
 * it checks what the real API checks first (method, headers, signature, JSON,
 * the request schema, idempotency), honours the spec's sandbox triggers and
 * answers with the spec's own examples. The code samples of the reference are
 * run against it in the tests; `npm run sandbox` starts it for people.
 *
 * This file is the Node HTTP side only: what the sandbox answers is decided by
 * `core.ts`, the code the request console runs in the reader's browser too.
 *
 * It is not the bank: it keeps no sessions and sends no webhook by itself.
 * `POST /sandbox/webhooks` delivers any webhook on request, in the envelope
 * and with the headers of production, signed with the sandbox bank key, so a
 * partner's receiver can be tested; `event/list` answers from the same
 * webhook examples.
 */
import {createPrivateKey, createPublicKey, generateKeyPairSync} from 'node:crypto';
import http, {type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {ApiModel} from '../src/plugins/openapi/model';
import {runtimeValidators} from '../src/plugins/openapi/validator';
import {
  API_PREFIX,
  ApiFailure,
  BODY_TOO_LARGE,
  createSandbox,
  MAX_BODY_BYTES,
  refusalOf,
  REPLAYED_HEADER,
  type SandboxRequest,
} from './core';

export {API_PREFIX, MAX_BODY_BYTES, SANDBOX_PROJECT_ID} from './core';
export {SANDBOX_FILES} from './files';

export type SandboxOptions = {
  api: ApiModel;
  /**
   * PEM of the partner's public key (SPKI or PKCS #1): requests must be signed
   * with its private key. Several: a request signed with any of them passes.
   */
  partnerPublicKey: string | readonly string[];
  /** PEM of the key the sandbox signs webhooks with; its public half is published on the site. */
  bankPrivateKey: string;
  /** One line per request; silent when absent. */
  log?: (line: string) => void;
  /** Unix seconds; the tests move the clock to check the timestamp window. */
  now?: () => number;
  /**
   * Origins (`https://docs.example.com`) whose pages may call the API from a
   * browser, as the site's request console does; pages served from this
   * machine over http (`npm start`, `npm run serve`) always may.
   */
  corsOrigins?: readonly string[];
};

export type RunningSandbox = {
  /** The API base URL, like `http://127.0.0.1:8787/v1`. */
  baseUrl: string;
  close: () => Promise<void>;
};

/** A 2048-bit RSA pair in PEM, as a partner makes one for signing requests. */
export function rsaKeyPair(): {publicKey: string; privateKey: string} {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: {type: 'spki', format: 'pem'},
    privateKeyEncoding: {type: 'pkcs8', format: 'pem'},
  });
}

/** Reads the whole body, but stops keeping it past the limit: a huge body costs no memory. */
async function readBody(
  request: IncomingMessage,
  limit: number,
): Promise<Uint8Array | typeof BODY_TOO_LARGE> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  return size > limit ? BODY_TOO_LARGE : new Uint8Array(Buffer.concat(chunks));
}

const header = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** The headers a request of the API carries: what a preflight may ask to send. */
const REQUEST_HEADERS = [
  'Content-Type',
  'X-Project-Id',
  'X-Timestamp',
  'X-Signature',
  'Idempotency-Key',
];

/**
 * Whether a page of this origin may read the sandbox's answers. Not `*`: the
 * sandbox accepts the published partner key, so any site a developer visits
 * could otherwise use their running sandbox; the site's own origins and
 * pages served from this machine are enough for the request console.
 */
export function corsAllowed(origin: string, siteOrigins: readonly string[] = []): boolean {
  if (siteOrigins.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return (
      url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1')
    );
  } catch {
    return false;
  }
}

/** The core reads SPKI and PKCS #8 only (WebCrypto's forms); OpenSSL may write PKCS #1. */
const spki = (pem: string) => createPublicKey(pem).export({type: 'spki', format: 'pem'}).toString();
const pkcs8 = (pem: string) =>
  createPrivateKey(pem).export({type: 'pkcs8', format: 'pem'}).toString();

/** The handler of the sandbox; exported apart from the listener for tests and embedding. */
export function createSandboxHandler(options: SandboxOptions) {
  const {api} = options;
  const partnerKeys = (
    typeof options.partnerPublicKey === 'string'
      ? [options.partnerPublicKey]
      : options.partnerPublicKey
  ).map(spki);
  const sandbox = createSandbox({
    api,
    validators: runtimeValidators(api),
    partnerKeys,
    bankPrivateKey: pkcs8(options.bankPrivateKey),
    log: options.log,
    now: options.now,
  });

  /** The catalogue's refusal as JSON, for the requests the core does not see. */
  const refusal = (failure: ApiFailure) => {
    const {httpStatus, body} = refusalOf(api, failure);
    return {status: httpStatus, body: JSON.stringify(body)};
  };

  /**
   * Sends one webhook as the bank does: the example's envelope as the body,
   * `X-Event-Id`, and `X-Signature` over `X-Timestamp` + line feed + body with
   * the sandbox bank key. Reports how the receiver answered.
   */
  async function deliverWebhook(request: IncomingMessage): Promise<{status: number; body: string}> {
    const raw = await readBody(request, MAX_BODY_BYTES);
    const fieldError = (text: string) =>
      refusal(new ApiFailure('invalid_field_value', undefined, text));
    if (raw === BODY_TOO_LARGE) {
      return refusal(new ApiFailure('body_too_large', `${MAX_BODY_BYTES} bytes`));
    }
    let input: {event?: unknown; url?: unknown; example?: unknown};
    try {
      input = JSON.parse(new TextDecoder().decode(raw)) as typeof input;
    } catch (error) {
      return refusal(new ApiFailure('invalid_json', (error as Error).message));
    }
    const webhook = api.webhooks.find((candidate) => candidate.name === input?.event);
    if (!webhook) {
      const known = api.webhooks.map((candidate) => candidate.name).join(', ');
      return fieldError(`The event must be one of ${known} (field: event).`);
    }
    if (typeof input.url !== 'string' || !/^https?:\/\//.test(input.url)) {
      return fieldError('The receiver must be an http:// or https:// URL (field: url).');
    }
    const signed = await sandbox.signedWebhook(
      webhook.name,
      typeof input.example === 'string' ? input.example : undefined,
    );
    try {
      const response = await fetch(input.url, {
        method: 'POST',
        headers: signed.headers,
        body: signed.body,
        signal: AbortSignal.timeout(10_000),
      });
      return {
        status: 200,
        body: JSON.stringify({
          status: 'ok',
          event: webhook.name,
          example: signed.example,
          event_id: signed.headers['X-Event-Id'],
          receiver_status: response.status,
        }),
      };
    } catch (error) {
      // Not an API error, so not in the catalogue: the receiver could not be reached.
      return {
        status: 502,
        body: JSON.stringify({
          status: 'error',
          error: {
            code: 'webhook_not_delivered',
            description: `${input.url}: ${(error as Error).message}`,
          },
        }),
      };
    }
  }

  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const pathAndQuery = request.url ?? '/';
    const {pathname} = new URL(pathAndQuery, 'http://sandbox.local');
    if (pathname === '/sandbox/webhooks' && request.method === 'POST') {
      let delivered: {status: number; body: string};
      try {
        delivered = await deliverWebhook(request);
      } catch (error) {
        options.log?.(`internal error: ${(error as Error).stack ?? String(error)}`);
        delivered = refusal(new ApiFailure('internal_error'));
      }
      options.log?.(`${request.method} ${pathname} → ${delivered.status}`);
      response.writeHead(delivered.status, {'Content-Type': 'application/json; charset=utf-8'});
      response.end(delivered.body);
      return;
    }
    // CORS for the API only: `/sandbox/webhooks` posts to any URL and stays for this machine's tools.
    const origin = header(request, 'origin');
    const cors =
      origin && pathname.startsWith(`${API_PREFIX}/`) && corsAllowed(origin, options.corsOrigins)
        ? {'Access-Control-Allow-Origin': origin, Vary: 'Origin'}
        : undefined;
    if (
      request.method === 'OPTIONS' &&
      origin &&
      header(request, 'access-control-request-method')
    ) {
      options.log?.(
        cors
          ? `OPTIONS ${pathname} → 204 preflight from ${origin}`
          : `OPTIONS ${pathname} → 403: ${origin} may not call the sandbox from a browser (start it with --allow-origin ${origin})`,
      );
      response.writeHead(
        cors ? 204 : 403,
        cors
          ? {
              ...cors,
              'Access-Control-Allow-Methods': 'GET, POST',
              'Access-Control-Allow-Headers': REQUEST_HEADERS.join(', '),
              'Access-Control-Max-Age': '600',
              // Chrome asks before a public page reaches a server on this machine.
              ...(header(request, 'access-control-request-private-network') === 'true'
                ? {'Access-Control-Allow-Private-Network': 'true'}
                : {}),
            }
          : {},
      );
      response.end();
      return;
    }
    const sandboxRequest: SandboxRequest = {
      method: request.method ?? 'GET',
      pathAndQuery,
      headers: Object.fromEntries(
        ['x-project-id', 'x-timestamp', 'x-signature', 'idempotency-key'].map((name) => [
          name,
          header(request, name),
        ]),
      ),
      body: await readBody(request, sandbox.bodyLimit(pathAndQuery)),
    };
    const reply = await sandbox.handle(sandboxRequest);
    const key = sandboxRequest.headers['idempotency-key'];
    const replayed = reply.headers[REPLAYED_HEADER] === 'true' ? ', replayed' : '';
    options.log?.(
      `${request.method} ${pathname} → ${reply.status} ${reply.outcome}${key ? ` [Idempotency-Key ${key}${replayed}]` : ''}`,
    );
    response.writeHead(reply.status, {
      ...reply.headers,
      ...(cors ? {...cors, 'Access-Control-Expose-Headers': REPLAYED_HEADER} : {}),
    });
    response.end(reply.body);
  };
}

/** Listens on loopback only: the sandbox is for the machine it runs on. */
export async function startSandbox(
  options: SandboxOptions & {port?: number; host?: string},
): Promise<RunningSandbox> {
  const handle = createSandboxHandler(options);
  const server = http.createServer((request, response) => {
    void handle(request, response);
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const {port} = server.address() as AddressInfo;
  return {
    baseUrl: `http://${host}:${port}${API_PREFIX}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
