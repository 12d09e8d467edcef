/**
 * The payment API as the site's components need it: built once at build time
 * from the dereferenced OpenAPI document, so pages never parse the spec
 * themselves and every text comes in both languages.
 *
 * Bilingual convention of openapi/payment-api.yaml: `summary` / `description`
 * / `action` are English, their Russian twins sit beside them as
 * `x-summary-ru` / `x-description-ru` / `x-action-ru`.
 */

export type Lang = 'ru' | 'en';

/** The schema of the error catalogue's codes. */
export const ERROR_CODE_SCHEMA = 'ErrorCode';

/** A page asked for something the spec does not have: fail the build, name it. */
export function missing(kind: string, name: string | undefined): never {
  throw new Error(`openapi/payment-api.yaml has no ${kind} "${name ?? ''}"`);
}
export type Localized = Record<Lang, string>;

/** A JSON Schema node as it stands in the dereferenced document. */
export type JsonSchema = {
  type?: string | string[];
  description?: string;
  'x-description-ru'?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  title?: string;
  [keyword: string]: unknown;
};

export type ApiExample = {name: string; summary: Localized; value: unknown};

export type ApiParameter = {
  name: string;
  in: 'header' | 'query' | 'path' | 'cookie';
  required: boolean;
  description: Localized;
  schema: JsonSchema;
  example?: unknown;
};

export type ApiOperation = {
  operationId: string;
  method: 'get' | 'post';
  /** The method name as pages write it: `session/create`. */
  name: string;
  path: string;
  tag: string;
  summary: Localized;
  description: Localized;
  parameters: ApiParameter[];
  requestSchema: JsonSchema | null;
  requestExamples: ApiExample[];
  responseContentType: string;
  /** The success body (the `oneOf` branch whose `status` is `ok`). */
  responseSchema: JsonSchema | null;
  responseExamples: ApiExample[];
  /** Error examples on the 200 response: `{"status": "error", ...}` bodies. */
  errorExamples: ApiExample[];
  /** `x-max-body-bytes`: a larger body limit than the API's default, for methods that carry files. */
  maxBodyBytes: number | null;
  /** Codes of the catalogue specific to the method (`x-error-codes`). */
  errorCodes: string[];
};

export type ApiWebhook = {
  name: string;
  operationId: string;
  summary: Localized;
  description: Localized;
  payloadSchema: JsonSchema | null;
  examples: ApiExample[];
};

export type ApiError = {
  code: string;
  area: string;
  httpStatus: number;
  final: boolean;
  description: Localized;
  action: Localized;
};

/** The kinds of `x-changelog` items and entries, as the file writes them. */
const ITEM_TYPES = [
  'operation',
  'webhook',
  'error',
  'schema',
  'field',
  'enum_value',
  'parameter',
  'sandbox',
] as const;
const CHANGE_KINDS = ['added', 'changed', 'deprecated', 'removed'] as const;

/** Something a change of `x-changelog` touches; `name` is how pages write it. */
export type ChangelogItem = {
  type: (typeof ITEM_TYPES)[number];
  ref: string;
  name: string;
};

/** An entry of `x-changelog`, the API's history (`/history`), with the blog post announcing it. */
export type ChangelogEntry = {
  date: string;
  kind: (typeof CHANGE_KINDS)[number];
  breaking: boolean;
  title: Localized;
  description: Localized;
  /** The blog post's file name without extension, `2024-02-12-payout-fps-phone`. */
  blog: string | null;
  items: ChangelogItem[];
};

/** An area of the API. `name` is the English name operations refer to; `title` is shown. */
export type ApiTag = {name: string; title: Localized; description: Localized};

export type ApiModel = {
  title: string;
  version: string;
  description: Localized;
  servers: {url: string; description: Localized}[];
  tags: ApiTag[];
  operations: ApiOperation[];
  schemas: Record<string, JsonSchema>;
  webhooks: ApiWebhook[];
  errors: ApiError[];
  sandbox: Record<string, unknown>;
  /** `x-payout-terms`: each payout method's currencies, limits, confirmation and crediting time. */
  payoutTerms: Record<string, unknown>;
  /** `x-changelog`, oldest first. */
  changelog: ChangelogEntry[];
  /** `x-compatibility`: what changes without notice, and the notice breaking changes get. */
  compatibility: {description: Localized; noticeDays: number};
  /** `x-onboarding.bank_keys`: the site path of the public key the bank signs webhooks with, per environment. */
  bankKeys: {environment: string; path: string}[];
};

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function node(value: unknown, where: string): Node {
  if (!isNode(value)) {
    throw new Error(`OpenAPI: ${where} is missing or not an object`);
  }
  return value;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** English text from `key`, Russian from `x-key-ru`; a missing twin falls back to the other. */
export function localized(source: Node, key: string): Localized {
  const en = text(source[key]);
  const ru = text(source[`x-${key}-ru`]);
  return {en: en || ru, ru: ru || en};
}

function examplesOf(media: Node | undefined): ApiExample[] {
  if (!media) {
    return [];
  }
  const named = isNode(media.examples)
    ? Object.entries(media.examples).map(([name, example]) => {
        const entry = node(example, `example ${name}`);
        return {name, summary: localized(entry, 'summary'), value: entry.value};
      })
    : [];
  if (named.length === 0 && media.example !== undefined) {
    return [{name: 'example', summary: {en: '', ru: ''}, value: media.example}];
  }
  return named;
}

const isErrorBody = (value: unknown): boolean => isNode(value) && value.status === 'error';

function successBranch(schema: JsonSchema | undefined): JsonSchema | null {
  if (!schema) {
    return null;
  }
  const branches = schema.oneOf ?? schema.anyOf;
  if (!branches) {
    return schema;
  }
  return branches.find((branch) => branch.properties?.status?.const === 'ok') ?? null;
}

function firstMedia(content: unknown): [string, Node] | [string, undefined] {
  if (!isNode(content)) {
    return ['', undefined];
  }
  const [type, media] = Object.entries(content)[0] ?? ['', undefined];
  return [type, isNode(media) ? media : undefined];
}

function parametersOf(list: unknown): ApiParameter[] {
  return (Array.isArray(list) ? list : []).map((entry, index) => {
    const parameter = node(entry, `parameter ${index}`);
    return {
      name: text(parameter.name),
      in: text(parameter.in) as ApiParameter['in'],
      required: parameter.required === true,
      description: localized(parameter, 'description'),
      schema: (isNode(parameter.schema) ? parameter.schema : {}) as JsonSchema,
      example: parameter.example,
    };
  });
}

function operationOf(path: string, method: 'get' | 'post', source: Node): ApiOperation {
  const where = `${method.toUpperCase()} ${path}`;
  const operationId = text(source.operationId);
  if (!operationId) {
    throw new Error(`OpenAPI: ${where} has no operationId`);
  }
  const [, requestMedia] = firstMedia(
    isNode(source.requestBody) ? source.requestBody.content : undefined,
  );
  const responses = node(source.responses, `${where} responses`);
  const ok = isNode(responses['200']) ? responses['200'] : undefined;
  const [responseContentType, responseMedia] = firstMedia(ok?.content);
  const responseExamples = examplesOf(responseMedia);
  return {
    operationId,
    method,
    name: path.replace(/^\//, ''),
    path,
    tag: Array.isArray(source.tags) ? text(source.tags[0]) : '',
    summary: localized(source, 'summary'),
    description: localized(source, 'description'),
    parameters: parametersOf(source.parameters),
    requestSchema: (requestMedia?.schema as JsonSchema | undefined) ?? null,
    requestExamples: examplesOf(requestMedia),
    responseContentType,
    responseSchema: successBranch(responseMedia?.schema as JsonSchema | undefined),
    responseExamples: responseExamples.filter((example) => !isErrorBody(example.value)),
    errorExamples: responseExamples.filter((example) => isErrorBody(example.value)),
    maxBodyBytes:
      typeof source['x-max-body-bytes'] === 'number' ? source['x-max-body-bytes'] : null,
    errorCodes: (Array.isArray(source['x-error-codes']) ? source['x-error-codes'] : []).map(text),
  };
}

/** A changelog entry; a header parameter is named as its header, an enum value as `field: value`. */
function changeOf(entry: unknown, index: number, parameters: Node): ChangelogEntry {
  const source = node(entry, `x-changelog[${index}]`);
  const kind = CHANGE_KINDS.find((candidate) => candidate === source.kind);
  if (!kind) throw new Error(`OpenAPI: x-changelog[${index}].kind "${String(source.kind)}"`);
  const items = (Array.isArray(source.items) ? source.items : []).map((raw, at) => {
    const item = node(raw, `x-changelog[${index}].items[${at}]`);
    const type = ITEM_TYPES.find((candidate) => candidate === item.type);
    const ref = text(item.ref);
    if (!type)
      throw new Error(`OpenAPI: x-changelog[${index}].items[${at}].type "${String(item.type)}"`);
    const header = isNode(parameters[ref]) ? text(parameters[ref].name) : '';
    const name =
      type === 'enum_value'
        ? `${ref}: ${text(item.value)}`
        : type === 'parameter' && header
          ? header
          : ref;
    return {type, ref, name};
  });
  return {
    date: text(source.date),
    kind,
    breaking: source.breaking === true,
    title: localized(source, 'title'),
    description: localized(source, 'description'),
    blog: text(source.blog) || null,
    items,
  };
}

function errorOf(entry: unknown, index: number): ApiError {
  const source = node(entry, `x-error-catalogue[${index}]`);
  return {
    code: text(source.code),
    area: text(source.area),
    httpStatus: Number(source.http_status),
    final: source.final === true,
    description: localized(source, 'description'),
    action: localized(source, 'action'),
  };
}

/** Builds the model from a validated, dereferenced OpenAPI 3.1 document. */
export function buildApiModel(document: unknown): ApiModel {
  const root = node(document, 'the document');
  const info = node(root.info, 'info');
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(node(root.paths, 'paths'))) {
    const pathItem = node(item, `paths.${path}`);
    for (const method of ['get', 'post'] as const) {
      if (isNode(pathItem[method])) {
        operations.push(operationOf(path, method, pathItem[method]));
      }
    }
  }
  const webhooks = Object.entries(isNode(root.webhooks) ? root.webhooks : {}).map(
    ([name, item]) => {
      const post = node(node(item, `webhooks.${name}`).post, `webhooks.${name}.post`);
      const [, media] = firstMedia(isNode(post.requestBody) ? post.requestBody.content : undefined);
      return {
        name,
        operationId: text(post.operationId),
        summary: localized(post, 'summary'),
        description: localized(post, 'description'),
        payloadSchema: (media?.schema as JsonSchema | undefined) ?? null,
        examples: examplesOf(media),
      };
    },
  );
  const catalogue = root['x-error-catalogue'];
  const compatibility = root['x-compatibility'];
  const onboarding = isNode(root['x-onboarding']) ? root['x-onboarding'] : {};
  const components = isNode(root.components) ? root.components : {};
  return {
    title: text(info.title),
    version: text(info.version),
    description: localized(info, 'description'),
    servers: (Array.isArray(root.servers) ? root.servers : []).map((server, index) => {
      const entry = node(server, `servers[${index}]`);
      return {url: text(entry.url), description: localized(entry, 'description')};
    }),
    tags: (Array.isArray(root.tags) ? root.tags : []).map((tag, index) => {
      const entry = node(tag, `tags[${index}]`);
      return {
        name: text(entry.name),
        title: localized(entry, 'name'),
        description: localized(entry, 'description'),
      };
    }),
    operations,
    schemas: (isNode(components.schemas) ? components.schemas : {}) as Record<string, JsonSchema>,
    webhooks,
    errors: (Array.isArray(catalogue) ? catalogue : []).map(errorOf),
    sandbox: isNode(root['x-sandbox']) ? root['x-sandbox'] : {},
    payoutTerms: isNode(root['x-payout-terms']) ? root['x-payout-terms'] : {},
    changelog: (Array.isArray(root['x-changelog']) ? root['x-changelog'] : []).map((entry, index) =>
      changeOf(entry, index, isNode(components.parameters) ? components.parameters : {}),
    ),
    compatibility: {
      description: localized(isNode(compatibility) ? compatibility : {}, 'description'),
      noticeDays:
        isNode(compatibility) && typeof compatibility.notice_days === 'number'
          ? compatibility.notice_days
          : 0,
    },
    // Beside the environments' keys stand their descriptions: a key is a `.pem` path.
    bankKeys: Object.entries(isNode(onboarding.bank_keys) ? onboarding.bank_keys : {}).flatMap(
      ([environment, path]) =>
        typeof path === 'string' && path.endsWith('.pem') ? [{environment, path}] : [],
    ),
  };
}

/**
 * The heading id of a method on the methods page: `session/init/payout` is
 * `#session-init-payout`. Pages and the index link to it; tests hold the page to it.
 */
export function methodAnchor(name: string): string {
  return name.replace(/\//g, '-');
}

/** The heading id of an area (tag) on the methods page: `Tokens and widgets` is `#tokens-and-widgets`. */
export function tagAnchor(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The query parameters of an operation as one object schema: how the sandbox
 * checks a query string, whose values it has typed first (`limit` is a number).
 */
export function querySchemaOf(operation: ApiOperation): JsonSchema | null {
  const query = operation.parameters.filter((parameter) => parameter.in === 'query');
  if (query.length === 0) return null;
  return {
    type: 'object',
    properties: Object.fromEntries(query.map((parameter) => [parameter.name, parameter.schema])),
    required: query.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    additionalProperties: false,
  };
}
