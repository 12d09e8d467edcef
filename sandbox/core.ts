/**
 * The sandbox itself, with no platform under it: a request (method, path with
 * the query, headers, body bytes) in, a reply (status, headers, body) out,
 * plus the webhooks a successful call leads to, signed as the bank signs
 * them. The Node server (`server.ts`, `npm run sandbox`, the samples' tests)
 * and the request console in the reader's browser run this same code, so the
 * two answer alike. Hence no `node:` module and no `Buffer`: WebCrypto
 * (`crypto.subtle`, in Node 20 and in browsers) signs, verifies and hashes,
 * and the schema validators are handed in, because the browser cannot compile
 * Ajv under the site's Content-Security-Policy (no 'unsafe-eval'): Node gives
 * runtime Ajv validators, the browser the standalone ones the build generates.
 */
import {requestStringToSign} from '../src/signing/stringToSign';
import {TIMESTAMP_PATTERN, TIMESTAMP_WINDOW_SECONDS} from '../src/signing/timestamp';
import {
  base64Of,
  bytesOfBase64,
  importPrivateKey,
  importPublicKey,
  type PrivateKeyInput,
  type PublicKeyInput,
  sha256Hex,
  verifiesSignature,
} from '../src/signing/webCrypto';
import {
  type SignedWebhook as SignedDelivery,
  signedWebhook as signedDelivery,
} from '../src/signing/webhookDelivery';

/** A parameter as the sandbox reads it (a subset of the model's `ApiParameter`). */
export type SandboxParameter = {
  name: string;
  in: 'header' | 'query' | 'path' | 'cookie';
  required: boolean;
  schema: {type?: string | string[]; pattern?: string; [keyword: string]: unknown};
};

export type SandboxExample = {name: string; value: unknown};

/** An operation as the sandbox reads it: the model's `ApiOperation` fits it. */
export type SandboxOperation = {
  name: string;
  method: 'get' | 'post';
  parameters: readonly SandboxParameter[];
  requestExamples: readonly SandboxExample[];
  responseExamples: readonly SandboxExample[];
  errorExamples: readonly SandboxExample[];
  responseContentType: string;
  maxBodyBytes: number | null;
};

/** The part of the API model the sandbox answers from; `ApiModel` fits it. */
export type SandboxApi = {
  operations: readonly SandboxOperation[];
  errors: readonly {code: string; httpStatus: number; description: {en: string}}[];
  webhooks: readonly {name: string; examples: readonly SandboxExample[]}[];
  /** `x-sandbox` of the OpenAPI file: test data, scenarios, the webhooks' triggers. */
  sandbox: Record<string, unknown>;
};

/** What a failed check reports; Ajv's `ErrorObject` fits it. */
export type SchemaError = {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
};

/** A compiled JSON Schema check: Ajv's `ValidateFunction`, runtime or standalone. */
export type SchemaCheck = {
  (data: unknown): boolean;
  errors?: readonly SchemaError[] | null;
};

/** The checks of each operation's request body and query, by operation name. */
export type SandboxValidators = {
  request: (operation: string) => SchemaCheck | undefined;
  query: (operation: string) => SchemaCheck | undefined;
};

export type SandboxCoreOptions = {
  api: SandboxApi;
  validators: SandboxValidators;
  /** The partners' keys: a request signed with the private half of any of them is accepted. */
  partnerKeys: readonly PublicKeyInput[];
  /** The key webhooks are signed with; its public half is published on the site. */
  bankPrivateKey: PrivateKeyInput;
  /** One line per internal failure, with its stack; silent when absent. */
  log?: (line: string) => void;
  /** Unix seconds; the tests move the clock to check the timestamp window. */
  now?: () => number;
};

/** The body of a request that went past the operation's limit: the adapter stopped reading it. */
export const BODY_TOO_LARGE = 'too large';

export type SandboxRequest = {
  method: string;
  /** From the origin, as sent: `/v1/session/status?session_id=ses_4f8a2c91d7`. */
  pathAndQuery: string;
  /** Header names in lower case; an absent header is `undefined`. */
  headers: Readonly<Record<string, string | undefined>>;
  body: Uint8Array | typeof BODY_TOO_LARGE;
};

/** A webhook as the bank posts it (`webhookDelivery.ts`), with the event and the spec's example it was built from. */
export type SignedWebhook = SignedDelivery & {
  event: string;
  example: string;
};

export type SandboxReply = {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** `ok`, or the error code answered: for the log. */
  outcome: string;
  /** The webhooks the call leads to, in the order the bank sends them; none for a replay or an error. */
  webhooks: SignedWebhook[];
};

/** Any 8-digit id but the spec's `unknown_project` trigger is a known sandbox project; this one is printed. */
export const SANDBOX_PROJECT_ID = '10000001';
/** The path every method sits under; signatures cover the path from here. */
export const API_PREFIX = '/v1';
/** The API's body limit; a method that carries files names a larger one in `x-max-body-bytes`. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** The response header of an answer given again for a repeated `Idempotency-Key`. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** The spec's trigger for `unknown_project`. */
const UNKNOWN_PROJECT_ID = '00000000';
/** `X-Project-Id` as the `ProjectId` security scheme has it (`x-pattern`): 8 digits; any other is unknown. */
const PROJECT_ID_PATTERN = /^[0-9]{8}$/;
/** How long an `Idempotency-Key` is kept with its response. */
const IDEMPOTENCY_SECONDS = 24 * 60 * 60;
/** How far back `event/list` reaches. */
const EVENT_DAYS = 30;
const EVENT_PAGE_DEFAULT = 50;
const JSON_TYPE = 'application/json; charset=utf-8';

const encoder = new TextEncoder();

/** Base64url without padding (RFC 4648 §5) of a text's UTF-8: the cursors of `event/list`. */
export function base64UrlOf(text: string): string {
  return base64Of(encoder.encode(text)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The text a base64url cursor stands for; undefined when it is not base64url of UTF-8. */
function textOfBase64Url(encoded: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) return undefined;
  const padded = encoded.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const bytes = bytesOfBase64(padded + '='.repeat((4 - (padded.length % 4)) % 4));
    return new TextDecoder('utf-8', {fatal: true}).decode(bytes);
  } catch {
    return undefined;
  }
}

/** Equality of JSON values: a request body against an example. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]))
  );
}

export class ApiFailure extends Error {
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

/** `payout.amount.value`, `split[0].amount`: the field as a partner reads it in the reference. */
export function fieldPath(instancePath: string, last?: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (last) parts.push(last);
  return parts.reduce(
    (path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part),
    '',
  );
}

/** What the first schema error says, as the API reports it: the code and the field it names. */
export type FieldProblem = {
  code: 'missing_field' | 'invalid_field_value';
  /** The field's path, empty for the body as a whole. */
  field: string;
  /** The failed keyword and its parameters, for a message in the reader's language. */
  error: SchemaError;
};

/** `missing_field` for an absent required field, `invalid_field_value` for the rest; both name the field. */
export function fieldProblem(errors: readonly SchemaError[] | null | undefined): FieldProblem {
  const first = errors?.[0] ?? {keyword: 'false schema', instancePath: '', params: {}};
  if (first.keyword === 'required') {
    const missing = String(first.params.missingProperty);
    return {code: 'missing_field', field: fieldPath(first.instancePath, missing), error: first};
  }
  const extra =
    first.keyword === 'additionalProperties' ? String(first.params.additionalProperty) : undefined;
  return {code: 'invalid_field_value', field: fieldPath(first.instancePath, extra), error: first};
}

function failureOf(errors: readonly SchemaError[] | null | undefined): ApiFailure {
  const problem = fieldProblem(errors);
  if (problem.code === 'missing_field') {
    return new ApiFailure(
      'missing_field',
      undefined,
      `A required field is missing (field: ${problem.field}).`,
    );
  }
  const message =
    problem.error.keyword === 'additionalProperties' ? 'unknown field' : problem.error.message;
  return new ApiFailure(
    'invalid_field_value',
    undefined,
    `The field has a wrong value: ${message ?? 'invalid'} (field: ${problem.field || 'body'}).`,
  );
}

/** Every string anywhere in a request, to find the spec's test cards, phones and accounts. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** A string of `metadata` (`sandbox_error`, `sandbox_scenario`) wherever a `metadata` object sits in the body. */
export function sandboxMetadata(value: unknown, key: string): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) return value.map((item) => sandboxMetadata(item, key)).find(Boolean);
  const record = value as Record<string, unknown>;
  const metadata = record.metadata as Record<string, unknown> | undefined;
  if (metadata && typeof metadata[key] === 'string') return metadata[key];
  return Object.values(record)
    .map((item) => sandboxMetadata(item, key))
    .find(Boolean);
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

const recordsOf = (list: unknown): Record<string, unknown>[] =>
  (Array.isArray(list) ? list : []).filter(
    (entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null,
  );

/**
 * Test data of `x-sandbox` that ends in an error, by the value that triggers
 * it. The local sandbox answers such requests with the error at once; the
 * bank's sandbox may report a decline later, in the webhook.
 */
function erroringTestData(
  api: SandboxApi,
  lists: [string, string][] = TEST_DATA_LISTS,
): Map<string, string> {
  const triggers = new Map<string, string>();
  for (const [list, key] of lists) {
    for (const record of recordsOf(api.sandbox[list])) {
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
function payoutCurrencyErrors(api: SandboxApi): Map<string, string> {
  const triggers = new Map<string, string>();
  for (const record of recordsOf(api.sandbox.currencies)) {
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

/** A call that leads to a webhook: an entry of `after` in `x-sandbox.webhooks`. */
export type WebhookTrigger = {
  event: string;
  /** The command whose success leads to the webhook. */
  method: string;
  /** Only under one of these scenarios; under any when absent. */
  scenarios?: string[];
  /** The webhook's example to send; else the one named like the request example, else the first. */
  example?: string;
};

/** The triggers of `x-sandbox.webhooks`, in the file's order, which is the order the bank sends them. */
export function webhookTriggers(sandbox: Record<string, unknown>): WebhookTrigger[] {
  return recordsOf(sandbox.webhooks).flatMap((entry) =>
    recordsOf(entry.after).map((trigger) => ({
      event: String(entry.event),
      method: String(trigger.method),
      ...(Array.isArray(trigger.scenarios) ? {scenarios: trigger.scenarios.map(String)} : {}),
      ...(typeof trigger.example === 'string' ? {example: trigger.example} : {}),
    })),
  );
}

/** The scenarios of `x-sandbox.scenarios`, and the defaults: in force when a body names none. */
export function sandboxScenarios(sandbox: Record<string, unknown>): {
  names: Set<string>;
  defaults: Set<string>;
} {
  const scenarios = recordsOf(sandbox.scenarios);
  return {
    names: new Set(scenarios.map((scenario) => String(scenario.name))),
    defaults: new Set(
      scenarios.filter((scenario) => scenario.default === true).map(({name}) => String(name)),
    ),
  };
}

/** Errors of the catalogue as the API answers them: its shape, its HTTP status. */
type Reply = {
  httpStatus: number;
  body: unknown;
  /** For the spec's file responses (CSV reports); JSON otherwise. */
  fileType?: string;
  headers?: Record<string, string>;
};

type StoredEvent = {id: string; type: string; created_at: string; [field: string]: unknown};

/** The sandbox's event log: every webhook example of the spec, oldest first. */
function eventLog(api: SandboxApi): StoredEvent[] {
  return api.webhooks
    .flatMap((webhook) => webhook.examples.map((example) => example.value as StoredEvent))
    .sort(
      (a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id.localeCompare(b.id),
    );
}

/** A JSON object in UTF-8, or `invalid_json` saying where it went wrong. */
function parseJson(raw: Uint8Array): Record<string, unknown> {
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

/** A refusal as the API answers it: the catalogue's code, HTTP status and description. */
export function refusalOf(
  api: Pick<SandboxApi, 'errors'>,
  failure: ApiFailure,
): {httpStatus: number; body: {status: 'error'; error: {code: string; description: string}}} {
  const error = api.errors.find((entry) => entry.code === failure.code);
  if (!error) {
    throw new Error(`the error catalogue has no ${failure.code}`);
  }
  const text = failure.text ?? error.description.en;
  const description = failure.detail ? `${text} (${failure.detail})` : text;
  return {
    httpStatus: error.httpStatus,
    body: {status: 'error', error: {code: error.code, description}},
  };
}

const operationName = (pathname: string): string | undefined =>
  pathname.startsWith(`${API_PREFIX}/`) ? pathname.slice(API_PREFIX.length + 1) : undefined;

export type Sandbox = {
  handle: (request: SandboxRequest) => Promise<SandboxReply>;
  /** The body limit of the method at this path: an adapter stops reading past it. */
  bodyLimit: (pathAndQuery: string) => number;
  /** One webhook, from the named example or the first, signed now with the bank key. */
  signedWebhook: (event: string, example?: string) => Promise<SignedWebhook>;
  /** Accepts requests signed with one more partner key from now on: registering it. */
  addPartnerKey: (key: PublicKeyInput) => Promise<void>;
};

export function createSandbox(options: SandboxCoreOptions): Sandbox {
  const {api, validators} = options;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const errors = new Map(api.errors.map((error) => [error.code, error]));
  const testData = erroringTestData(api);
  // Test tokens fail the payouts and payments that use them, not `token/info` or `token/revoke`.
  const tokenData = erroringTestData(api, [['tokens', 'token']]);
  const currencyErrors = payoutCurrencyErrors(api);
  const events = eventLog(api);
  const triggers = webhookTriggers(api.sandbox);
  const scenarios = sandboxScenarios(api.sandbox);
  let partnerKeys = Promise.all(options.partnerKeys.map(importPublicKey));
  const bankKey = importPrivateKey(options.bankPrivateKey);
  // Keys that fail to import fail the requests that need them, with the reason in the log;
  // an unawaited rejection would be reported as unhandled first.
  partnerKeys.catch(() => undefined);
  bankKey.catch(() => undefined);
  const idempotency = new Map<
    string,
    {operation: string; bodyHash: string; reply: Reply; expires: number}
  >();
  /** Accepted signatures until their timestamp leaves the window. */
  const acceptedSignatures = new Map<string, number>();

  const fail = (failure: ApiFailure): Reply => refusalOf(api, failure);

  /** The query as the schema types it: a query string carries only text. */
  function typedQuery(operation: SandboxOperation, url: URL): Record<string, unknown> {
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
      const after = textOfBase64Url(query.cursor);
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
        next_cursor: more && last ? base64UrlOf(last.id) : null,
      },
    };
  }

  /** The request example a body equals, whose name picks the answer and the webhooks. */
  const matchingExample = (operation: SandboxOperation, input: Record<string, unknown>) =>
    operation.requestExamples.find((example) => sameJson(example.value, input));

  function answer(operation: SandboxOperation, input: Record<string, unknown>): Reply {
    if (operation.name === 'event/list') {
      return listEvents(input);
    }
    const forced = sandboxMetadata(input, 'sandbox_error');
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
    const scenario = sandboxMetadata(input, 'sandbox_scenario');
    if (scenario && !scenarios.names.has(scenario)) {
      throw new ApiFailure(
        'invalid_field_value',
        undefined,
        `metadata.sandbox_scenario names no scenario of the sandbox: ${scenario} (field: metadata.sandbox_scenario).`,
      );
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
    const matching = matchingExample(operation, input);
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
  async function authenticate(request: SandboxRequest, raw: Uint8Array): Promise<string> {
    const projectId = request.headers['x-project-id'];
    const timestamp = request.headers['x-timestamp'];
    const signature = request.headers['x-signature'];
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
      method: request.method,
      pathAndQuery: request.pathAndQuery,
      body: raw,
    });
    const results = await Promise.all(
      (await partnerKeys).map((key) => verifiesSignature(signed, signature, key)),
    );
    if (!results.includes(true)) {
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

  /** The webhooks a successful command leads to under the scenario in force, signed now. */
  async function webhooksAfter(
    operation: SandboxOperation,
    input: Record<string, unknown>,
  ): Promise<SignedWebhook[]> {
    const named = sandboxMetadata(input, 'sandbox_scenario');
    const inForce = (scenario: string) =>
      named === undefined ? scenarios.defaults.has(scenario) : named === scenario;
    const requestExample = matchingExample(operation, input)?.name;
    const chosen = triggers.filter(
      (trigger) =>
        trigger.method === operation.name &&
        (trigger.scenarios === undefined || trigger.scenarios.some(inForce)),
    );
    return Promise.all(
      chosen.map((trigger) => {
        const webhook = api.webhooks.find((candidate) => candidate.name === trigger.event);
        const byRequest = webhook?.examples.find((example) => example.name === requestExample);
        return signedWebhook(trigger.event, byRequest?.name ?? trigger.example);
      }),
    );
  }

  /** The first response to a key, replayed; or the key refused; or the command executed once. */
  async function executeOnce(
    operation: SandboxOperation,
    request: SandboxRequest,
    projectId: string,
    raw: Uint8Array,
  ): Promise<{reply: Reply; webhooks: SignedWebhook[]}> {
    const key = request.headers['idempotency-key'];
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
    const bodyHash = await sha256Hex(raw);
    const remembered = idempotency.get(`${projectId}:${key}`);
    if (remembered) {
      if (remembered.operation !== operation.name || remembered.bodyHash !== bodyHash) {
        throw new ApiFailure('idempotency_key_reused');
      }
      // The bank executed the command once: a replay sends no webhook again.
      return {reply: {...remembered.reply, headers: {[REPLAYED_HEADER]: 'true'}}, webhooks: []};
    }
    const body = parseJson(raw);
    const validate = validators.request(operation.name);
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
    if (reply.httpStatus !== 200) {
      return {reply, webhooks: []};
    }
    idempotency.set(`${projectId}:${key}`, {
      operation: operation.name,
      bodyHash,
      reply,
      expires: clock + IDEMPOTENCY_SECONDS,
    });
    // Business errors come with HTTP 200 too (`{"status": "error"}`): they lead to no webhook.
    const succeeded = (reply.body as {status?: unknown}).status === 'ok';
    return {reply, webhooks: succeeded ? await webhooksAfter(operation, body) : []};
  }

  async function handleApi(
    request: SandboxRequest,
    url: URL,
  ): Promise<{reply: Reply; webhooks: SignedWebhook[]}> {
    const name = operationName(url.pathname);
    const operation = api.operations.find((candidate) => candidate.name === name);
    if (!operation) {
      throw new ApiFailure('unknown_method', url.pathname);
    }
    if (request.method.toLowerCase() !== operation.method) {
      throw new ApiFailure('wrong_http_method', `${name} takes ${operation.method.toUpperCase()}`);
    }
    if (request.body === BODY_TOO_LARGE) {
      throw new ApiFailure('body_too_large', `${operation.maxBodyBytes ?? MAX_BODY_BYTES} bytes`);
    }
    const projectId = await authenticate(request, request.body);
    if (operation.method === 'post') {
      return executeOnce(operation, request, projectId, request.body);
    }
    const query = typedQuery(operation, url);
    const validate = validators.query(operation.name);
    if (validate && !validate(query)) {
      throw failureOf(validate.errors);
    }
    return {reply: answer(operation, query), webhooks: []};
  }

  async function signedWebhook(event: string, exampleName?: string): Promise<SignedWebhook> {
    const webhook = api.webhooks.find((candidate) => candidate.name === event);
    const example =
      webhook?.examples.find((candidate) => candidate.name === exampleName) ?? webhook?.examples[0];
    if (!webhook || !example) {
      throw new Error(`OpenAPI: webhook ${event} has no example`);
    }
    const {body, headers} = await signedDelivery({
      envelope: example.value as StoredEvent,
      timestamp: now(),
      privateKey: await bankKey,
    });
    return {event, example: example.name, headers, body};
  }

  async function handle(request: SandboxRequest): Promise<SandboxReply> {
    const url = new URL(request.pathAndQuery, 'http://sandbox.local');
    let reply: Reply;
    let webhooks: SignedWebhook[] = [];
    try {
      ({reply, webhooks} = await handleApi(request, url));
    } catch (error) {
      const known = error instanceof ApiFailure && errors.has(error.code);
      if (!known) {
        // The stack goes to the log of the person running the sandbox, never to the client.
        options.log?.(`internal error: ${(error as Error).stack ?? String(error)}`);
      }
      reply = fail(known ? error : new ApiFailure('internal_error'));
    }
    const outcome = (reply.body as {error?: {code?: string}}).error?.code ?? 'ok';
    const isFile = reply.fileType !== undefined && typeof reply.body === 'string';
    return {
      status: reply.httpStatus,
      headers: {
        ...reply.headers,
        'Content-Type': isFile ? `${reply.fileType}; charset=utf-8` : JSON_TYPE,
      },
      body: isFile ? (reply.body as string) : JSON.stringify(reply.body),
      outcome,
      webhooks,
    };
  }

  return {
    handle,
    bodyLimit: (pathAndQuery) => {
      const name = operationName(new URL(pathAndQuery, 'http://sandbox.local').pathname);
      const operation = api.operations.find((candidate) => candidate.name === name);
      return operation?.maxBodyBytes ?? MAX_BODY_BYTES;
    },
    signedWebhook,
    addPartnerKey: async (key) => {
      const imported = await importPublicKey(key);
      partnerKeys = partnerKeys.then((keys) => [...keys, imported]);
      await partnerKeys;
    },
  };
}
