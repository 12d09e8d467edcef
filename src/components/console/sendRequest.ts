/**
 * Signs and sends the console's request: to the sandbox in the browser (no
 * network at all), or with `fetch` to a base URL the reader chose, such as
 * their own `npm run sandbox`. Builds exactly what is sent, for the response
 * panel and "Copy as".
 */
import {
  API_PREFIX,
  BODY_TOO_LARGE,
  SANDBOX_PROJECT_ID,
  type Sandbox,
  type SignedWebhook,
} from '../../../sandbox/core';
import {signatureOf} from '../../signing/webCrypto';
import {requestStringToSign} from '../../signing/stringToSign';
import type {SentRequest} from './copyAs';

/** Where the console sends: the browser's own sandbox, or an API base URL ending in `/v1`. */
export type ConsoleTarget = {kind: 'browser'} | {kind: 'url'; baseUrl: string};

/** The address "Copy as" names for a request the browser's sandbox answered: `npm run sandbox`. */
export const LOCAL_SANDBOX_URL = 'http://127.0.0.1:8787/v1';

export type ConsoleResponse = {
  status: number;
  /** As the response has them; from another origin, only those its CORS headers expose. */
  headers: [name: string, value: string][];
  body: string;
  /** The webhooks the call leads to: known for the browser's sandbox only. */
  webhooks: SignedWebhook[] | null;
};

export type Draft = {
  method: 'GET' | 'POST';
  /** The operation's path, `/session/create`, and the query, `?session_id=…`. */
  path: string;
  query: string;
  body: string;
  idempotencyKey: string;
  timestamp: string;
  key: CryptoKey;
};

/** The headers of a request, signed: in the order the reference lists them. */
export async function signedHeaders(draft: Draft): Promise<[string, string][]> {
  const post = draft.method === 'POST';
  const body = post ? draft.body : '';
  const signature = await signatureOf(
    requestStringToSign({
      timestamp: draft.timestamp,
      method: draft.method,
      pathAndQuery: `${API_PREFIX}${draft.path}${draft.query}`,
      body,
    }),
    draft.key,
  );
  return [
    ...(post ? ([['Content-Type', 'application/json']] as [string, string][]) : []),
    ['X-Project-Id', SANDBOX_PROJECT_ID],
    ['X-Timestamp', draft.timestamp],
    ['X-Signature', signature],
    ...(post ? ([['Idempotency-Key', draft.idempotencyKey]] as [string, string][]) : []),
  ];
}

/** What is wrong with a base URL, before anything is sent. */
export type BaseUrlProblem = 'empty' | 'notUrl' | 'notHttp' | 'insecure' | 'noVersion';

const LOOPBACK = new Set(['localhost', '127.0.0.1']);

/**
 * A base URL the console can reach: http(s), ending in `/v1`; plain http only
 * to this machine, since the site's Content-Security-Policy (and browsers'
 * mixed-content rules, on an https page) allow nothing else.
 */
export function baseUrlProblem(text: string): BaseUrlProblem | null {
  if (text.trim() === '') return 'empty';
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return 'notUrl';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'notHttp';
  if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) return 'insecure';
  if (!url.pathname.replace(/\/+$/, '').endsWith(API_PREFIX)) return 'noVersion';
  return null;
}

/** The request failed before any answer: the browser hides why (CORS, refused connection). */
export class NetworkFailure extends Error {}

export async function sendRequest(
  target: ConsoleTarget,
  draft: Draft,
  sandbox: () => Sandbox,
): Promise<{sent: SentRequest; response: ConsoleResponse}> {
  const headers = await signedHeaders(draft);
  const body = draft.method === 'POST' ? draft.body : '';
  const base =
    target.kind === 'url' ? target.baseUrl.trim().replace(/\/+$/, '') : LOCAL_SANDBOX_URL;
  const sent: SentRequest = {
    method: draft.method,
    url: `${base}${draft.path}${draft.query}`,
    headers,
    body,
  };
  if (target.kind === 'browser') {
    const pathAndQuery = `${API_PREFIX}${draft.path}${draft.query}`;
    const bytes = new TextEncoder().encode(body);
    const running = sandbox();
    const reply = await running.handle({
      method: draft.method,
      pathAndQuery,
      headers: Object.fromEntries(headers.map(([name, value]) => [name.toLowerCase(), value])),
      body: bytes.length > running.bodyLimit(pathAndQuery) ? BODY_TOO_LARGE : bytes,
    });
    return {
      sent,
      response: {
        status: reply.status,
        headers: Object.entries(reply.headers),
        body: reply.body,
        webhooks: reply.webhooks,
      },
    };
  }
  let response: Response;
  try {
    response = await fetch(sent.url, {
      method: draft.method,
      headers,
      body: draft.method === 'POST' ? body : undefined,
      // The reader's own server: no cookies of this site, no referrer.
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
    });
  } catch (error) {
    throw new NetworkFailure((error as Error).message);
  }
  const responseHeaders: [string, string][] = [];
  response.headers.forEach((value, name) => responseHeaders.push([name, value]));
  return {
    sent,
    response: {
      status: response.status,
      headers: responseHeaders,
      body: await response.text(),
      webhooks: null,
    },
  };
}
