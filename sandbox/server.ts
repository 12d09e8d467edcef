/**
 * A local stand-in for the bank's sandbox, built from openapi/payment-api.yaml:
 * it checks what the real API checks first (method, headers, signature, JSON,
 * the request schema, idempotency), honours the spec's sandbox triggers and
 * answers with the spec's own examples. The code samples of the reference are
 * run against it in the tests; `npm run sandbox` starts it for people.
 *
 * It is not the bank: it keeps no sessions and sends no webhook by itself.
 * `POST /sandbox/webhooks` delivers any webhook on request, signed with the
 * sandbox bank key, so a partner's receiver can be tested.
 */
import {createHash, createSign, createVerify, generateKeyPairSync} from 'node:crypto';
import http, {type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import type {ErrorObject} from 'ajv';
import type {ApiError, ApiModel, ApiOperation} from '../src/plugins/openapi/model';
import {schemaValidator} from '../src/plugins/openapi/validator';

export type SandboxOptions = {
  api: ApiModel;
  /** PEM of the partner's public key: requests must be signed with its private key. */
  partnerPublicKey: string;
  /** PEM of the key the sandbox signs webhooks with; its public half is published on the site. */
  bankPrivateKey: string;
  /** One line per request; silent when absent. */
  log?: (line: string) => void;
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
/** Any id but the spec's `unknown_project` trigger is a known sandbox project; this one is printed. */
export const SANDBOX_PROJECT_ID = '10000001';

/** A 2048-bit RSA pair in PEM, as a partner makes one for signing requests. */
export function rsaKeyPair(): {publicKey: string; privateKey: string} {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: {type: 'spki', format: 'pem'},
    privateKeyEncoding: {type: 'pkcs8', format: 'pem'},
  });
}

/** The path every method sits under; `GET` signatures cover the path from here. */
export const API_PREFIX = '/v1';
/** The spec's trigger for `unknown_project`. */
const UNKNOWN_PROJECT_ID = '00000000';
/** Requests are small; anything bigger is not a request of this API. */
const MAX_BODY_BYTES = 1024 * 1024;

type Reply = {
  httpStatus: number;
  body: unknown;
  /** For the spec's file responses (CSV reports); JSON otherwise. */
  fileType?: string;
};

class ApiFailure extends Error {
  constructor(
    readonly code: string,
    readonly detail?: string,
  ) {
    super(code);
  }
}

type Validation = ReturnType<typeof schemaValidator>;

/** `missing_field` for an absent required field, `invalid_field_value` for the rest. */
function failureOf(errors: ErrorObject[] | null | undefined): ApiFailure {
  const first = errors?.[0];
  if (!first) {
    return new ApiFailure('invalid_request');
  }
  if (first.keyword === 'required') {
    const field = String((first.params as {missingProperty?: string}).missingProperty);
    return new ApiFailure('missing_field', `${first.instancePath}/${field}`.replace(/^\//, ''));
  }
  return new ApiFailure(
    'invalid_field_value',
    `${first.instancePath.replace(/^\//, '') || 'body'}: ${first.message ?? 'invalid'}`,
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

/**
 * Test data of `x-sandbox` that ends in an error, by the value that triggers
 * it. The local sandbox answers such requests with the error at once; the
 * bank's sandbox may report a decline later, in the webhook.
 */
function erroringTestData(api: ApiModel): Map<string, string> {
  const triggers = new Map<string, string>();
  const lists: [string, string][] = [
    ['cards', 'number'],
    ['phones', 'phone'],
    ['tax_ids', 'inn'],
    ['bank_accounts', 'account_number'],
    ['wallets', 'wallet_id'],
  ];
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

function errorBody(error: ApiError, detail?: string): Reply {
  const description = detail ? `${error.description.en} (${detail})` : error.description.en;
  return {
    httpStatus: error.httpStatus,
    body: {status: 'error', error: {code: error.code, description}},
  };
}

function verifySignature(signed: Buffer | string, signature: string, publicKey: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(signed).verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) {
      throw new ApiFailure('invalid_request', `body over ${MAX_BODY_BYTES} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch (error) {
    throw new ApiFailure('invalid_request', `body is not JSON: ${(error as Error).message}`);
  }
}

/** The handler of the sandbox; exported apart from the listener for tests and embedding. */
export function createSandboxHandler(options: SandboxOptions) {
  const {api, partnerPublicKey, bankPrivateKey} = options;
  const errors = new Map(api.errors.map((error) => [error.code, error]));
  const testData = erroringTestData(api);
  const idempotency = new Map<string, {bodyHash: string; reply: Reply}>();
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
    const error = errors.get(failure.code) ?? errors.get('invalid_request');
    if (!error) {
      throw new Error(`the error catalogue has no ${failure.code} and no invalid_request`);
    }
    return errorBody(error, failure.detail);
  };

  function answer(operation: ApiOperation, input: unknown): Reply {
    const forced = forcedError(input);
    if (forced) {
      if (!errors.has(forced)) {
        throw new ApiFailure(
          'invalid_field_value',
          `metadata.sandbox_error: unknown code ${forced}`,
        );
      }
      throw new ApiFailure(forced);
    }
    const triggered = stringsOf(input)
      .map((value) => testData.get(value))
      .find(Boolean);
    if (triggered) {
      throw new ApiFailure(triggered);
    }
    const matching = operation.requestExamples.find((example) =>
      isDeepStrictEqual(example.value, input),
    );
    const response =
      operation.responseExamples.find((example) => example.name === matching?.name) ??
      operation.responseExamples[0];
    if (!response) {
      throw new Error(`OpenAPI: ${operation.name} has no response example`);
    }
    const isFile = !operation.responseContentType.startsWith('application/json');
    return isFile && typeof response.value === 'string'
      ? {httpStatus: 200, body: response.value, fileType: operation.responseContentType}
      : {httpStatus: 200, body: response.value};
  }

  async function handleApi(request: IncomingMessage, url: URL, raw: Buffer): Promise<Reply> {
    const name = url.pathname.slice(API_PREFIX.length + 1);
    const operation = api.operations.find((candidate) => candidate.name === name);
    if (!operation) {
      return {...fail(new ApiFailure('invalid_request', `no method ${name}`)), httpStatus: 404};
    }
    if (request.method?.toLowerCase() !== operation.method) {
      return {
        ...fail(
          new ApiFailure('invalid_request', `${name} takes ${operation.method.toUpperCase()}`),
        ),
        httpStatus: 405,
      };
    }
    const projectId = request.headers['x-project-id'];
    const signature = request.headers['x-signature'];
    if (
      typeof projectId !== 'string' ||
      !projectId ||
      typeof signature !== 'string' ||
      !signature
    ) {
      throw new ApiFailure('missing_signature');
    }
    if (projectId === UNKNOWN_PROJECT_ID) {
      throw new ApiFailure('unknown_project');
    }
    // The bytes as received: re-serialising the JSON would change what was signed.
    const signed = operation.method === 'post' ? raw : (request.url ?? '');
    if (!verifySignature(signed, signature, partnerPublicKey)) {
      throw new ApiFailure('invalid_signature');
    }
    if (operation.method === 'get') {
      const query = Object.fromEntries(url.searchParams);
      const validate = queryValidators.get(operation.name);
      if (validate && !validate(query)) {
        throw failureOf(validate.errors);
      }
      return answer(operation, query);
    }
    const body = parseJson(raw);
    const validate = requestValidators.get(operation.name);
    if (validate && !validate(body)) {
      throw failureOf(validate.errors);
    }
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string') {
      return answer(operation, body);
    }
    const bodyHash = createHash('sha256').update(raw).digest('hex');
    const remembered = idempotency.get(`${projectId}:${key}`);
    if (remembered) {
      if (remembered.bodyHash !== bodyHash) {
        throw new ApiFailure('idempotency_conflict');
      }
      return remembered.reply;
    }
    let reply: Reply;
    try {
      reply = answer(operation, body);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      reply = fail(error);
    }
    idempotency.set(`${projectId}:${key}`, {bodyHash, reply});
    return reply;
  }

  /** Sends one webhook, signed with the sandbox bank key, and reports how the receiver answered. */
  async function deliverWebhook(raw: Buffer): Promise<Reply> {
    const input = parseJson(raw) as {event?: unknown; url?: unknown; example?: unknown};
    const webhook = api.webhooks.find((candidate) => candidate.name === input.event);
    if (!webhook) {
      const known = api.webhooks.map((candidate) => candidate.name).join(', ');
      throw new ApiFailure('invalid_field_value', `event: one of ${known}`);
    }
    if (typeof input.url !== 'string' || !/^https?:\/\//.test(input.url)) {
      throw new ApiFailure('invalid_field_value', 'url: the receiver, http:// or https://');
    }
    const example =
      webhook.examples.find((candidate) => candidate.name === input.example) ?? webhook.examples[0];
    if (!example) {
      throw new Error(`OpenAPI: webhook ${webhook.name} has no example`);
    }
    const body = JSON.stringify(example.value);
    const signature = createSign('RSA-SHA256').update(body).sign(bankPrivateKey, 'base64');
    try {
      const response = await fetch(input.url, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', 'X-Signature': signature},
        body,
        signal: AbortSignal.timeout(10_000),
      });
      return {
        httpStatus: 200,
        body: {
          status: 'ok',
          event: webhook.name,
          example: example.name,
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
      const raw = await readBody(request);
      if (url.pathname === '/sandbox/webhooks' && request.method === 'POST') {
        reply = await deliverWebhook(raw);
      } else if (url.pathname.startsWith(`${API_PREFIX}/`)) {
        reply = await handleApi(request, url, raw);
      } else {
        reply = {
          ...fail(new ApiFailure('invalid_request', `methods are under ${API_PREFIX}/`)),
          httpStatus: 404,
        };
      }
    } catch (error) {
      if (!(error instanceof ApiFailure)) {
        options.log?.(`internal error: ${(error as Error).stack ?? String(error)}`);
      }
      reply = fail(error instanceof ApiFailure ? error : new ApiFailure('internal_error'));
    }
    const outcome = (reply.body as {error?: {code?: string}}).error?.code ?? 'ok';
    options.log?.(`${request.method} ${url.pathname} → ${reply.httpStatus} ${outcome}`);
    if (reply.fileType && typeof reply.body === 'string') {
      response.writeHead(reply.httpStatus, {'Content-Type': `${reply.fileType}; charset=utf-8`});
      response.end(reply.body);
      return;
    }
    response.writeHead(reply.httpStatus, {'Content-Type': 'application/json; charset=utf-8'});
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
