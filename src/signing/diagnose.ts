/**
 * The signature debugger's reasoning (`/reference/signature-debugger`): given
 * a request or a webhook as the reader pasted it and a public key, does the
 * signature verify, and if not, what is the likeliest mistake. Runs in the
 * browser with WebCrypto and nothing else, so nothing is sent anywhere; the
 * unit tests run it in Node.
 *
 * When the signature does not verify over the string the bank expects, it is
 * opened with the key (`rsaSignature.ts`): a PKCS #1 v1.5 signature made with
 * this key gives up its digest, which is compared with the SHA-256 of the
 * strings the usual mistakes produce (each confirmed by `crypto.subtle.verify`
 * before it is reported); a signature the key cannot open was made with
 * another key, or with another padding.
 */
import {openPkcs1Signature, rsaPublicKeyOf, bytesToHex, type HashName} from './rsaSignature';
import {requestStringToSign, webhookStringToSign} from './stringToSign';
import {TIMESTAMP_PATTERN, TIMESTAMP_WINDOW_SECONDS} from './timestamp';
import {bytesOfBase64, SIGNATURE_ALGORITHM} from './webCrypto';

export type Mode = 'request' | 'webhook';
export const HTTP_METHODS = ['POST', 'GET'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type SignatureInput = {
  mode: Mode;
  /**
   * The request's method and path with query. A webhook does not sign them;
   * in webhook mode, when the reader entered a path, they serve to recognise
   * a webhook signed the way a request is.
   */
  method: HttpMethod;
  pathAndQuery: string;
  /** `X-Timestamp` as sent. */
  timestamp: string;
  /** The body exactly as sent: every space and line feed counts. */
  body: string;
  /** `X-Signature` as sent. */
  signature: string;
  /** PEM, SubjectPublicKeyInfo (`-----BEGIN PUBLIC KEY-----`). */
  publicKey: string;
};

export type BankKey = {environment: string; pem: string};

export type DiagnoseContext = {
  /** The API's base URLs (OpenAPI `servers`), such as `https://sandbox.api.ivelta.example/v1`. */
  servers: string[];
  /** The public keys the bank signs webhooks with. */
  bankKeys: BankKey[];
  /** The reader's clock in Unix seconds. */
  now: number;
};

export type Field = 'path' | 'timestamp' | 'body' | 'signature' | 'publicKey';

/** What is wrong with one field; the debugger says it next to the field. */
export type FieldProblem =
  | {field: 'path'; problem: 'empty' | 'full-url' | 'not-absolute' | 'outside-prefix'}
  | {field: 'timestamp'; problem: 'empty' | 'not-a-number'}
  | {field: 'body'; problem: 'body-with-get' | 'not-json' | 'empty-post'}
  | {field: 'signature'; problem: 'empty' | 'not-base64'}
  | {
      field: 'publicKey';
      problem: 'empty' | 'private' | 'certificate' | 'pkcs1' | 'not-pem' | 'malformed' | 'not-rsa';
    };

/** How the signature's text departs from standard Base64 on one line (RFC 4648, section 4). */
export type EncodingIssue = 'whitespace' | 'url-alphabet' | 'no-padding' | 'hex';

/** A near miss of the string to sign. */
export type Mistake =
  | 'method-lower-case'
  | 'path-without-prefix'
  | 'path-without-query'
  | 'query-decoded'
  | 'full-url'
  | 'crlf'
  | 'no-line-feed-before-body'
  | 'signed-as-webhook'
  | 'signed-as-request'
  | 'other-timestamp';

/** A serialisation of the body's JSON other than the bytes sent. */
export type Serialisation = {
  /** `as-sent`: the bytes sent, but for the final line feed. `python`: one line, `", "` and `": "`. */
  layout: 'compact' | 'indent-2' | 'indent-4' | 'python' | 'as-sent';
  sortedKeys: boolean;
  /** `non-ascii`: letters outside ASCII as `\uXXXX` (Python's default); `non-ascii-and-slashes`: `/` as `\/` too (PHP's). */
  escapes: 'none' | 'non-ascii' | 'non-ascii-and-slashes';
  finalLineFeed: boolean;
};

export type Verdict =
  | {kind: 'verified'}
  /** `signed`: the string the signature covers; `detail`: the URL or the timestamp it has instead. */
  | {kind: 'wrong-string'; mistake: Mistake; signed: Uint8Array; detail: string}
  | {kind: 'reserialised'; serialisation: Serialisation; signed: Uint8Array}
  | {kind: 'other-hash'; hash: HashName; overExpectedString: boolean}
  | {kind: 'pss'}
  | {kind: 'bank-key'; environment: string; overExpectedString: boolean}
  /** Made with this key, over bytes that none of the known mistakes explains. */
  | {kind: 'other-bytes'}
  | {kind: 'other-key'; signatureBytes: number; keyBytes: number};

export type TimestampWarning =
  | {kind: 'malformed'}
  /** Positive: ahead of the reader's clock. */
  | {kind: 'outside-window'; skewSeconds: number};

export type Report = {
  verdict: Verdict;
  encoding: EncodingIssue[];
  timestamp: TimestampWarning | null;
  /** The string the bank expects for these inputs, and its SHA-256 in hex. */
  expected: {bytes: Uint8Array; sha256: string};
  /** The environment of the bank key the reader gave, if it is one. */
  givenBankKey: string | null;
};

export type Diagnosis = {
  /** Problems that stop the check. */
  errors: FieldProblem[];
  /** What the bank would refuse later, though the signature can be checked. */
  notes: FieldProblem[];
  report: Report | null;
};

const encoder = new TextEncoder();
/** The DER of the rsaEncryption algorithm identifier's OID, 1.2.840.113549.1.1.1. */
const RSA_ENCRYPTION_OID = '06092a864886f70d010101';
/** Above this many body bytes, a timestamp read twice is looked for only at whole thousands of milliseconds. */
const MILLISECOND_SEARCH_MAX_BODY = 8 * 1024;

/** The path every method sits under (`/v1`), from the base URLs. */
export function signedPathPrefix(servers: string[]): string {
  const first = servers[0];
  return first ? new URL(first).pathname.replace(/\/$/, '') : '';
}

// A fresh ArrayBuffer: WebCrypto's types take no view of a shared buffer.
const buffer = (bytes: Uint8Array): ArrayBuffer => bytes.slice().buffer;

async function digestHex(hash: HashName, bytes: Uint8Array): Promise<string> {
  return bytesToHex(new Uint8Array(await crypto.subtle.digest(hash, buffer(bytes))));
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

// ---------------------------------------------------------------- the fields

function checkPath(input: SignatureInput, prefix: string): FieldProblem | null {
  const path = input.pathAndQuery.trim();
  if (!path) return {field: 'path', problem: 'empty'};
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) return {field: 'path', problem: 'full-url'};
  if (!path.startsWith('/')) return {field: 'path', problem: 'not-absolute'};
  if (!path.startsWith(`${prefix}/`)) return {field: 'path', problem: 'outside-prefix'};
  return null;
}

function checkTimestamp(timestamp: string): FieldProblem | null {
  const value = timestamp.trim();
  if (!value) return {field: 'timestamp', problem: 'empty'};
  if (!/^-?\d+(\.\d+)?$/.test(value)) return {field: 'timestamp', problem: 'not-a-number'};
  return null;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

type SignatureText =
  | {problem: 'empty' | 'not-base64'}
  | {problem: null; base64: Uint8Array; issues: EncodingIssue[]; hex: Uint8Array | null};

/** The signature's bytes, read leniently, with every liberty that had to be taken. */
export function readSignature(text: string): SignatureText {
  const issues: EncodingIssue[] = [];
  let compact = text;
  if (/\s/.test(compact)) {
    compact = compact.replace(/\s+/g, '');
    // Spaces around it are not part of a header value; only spaces inside it are a mistake.
    if (/\S\s+\S/.test(text)) issues.push('whitespace');
  }
  if (!compact) return {problem: 'empty'};
  if (/[-_]/.test(compact)) {
    issues.push('url-alphabet');
    compact = compact.replace(/-/g, '+').replace(/_/g, '/');
  }
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact) || compact.length % 4 === 1) {
    return {problem: 'not-base64'};
  }
  if (compact.length % 4 !== 0) {
    if (compact.includes('=')) return {problem: 'not-base64'};
    issues.push('no-padding');
    compact = compact.padEnd(Math.ceil(compact.length / 4) * 4, '=');
  }
  const base64 = bytesOfBase64(compact);
  const hexText = text.replace(/\s+/g, '');
  const hex = /^(?:[0-9a-f]{2})+$/i.test(hexText)
    ? Uint8Array.from(hexText.match(/../g) ?? [], (pair) => parseInt(pair, 16))
    : null;
  return {problem: null, base64, issues, hex};
}

type KeyText = {problem: FieldProblem & {field: 'publicKey'}} | {problem: null; key: CryptoKey};

function pemBody(pem: string, label: string): Uint8Array | null {
  const match = new RegExp(`-----BEGIN ${label}-----([\\s\\S]*?)-----END ${label}-----`).exec(pem);
  if (!match) return null;
  const base64 = (match[1] ?? '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0) return new Uint8Array();
  return bytesOfBase64(base64);
}

/** The public key for `crypto.subtle`, or what is wrong with the text. */
export async function readPublicKey(pem: string): Promise<KeyText> {
  const problem = (
    kind: (FieldProblem & {field: 'publicKey'})['problem'],
  ): {problem: FieldProblem & {field: 'publicKey'}} => ({
    problem: {field: 'publicKey', problem: kind},
  });
  if (!pem.trim()) return problem('empty');
  if (/PRIVATE KEY/.test(pem)) return problem('private');
  if (/-----BEGIN CERTIFICATE-----/.test(pem)) return problem('certificate');
  if (/-----BEGIN RSA PUBLIC KEY-----/.test(pem)) return problem('pkcs1');
  const der = pemBody(pem, 'PUBLIC KEY');
  if (der === null) return problem('not-pem');
  if (der.length === 0) return problem('malformed');
  try {
    const key = await crypto.subtle.importKey('spki', buffer(der), SIGNATURE_ALGORITHM, true, [
      'verify',
    ]);
    return {problem: null, key};
  } catch {
    return problem(bytesToHex(der).includes(RSA_ENCRYPTION_OID) ? 'malformed' : 'not-rsa');
  }
}

// ------------------------------------------------------- the strings to sign

type Candidate =
  | {kind: 'wrong-string'; mistake: Mistake; detail: string; bytes: Uint8Array}
  | {kind: 'reserialised'; serialisation: Serialisation; bytes: Uint8Array};

function expectedString(input: SignatureInput, timestamp: string, body: Uint8Array): Uint8Array {
  return input.mode === 'request'
    ? requestStringToSign({
        timestamp,
        method: input.method,
        pathAndQuery: input.pathAndQuery.trim(),
        body,
      })
    : webhookStringToSign({timestamp, body});
}

/** The timestamps a signer may have used when the header's value was read from the clock separately. */
function otherTimestamps(timestamp: string, bodyLength: number): string[] {
  const value = Number(timestamp);
  if (/^\d{1,10}$/.test(timestamp)) {
    // The clock read again for the signature: a few seconds apart, or in milliseconds.
    const nearbySeconds = [-3, -2, -1, 1, 2, 3].map((offset) => String(value + offset));
    const start = value * 1000;
    if (bodyLength > MILLISECOND_SEARCH_MAX_BODY) return [...nearbySeconds, String(start)];
    return [
      ...nearbySeconds,
      ...Array.from({length: 1500}, (_, index) => String(start - 500 + index)),
    ];
  }
  const seconds = value >= 1e12 ? value / 1000 : value;
  return [...new Set([Math.floor(seconds), Math.round(seconds)])].map(String);
}

/** The strings the usual mistakes produce instead of the expected one, most telling first. */
function nearMisses(
  input: SignatureInput,
  timestamp: string,
  body: Uint8Array,
  servers: string[],
): Candidate[] {
  const expected = expectedString(input, timestamp, body);
  const head = new TextDecoder().decode(expected.subarray(0, expected.length - body.length));
  const withHead = (text: string) => concat(encoder.encode(text), body);
  const candidates: Candidate[] = [];
  const add = (mistake: Mistake, bytes: Uint8Array, detail = '') =>
    candidates.push({kind: 'wrong-string', mistake, detail, bytes});

  const path = input.pathAndQuery.trim();
  const prefix = signedPathPrefix(servers);
  const request = (changes: {method?: string; pathAndQuery?: string}) =>
    requestStringToSign({timestamp, method: input.method, pathAndQuery: path, body, ...changes});
  if (input.mode === 'request') {
    const upper = `\n${input.method}\n`;
    add('method-lower-case', withHead(head.replace(upper, upper.toLowerCase())));
    if (prefix && path.startsWith(`${prefix}/`)) {
      add('path-without-prefix', request({pathAndQuery: path.slice(prefix.length)}));
    }
    const query = path.indexOf('?');
    if (query >= 0) {
      add('path-without-query', request({pathAndQuery: path.slice(0, query)}));
      let decoded = path;
      try {
        decoded = path.slice(0, query) + decodeURIComponent(path.slice(query));
      } catch {
        // A query that does not decode was not signed decoded.
      }
      if (decoded !== path) add('query-decoded', request({pathAndQuery: decoded}));
    }
    for (const server of servers) {
      const url = new URL(server).origin + path;
      add('full-url', request({pathAndQuery: url}), url);
    }
    add('signed-as-webhook', webhookStringToSign({timestamp, body}));
  } else if (path.startsWith('/')) {
    add('signed-as-request', request({}));
  }
  add('crlf', withHead(head.replace(/\n/g, '\r\n')));
  add('no-line-feed-before-body', withHead(head.slice(0, -1)));
  for (const other of otherTimestamps(timestamp, body.length)) {
    add('other-timestamp', expectedString(input, other, body), other);
  }
  return candidates;
}

/** JSON written the way common libraries write it. */
export function serialiseJson(
  value: unknown,
  serialisation: Omit<Serialisation, 'finalLineFeed'>,
): string {
  const {layout, sortedKeys, escapes} = serialisation;
  const indent = layout === 'indent-2' ? '  ' : layout === 'indent-4' ? '    ' : '';
  const itemSeparator = layout === 'python' ? ', ' : ',';
  const keySeparator = layout === 'compact' ? ':' : ': ';
  const write = (node: unknown, depth: number): string => {
    if (node === null || typeof node !== 'object') return JSON.stringify(node) ?? 'null';
    const entries: [string | null, unknown][] = Array.isArray(node)
      ? node.map((item) => [null, item])
      : Object.entries(node).sort(([a], [b]) => (sortedKeys ? (a < b ? -1 : a > b ? 1 : 0) : 0));
    const [open, close] = Array.isArray(node) ? ['[', ']'] : ['{', '}'];
    if (entries.length === 0) return open + close;
    const items = entries.map(
      ([key, item]) =>
        (key === null ? '' : JSON.stringify(key) + keySeparator) + write(item, depth + 1),
    );
    if (!indent) return open + items.join(itemSeparator) + close;
    const inner = '\n' + indent.repeat(depth + 1);
    return open + inner + items.join(',' + inner) + '\n' + indent.repeat(depth) + close;
  };
  let text = write(value, 0);
  if (escapes !== 'none') {
    text = text.replace(
      /[\u007f-\uffff]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
  }
  // Outside strings JSON has no slash, so every one is inside a string.
  if (escapes === 'non-ascii-and-slashes') text = text.replace(/\//g, '\\/');
  return text;
}

/** The body's JSON written other ways, each after the expected head. */
function reserialisations(input: SignatureInput, timestamp: string): Candidate[] {
  const candidates: Candidate[] = [];
  const body = input.body;
  const asSent = (finalLineFeed: boolean, text: string) =>
    candidates.push({
      kind: 'reserialised',
      serialisation: {layout: 'as-sent', sortedKeys: false, escapes: 'none', finalLineFeed},
      bytes: expectedString(input, timestamp, encoder.encode(text)),
    });
  if (body.endsWith('\n')) asSent(false, body.replace(/\r?\n$/, ''));
  else asSent(true, `${body}\n`);
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return candidates;
  }
  for (const layout of ['compact', 'indent-2', 'indent-4', 'python'] as const) {
    for (const sortedKeys of [false, true]) {
      for (const escapes of ['none', 'non-ascii', 'non-ascii-and-slashes'] as const) {
        const text = serialiseJson(value, {layout, sortedKeys, escapes});
        for (const finalLineFeed of [false, true]) {
          candidates.push({
            kind: 'reserialised',
            serialisation: {layout, sortedKeys, escapes, finalLineFeed},
            bytes: expectedString(
              input,
              timestamp,
              encoder.encode(finalLineFeed ? `${text}\n` : text),
            ),
          });
        }
      }
    }
  }
  return candidates;
}

// ------------------------------------------------------------------ checks

async function verifies(
  key: CryptoKey,
  signature: Uint8Array,
  bytes: Uint8Array,
): Promise<boolean> {
  return crypto.subtle.verify(SIGNATURE_ALGORITHM, key, buffer(signature), buffer(bytes));
}

/** The first candidate whose SHA-256 is the signature's digest and that verifies. */
async function matchingCandidate(
  key: CryptoKey,
  signature: Uint8Array,
  digest: string,
  candidates: Candidate[],
  expected: Uint8Array,
): Promise<Candidate | null> {
  const seen = new Set<string>([new TextDecoder().decode(expected)]);
  const distinct = candidates.filter((candidate) => {
    // A mistake that does not change the string (no query to drop, say) explains nothing.
    const text = new TextDecoder().decode(candidate.bytes);
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
  const digests = await Promise.all(
    distinct.map((candidate) => digestHex('SHA-256', candidate.bytes)),
  );
  for (const [index, candidate] of distinct.entries()) {
    if (digests[index] === digest && (await verifies(key, signature, candidate.bytes))) {
      return candidate;
    }
  }
  return null;
}

async function verifiesWithPss(
  key: CryptoKey,
  signature: Uint8Array,
  bytes: Uint8Array,
): Promise<boolean> {
  const spki = await crypto.subtle.exportKey('spki', key);
  const pssKey = await crypto.subtle.importKey(
    'spki',
    spki,
    {name: 'RSA-PSS', hash: 'SHA-256'},
    false,
    ['verify'],
  );
  const keyBytes = (await rsaPublicKeyOf(key)).size;
  // The salt lengths signers use: the digest's length, and the longest the key allows.
  for (const saltLength of [32, keyBytes - 32 - 2]) {
    if (
      await crypto.subtle.verify(
        {name: 'RSA-PSS', saltLength},
        pssKey,
        buffer(signature),
        buffer(bytes),
      )
    ) {
      return true;
    }
  }
  return false;
}

function timestampWarning(timestamp: string, now: number): TimestampWarning | null {
  if (!TIMESTAMP_PATTERN.test(timestamp)) return {kind: 'malformed'};
  const skewSeconds = Number(timestamp) - now;
  return Math.abs(skewSeconds) > TIMESTAMP_WINDOW_SECONDS
    ? {kind: 'outside-window', skewSeconds}
    : null;
}

async function spkiHex(key: CryptoKey): Promise<string> {
  return bytesToHex(new Uint8Array(await crypto.subtle.exportKey('spki', key)));
}

/** The fields' problems first; with none that stops it, the verdict on the signature. */
export async function diagnose(
  input: SignatureInput,
  context: DiagnoseContext,
): Promise<Diagnosis> {
  const errors: FieldProblem[] = [];
  const notes: FieldProblem[] = [];
  const prefix = signedPathPrefix(context.servers);
  if (input.mode === 'request') {
    const path = checkPath(input, prefix);
    if (path) errors.push(path);
  }
  const timestampProblem = checkTimestamp(input.timestamp);
  if (timestampProblem) errors.push(timestampProblem);
  if (input.mode === 'request' && input.method === 'GET' && input.body !== '') {
    errors.push({field: 'body', problem: 'body-with-get'});
  } else if (input.mode === 'request' && input.method === 'POST' && input.body === '') {
    notes.push({field: 'body', problem: 'empty-post'});
  } else if (input.body !== '' && !isJson(input.body)) {
    notes.push({field: 'body', problem: 'not-json'});
  }
  const signatureText = readSignature(input.signature);
  if (signatureText.problem) errors.push({field: 'signature', problem: signatureText.problem});
  const keyText = await readPublicKey(input.publicKey);
  if (keyText.problem) errors.push(keyText.problem);
  if (errors.length > 0 || signatureText.problem || keyText.problem) {
    return {errors, notes, report: null};
  }

  const key = keyText.key;
  const rsaKey = await rsaPublicKeyOf(key);
  const timestamp = input.timestamp.trim();
  const body = encoder.encode(input.body);
  const expected = expectedString(input, timestamp, body);
  const expectedSha256 = await digestHex('SHA-256', expected);
  const encoding = [...signatureText.issues];
  let signature = signatureText.base64;
  if (signature.length !== rsaKey.size && signatureText.hex?.length === rsaKey.size) {
    // Hex digits are Base64 letters too: only the length tells the two apart.
    signature = signatureText.hex;
    encoding.splice(
      0,
      encoding.length,
      ...signatureText.issues.filter((issue) => issue === 'whitespace'),
      'hex',
    );
  }

  const bankKeys = await Promise.all(
    context.bankKeys.map(async ({environment, pem}) => {
      const read = await readPublicKey(pem);
      if (read.problem)
        throw new Error(`The bank's ${environment} key does not read: ${read.problem.problem}`);
      return {environment, key: read.key, spki: await spkiHex(read.key)};
    }),
  );
  const givenSpki = await spkiHex(key);
  const givenBankKey = bankKeys.find((bankKey) => bankKey.spki === givenSpki)?.environment ?? null;

  const report = (verdict: Verdict): Diagnosis => ({
    errors,
    notes,
    report: {
      verdict,
      encoding,
      timestamp: timestampWarning(timestamp, context.now),
      expected: {bytes: expected, sha256: expectedSha256},
      givenBankKey,
    },
  });

  if (await verifies(key, signature, expected)) return report({kind: 'verified'});

  const opened = openPkcs1Signature(rsaKey, signature);
  if (opened?.hash === 'SHA-256') {
    const candidates = [
      ...nearMisses(input, timestamp, body, context.servers),
      ...reserialisations(input, timestamp),
    ];
    const found = await matchingCandidate(
      key,
      signature,
      bytesToHex(opened.digest),
      candidates,
      expected,
    );
    if (found?.kind === 'wrong-string') {
      return report({
        kind: 'wrong-string',
        mistake: found.mistake,
        signed: found.bytes,
        detail: found.detail,
      });
    }
    if (found?.kind === 'reserialised') {
      return report({
        kind: 'reserialised',
        serialisation: found.serialisation,
        signed: found.bytes,
      });
    }
    return report({kind: 'other-bytes'});
  }
  if (opened) {
    const overExpectedString =
      (await digestHex(opened.hash, expected)) === bytesToHex(opened.digest);
    return report({kind: 'other-hash', hash: opened.hash, overExpectedString});
  }
  if (signature.length === rsaKey.size && (await verifiesWithPss(key, signature, expected))) {
    return report({kind: 'pss'});
  }
  for (const bankKey of bankKeys) {
    if (bankKey.spki === givenSpki) continue;
    const bankRsaKey = await rsaPublicKeyOf(bankKey.key);
    const byBank = openPkcs1Signature(bankRsaKey, signature);
    if (byBank) {
      const overExpectedString = await verifies(bankKey.key, signature, expected);
      return report({kind: 'bank-key', environment: bankKey.environment, overExpectedString});
    }
  }
  return report({kind: 'other-key', signatureBytes: signature.length, keyBytes: rsaKey.size});
}
