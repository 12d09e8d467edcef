/**
 * "Copy as cURL / Node.js / Python / PHP" of the request console: a program
 * that sends exactly the request the console sent (method, URL, the headers
 * as sent, signature included, and the body's bytes), so a reader can replay
 * it, or compare it with what their own code sends. Unlike the reference's
 * samples (`src/plugins/openapi/samples.ts`), these do not sign: the
 * signature is part of what was sent, valid for 300 seconds after its
 * `X-Timestamp`, and accepted once.
 */
import type {Lang} from '../../plugins/openapi/model';
import {
  quoted,
  SAMPLE_LANGUAGES,
  shellQuote,
  type SampleLanguage,
} from '../../plugins/openapi/samples';

/** A request as it left the console. */
export type SentRequest = {
  method: 'GET' | 'POST';
  url: string;
  /** In the order sent. */
  headers: [name: string, value: string][];
  /** The body as text; sent as its UTF-8 bytes. Empty for `GET`. */
  body: string;
};

export const COPY_LANGUAGES = SAMPLE_LANGUAGES;
export type CopyLanguage = SampleLanguage;

const TIMEOUT_SECONDS = 30;

const NOTE: Record<Lang, string> = {
  ru: 'Запрос в точности как его отправила консоль, с её подписью: банк примет её в течение 300 секунд после X-Timestamp и только один раз. Новый запрос подпишите заново.',
  en: 'The request exactly as the console sent it, with its signature: the bank accepts it within 300 seconds of X-Timestamp, and once. Sign a new request afresh.',
};

/** `// text` or `# text`, wrapped near 100 columns as the rest of the code. */
function comment(prefix: string, text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${prefix} ${line} ${word}`.length > 100) {
      lines.push(`${prefix} ${line}`);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(`${prefix} ${line}`);
  return lines;
}

function curl(request: SentRequest, lang: Lang): string {
  const lines = [
    `curl -sS --include --max-time ${TIMEOUT_SECONDS} -X ${request.method} ${shellQuote(request.url)}`,
    ...request.headers.map(([name, value]) => `  -H ${shellQuote(`${name}: ${value}`)}`),
    ...(request.method === 'POST' ? [`  --data-raw ${shellQuote(request.body)}`] : []),
  ];
  return [
    ...comment('#', NOTE[lang]),
    lines.map((line, index) => (index < lines.length - 1 ? `${line} \\` : line)).join('\n'),
  ].join('\n');
}

function node(request: SentRequest, lang: Lang): string {
  return [
    ...comment('//', NOTE[lang]),
    `const response = await fetch(${JSON.stringify(request.url)}, {`,
    `  method: '${request.method}',`,
    '  headers: {',
    ...request.headers.map(([name, value]) => `    ${quoted(name)}: ${JSON.stringify(value)},`),
    '  },',
    ...(request.method === 'POST' ? [`  body: ${JSON.stringify(request.body)},`] : []),
    `  signal: AbortSignal.timeout(${TIMEOUT_SECONDS * 1000}),`,
    '});',
    "console.log(response.status, response.headers.get('idempotent-replayed') ?? '');",
    'console.log(await response.text());',
  ].join('\n');
}

function python(request: SentRequest, lang: Lang): string {
  return [
    ...comment('#', NOTE[lang]),
    'import urllib.error',
    'import urllib.request',
    '',
    'request = urllib.request.Request(',
    `    ${JSON.stringify(request.url)},`,
    // A JSON string literal is a Python one: the same escapes, UTF-8 source.
    ...(request.method === 'POST'
      ? [`    data=${JSON.stringify(request.body)}.encode("utf-8"),`]
      : []),
    `    method="${request.method}",`,
    '    headers={',
    ...request.headers.map(
      ([name, value]) => `        ${JSON.stringify(name)}: ${JSON.stringify(value)},`,
    ),
    '    },',
    ')',
    'try:',
    `    response = urllib.request.urlopen(request, timeout=${TIMEOUT_SECONDS})`,
    'except urllib.error.HTTPError as error:',
    '    response = error',
    'with response:',
    '    print(response.status, response.headers.get("Idempotent-Replayed", ""))',
    '    print(response.read().decode("utf-8"))',
  ].join('\n');
}

function php(request: SentRequest, lang: Lang): string {
  return [
    '<?php',
    ...comment('//', NOTE[lang]),
    `$curl = curl_init(${quoted(request.url)});`,
    'curl_setopt_array($curl, [',
    `    CURLOPT_CUSTOMREQUEST => '${request.method}',`,
    ...(request.method === 'POST' ? [`    CURLOPT_POSTFIELDS => ${quoted(request.body)},`] : []),
    '    CURLOPT_RETURNTRANSFER => true,',
    `    CURLOPT_TIMEOUT => ${TIMEOUT_SECONDS},`,
    '    CURLOPT_HTTPHEADER => [',
    ...request.headers.map(([name, value]) => `        ${quoted(`${name}: ${value}`)},`),
    '    ],',
    ']);',
    '$response = curl_exec($curl);',
    'if ($response === false) {',
    '    throw new RuntimeException(curl_error($curl));',
    '}',
    'echo curl_getinfo($curl, CURLINFO_RESPONSE_CODE), PHP_EOL, $response, PHP_EOL;',
  ].join('\n');
}

const GENERATORS: Record<CopyLanguage, (request: SentRequest, lang: Lang) => string> = {
  curl,
  node,
  python,
  php,
};

/** The program in `language` that sends `request` again, commented in the page's language. */
export function copyAs(language: CopyLanguage, request: SentRequest, lang: Lang): string {
  return GENERATORS[language](request, lang);
}
