/**
 * A local stand-in for the bank's sandbox, built from openapi/payment-api.yaml:
 * it checks what the real API checks first (method, headers, signature, JSON,
 * the request schema, idempotency), honours the spec's sandbox triggers and
 * answers with the spec's own examples. The code samples of the reference are
 * run against it in the tests; `npm run sandbox` starts it for people.
 *
 * It is not the bank: it keeps no sessions and sends no webhook by itself.
 * `POST /sandbox/webhooks` delivers any webhook on request, in the envelope
 * and with the headers of production, signed with the sandbox bank key, so a
 * partner's receiver can be tested; `event/list` answers from the same
 * webhook examples.
 */
import {createHash, createVerify, generateKeyPairSync} from 'node:crypto';
import http, {type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import type {ErrorObject} from 'ajv';
import type {ApiError, ApiModel, ApiOperation} from '../src/plugins/openapi/model';
import {schemaValidator} from '../src/plugins/openapi/validator';
import {requestStringToSign} from '../src/signing/stringToSign';
import {TIMESTAMP_PATTERN, TIMESTAMP_WINDOW_SECONDS} from '../src/signing/timestamp';
import {signedWebhook} from '../src/signing/webhookDelivery';

export type SandboxOptions = {
  api: ApiModel;
  /** PEM of the partner's public key: requests must be signed with its private key. */
  partnerPublicKey: string;
  /** PEM of the key the sandbox signs webhooks with; its public half is published on the site. */
  bankPrivateKey: string;
  /** One line per request; silent when absent. */
  log?: (line: string) => void;
  /** Unix seconds; the tests move the clock to check the timestamp window. */
  now?: () => number;
};

export type RunningSandbox = {
  /** The API base URL, like `http://127.0.0.1:8787/v1`. */
  baseUrl: string;
  close: () => Promise<void>;
};

const ROOT = path.resolve(__dirname, '..');
/** The files the sandbox is made of: the spec it answers from and the key it signs webhooks with. */
export const SANDBOX_FILES = {
  spec: path.join(ROOT, 'openapi/payment-api.yaml'),
  bankPrivateKey: path.join(ROOT, 'sandbox/keys/bank-sandbox-private.pem'),
} as const;
/** Any 8-digit id but the spec's `unknown_project` trigger is a known sandbox project; this one is printed. */
export const SANDBOX_PROJECT_ID = '10000001';

/** A 2048-bit RSA pair in PEM, as a partner makes one for signing requests. */
export function rsaKeyPair(): {publicKey: string; privateKey: string} {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: {type: 'spki', format: 'pem'},
    privateKeyEncoding: {type: 'pkcs8', format: 'pem'},
  });
}

/** The path every method sits under; signatures cover the path from here. */
export const API_PREFIX = '/v1';
/** The spec's trigger for `unknown_project`. */
const UNKNOWN_PROJECT_ID = '00000000';
/** `X-Project-Id` as the `ProjectId` security scheme has it (`x-pattern`): 8 digits; any other is unknown. */
const PROJECT_ID_PATTERN = /^[0-9]{8}$/;
/** The API's body limit; a method that carries files names a larger one in `x-max-body-bytes`. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** How long an `Idempotency-Key` is kept with its response. */
const IDEMPOTENCY_SECONDS = 24 * 60 * 60;
/** How far back `event/list` reaches. */
const EVENT_DAYS = 30;
const EVENT_PAGE_DEFAULT = 50;

type Reply = {
  httpStatus: number;
  body: unknown;
  /** For the spec's file responses (CSV reports); JSON otherwise. */
  fileType?: string;
  headers?: Record<string, string>;
};

class ApiFailure extends Error {
  constructor(
    readonly code: string,
    /** Appended to the catalogue's description in brackets. */
    readonly detail?: string,
    /** Replaces the catalogue's description: for field errors, which must name the field. */
    readonly text?: string,
  ) {
    super(code);
  }
}

type Validation = ReturnType<typeof schemaValidator>;

/** `payout.amount.value`, `split[0].amount`: the field as a partner reads it in the reference. */
function fieldPath(instancePath: string, last?: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (last) parts.push(last);
  return parts.reduce(
    (path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part),
    '',
  );
}

/** `missing_field` for an absent required field, `invalid_field_value` for the rest; both name the field. */
function failureOf(errors: ErrorObject[] | null | undefined): ApiFailure {
  const first = errors?.[0];
  if (!first) {
    return new ApiFailure('invalid_field_value', undefined, 'A field has a wrong value.');
  }
  if (first.keyword === 'required') {
    const field = fieldPath(
      first.instancePath,
      String((first.params as {missingProperty?: string}).missingProperty),
    );
    return new ApiFailure(
      'missing_field',
      undefined,
      `A required field is missing (field: ${field}).`,
    );
  }
  const extra = (first.params as {additionalProperty?: string}).additionalProperty;
  const field = fieldPath(
    first.instancePath,
    first.keyword === 'additionalProperties' ? extra : undefined,
  );
  const message = first.keyword === 'additionalProperties' ? 'unknown field' : first.message;
  return new ApiFailure(
    'invalid_field_value',
    undefined,
    `The field has a wrong value: ${message ?? 'invalid'} (field: ${field || 'body'}).`,
  );
}

/** Every string anywhere in a request, to find the spec's test cards, phones and accounts. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** `metadata.sandbox_error` wherever a `metadata` object sits in the body. */
function forcedError(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) return value.map(forcedError).find(Boolean);
  const record = value as Record<string, unknown>;
  const metadata = record.metadata as Record<string, unknown> | undefined;
  if (metadata && typeof metadata.sandbox_error === 'string') return metadata.sandbox_error;
  return Object.values(record).map(forcedError).find(Boolean);
}

/** The `x-sandbox` lists whose failing entries answer any request that names them, by key. */
const TEST_DATA_LISTS: [string, string][] = [
  ['cards', 'number'],
  ['phones', 'phone'],
  ['tax_ids', 'inn'],
  ['bank_accounts', 'account_number'],
  ['wallets', 'wallet_id'],
  ['ids', 'id'],
  ['google_pay_tokens', 'token'],
  ['sub_merchants', 'mcc'],
  ['fps_banks', 'bank_id'],
  ['quotes', 'quote_id'],
];

/**
 * Test data of `x-sandbox` that ends in an error, by the value that triggers
 * it. The local sandbox answers such requests with the error at once; the
 * bank's sandbox may report a decline later, in the webhook.
 */
function erroringTestData(
  api: ApiModel,
  lists: [string, string][] = TEST_DATA_LISTS,
): Map<string, string> {
  const triggers = new Map<string, string>();
  for (const [list, key] of lists) {
    const entries = api.sandbox[list];
    for (const entry of Array.isArray(entries) ? entries : []) {
      const record = entry as Record<string, unknown>;
      const value = record[key];
      const code = record.error_code;
      // Entries that bind first and fail later (`bound`, `pending`) are not request errors.
      const failsAtOnce = record.outcome === 'decline' || record.outcome === 'error';
      if (typeof value === 'string' && typeof code === 'string' && failsAtOnce) {
        triggers.set(value, code);
      }
    }
  }
  return triggers;
}

/**
 * Payout currencies of `x-sandbox.currencies` that are not enabled, with their
 * code. Matched on the payout's `amount.currency` only, since the same
 * currency may be enabled for payments.
 */
function payoutCurrencyErrors(api: ApiModel): Map<string, string> {
  const triggers = new Map<string, string>();
  const entries = api.sandbox.currencies;
  for (const entry of Array.isArray(entries) ? entries : []) {
    const record = entry as Record<string, unknown>;
    if (
      typeof record.currency === 'string' &&
      typeof record.error_code === 'string' &&
      record.outcome === 'error'
    ) {
      triggers.set(record.currency, record.error_code);
    }
  }
  return triggers;
}

/** The operations that take a payout amount, and where it sits in their body. */
function payoutCurrency(operation: string, input: Record<string, unknown>): unknown {
  const amountOf = (value: unknown): unknown =>
    value && typeof value === 'object'
      ? (value as {amount?: {currency?: unknown}}).amount?.currency
      : undefined;
  if (operation === 'payout/quote') return amountOf(input);
  if (operation === 'payout/create' || operation === 'session/init/payout') {
    return amountOf(input.payout);
  }
  return undefined;
}

function errorBody(error: ApiError, failure: ApiFailure): Reply {
  const text = failure.text ?? error.description.en;
  const description = failure.detail ? `${text} (${failure.detail})` : text;
  return {
    httpStatus: error.httpStatus,
    body: {status: 'error', error: {code: error.code, description}},
  };
}

function verifySignature(signed: Uint8Array, signature: string, publicKey: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(signed).verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** Reads the whole body, but stops keeping it past the limit: a huge body costs no memory. */
async function readBody(request: IncomingMessage, limit: number): Promise<Buffer | 'too large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  return size > limit ? 'too large' : Buffer.concat(chunks);
}

/** A JSON object in UTF-8, or `invalid_json` saying where it went wrong. */
function parseJson(raw: Buffer): Record<string, unknown> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', {fatal: true}).decode(raw);
  } catch {
    throw new ApiFailure('invalid_json', 'the body is not UTF-8');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ApiFailure('invalid_json', (error as Error).message);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new ApiFailure('invalid_json', 'the body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

const header = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

type StoredEvent = {id: string; type: string; created_at: string; [field: string]: unknown};

/** The sandbox's event log: every webhook example of the spec, oldest first. */
function eventLog(api: ApiModel): StoredEvent[] {
  return api.webhooks
    .flatMap((webhook) => webhook.examples.map((example) => example.value as StoredEvent))
    .sort(
      (a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id.localeCompare(b.id),
    );
}

/** The handler of the sandbox; exported apart from the listener for tests and embedding. */
export function createSandboxHandler(options: SandboxOptions) {
  const {api, partnerPublicKey, bankPrivateKey} = options;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const errors = new Map(api.errors.map((error) => [error.code, error]));
  const testData = erroringTestData(api);
  // Test tokens fail the payouts and payments that use them, not `token/info` or `token/revoke`.
  const tokenData = erroringTestData(api, [['tokens', 'token']]);
  const currencyErrors = payoutCurrencyErrors(api);
  const events = eventLog(api);
  const idempotency = new Map<
    string,
    {operation: string; bodyHash: string; reply: Reply; expires: number}
  >();
  /** Accepted signatures until their timestamp leaves the window. */
  const acceptedSignatures = new Map<string, number>();
  const requestValidators = new Map<string, Validation>();
  const queryValidators = new Map<string, Validation>();
  for (const operation of api.operations) {
    if (operation.requestSchema) {
      requestValidators.set(operation.name, schemaValidator(operation.requestSchema));
    }
    const query = operation.parameters.filter((parameter) => parameter.in === 'query');
    if (query.length > 0) {
      queryValidators.set(
        operation.name,
        schemaValidator({
          type: 'object',
          properties: Object.fromEntries(
            query.map((parameter) => [parameter.name, parameter.schema]),
          ),
          required: query
            .filter((parameter) => parameter.required)
            .map((parameter) => parameter.name),
          additionalProperties: false,
        }),
      );
    }
  }

  const fail = (failure: ApiFailure): Reply => {
    const error = errors.get(failure.code);
    if (!error) {
      throw new Error(`the error catalogue has no ${failure.code}`);
    }
    return errorBody(error, failure);
  };

  /** The query as the schema types it: a query string carries only text. */
  function typedQuery(operation: ApiOperation, url: URL): Record<string, unknown> {
    const query: Record<string, unknown> = Object.fromEntries(url.searchParams);
    for (const parameter of operation.parameters) {
      const value = query[parameter.name];
      if (
        parameter.schema.type === 'integer' &&
        typeof value === 'string' &&
        /^-?\d+$/.test(value)
      ) {
        query[parameter.name] = Number(value);
      }
    }
    return query;
  }

  /**
   * `event/list` over the spec's webhook examples. The examples are dated
   * (October 2025), so the sandbox's "now" for the 30-day window is its newest
   * event: a sample that asks from an example date keeps working.
   */
  function listEvents(query: Record<string, unknown>): Reply {
    const newest = Date.parse(events.at(-1)?.created_at ?? '');
    const since = Date.parse(String(query.since));
    if (since < newest - EVENT_DAYS * 24 * 60 * 60 * 1000) {
      throw new ApiFailure('since_too_old');
    }
    const limit = typeof query.limit === 'number' ? query.limit : EVENT_PAGE_DEFAULT;
    const matching = events.filter(
      (event) =>
        Date.parse(event.created_at) >= since &&
        (query.type === undefined || event.type === query.type),
    );
    let start = 0;
    if (typeof query.cursor === 'string') {
      const after = Buffer.from(query.cursor, 'base64url').toString('utf8');
      const index = matching.findIndex((event) => event.id === after);
      if (index < 0) {
        throw new ApiFailure(
          'invalid_field_value',
          undefined,
          'The cursor is not a next_cursor of this list (field: cursor).',
        );
      }
      start = index + 1;
    }
    const page = matching.slice(start, start + limit);
    const last = page.at(-1);
    const more = start + limit < matching.length;
    return {
      httpStatus: 200,
      body: {
        status: 'ok',
        events: page,
        next_cursor: more && last ? Buffer.from(last.id).toString('base64url') : null,
      },
    };
  }

  function answer(operation: ApiOperation, input: Record<string, unknown>): Reply {
    if (operation.name === 'event/list') {
      return listEvents(input);
    }
    const forced = forcedError(input);
    if (forced) {
      if (!errors.has(forced)) {
        throw new ApiFailure(
          'invalid_field_value',
          undefined,
          `metadata.sandbox_error names no code of the catalogue: ${forced} (field: metadata.sandbox_error).`,
        );
      }
      throw new ApiFailure(forced);
    }
    const usesTokens = !operation.name.startsWith('token/');
    const triggered = stringsOf(input)
      .map((value) => testData.get(value) ?? (usesTokens ? tokenData.get(value) : undefined))
      .find(Boolean);
    if (triggered) {
      throw new ApiFailure(triggered);
    }
    const currency = payoutCurrency(operation.name, input);
    const currencyError = typeof currency === 'string' ? currencyErrors.get(currency) : undefined;
    if (currencyError) {
      throw new ApiFailure(currencyError);
    }
    const matching = operation.requestExamples.find((example) =>
      isDeepStrictEqual(example.value, input),
    );
    // A named request paired with an error example is the spec's own trigger of that error.
    const refusal = operation.errorExamples.find((example) => example.name === matching?.name);
    const refused = (refusal?.value as {error?: {code?: string; description?: string}} | undefined)
      ?.error;
    if (refused?.code && errors.has(refused.code)) {
      throw new ApiFailure(refused.code, undefined, refused.description);
    }
    // A report or act is answered with the example of the `type` asked (`x-sandbox.reports`).
    const response =
      operation.responseExamples.find((example) => example.name === matching?.name) ??
      operation.responseExamples.find((example) => example.name === input.type) ??
      operation.responseExamples[0];
    if (!response) {
      throw new Error(`OpenAPI: ${operation.name} has no response example`);
    }
    const isFile = !operation.responseContentType.startsWith('application/json');
    return isFile && typeof response.value === 'string'
      ? {httpStatus: 200, body: response.value, fileType: operation.responseContentType}
      : {httpStatus: 200, body: response.value};
  }

  /** Headers, timestamp, signature, window and replay, in the bank's order. */
  function authenticate(request: IncomingMessage, raw: Buffer): string {
    const projectId = header(request, 'x-project-id');
    const timestamp = header(request, 'x-timestamp');
    const signature = header(request, 'x-signature');
    if (!projectId || !timestamp || !signature) {
      throw new ApiFailure('missing_signature');
    }
    if (!TIMESTAMP_PATTERN.test(timestamp)) {
      throw new ApiFailure('invalid_timestamp', `X-Timestamp: ${timestamp.slice(0, 20)}`);
    }
    if (projectId === UNKNOWN_PROJECT_ID || !PROJECT_ID_PATTERN.test(projectId)) {
      throw new ApiFailure('unknown_project');
    }
    // The bytes as received: re-serialising the JSON would change what was signed.
    const signed = requestStringToSign({
      timestamp,
      method: request.method ?? '',
      pathAndQuery: request.url ?? '',
      body: raw,
    });
    if (!verifySignature(signed, signature, partnerPublicKey)) {
      throw new ApiFailure('invalid_signature');
    }
    const clock = now();
    const skew = Number(timestamp) - clock;
    if (Math.abs(skew) > TIMESTAMP_WINDOW_SECONDS) {
      throw new ApiFailure('request_expired', `${skew} s from the sandbox clock`);
    }
    for (const [accepted, until] of acceptedSignatures) {
      if (until < clock) acceptedSignatures.delete(accepted);
    }
    // Per project: in production each project signs with a key of its own.
    const seen = `${projectId}:${signature}`;
    if (acceptedSignatures.has(seen)) {
      throw new ApiFailure('request_replayed');
    }
    acceptedSignatures.set(seen, Number(timestamp) + TIMESTAMP_WINDOW_SECONDS);
    return projectId;
  }

  /** The first response to a key, replayed; or the key refused; or the command executed once. */
  function executeOnce(
    operation: ApiOperation,
    request: IncomingMessage,
    projectId: string,
    raw: Buffer,
  ): Reply {
    const key = header(request, 'idempotency-key');
    if (!key) {
      throw new ApiFailure('idempotency_key_missing');
    }
    const keyParameter = operation.parameters.find(
      (parameter) => parameter.name === 'Idempotency-Key',
    );
    const pattern = keyParameter?.schema.pattern;
    if (typeof pattern === 'string' && !new RegExp(pattern).test(key)) {
      throw new ApiFailure(
        'invalid_field_value',
        undefined,
        `The key must match ${pattern} (field: Idempotency-Key).`,
      );
    }
    const clock = now();
    for (const [stored, entry] of idempotency) {
      if (entry.expires < clock) idempotency.delete(stored);
    }
    const bodyHash = createHash('sha256').update(raw).digest('hex');
    const remembered = idempotency.get(`${projectId}:${key}`);
    if (remembered) {
      if (remembered.operation !== operation.name || remembered.bodyHash !== bodyHash) {
        throw new ApiFailure('idempotency_key_reused');
      }
      return {...remembered.reply, headers: {'Idempotent-Replayed': 'true'}};
    }
    const body = parseJson(raw);
    const validate = requestValidators.get(operation.name);
    if (validate && !validate(body)) {
      throw failureOf(validate.errors);
    }
    let reply: Reply;
    try {
      reply = answer(operation, body);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      reply = fail(error);
    }
    // Only what was executed is kept: a refusal before execution leaves the key free.
    if (reply.httpStatus === 200) {
      idempotency.set(`${projectId}:${key}`, {
        operation: operation.name,
        bodyHash,
        reply,
        expires: clock + IDEMPOTENCY_SECONDS,
      });
    }
    return reply;
  }

  async function handleApi(request: IncomingMessage, url: URL): Promise<Reply> {
    const name = url.pathname.startsWith(`${API_PREFIX}/`)
      ? url.pathname.slice(API_PREFIX.length + 1)
      : undefined;
    const operation = api.operations.find((candidate) => candidate.name === name);
    const raw = await readBody(request, operation?.maxBodyBytes ?? MAX_BODY_BYTES);
    if (!operation) {
      throw new ApiFailure('unknown_method', url.pathname);
    }
    if (request.method?.toLowerCase() !== operation.method) {
      throw new ApiFailure('wrong_http_method', `${name} takes ${operation.method.toUpperCase()}`);
    }
    if (raw === 'too large') {
      throw new ApiFailure('body_too_large', `${operation.maxBodyBytes ?? MAX_BODY_BYTES} bytes`);
    }
    const projectId = authenticate(request, raw);
    if (operation.method === 'post') {
      return executeOnce(operation, request, projectId, raw);
    }
    const query = typedQuery(operation, url);
    const validate = queryValidators.get(operation.name);
    if (validate && !validate(query)) {
      throw failureOf(validate.errors);
    }
    return answer(operation, query);
  }

  /**
   * Sends one webhook as the bank does: the example's envelope as the body,
   * `X-Event-Id`, and `X-Signature` over `X-Timestamp` + line feed + body with
   * the sandbox bank key. Reports how the receiver answered.
   */
  async function deliverWebhook(request: IncomingMessage): Promise<Reply> {
    const raw = await readBody(request, MAX_BODY_BYTES);
    if (raw === 'too large') throw new ApiFailure('body_too_large', `${MAX_BODY_BYTES} bytes`);
    const input = parseJson(raw) as {event?: unknown; url?: unknown; example?: unknown};
    const webhook = api.webhooks.find((candidate) => candidate.name === input.event);
    if (!webhook) {
      const known = api.webhooks.map((candidate) => candidate.name).join(', ');
      throw new ApiFailure(
        'invalid_field_value',
        undefined,
        `The event must be one of ${known} (field: event).`,
      );
    }
    if (typeof input.url !== 'string' || !/^https?:\/\//.test(input.url)) {
      throw new ApiFailure(
        'invalid_field_value',
        undefined,
        'The receiver must be an http:// or https:// URL (field: url).',
      );
    }
    const example =
      webhook.examples.find((candidate) => candidate.name === input.example) ?? webhook.examples[0];
    if (!example) {
      throw new Error(`OpenAPI: webhook ${webhook.name} has no example`);
    }
    const {body, headers} = signedWebhook({
      envelope: example.value as StoredEvent,
      timestamp: now(),
      privateKey: bankPrivateKey,
    });
    try {
      const response = await fetch(input.url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(10_000),
      });
      return {
        httpStatus: 200,
        body: {
          status: 'ok',
          event: webhook.name,
          example: example.name,
          event_id: (example.value as StoredEvent).id,
          receiver_status: response.status,
        },
      };
    } catch (error) {
      return {
        httpStatus: 502,
        body: {
          status: 'error',
          error: {
            code: 'webhook_not_delivered',
            description: `${input.url}: ${(error as Error).message}`,
          },
        },
      };
    }
  }

  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://sandbox.local');
    let reply: Reply;
    try {
      reply =
        url.pathname === '/sandbox/webhooks' && request.method === 'POST'
          ? await deliverWebhook(request)
          : await handleApi(request, url);
    } catch (error) {
      const known = error instanceof ApiFailure && errors.has(error.code);
      if (!known) {
        // The stack goes to the log of the person running the sandbox, never to the client.
        options.log?.(`internal error: ${(error as Error).stack ?? String(error)}`);
      }
      reply = fail(known ? error : new ApiFailure('internal_error'));
    }
    const outcome = (reply.body as {error?: {code?: string}}).error?.code ?? 'ok';
    const key = header(request, 'idempotency-key');
    const replayed = reply.headers?.['Idempotent-Replayed'] === 'true' ? ', replayed' : '';
    options.log?.(
      `${request.method} ${url.pathname} → ${reply.httpStatus} ${outcome}${key ? ` [Idempotency-Key ${key}${replayed}]` : ''}`,
    );
    if (reply.fileType && typeof reply.body === 'string') {
      response.writeHead(reply.httpStatus, {
        ...reply.headers,
        'Content-Type': `${reply.fileType}; charset=utf-8`,
      });
      response.end(reply.body);
      return;
    }
    response.writeHead(reply.httpStatus, {
      ...reply.headers,
      'Content-Type': 'application/json; charset=utf-8',
    });
    response.end(JSON.stringify(reply.body));
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
