/**
 * Code samples of every operation in cURL, Node.js (TypeScript), Python and
 * PHP, generated from the operation's own example so a sample can never drift
 * from the spec. Each sample is a complete program: it signs the request as
 * the `Signature` security scheme says, sends it and fails on an API error.
 * The tests run the Node.js, Python and cURL samples against the local
 * sandbox (`sandbox/`), so what a reader copies is known to work.
 *
 * Every sample reads the same environment variables, so one set of settings
 * runs all of them: `API_BASE_URL`, `API_PROJECT_ID`, `API_PRIVATE_KEY_PATH`.
 */
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

/** What the webhook receivers read, besides `PORT`. */
export const RECEIVER_ENVIRONMENT = {bankPublicKeyPath: 'BANK_PUBLIC_KEY_PATH'} as const;
/** The sandbox bank key as the site publishes it (`static/keys/`). */
export const BANK_SANDBOX_KEY_FILE = 'bank-sandbox-public.pem';
const DEFAULT_RECEIVER_PORT = 8080;
const RECEIVER_STEM = 'webhook-receiver';

/** The part of a URL the spec's `GET` signature covers starts here. */
const SIGNED_PATH_PREFIX = '/v1';

const COMMENTS = {
  settings: {
    ru: 'Адрес API, проект и путь к закрытому ключу — из переменных окружения',
    en: 'API address, project and private key path come from the environment',
  },
  signBody: {
    ru: 'Подпись RSA-SHA256 в Base64 над телом ровно в том виде, в каком оно отправляется',
    en: 'Base64 RSA-SHA256 signature over the body exactly as it is sent',
  },
  signPath: {
    ru: 'Для GET подписываются путь и строка запроса, начиная с /v1/',
    en: 'GET requests sign the path with the query string, starting at /v1/',
  },
  idempotency: {
    ru: 'Новый ключ для новой команды; при повторе после тайм-аута передайте тот же',
    en: 'A new key for a new command; repeat the same key when retrying after a timeout',
  },
  run: {
    ru: 'Запуск',
    en: 'Run',
  },
  fileOrError: {
    ru: 'Отчёт приходит файлом, ошибка — в JSON',
    en: 'The report comes as a file, an error as JSON',
  },
  receiverSettings: {
    ru: 'Открытый ключ банка (песочницы или рабочей среды) и порт — из переменных окружения',
    en: "The bank's public key (sandbox or production) and the port come from the environment",
  },
  rawBody: {
    ru: 'Проверяйте байты тела как есть: разбор и повторная сериализация JSON ломают подпись',
    en: 'Verify the body bytes as received: parsing and re-serialising the JSON breaks the signature',
  },
  acknowledge: {
    ru: 'Ответьте 200 сразу, обработайте позже; повторы отсеивайте по id объекта и статусу',
    en: 'Answer 200 at once and process later; drop repeats by object id and status',
  },
  rejected: {
    ru: 'Подпись не сходится: уведомление не от банка',
    en: 'The signature does not match: the webhook is not from the bank',
  },
  savedWebhook: {
    ru: 'Проверка сохранённого уведомления: тело как получено — в body.json, заголовок X-Signature — в signature.txt',
    en: 'Checking a saved webhook: the body as received in body.json, the X-Signature header in signature.txt',
  },
} satisfies Record<string, Record<Lang, string>>;

type SampleInput = {
  operation: ApiOperation;
  /** Default `API_BASE_URL`: the sandbox server of the spec. */
  baseUrl: string;
  lang: Lang;
};

type Request =
  | {kind: 'body'; path: string; body: unknown}
  | {kind: 'query'; path: string; query: [string, string][]};

/** What the sample sends: the operation's first request example, or its query parameter examples. */
export function sampleRequest(operation: ApiOperation): Request {
  if (operation.method === 'post') {
    const example = operation.requestExamples[0];
    if (!example) {
      throw new Error(`OpenAPI: ${operation.name} has no request example for its code samples`);
    }
    return {kind: 'body', path: operation.path, body: example.value};
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

/** A single-quoted string literal: the same in TypeScript and PHP. */
const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

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

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

const queryString = (query: [string, string][]) => new URLSearchParams(query).toString();

function curlSample({baseUrl, lang}: SampleInput, request: Request): string {
  const env = SAMPLE_ENVIRONMENT;
  const lines = [
    `# ${COMMENTS.settings[lang]}`,
    `BASE_URL="\${${env.baseUrl}:-${baseUrl}}"`,
    `KEY="\${${env.privateKeyPath}:-${DEFAULT_PRIVATE_KEY_PATH}}"`,
    '',
  ];
  const sign = (what: string) =>
    `SIGNATURE=$(printf '%s' "${what}" | openssl dgst -sha256 -sign "$KEY" | base64 | tr -d '\\n')`;
  if (request.kind === 'body') {
    lines.push(
      `BODY=${shellQuote(JSON.stringify(request.body, null, 2))}`,
      `# ${COMMENTS.signBody[lang]}`,
      sign('$BODY'),
      `# ${COMMENTS.idempotency[lang]}`,
      `IDEMPOTENCY_KEY=$(openssl rand -hex 16)`,
      '',
      `curl -sS -X POST "$BASE_URL${request.path}" \\`,
      `  -H 'Content-Type: application/json' \\`,
      `  -H "X-Project-Id: $${env.projectId}" \\`,
      `  -H "X-Signature: $SIGNATURE" \\`,
      `  -H "Idempotency-Key: $IDEMPOTENCY_KEY" \\`,
      `  --data-raw "$BODY"`,
    );
  } else {
    lines.push(
      `PATH_AND_QUERY=${shellQuote(`${request.path}?${queryString(request.query)}`)}`,
      `# ${COMMENTS.signPath[lang]}`,
      sign(`${SIGNED_PATH_PREFIX}$PATH_AND_QUERY`),
      '',
      `curl -sS "$BASE_URL$PATH_AND_QUERY" \\`,
      `  -H "X-Project-Id: $${env.projectId}" \\`,
      `  -H "X-Signature: $SIGNATURE"`,
    );
  }
  return lines.join('\n');
}

function nodeSample({operation, baseUrl, lang}: SampleInput, request: Request): string {
  const env = SAMPLE_ENVIRONMENT;
  const lines = [
    `// ${COMMENTS.run[lang]}: npx tsx ${LANGUAGES.node.fileName(fileStem(operation))}`,
    request.kind === 'body'
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
  ];
  if (request.kind === 'body') {
    lines.push(
      `const body = JSON.stringify(${typescriptLiteral(request.body)});`,
      `// ${COMMENTS.signBody[lang]}`,
      `const signature = createSign('RSA-SHA256').update(body).sign(privateKey, 'base64');`,
      '',
      `const response = await fetch(\`\${baseUrl}${request.path}\`, {`,
      `  method: 'POST',`,
      `  headers: {`,
      `    'Content-Type': 'application/json',`,
      `    'X-Project-Id': projectId,`,
      `    'X-Signature': signature,`,
      `    // ${COMMENTS.idempotency[lang]}`,
      `    'Idempotency-Key': randomUUID(),`,
      `  },`,
      `  body,`,
      `});`,
    );
  } else {
    const params = request.query.map(([name, value]) => `${name}: ${quoted(value)}`);
    lines.push(
      `const pathAndQuery = \`${request.path}?\${new URLSearchParams({${params.join(', ')}})}\`;`,
      `// ${COMMENTS.signPath[lang]}`,
      `const signature = createSign('RSA-SHA256')`,
      `  .update(\`${SIGNED_PATH_PREFIX}\${pathAndQuery}\`)`,
      `  .sign(privateKey, 'base64');`,
      '',
      `const response = await fetch(\`\${baseUrl}\${pathAndQuery}\`, {`,
      `  headers: {'X-Project-Id': projectId, 'X-Signature': signature},`,
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
  const lines = [
    `# ${COMMENTS.run[lang]}: python3 ${LANGUAGES.python.fileName(fileStem(operation))}`,
    '# pip install cryptography',
    'import base64',
    'import json',
    'import os',
    'import urllib.error',
    ...(request.kind === 'query' ? ['import urllib.parse'] : []),
    'import urllib.request',
    ...(request.kind === 'body' ? ['import uuid'] : []),
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
    'def sign(data: bytes) -> str:',
    '    return base64.b64encode(PRIVATE_KEY.sign(data, padding.PKCS1v15(), hashes.SHA256())).decode("ascii")',
    '',
    '',
  ];
  if (request.kind === 'body') {
    lines.push(
      `body = json.dumps(${pythonLiteral(request.body)}, ensure_ascii=False).encode("utf-8")`,
      '',
      'request = urllib.request.Request(',
      `    BASE_URL + "${request.path}",`,
      '    data=body,',
      '    method="POST",',
      '    headers={',
      '        "Content-Type": "application/json",',
      '        "X-Project-Id": PROJECT_ID,',
      `        # ${COMMENTS.signBody[lang]}`,
      '        "X-Signature": sign(body),',
      `        # ${COMMENTS.idempotency[lang]}`,
      '        "Idempotency-Key": str(uuid.uuid4()),',
      '    },',
      ')',
    );
  } else {
    lines.push(
      `path_and_query = "${request.path}?" + urllib.parse.urlencode(${pythonLiteral(Object.fromEntries(request.query))})`,
      '',
      'request = urllib.request.Request(',
      '    BASE_URL + path_and_query,',
      '    headers={',
      '        "X-Project-Id": PROJECT_ID,',
      `        # ${COMMENTS.signPath[lang]}`,
      `        "X-Signature": sign(("${SIGNED_PATH_PREFIX}" + path_and_query).encode("utf-8")),`,
      '    },',
      ')',
    );
  }
  lines.push(
    'try:',
    '    response = urllib.request.urlopen(request, timeout=30)',
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
    'function sign(string $data, OpenSSLAsymmetricKey $key): string',
    '{',
    '    openssl_sign($data, $signature, $key, OPENSSL_ALGO_SHA256);',
    '    return base64_encode($signature);',
    '}',
    '',
  ];
  if (request.kind === 'body') {
    lines.push(
      `$body = json_encode(${phpLiteral(request.body)}, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR);`,
      '',
      `$curl = curl_init($baseUrl . '${request.path}');`,
      'curl_setopt_array($curl, [',
      '    CURLOPT_POST => true,',
      '    CURLOPT_POSTFIELDS => $body,',
      '    CURLOPT_RETURNTRANSFER => true,',
      '    CURLOPT_HTTPHEADER => [',
      "        'Content-Type: application/json',",
      "        'X-Project-Id: ' . $projectId,",
      `        // ${COMMENTS.signBody[lang]}`,
      "        'X-Signature: ' . sign($body, $privateKey),",
      `        // ${COMMENTS.idempotency[lang]}`,
      "        'Idempotency-Key: ' . bin2hex(random_bytes(16)),",
      '    ],',
      ']);',
    );
  } else {
    lines.push(
      `$pathAndQuery = '${request.path}?' . http_build_query(${phpLiteral(Object.fromEntries(request.query))});`,
      '',
      '$curl = curl_init($baseUrl . $pathAndQuery);',
      'curl_setopt_array($curl, [',
      '    CURLOPT_RETURNTRANSFER => true,',
      '    CURLOPT_HTTPHEADER => [',
      "        'X-Project-Id: ' . $projectId,",
      `        // ${COMMENTS.signPath[lang]}`,
      `        'X-Signature: ' . sign('${SIGNED_PATH_PREFIX}' . $pathAndQuery, $privateKey),`,
      '    ],',
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
  const request = sampleRequest(input.operation);
  return samplesOf(fileStem(input.operation), {
    curl: curlSample(input, request),
    node: nodeSample(input, request),
    python: pythonSample(input, request),
    php: phpSample(input, request),
  });
}

/**
 * A webhook receiver in each language: it checks `X-Signature` over the raw
 * body with the bank's public key and answers 200, or 400 to a forgery. The
 * cURL tab, which cannot receive, checks a saved webhook with OpenSSL.
 */
export function webhookReceiverSamples(lang: Lang): CodeSample[] {
  const keyEnv = RECEIVER_ENVIRONMENT.bankPublicKeyPath;
  const shell = [
    `# ${COMMENTS.savedWebhook[lang]}`,
    `KEY="\${${keyEnv}:-${BANK_SANDBOX_KEY_FILE}}"`,
    'base64 -d signature.txt > signature.bin',
    'openssl dgst -sha256 -verify "$KEY" -signature signature.bin body.json',
  ];
  const node = [
    `// ${COMMENTS.run[lang]}: npx tsx ${LANGUAGES.node.fileName(RECEIVER_STEM)}`,
    `import {createVerify} from 'node:crypto';`,
    `import {readFileSync} from 'node:fs';`,
    `import {createServer} from 'node:http';`,
    '',
    `// ${COMMENTS.receiverSettings[lang]}`,
    `const bankPublicKey = readFileSync(process.env.${keyEnv} ?? '${BANK_SANDBOX_KEY_FILE}', 'utf8');`,
    `const port = Number(process.env.PORT ?? ${DEFAULT_RECEIVER_PORT});`,
    '',
    'function isSignedByBank(rawBody: Buffer, signature: string): boolean {',
    "  return createVerify('RSA-SHA256').update(rawBody).verify(bankPublicKey, signature, 'base64');",
    '}',
    '',
    'createServer((request, response) => {',
    '  const chunks: Buffer[] = [];',
    "  request.on('data', (chunk: Buffer) => chunks.push(chunk));",
    "  request.on('end', () => {",
    `    // ${COMMENTS.rawBody[lang]}`,
    '    const rawBody = Buffer.concat(chunks);',
    "    const signature = request.headers['x-signature'];",
    "    if (typeof signature !== 'string' || !isSignedByBank(rawBody, signature)) {",
    `      // ${COMMENTS.rejected[lang]}`,
    '      response.writeHead(400).end();',
    '      return;',
    '    }',
    `    // ${COMMENTS.acknowledge[lang]}`,
    '    response.writeHead(200).end();',
    "    const {event} = JSON.parse(rawBody.toString('utf8')) as {event: string};",
    '    console.log(`received ${event}`);',
    '  });',
    '}).listen(port, () => console.log(`listening on ${port}`));',
  ];
  const python = [
    `# ${COMMENTS.run[lang]}: python3 ${LANGUAGES.python.fileName(RECEIVER_STEM)}`,
    '# pip install cryptography',
    'import base64',
    'import binascii',
    'import json',
    'import os',
    'from http.server import BaseHTTPRequestHandler, HTTPServer',
    '',
    'from cryptography.exceptions import InvalidSignature',
    'from cryptography.hazmat.primitives import hashes, serialization',
    'from cryptography.hazmat.primitives.asymmetric import padding',
    '',
    `# ${COMMENTS.receiverSettings[lang]}`,
    `with open(os.environ.get("${keyEnv}", "${BANK_SANDBOX_KEY_FILE}"), "rb") as key_file:`,
    '    BANK_PUBLIC_KEY = serialization.load_pem_public_key(key_file.read())',
    `PORT = int(os.environ.get("PORT", "${DEFAULT_RECEIVER_PORT}"))`,
    '',
    '',
    'def is_signed_by_bank(raw_body: bytes, signature: str) -> bool:',
    '    try:',
    '        BANK_PUBLIC_KEY.verify(base64.b64decode(signature, validate=True), raw_body, padding.PKCS1v15(), hashes.SHA256())',
    '        return True',
    '    except (InvalidSignature, binascii.Error):',
    '        return False',
    '',
    '',
    'class WebhookHandler(BaseHTTPRequestHandler):',
    '    def do_POST(self) -> None:',
    `        # ${COMMENTS.rawBody[lang]}`,
    '        raw_body = self.rfile.read(int(self.headers.get("Content-Length", "0")))',
    '        if not is_signed_by_bank(raw_body, self.headers.get("X-Signature", "")):',
    `            # ${COMMENTS.rejected[lang]}`,
    '            self.send_response(400)',
    '            self.end_headers()',
    '            return',
    `        # ${COMMENTS.acknowledge[lang]}`,
    '        self.send_response(200)',
    '        self.end_headers()',
    '        print("received", json.loads(raw_body)["event"], flush=True)',
    '',
    '',
    'print("listening on", PORT, flush=True)',
    'HTTPServer(("127.0.0.1", PORT), WebhookHandler).serve_forever()',
  ];
  const php = [
    '<?php',
    `// ${COMMENTS.run[lang]}: php -S 127.0.0.1:${DEFAULT_RECEIVER_PORT} ${LANGUAGES.php.fileName(RECEIVER_STEM)}`,
    '',
    `// ${COMMENTS.receiverSettings[lang]}`,
    `$bankPublicKey = openssl_pkey_get_public(file_get_contents(getenv('${keyEnv}') ?: '${BANK_SANDBOX_KEY_FILE}'));`,
    '',
    `// ${COMMENTS.rawBody[lang]}`,
    "$rawBody = file_get_contents('php://input');",
    "$signature = base64_decode($_SERVER['HTTP_X_SIGNATURE'] ?? '', true);",
    'if ($signature === false || openssl_verify($rawBody, $signature, $bankPublicKey, OPENSSL_ALGO_SHA256) !== 1) {',
    `    // ${COMMENTS.rejected[lang]}`,
    '    http_response_code(400);',
    '    exit;',
    '}',
    `// ${COMMENTS.acknowledge[lang]}`,
    'http_response_code(200);',
    "error_log('received ' . json_decode($rawBody, true)['event']);",
  ];
  return samplesOf(
    RECEIVER_STEM,
    {curl: shell.join('\n'), node: node.join('\n'), python: python.join('\n'), php: php.join('\n')},
    {curl: 'verify-webhook'},
  );
}
