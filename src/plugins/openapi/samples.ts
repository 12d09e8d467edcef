/**
 * Code samples of every operation in cURL, Node.js (TypeScript), Python and
 * PHP, generated from the operation's own example so a sample can never drift
 * from the spec. Each sample is a complete program: it signs the request as
 * the `Signature` security scheme says (timestamp, HTTP method, path with the
 * query, raw body), gives a command its `Idempotency-Key`, sends it with
 * timeouts and fails on an API error. The tests run every sample against the
 * local sandbox (`sandbox/`), so what a reader copies is known to work.
 *
 * Every sample reads the same environment variables, so one set of settings
 * runs all of them: `API_BASE_URL`, `API_PROJECT_ID`, `API_PRIVATE_KEY_PATH`.
 */
import {TIMESTAMP_WINDOW_SECONDS} from '../../signing/timestamp';
import type {ApiOperation, Lang} from './model';

export const SAMPLE_LANGUAGES = ['curl', 'node', 'python', 'php'] as const;
export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number];

export type CodeSample = {
  language: SampleLanguage;
  /** Tab label; the same in both languages. */
  label: string;
  /** Prism language of the code block. */
  highlight: string;
  /** The name a reader saves the program under; shown as the block title. */
  fileName: string;
  code: string;
};

export const SAMPLE_ENVIRONMENT = {
  baseUrl: 'API_BASE_URL',
  projectId: 'API_PROJECT_ID',
  privateKeyPath: 'API_PRIVATE_KEY_PATH',
} as const;

export const DEFAULT_PRIVATE_KEY_PATH = 'partner-private.pem';

/**
 * What the webhook receivers read, besides `PORT`. A receiver takes the bank
 * key from `BANK_PUBLIC_KEY_PATH`, or the sandbox key only when `API_ENV` says
 * it runs against the sandbox; otherwise it refuses to start, so a receiver
 * never trusts the sandbox key (whose private half is public) in production.
 */
export const RECEIVER_ENVIRONMENT = {
  bankPublicKeyPath: 'BANK_PUBLIC_KEY_PATH',
  environment: 'API_ENV',
  /** PHP runs every request apart: it keeps the events it processed in files here. */
  stateDir: 'WEBHOOK_STATE_DIR',
} as const;
/** The value of `API_ENV` that lets a receiver use the published sandbox key. */
export const SANDBOX_ENVIRONMENT = 'sandbox';
/** The sandbox bank key as the site publishes it (`static/keys/`). */
export const BANK_SANDBOX_KEY_FILE = 'bank-sandbox-public.pem';
/** The port the webhook receivers listen on unless `PORT` says otherwise. */
export const DEFAULT_RECEIVER_PORT = 8080;
const RECEIVER_STEM = 'webhook-receiver';
/** How old a webhook's `X-Timestamp` may be: the window the bank keeps for requests too. */
export const WEBHOOK_MAX_AGE_SECONDS = TIMESTAMP_WINDOW_SECONDS;

/** The signed path starts here: the spec's paths are below the `/v1` of the base URL. */
const SIGNED_PATH_PREFIX = '/v1';
/** Seconds: to connect, and for the whole exchange. */
const TIMEOUTS = {connect: 10, total: 30};

const COMMENTS = {
  settings: {
    ru: 'Адрес API, проект и путь к закрытому ключу — из переменных окружения',
    en: 'API address, project and private key path come from the environment',
  },
  signature: {
    ru: 'Подпись: X-Timestamp, HTTP-метод, путь со строкой запроса от /v1/ и тело ровно в том виде, в каком оно отправляется, через перевод строки',
    en: 'Signature over X-Timestamp, the HTTP method, the path with the query from /v1/ and the body exactly as sent, joined by line feeds',
  },
  freshSignature: {
    ru: 'Каждая попытка, в том числе повтор, подписывается заново с текущим временем',
    en: 'Every attempt, a retry included, is signed afresh with the current time',
  },
  idempotency: {
    ru: 'Ключ строится из вашего идентификатора операции: повтор после тайм-аута отправит тот же ключ и то же тело и получит первый ответ',
    en: 'The key is built from your own id of the operation: a retry after a timeout sends the same key and body and gets the first response',
  },
  idempotencyRandom: {
    ru: 'В запросе нет вашего идентификатора: создайте ключ один раз, сохраните его вместе с операцией и передавайте тот же ключ при повторе',
    en: 'The request carries no id of yours: make a key once, store it with the operation and send the same key on a retry',
  },
  timeouts: {
    ru: `Не ждать дольше ${TIMEOUTS.total} секунд; после тайм-аута повторите команду с тем же ключом или проверьте результат методом чтения`,
    en: `Give up after ${TIMEOUTS.total} seconds; after a timeout, retry the command with the same key or check the result with a read`,
  },
  readTimeouts: {
    ru: `Не ждать дольше ${TIMEOUTS.total} секунд`,
    en: `Give up after ${TIMEOUTS.total} seconds`,
  },
  run: {
    ru: 'Запуск',
    en: 'Run',
  },
  fileOrError: {
    ru: 'Отчёт приходит файлом, ошибка — в JSON',
    en: 'The report comes as a file, an error as JSON',
  },
  receiverKey: {
    ru: 'Открытый ключ банка — из BANK_PUBLIC_KEY_PATH; ключ песочницы — только если API_ENV=sandbox, иначе приёмник не запускается',
    en: "The bank's public key comes from BANK_PUBLIC_KEY_PATH; the sandbox key only with API_ENV=sandbox, otherwise the receiver does not start",
  },
  noKey: {
    ru: 'Укажите в BANK_PUBLIC_KEY_PATH открытый ключ банка для рабочей среды (/keys/bank-production-public.pem) или задайте API_ENV=sandbox, чтобы работать с ключом песочницы',
    en: "Set BANK_PUBLIC_KEY_PATH to the bank's production public key (/keys/bank-production-public.pem), or API_ENV=sandbox to use the sandbox key",
  },
  rawBody: {
    ru: 'Проверяйте байты тела как есть: разбор и повторная сериализация JSON ломают подпись',
    en: 'Verify the body bytes as received: parsing and re-serialising the JSON breaks the signature',
  },
  rejected: {
    ru: 'Подпись не сходится: уведомление не от банка',
    en: 'The signature does not match: the webhook is not from the bank',
  },
  stale: {
    ru: `Подписано больше ${WEBHOOK_MAX_AGE_SECONDS} секунд назад: возможно, записанное уведомление отправлено повторно`,
    en: `Signed more than ${WEBHOOK_MAX_AGE_SECONDS} seconds ago: possibly a recorded webhook sent again`,
  },
  acknowledge: {
    ru: 'Ответьте 200 сразу, обработайте потом',
    en: 'Answer 200 at once and process afterwards',
  },
  deduplicate: {
    ru: 'Повторы отсеиваются по id события (он же X-Event-Id; доверяйте подписанному телу). Здесь — в памяти; в рабочей среде храните id в базе, общей для всех экземпляров, 30 дней',
    en: 'Repeats are dropped by the event id (also in X-Event-Id; trust the signed body). Kept in memory here; in production keep the ids in storage shared by all instances, for 30 days',
  },
  deduplicateFiles: {
    ru: 'PHP обрабатывает каждый запрос отдельно, поэтому обработанные события хранятся в файлах. Повторы отсеиваются по id события (он же X-Event-Id; доверяйте подписанному телу); в рабочей среде храните id в базе 30 дней',
    en: 'PHP handles each request apart, so processed events are kept in files. Repeats are dropped by the event id (also in X-Event-Id; trust the signed body); in production keep the ids in a database for 30 days',
  },
  fileNames: {
    ru: 'Идентификаторы становятся именами файлов: шаблон оставляет только простые имена',
    en: 'The ids become file names: the pattern allows plain names only',
  },
  order: {
    ru: 'События одного объекта могут прийти не по порядку: версию старше уже применённой (по updated_at) пропустите',
    en: 'Events of one object may come out of order: skip a version older than the one applied (by updated_at)',
  },
  savedWebhook: {
    ru: 'Проверка сохранённого уведомления: тело как получено — в body.json, заголовок X-Timestamp — в timestamp.txt, X-Signature — в signature.txt',
    en: 'Checking a saved webhook: the body as received in body.json, the X-Timestamp header in timestamp.txt, X-Signature in signature.txt',
  },
} satisfies Record<string, Record<Lang, string>>;

type SampleInput = {
  operation: ApiOperation;
  /** Default `API_BASE_URL`: the sandbox server of the spec. */
  baseUrl: string;
  lang: Lang;
  /**
   * The request example to send, by its name in the spec: a page about one use of a
   * method (a transfer widget's `widget/session`) shows that use. The first one by default.
   */
  example?: string;
};

type Request =
  | {kind: 'body'; path: string; body: unknown}
  | {kind: 'query'; path: string; query: [string, string][]};

/**
 * What the sample sends: the operation's request example (the named one, or the first), or
 * its query parameter examples.
 */
export function sampleRequest(operation: ApiOperation, exampleName?: string): Request {
  if (operation.method === 'post') {
    const example =
      exampleName === undefined
        ? operation.requestExamples[0]
        : operation.requestExamples.find(({name}) => name === exampleName);
    if (!example) {
      const names = operation.requestExamples.map(({name}) => name).join(', ') || 'none';
      throw new Error(
        exampleName === undefined
          ? `OpenAPI: ${operation.name} has no request example for its code samples`
          : `OpenAPI: ${operation.name} has no request example "${exampleName}" (it has: ${names})`,
      );
    }
    return {kind: 'body', path: operation.path, body: example.value};
  }
  if (exampleName !== undefined) {
    throw new Error(
      `OpenAPI: ${operation.name} is a read with query parameters; it has no request example "${exampleName}"`,
    );
  }
  const query = operation.parameters
    .filter((parameter) => parameter.in === 'query' && parameter.example !== undefined)
    .map((parameter): [string, string] => [parameter.name, String(parameter.example)]);
  const unset = operation.parameters.filter(
    (parameter) =>
      parameter.in === 'query' && parameter.required && parameter.example === undefined,
  );
  if (unset.length > 0) {
    throw new Error(
      `OpenAPI: ${operation.name} has required query parameters without an example: ${unset.map((parameter) => parameter.name).join(', ')}`,
    );
  }
  return {kind: 'query', path: operation.path, query};
}

/** Reports come as files (CSV); their errors still come as JSON. */
const returnsFile = (operation: ApiOperation) =>
  !operation.responseContentType.startsWith('application/json');

const fileStem = (operation: ApiOperation) => operation.name.replace(/\//g, '-');

/** JSON with bare identifier keys: what a person writes in TypeScript. */
function typescriptLiteral(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/^(\s*)"([A-Za-z_$][\w$]*)":/gm, '$1$2:');
}

function pythonLiteral(value: unknown, depth = 0): string {
  const indent = '    '.repeat(depth + 1);
  const closing = '    '.repeat(depth);
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string' || typeof value === 'number') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${indent}${pythonLiteral(item, depth + 1)},`).join('\n')}\n${closing}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries
    .map(([key, item]) => `${indent}${JSON.stringify(key)}: ${pythonLiteral(item, depth + 1)},`)
    .join('\n')}\n${closing}}`;
}

/** A single-quoted string literal: the same in TypeScript and PHP (PHP keeps line breaks in it as they are). */
export const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function phpLiteral(value: unknown, depth = 0): string {
  const indent = '    '.repeat(depth + 1);
  const closing = '    '.repeat(depth);
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return quoted(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${indent}${phpLiteral(item, depth + 1)},`).join('\n')}\n${closing}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  // json_encode turns an empty PHP array into `[]`; an empty JSON object needs an object.
  if (entries.length === 0) return 'new stdClass()';
  return `[\n${entries
    .map(([key, item]) => `${indent}${quoted(key)} => ${phpLiteral(item, depth + 1)},`)
    .join('\n')}\n${closing}]`;
}

/** One word for a POSIX shell, whatever the text holds: single quotes, each `'` as `'\\''`. */
export const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

const queryString = (query: [string, string][]) => new URLSearchParams(query).toString();

/** The path a GET sample signs and sends: with `?` only when it has query parameters. */
const pathAndQuery = (request: {path: string; query: [string, string][]}) =>
  request.query.length > 0 ? `${request.path}?${queryString(request.query)}` : request.path;

/**
 * Where a command's `Idempotency-Key` comes from, as the spec's rule says:
 * `<method>:<id>`, the id being the partner's own id of the operation (the
 * first value of `metadata`, an order id) or else the ids of the objects the
 * command acts on (`session_id`, `payment_id`, …). Each entry is a path into
 * the request; none means the request carries no such id.
 */
export function idempotencyKeySource(body: unknown): string[][] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  const record = body as Record<string, unknown>;
  const metadata = record.metadata;
  if (metadata && typeof metadata === 'object') {
    const [key] = Object.entries(metadata).find(([, value]) => typeof value === 'string') ?? [];
    if (key) return [['metadata', key]];
  }
  return Object.entries(record)
    .filter(([name, value]) => name.endsWith('_id') && typeof value === 'string')
    .map(([name]) => [name]);
}

/** The key the sample sends for its example: what the programs compute, for the shell and the tests. */
export function idempotencyKeyOf(operation: ApiOperation, body: unknown): string | null {
  const source = idempotencyKeySource(body);
  if (source.length === 0) return null;
  const values = source.map((path) =>
    path.reduce<unknown>((value, part) => (value as Record<string, unknown>)[part], body),
  );
  return `${operation.name}:${values.join(':')}`;
}

function curlSample({operation, baseUrl, lang}: SampleInput, request: Request): string {
  const env = SAMPLE_ENVIRONMENT;
  const lines = [
    `# ${COMMENTS.settings[lang]}`,
    `BASE_URL="\${${env.baseUrl}:-${baseUrl}}"`,
    `KEY="\${${env.privateKeyPath}:-${DEFAULT_PRIVATE_KEY_PATH}}"`,
    '',
  ];
  const timeouts = `--connect-timeout ${TIMEOUTS.connect} --max-time ${TIMEOUTS.total}`;
  if (request.kind === 'body') {
    const key = idempotencyKeyOf(operation, request.body);
    const source = idempotencyKeySource(request.body)
      .map((path) => path.join('.'))
      .join(', ');
    lines.push(
      `BODY=${shellQuote(JSON.stringify(request.body, null, 2))}`,
      ...(key
        ? [`# ${COMMENTS.idempotency[lang]} (${source})`, `IDEMPOTENCY_KEY=${shellQuote(key)}`]
        : [`# ${COMMENTS.idempotencyRandom[lang]}`, 'IDEMPOTENCY_KEY=$(openssl rand -hex 16)']),
      '',
      `# ${COMMENTS.signature[lang]}`,
      'TIMESTAMP=$(date +%s)',
      `SIGNATURE=$(printf '%s\\n%s\\n%s\\n%s' "$TIMESTAMP" POST '${SIGNED_PATH_PREFIX}${request.path}' "$BODY" | openssl dgst -sha256 -sign "$KEY" | base64 | tr -d '\\n')`,
      '',
      `curl -sS ${timeouts} -X POST "$BASE_URL${request.path}" \\`,
      `  -H 'Content-Type: application/json' \\`,
      `  -H "X-Project-Id: $${env.projectId}" \\`,
      `  -H "X-Timestamp: $TIMESTAMP" \\`,
      `  -H "X-Signature: $SIGNATURE" \\`,
      `  -H "Idempotency-Key: $IDEMPOTENCY_KEY" \\`,
      `  --data-raw "$BODY"`,
    );
  } else {
    lines.push(
      `PATH_AND_QUERY=${shellQuote(pathAndQuery(request))}`,
      `# ${COMMENTS.signature[lang]}`,
      'TIMESTAMP=$(date +%s)',
      `SIGNATURE=$(printf '%s\\n%s\\n%s\\n' "$TIMESTAMP" GET "${SIGNED_PATH_PREFIX}$PATH_AND_QUERY" | openssl dgst -sha256 -sign "$KEY" | base64 | tr -d '\\n')`,
      '',
      `curl -sS ${timeouts} "$BASE_URL$PATH_AND_QUERY" \\`,
      `  -H "X-Project-Id: $${env.projectId}" \\`,
      `  -H "X-Timestamp: $TIMESTAMP" \\`,
      `  -H "X-Signature: $SIGNATURE"`,
    );
  }
  return lines.join('\n');
}

function nodeSample({operation, baseUrl, lang}: SampleInput, request: Request): string {
  const env = SAMPLE_ENVIRONMENT;
  const source = request.kind === 'body' ? idempotencyKeySource(request.body) : [];
  const randomKey = request.kind === 'body' && source.length === 0;
  const lines = [
    `// ${COMMENTS.run[lang]}: npx tsx ${LANGUAGES.node.fileName(fileStem(operation))}`,
    randomKey
      ? `import {createSign, randomUUID} from 'node:crypto';`
      : `import {createSign} from 'node:crypto';`,
    `import {readFileSync} from 'node:fs';`,
    '',
    `type ApiResult =`,
    `  | {status: 'ok'; [field: string]: unknown}`,
    `  | {status: 'error'; error: {code: string; description: string}};`,
    '',
    `// ${COMMENTS.settings[lang]}`,
    `const baseUrl = process.env.${env.baseUrl} ?? '${baseUrl}';`,
    `const projectId = process.env.${env.projectId} ?? '';`,
    `const privateKey = readFileSync(process.env.${env.privateKeyPath} ?? '${DEFAULT_PRIVATE_KEY_PATH}', 'utf8');`,
    '',
    `// ${COMMENTS.signature[lang]}`,
    `// ${COMMENTS.freshSignature[lang]}`,
    "function signedHeaders(method: string, pathAndQuery: string, body = ''): Record<string, string> {",
    '  const timestamp = String(Math.floor(Date.now() / 1000));',
    `  const signature = createSign('RSA-SHA256')`,
    `    .update(\`\${timestamp}\\n\${method}\\n${SIGNED_PATH_PREFIX}\${pathAndQuery}\\n\${body}\`)`,
    `    .sign(privateKey, 'base64');`,
    `  return {'X-Project-Id': projectId, 'X-Timestamp': timestamp, 'X-Signature': signature};`,
    '}',
    '',
  ];
  if (request.kind === 'body') {
    const key = randomKey
      ? 'randomUUID()'
      : `\`${operation.name}:${source.map((path) => `\${request.${path.join('.')}}`).join(':')}\``;
    lines.push(
      `const request = ${typescriptLiteral(request.body)};`,
      'const body = JSON.stringify(request);',
      `// ${(randomKey ? COMMENTS.idempotencyRandom : COMMENTS.idempotency)[lang]}`,
      `const idempotencyKey = ${key};`,
      '',
      `const response = await fetch(\`\${baseUrl}${request.path}\`, {`,
      `  method: 'POST',`,
      `  headers: {`,
      `    'Content-Type': 'application/json',`,
      `    ...signedHeaders('POST', '${request.path}', body),`,
      `    'Idempotency-Key': idempotencyKey,`,
      `  },`,
      `  body,`,
      `  // ${COMMENTS.timeouts[lang]}`,
      `  signal: AbortSignal.timeout(${TIMEOUTS.total * 1000}),`,
      `});`,
    );
  } else {
    const params = request.query.map(([name, value]) => `${name}: ${quoted(value)}`);
    lines.push(
      request.query.length > 0
        ? `const pathAndQuery = \`${request.path}?\${new URLSearchParams({${params.join(', ')}})}\`;`
        : `const pathAndQuery = '${request.path}';`,
      '',
      `const response = await fetch(\`\${baseUrl}\${pathAndQuery}\`, {`,
      `  headers: signedHeaders('GET', pathAndQuery),`,
      `  // ${COMMENTS.readTimeouts[lang]}`,
      `  signal: AbortSignal.timeout(${TIMEOUTS.total * 1000}),`,
      `});`,
    );
  }
  if (returnsFile(operation)) {
    lines.push(
      `const text = await response.text();`,
      `// ${COMMENTS.fileOrError[lang]}`,
      `if (response.headers.get('content-type')?.startsWith('application/json')) {`,
      `  const {error} = JSON.parse(text) as Extract<ApiResult, {status: 'error'}>;`,
      `  throw new Error(\`\${error.code}: \${error.description}\`);`,
      `}`,
      `process.stdout.write(text);`,
    );
    return lines.join('\n');
  }
  lines.push(
    `const result = (await response.json()) as ApiResult;`,
    `if (result.status === 'error') {`,
    `  throw new Error(\`\${result.error.code}: \${result.error.description}\`);`,
    `}`,
    `console.log(JSON.stringify(result, null, 2));`,
  );
  return lines.join('\n');
}

function pythonSample({operation, baseUrl, lang}: SampleInput, request: Request): string {
  const env = SAMPLE_ENVIRONMENT;
  const source = request.kind === 'body' ? idempotencyKeySource(request.body) : [];
  const randomKey = request.kind === 'body' && source.length === 0;
  const lines = [
    `# ${COMMENTS.run[lang]}: python3 ${LANGUAGES.python.fileName(fileStem(operation))}`,
    '# pip install cryptography',
    'import base64',
    'import json',
    'import os',
    'import time',
    'import urllib.error',
    ...(request.kind === 'query' && request.query.length > 0 ? ['import urllib.parse'] : []),
    'import urllib.request',
    ...(randomKey ? ['import uuid'] : []),
    '',
    'from cryptography.hazmat.primitives import hashes, serialization',
    'from cryptography.hazmat.primitives.asymmetric import padding',
    '',
    `# ${COMMENTS.settings[lang]}`,
    `BASE_URL = os.environ.get("${env.baseUrl}", "${baseUrl}")`,
    `PROJECT_ID = os.environ.get("${env.projectId}", "")`,
    `with open(os.environ.get("${env.privateKeyPath}", "${DEFAULT_PRIVATE_KEY_PATH}"), "rb") as key_file:`,
    '    PRIVATE_KEY = serialization.load_pem_private_key(key_file.read(), password=None)',
    '',
    '',
    `# ${COMMENTS.signature[lang]}`,
    `# ${COMMENTS.freshSignature[lang]}`,
    'def signed_headers(method: str, path_and_query: str, body: bytes = b"") -> dict:',
    '    timestamp = str(int(time.time()))',
    `    signed = f"{timestamp}\\n{method}\\n${SIGNED_PATH_PREFIX}{path_and_query}\\n".encode("utf-8") + body`,
    '    signature = PRIVATE_KEY.sign(signed, padding.PKCS1v15(), hashes.SHA256())',
    '    return {',
    '        "X-Project-Id": PROJECT_ID,',
    '        "X-Timestamp": timestamp,',
    '        "X-Signature": base64.b64encode(signature).decode("ascii"),',
    '    }',
    '',
    '',
  ];
  if (request.kind === 'body') {
    const key = randomKey
      ? 'str(uuid.uuid4())'
      : `f"${operation.name}:${source
          .map((path) => `{request${path.map((part) => `['${part}']`).join('')}}`)
          .join(':')}"`;
    lines.push(
      `request = ${pythonLiteral(request.body)}`,
      'body = json.dumps(request, ensure_ascii=False).encode("utf-8")',
      `# ${(randomKey ? COMMENTS.idempotencyRandom : COMMENTS.idempotency)[lang]}`,
      `idempotency_key = ${key}`,
      '',
      'http_request = urllib.request.Request(',
      `    BASE_URL + "${request.path}",`,
      '    data=body,',
      '    method="POST",',
      '    headers={',
      '        "Content-Type": "application/json",',
      `        **signed_headers("POST", "${request.path}", body),`,
      '        "Idempotency-Key": idempotency_key,',
      '    },',
      ')',
    );
  } else {
    lines.push(
      request.query.length > 0
        ? `path_and_query = "${request.path}?" + urllib.parse.urlencode(${pythonLiteral(Object.fromEntries(request.query))})`
        : `path_and_query = "${request.path}"`,
      '',
      'http_request = urllib.request.Request(',
      '    BASE_URL + path_and_query,',
      '    headers=signed_headers("GET", path_and_query),',
      ')',
    );
  }
  lines.push(
    `# ${(request.kind === 'body' ? COMMENTS.timeouts : COMMENTS.readTimeouts)[lang]}`,
    'try:',
    `    response = urllib.request.urlopen(http_request, timeout=${TIMEOUTS.total})`,
    'except urllib.error.HTTPError as error:',
    '    response = error',
    'with response:',
    ...(returnsFile(operation) ? ['    content_type = response.headers.get_content_type()'] : []),
    '    text = response.read().decode("utf-8")',
    '',
    ...(returnsFile(operation)
      ? [
          `# ${COMMENTS.fileOrError[lang]}`,
          'if content_type == "application/json":',
          '    error = json.loads(text)["error"]',
          `    raise SystemExit(f"{error['code']}: {error['description']}")`,
          'print(text, end="")',
        ]
      : [
          'result = json.loads(text)',
          'if result["status"] == "error":',
          `    raise SystemExit(f"{result['error']['code']}: {result['error']['description']}")`,
          'print(json.dumps(result, ensure_ascii=False, indent=2))',
        ]),
  );
  return lines.join('\n');
}

function phpSample({operation, baseUrl, lang}: SampleInput, request: Request): string {
  const env = SAMPLE_ENVIRONMENT;
  const lines = [
    '<?php',
    `// ${COMMENTS.run[lang]}: php ${LANGUAGES.php.fileName(fileStem(operation))}`,
    '',
    `// ${COMMENTS.settings[lang]}`,
    `$baseUrl = getenv('${env.baseUrl}') ?: '${baseUrl}';`,
    `$projectId = getenv('${env.projectId}') ?: '';`,
    `$privateKey = openssl_pkey_get_private(file_get_contents(getenv('${env.privateKeyPath}') ?: '${DEFAULT_PRIVATE_KEY_PATH}'));`,
    '',
    `// ${COMMENTS.signature[lang]}`,
    `// ${COMMENTS.freshSignature[lang]}`,
    'function signedHeaders(string $method, string $pathAndQuery, string $body, string $projectId, OpenSSLAsymmetricKey $key): array',
    '{',
    '    $timestamp = (string) time();',
    `    openssl_sign($timestamp . "\\n" . $method . "\\n${SIGNED_PATH_PREFIX}" . $pathAndQuery . "\\n" . $body, $signature, $key, OPENSSL_ALGO_SHA256);`,
    "    return ['X-Project-Id: ' . $projectId, 'X-Timestamp: ' . $timestamp, 'X-Signature: ' . base64_encode($signature)];",
    '}',
    '',
  ];
  const timeouts = [
    `    CURLOPT_CONNECTTIMEOUT => ${TIMEOUTS.connect},`,
    `    CURLOPT_TIMEOUT => ${TIMEOUTS.total},`,
  ];
  if (request.kind === 'body') {
    const source = idempotencyKeySource(request.body);
    const key =
      source.length === 0
        ? 'bin2hex(random_bytes(16))'
        : [
            quoted(`${operation.name}:`),
            ...source
              .map((path) => `$request${path.map((part) => `[${quoted(part)}]`).join('')}`)
              .flatMap((access, index) => (index === 0 ? [access] : [quoted(':'), access])),
          ].join(' . ');
    lines.push(
      `$request = ${phpLiteral(request.body)};`,
      '$body = json_encode($request, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR);',
      `// ${(source.length === 0 ? COMMENTS.idempotencyRandom : COMMENTS.idempotency)[lang]}`,
      `$idempotencyKey = ${key};`,
      '',
      `$curl = curl_init($baseUrl . '${request.path}');`,
      'curl_setopt_array($curl, [',
      '    CURLOPT_POST => true,',
      '    CURLOPT_POSTFIELDS => $body,',
      '    CURLOPT_RETURNTRANSFER => true,',
      `    // ${COMMENTS.timeouts[lang]}`,
      ...timeouts,
      '    CURLOPT_HTTPHEADER => [',
      "        'Content-Type: application/json',",
      `        ...signedHeaders('POST', '${request.path}', $body, $projectId, $privateKey),`,
      "        'Idempotency-Key: ' . $idempotencyKey,",
      '    ],',
      ']);',
    );
  } else {
    lines.push(
      request.query.length > 0
        ? `$pathAndQuery = '${request.path}?' . http_build_query(${phpLiteral(Object.fromEntries(request.query))});`
        : `$pathAndQuery = '${request.path}';`,
      '',
      '$curl = curl_init($baseUrl . $pathAndQuery);',
      'curl_setopt_array($curl, [',
      '    CURLOPT_RETURNTRANSFER => true,',
      `    // ${COMMENTS.readTimeouts[lang]}`,
      ...timeouts,
      "    CURLOPT_HTTPHEADER => signedHeaders('GET', $pathAndQuery, '', $projectId, $privateKey),",
      ']);',
    );
  }
  lines.push(
    '$response = curl_exec($curl);',
    'if ($response === false) {',
    '    throw new RuntimeException(curl_error($curl));',
    '}',
    ...(returnsFile(operation)
      ? [
          `// ${COMMENTS.fileOrError[lang]}`,
          "if (str_starts_with((string) curl_getinfo($curl, CURLINFO_CONTENT_TYPE), 'application/json')) {",
          '    $error = json_decode($response, flags: JSON_THROW_ON_ERROR)->error;',
          "    throw new RuntimeException($error->code . ': ' . $error->description);",
          '}',
          'echo $response;',
        ]
      : [
          '$result = json_decode($response, flags: JSON_THROW_ON_ERROR);',
          "if ($result->status === 'error') {",
          "    throw new RuntimeException($result->error->code . ': ' . $result->error->description);",
          '}',
          'echo json_encode($result, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES), PHP_EOL;',
        ]),
  );
  return lines.join('\n');
}

/** Tab label, highlighting and file name of each language; Python files use underscores. */
const LANGUAGES: Record<
  SampleLanguage,
  {label: string; highlight: string; fileName: (stem: string) => string}
> = {
  curl: {label: 'cURL', highlight: 'bash', fileName: (stem) => `${stem}.sh`},
  node: {label: 'Node.js', highlight: 'typescript', fileName: (stem) => `${stem}.mts`},
  python: {
    label: 'Python',
    highlight: 'python',
    fileName: (stem) => `${stem.replace(/-/g, '_')}.py`,
  },
  php: {label: 'PHP', highlight: 'php', fileName: (stem) => `${stem}.php`},
};

/** One program per language, in tab order; `stems` names a language's file apart from the rest. */
function samplesOf(
  stem: string,
  code: Record<SampleLanguage, string>,
  stems: Partial<Record<SampleLanguage, string>> = {},
): CodeSample[] {
  return SAMPLE_LANGUAGES.map((language) => {
    const {label, highlight, fileName} = LANGUAGES[language];
    return {
      language,
      label,
      highlight,
      fileName: fileName(stems[language] ?? stem),
      code: code[language],
    };
  });
}

/** The four samples of one operation, in tab order. */
export function operationSamples(input: SampleInput): CodeSample[] {
  const request = sampleRequest(input.operation, input.example);
  return samplesOf(fileStem(input.operation), {
    curl: curlSample(input, request),
    node: nodeSample(input, request),
    python: pythonSample(input, request),
    php: phpSample(input, request),
  });
}

/**
 * A webhook receiver in each language. It takes the bank key from
 * `BANK_PUBLIC_KEY_PATH` (the sandbox key only with `API_ENV=sandbox`, and
 * otherwise refuses to start), checks `X-Signature` over `X-Timestamp` + line
 * feed + the raw body, refuses a timestamp more than 300 seconds away,
 * answers 200, drops an event it has processed and a version of an object
 * older than the one it applied. The cURL tab, which cannot receive, checks a
 * saved webhook with OpenSSL.
 */
export function webhookReceiverSamples(lang: Lang): CodeSample[] {
  const {bankPublicKeyPath: keyEnv, environment: envName, stateDir} = RECEIVER_ENVIRONMENT;
  const noKey = COMMENTS.noKey[lang];
  const shell = [
    `# ${COMMENTS.savedWebhook[lang]}`,
    `# ${COMMENTS.receiverKey[lang]}`,
    `if [ -n "\${${keyEnv}:-}" ]; then`,
    `  KEY="$${keyEnv}"`,
    `elif [ "\${${envName}:-}" = ${SANDBOX_ENVIRONMENT} ]; then`,
    `  KEY=${BANK_SANDBOX_KEY_FILE}`,
    'else',
    `  echo ${shellQuote(noKey)} >&2`,
    '  exit 1',
    'fi',
    'base64 -d signature.txt > signature.bin',
    `# ${COMMENTS.signature[lang]}`,
    `{ printf '%s\\n' "$(cat timestamp.txt)"; cat body.json; } > signed.bin`,
    'openssl dgst -sha256 -verify "$KEY" -signature signature.bin signed.bin',
  ];
  const node = [
    `// ${COMMENTS.run[lang]}: ${keyEnv}=bank-production-public.pem npx tsx ${LANGUAGES.node.fileName(RECEIVER_STEM)}`,
    `import {createVerify} from 'node:crypto';`,
    `import {readFileSync} from 'node:fs';`,
    `import {createServer} from 'node:http';`,
    '',
    'type Event = {id: string; type: string; created_at: string; data: {id: string; updated_at: string}};',
    '',
    `// ${COMMENTS.receiverKey[lang]}`,
    `const keyPath = process.env.${keyEnv} || (process.env.${envName} === '${SANDBOX_ENVIRONMENT}' ? '${BANK_SANDBOX_KEY_FILE}' : undefined);`,
    'if (!keyPath) {',
    `  console.error(${quoted(noKey)});`,
    '  process.exit(1);',
    '}',
    "const bankPublicKey = readFileSync(keyPath, 'utf8');",
    `const port = Number(process.env.PORT ?? ${DEFAULT_RECEIVER_PORT});`,
    `const maxAgeSeconds = ${WEBHOOK_MAX_AGE_SECONDS};`,
    '',
    `// ${COMMENTS.deduplicate[lang]}`,
    'const processedEvents = new Set<string>();',
    `// ${COMMENTS.order[lang]}`,
    'const appliedVersions = new Map<string, string>();',
    '',
    `// ${COMMENTS.signature[lang]}`,
    'function isSignedByBank(timestamp: string, rawBody: Buffer, signature: string): boolean {',
    "  const verifier = createVerify('RSA-SHA256').update(`${timestamp}\\n`).update(rawBody);",
    "  return verifier.verify(bankPublicKey, signature, 'base64');",
    '}',
    '',
    'createServer((request, response) => {',
    '  const chunks: Buffer[] = [];',
    "  request.on('data', (chunk: Buffer) => chunks.push(chunk));",
    "  request.on('end', () => {",
    `    // ${COMMENTS.rawBody[lang]}`,
    '    const rawBody = Buffer.concat(chunks);',
    "    const timestamp = String(request.headers['x-timestamp'] ?? '');",
    "    const signature = String(request.headers['x-signature'] ?? '');",
    '    if (!/^[0-9]{1,10}$/.test(timestamp) || !isSignedByBank(timestamp, rawBody, signature)) {',
    `      // ${COMMENTS.rejected[lang]}`,
    '      response.writeHead(400).end();',
    '      return;',
    '    }',
    '    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > maxAgeSeconds) {',
    `      // ${COMMENTS.stale[lang]}`,
    '      response.writeHead(400).end();',
    '      return;',
    '    }',
    `    // ${COMMENTS.acknowledge[lang]}`,
    '    response.writeHead(200).end();',
    "    const event = JSON.parse(rawBody.toString('utf8')) as Event;",
    '    if (processedEvents.has(event.id)) {',
    '      console.log(`duplicate ${event.id}`);',
    '      return;',
    '    }',
    '    processedEvents.add(event.id);',
    '    const applied = appliedVersions.get(event.data.id);',
    '    if (applied && Date.parse(applied) >= Date.parse(event.data.updated_at)) {',
    '      console.log(`outdated ${event.id}`);',
    '      return;',
    '    }',
    '    appliedVersions.set(event.data.id, event.data.updated_at);',
    '    console.log(`received ${event.type} ${event.id}`);',
    '  });',
    '}).listen(port, () => console.log(`listening on ${port}`));',
  ];
  const python = [
    `# ${COMMENTS.run[lang]}: ${keyEnv}=bank-production-public.pem python3 ${LANGUAGES.python.fileName(RECEIVER_STEM)}`,
    '# pip install cryptography',
    'import base64',
    'import binascii',
    'import json',
    'import os',
    'import re',
    'import sys',
    'import time',
    'from datetime import datetime',
    'from http.server import BaseHTTPRequestHandler, HTTPServer',
    '',
    'from cryptography.exceptions import InvalidSignature',
    'from cryptography.hazmat.primitives import hashes, serialization',
    'from cryptography.hazmat.primitives.asymmetric import padding',
    '',
    `# ${COMMENTS.receiverKey[lang]}`,
    `KEY_PATH = os.environ.get("${keyEnv}") or ("${BANK_SANDBOX_KEY_FILE}" if os.environ.get("${envName}") == "${SANDBOX_ENVIRONMENT}" else None)`,
    'if KEY_PATH is None:',
    `    sys.exit(${JSON.stringify(noKey)})`,
    'with open(KEY_PATH, "rb") as key_file:',
    '    BANK_PUBLIC_KEY = serialization.load_pem_public_key(key_file.read())',
    `PORT = int(os.environ.get("PORT", "${DEFAULT_RECEIVER_PORT}"))`,
    `MAX_AGE_SECONDS = ${WEBHOOK_MAX_AGE_SECONDS}`,
    '',
    `# ${COMMENTS.deduplicate[lang]}`,
    'processed_events = set()',
    `# ${COMMENTS.order[lang]}`,
    'applied_versions = {}',
    '',
    '',
    `# ${COMMENTS.signature[lang]}`,
    'def is_signed_by_bank(timestamp: str, raw_body: bytes, signature: str) -> bool:',
    '    try:',
    '        signed = timestamp.encode("ascii") + b"\\n" + raw_body',
    '        BANK_PUBLIC_KEY.verify(base64.b64decode(signature, validate=True), signed, padding.PKCS1v15(), hashes.SHA256())',
    '        return True',
    '    except (InvalidSignature, binascii.Error, UnicodeEncodeError):',
    '        return False',
    '',
    '',
    'class WebhookHandler(BaseHTTPRequestHandler):',
    '    def do_POST(self) -> None:',
    `        # ${COMMENTS.rawBody[lang]}`,
    '        raw_body = self.rfile.read(int(self.headers.get("Content-Length", "0")))',
    '        timestamp = self.headers.get("X-Timestamp", "")',
    '        if not re.fullmatch(r"[0-9]{1,10}", timestamp) or not is_signed_by_bank(timestamp, raw_body, self.headers.get("X-Signature", "")):',
    `            # ${COMMENTS.rejected[lang]}`,
    '            self.send_response(400)',
    '            self.end_headers()',
    '            return',
    '        if abs(time.time() - int(timestamp)) > MAX_AGE_SECONDS:',
    `            # ${COMMENTS.stale[lang]}`,
    '            self.send_response(400)',
    '            self.end_headers()',
    '            return',
    `        # ${COMMENTS.acknowledge[lang]}`,
    '        self.send_response(200)',
    '        self.end_headers()',
    '        event = json.loads(raw_body)',
    '        if event["id"] in processed_events:',
    '            print("duplicate", event["id"], flush=True)',
    '            return',
    '        processed_events.add(event["id"])',
    '        updated_at = datetime.fromisoformat(event["data"]["updated_at"])',
    '        applied = applied_versions.get(event["data"]["id"])',
    '        if applied is not None and applied >= updated_at:',
    '            print("outdated", event["id"], flush=True)',
    '            return',
    '        applied_versions[event["data"]["id"]] = updated_at',
    '        print("received", event["type"], event["id"], flush=True)',
    '',
    '',
    'server = HTTPServer(("127.0.0.1", PORT), WebhookHandler)',
    'print("listening on", PORT, flush=True)',
    'server.serve_forever()',
  ];
  const php = [
    '<?php',
    `// ${COMMENTS.run[lang]}: ${keyEnv}=bank-production-public.pem php -S 127.0.0.1:${DEFAULT_RECEIVER_PORT} ${LANGUAGES.php.fileName(RECEIVER_STEM)}`,
    '',
    `// ${COMMENTS.receiverKey[lang]}`,
    `$keyPath = getenv('${keyEnv}') ?: (getenv('${envName}') === '${SANDBOX_ENVIRONMENT}' ? '${BANK_SANDBOX_KEY_FILE}' : null);`,
    'if ($keyPath === null) {',
    `    error_log(${quoted(noKey)});`,
    '    http_response_code(500);',
    '    exit(1);',
    '}',
    '$bankPublicKey = openssl_pkey_get_public(file_get_contents($keyPath));',
    `$maxAgeSeconds = ${WEBHOOK_MAX_AGE_SECONDS};`,
    `// ${COMMENTS.deduplicateFiles[lang]}`,
    `$stateDir = getenv('${stateDir}') ?: sys_get_temp_dir() . '/webhook-events';`,
    '',
    `// ${COMMENTS.rawBody[lang]}`,
    "$rawBody = file_get_contents('php://input');",
    "$timestamp = $_SERVER['HTTP_X_TIMESTAMP'] ?? '';",
    "$signature = base64_decode($_SERVER['HTTP_X_SIGNATURE'] ?? '', true);",
    `// ${COMMENTS.signature[lang]}`,
    "if (!preg_match('/^[0-9]{1,10}$/', $timestamp) || $signature === false",
    '    || openssl_verify($timestamp . "\\n" . $rawBody, $signature, $bankPublicKey, OPENSSL_ALGO_SHA256) !== 1) {',
    `    // ${COMMENTS.rejected[lang]}`,
    '    http_response_code(400);',
    '    exit;',
    '}',
    'if (abs(time() - (int) $timestamp) > $maxAgeSeconds) {',
    `    // ${COMMENTS.stale[lang]}`,
    '    http_response_code(400);',
    '    exit;',
    '}',
    `// ${COMMENTS.acknowledge[lang]}`,
    'http_response_code(200);',
    '$event = json_decode($rawBody, true, flags: JSON_THROW_ON_ERROR);',
    `// ${COMMENTS.fileNames[lang]}`,
    "if (!preg_match('/^evt_[0-9a-z]+$/', $event['id']) || !preg_match('/^[a-z]+_[0-9a-z]+$/', $event['data']['id'])) {",
    '    exit;',
    '}',
    '@mkdir($stateDir, 0700, true);',
    "$marker = @fopen($stateDir . '/' . $event['id'], 'x');",
    'if ($marker === false) {',
    "    error_log('duplicate ' . $event['id']);",
    '    exit;',
    '}',
    'fclose($marker);',
    `// ${COMMENTS.order[lang]}`,
    "$versionFile = $stateDir . '/' . $event['data']['id'];",
    '$applied = @file_get_contents($versionFile);',
    "if ($applied !== false && new DateTimeImmutable($applied) >= new DateTimeImmutable($event['data']['updated_at'])) {",
    "    error_log('outdated ' . $event['id']);",
    '    exit;',
    '}',
    "file_put_contents($versionFile, $event['data']['updated_at']);",
    "error_log('received ' . $event['type'] . ' ' . $event['id']);",
  ];
  return samplesOf(
    RECEIVER_STEM,
    {curl: shell.join('\n'), node: node.join('\n'), python: python.join('\n'), php: php.join('\n')},
    {curl: 'verify-webhook'},
  );
}
