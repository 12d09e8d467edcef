import {beforeAll, describe, expect, it} from 'vitest';
import {
  diagnose,
  readSignature,
  serialiseJson,
  type DiagnoseContext,
  type Diagnosis,
  type Report,
  type SignatureInput,
} from './diagnose';
import {requestStringToSign, webhookStringToSign} from './stringToSign';

const encoder = new TextEncoder();
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const base64 = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)));

function pem(label: string, der: ArrayBuffer): string {
  const lines = base64(der).match(/.{1,64}/g) ?? [];
  return [`-----BEGIN ${label}-----`, ...lines, `-----END ${label}-----`, ''].join('\n');
}

type KeyPair = {publicPem: string; privatePem: string; pkcs8: ArrayBuffer};

async function rsaKeyPair(modulusLength = 2048): Promise<KeyPair> {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSASSA-PKCS1-v1_5',
      modulusLength,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['sign', 'verify'],
  );
  const pkcs8 = await crypto.subtle.exportKey('pkcs8', pair.privateKey);
  return {
    publicPem: pem('PUBLIC KEY', await crypto.subtle.exportKey('spki', pair.publicKey)),
    privatePem: pem('PRIVATE KEY', pkcs8),
    pkcs8,
  };
}

type Signing = {hash?: 'SHA-256' | 'SHA-512'; pss?: boolean};

/** Base64 of the signature of `bytes` with the pair's private key. */
async function sign(
  pair: KeyPair,
  bytes: Uint8Array,
  {hash = 'SHA-256', pss = false}: Signing = {},
) {
  const algorithm = pss ? {name: 'RSA-PSS', hash} : {name: 'RSASSA-PKCS1-v1_5', hash};
  const key = await crypto.subtle.importKey('pkcs8', pair.pkcs8, algorithm, false, ['sign']);
  const parameters = pss ? {name: 'RSA-PSS', saltLength: 32} : {name: 'RSASSA-PKCS1-v1_5'};
  return base64(await crypto.subtle.sign(parameters, key, bytes.slice().buffer));
}

const NOW = 1760432400;
const SERVERS = ['https://sandbox.api.ivelta.example/v1', 'https://api.ivelta.example/v1'];
// Keys out of order, a letter outside ASCII and a slash: each serialisation writes it differently.
const BODY = '{"metadata": {"order_id": "Заказ/42"}, "account_id": "acc_7e4c1a9b30"}';

let partner: KeyPair;
let stranger: KeyPair;
let sandboxBank: KeyPair;
let productionBank: KeyPair;
let context: DiagnoseContext;

beforeAll(async () => {
  [partner, stranger, sandboxBank, productionBank] = await Promise.all([
    rsaKeyPair(),
    rsaKeyPair(),
    rsaKeyPair(),
    rsaKeyPair(),
  ]);
  context = {
    servers: SERVERS,
    bankKeys: [
      {environment: 'sandbox', pem: sandboxBank.publicPem},
      {environment: 'production', pem: productionBank.publicPem},
    ],
    now: NOW,
  };
});

const request = (changes: Partial<SignatureInput> = {}): SignatureInput => ({
  mode: 'request',
  method: 'POST',
  pathAndQuery: '/v1/session/create',
  timestamp: String(NOW),
  body: BODY,
  signature: '',
  publicKey: partner.publicPem,
  ...changes,
});

const webhook = (changes: Partial<SignatureInput> = {}): SignatureInput =>
  request({mode: 'webhook', pathAndQuery: '', ...changes});

/** The string the bank expects for the input. */
const expectedOf = (input: SignatureInput) =>
  input.mode === 'request'
    ? requestStringToSign({
        timestamp: input.timestamp,
        method: input.method,
        pathAndQuery: input.pathAndQuery,
        body: input.body,
      })
    : webhookStringToSign({timestamp: input.timestamp, body: input.body});

function reportOf(diagnosis: Diagnosis): Report {
  expect(diagnosis.errors).toEqual([]);
  if (!diagnosis.report) throw new Error('no report');
  return diagnosis.report;
}

/** Diagnoses `input` with a signature made by `pair` over `signed`. */
async function check(
  input: SignatureInput,
  signed: Uint8Array | string,
  pair = partner,
  signing: Signing = {},
): Promise<Report> {
  const bytes = typeof signed === 'string' ? encoder.encode(signed) : signed;
  const signature = await sign(pair, bytes, signing);
  return reportOf(await diagnose({...input, signature}, context));
}

describe('a signature that verifies', () => {
  it('over the request string: verified, with the string, its length and SHA-256', async () => {
    const input = request();
    const report = await check(input, expectedOf(input));
    expect(report.verdict).toEqual({kind: 'verified'});
    expect(report.encoding).toEqual([]);
    expect(report.timestamp).toBeNull();
    expect(text(report.expected.bytes)).toBe(`${NOW}\nPOST\n/v1/session/create\n${BODY}`);
    const sha256 = Buffer.from(
      await crypto.subtle.digest('SHA-256', report.expected.bytes.slice().buffer),
    );
    expect(report.expected.sha256).toBe(sha256.toString('hex'));
  });

  it('over the webhook string: verified', async () => {
    const input = webhook();
    const report = await check(input, expectedOf(input));
    expect(report.verdict).toEqual({kind: 'verified'});
    expect(text(report.expected.bytes)).toBe(`${NOW}\n${BODY}`);
  });

  it('a GET request: the string ends with the line feed after the path', async () => {
    const input = request({
      method: 'GET',
      pathAndQuery: '/v1/session/status?session_id=ses_4f8a2c91d7',
      body: '',
    });
    const report = await check(input, expectedOf(input));
    expect(report.verdict).toEqual({kind: 'verified'});
    expect(text(report.expected.bytes)).toBe(
      `${NOW}\nGET\n/v1/session/status?session_id=ses_4f8a2c91d7\n`,
    );
  });

  it('still warns when the bank would refuse the timestamp as too old or too new', async () => {
    const old = request({timestamp: String(NOW - 301)});
    expect((await check(old, expectedOf(old))).timestamp).toEqual({
      kind: 'outside-window',
      skewSeconds: -301,
    });
    const ahead = webhook({timestamp: String(NOW + 3600)});
    expect((await check(ahead, expectedOf(ahead))).timestamp).toEqual({
      kind: 'outside-window',
      skewSeconds: 3600,
    });
    const edge = request({timestamp: String(NOW - 300)});
    expect((await check(edge, expectedOf(edge))).timestamp).toBeNull();
  });

  it('still warns when the timestamp is not whole seconds (invalid_timestamp)', async () => {
    for (const timestamp of [`${NOW}000`, `${NOW}.5`]) {
      const input = request({timestamp});
      const report = await check(input, expectedOf(input));
      expect(report.verdict, timestamp).toEqual({kind: 'verified'});
      expect(report.timestamp, timestamp).toEqual({kind: 'malformed'});
    }
  });

  it('names the bank key the reader gave', async () => {
    const input = webhook({publicKey: sandboxBank.publicPem});
    const report = await check(input, expectedOf(input), sandboxBank);
    expect(report.verdict).toEqual({kind: 'verified'});
    expect(report.givenBankKey).toBe('sandbox');
  });
});

describe('a signature in another Base64 variant', () => {
  const variants: [string, (base64: string) => string, string[]][] = [
    ['base64url', (b) => b.replace(/\+/g, '-').replace(/\//g, '_'), ['url-alphabet']],
    ['without padding', (b) => b.replace(/=+$/, ''), ['no-padding']],
    ['wrapped at 76 characters', (b) => (b.match(/.{1,76}/g) ?? []).join('\r\n'), ['whitespace']],
    [
      'base64url without padding',
      (b) => b.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
      ['url-alphabet', 'no-padding'],
    ],
    ['hex', (b) => Buffer.from(b, 'base64').toString('hex'), ['hex']],
  ];

  it.each(variants)('%s: normalised, verified, and said so', async (_name, transform, issues) => {
    const input = request();
    // A signature whose standard Base64 has padding and both + and /, so that every variant differs.
    let signature = '';
    for (let attempt = 0; attempt < 50 && !/[+/].*=$/.test(signature); attempt += 1) {
      input.timestamp = String(NOW - attempt);
      signature = await sign(partner, expectedOf(input));
    }
    expect(signature).toMatch(/=$/);
    const report = reportOf(await diagnose({...input, signature: transform(signature)}, context));
    expect(report.verdict).toEqual({kind: 'verified'});
    expect(report.encoding).toEqual(issues);
  });

  it('spaces around the value are not part of a header, and not a mistake', async () => {
    const input = request();
    const signature = await sign(partner, expectedOf(input));
    const report = reportOf(await diagnose({...input, signature: `  ${signature}\n`}, context));
    expect(report.encoding).toEqual([]);
  });
});

describe('a body signed in another serialisation', () => {
  const value = JSON.parse(BODY) as unknown;
  const pretty = JSON.stringify(value, null, 2);
  const sorted = {account_id: 'acc_7e4c1a9b30', metadata: {order_id: 'Заказ/42'}};
  const escaped = '\\u0417\\u0430\\u043a\\u0430\\u0437';
  const as = (layout: string, sortedKeys: boolean, escapes: string, finalLineFeed: boolean) => ({
    layout,
    sortedKeys,
    escapes,
    finalLineFeed,
  });

  const compact = JSON.stringify(value);

  // The reader pasted one body; the signer signed other bytes of the same JSON.
  it.each([
    ['compact', pretty, compact, as('compact', false, 'none', false)],
    ['2 spaces and a final line feed', compact, `${pretty}\n`, as('indent-2', false, 'none', true)],
    [
      'sorted keys, 4 spaces',
      pretty,
      JSON.stringify(sorted, null, 4),
      as('indent-4', true, 'none', false),
    ],
    [
      "Python's json.dumps",
      pretty,
      `{"metadata": {"order_id": "${escaped}/42"}, "account_id": "acc_7e4c1a9b30"}`,
      as('python', false, 'non-ascii', false),
    ],
    [
      "PHP's json_encode",
      pretty,
      `{"metadata":{"order_id":"${escaped}\\/42"},"account_id":"acc_7e4c1a9b30"}`,
      as('compact', false, 'non-ascii-and-slashes', false),
    ],
  ])('%s', async (_name, pasted, signedBody, serialisation) => {
    const input = request({body: pasted});
    const signed = requestStringToSign({
      timestamp: input.timestamp,
      method: 'POST',
      pathAndQuery: input.pathAndQuery,
      body: signedBody,
    });
    const report = await check(input, signed);
    expect(report.verdict).toEqual({kind: 'reserialised', serialisation, signed});
    expect(text(report.expected.bytes)).toContain(pasted);
  });

  it('the bytes sent with a final line feed the signature lacks, JSON or not', async () => {
    const input = webhook({body: 'not json at all\n'});
    const report = await check(input, `${NOW}\nnot json at all`);
    expect(report.verdict).toMatchObject({
      kind: 'reserialised',
      serialisation: {layout: 'as-sent', finalLineFeed: false},
    });
  });
});

describe('a near miss of the string to sign', () => {
  const path = '/v1/event/list?since=2025-10-01T00:00:00%2B03:00';
  const get: Partial<SignatureInput> = {method: 'GET', pathAndQuery: path, body: ''};
  const hook: Partial<SignatureInput> = {mode: 'webhook', pathAndQuery: ''};
  const cases: [string, Partial<SignatureInput>, string, string, string?][] = [
    [
      'the method in lower case',
      {},
      'method-lower-case',
      `${NOW}\npost\n/v1/session/create\n${BODY}`,
    ],
    ['the path without /v1', {}, 'path-without-prefix', `${NOW}\nPOST\n/session/create\n${BODY}`],
    ['the path without the query', get, 'path-without-query', `${NOW}\nGET\n/v1/event/list\n`],
    [
      'the query decoded',
      get,
      'query-decoded',
      `${NOW}\nGET\n/v1/event/list?since=2025-10-01T00:00:00+03:00\n`,
    ],
    [
      'the full URL',
      {},
      'full-url',
      `${NOW}\nPOST\nhttps://api.ivelta.example/v1/session/create\n${BODY}`,
      'https://api.ivelta.example/v1/session/create',
    ],
    ['CRLF line ends', {}, 'crlf', `${NOW}\r\nPOST\r\n/v1/session/create\r\n${BODY}`],
    [
      'no line feed before the body',
      {},
      'no-line-feed-before-body',
      `${NOW}\nPOST\n/v1/session/create${BODY}`,
    ],
    [
      'no line feed after the path of a GET',
      get,
      'no-line-feed-before-body',
      `${NOW}\nGET\n${path}`,
    ],
    ['a request signed like a webhook', {}, 'signed-as-webhook', `${NOW}\n${BODY}`],
    [
      'a webhook signed like a request',
      {...hook, pathAndQuery: '/webhooks/ivelta'},
      'signed-as-request',
      `${NOW}\nPOST\n/webhooks/ivelta\n${BODY}`,
    ],
    ['a webhook with CRLF', hook, 'crlf', `${NOW}\r\n${BODY}`],
    [
      'the clock read again a second later for the signature',
      {},
      'other-timestamp',
      `${NOW + 1}\nPOST\n/v1/session/create\n${BODY}`,
      String(NOW + 1),
    ],
    [
      'the timestamp in milliseconds',
      {},
      'other-timestamp',
      `${NOW}123\nPOST\n/v1/session/create\n${BODY}`,
      `${NOW}123`,
    ],
    [
      'a webhook timestamp in milliseconds',
      hook,
      'other-timestamp',
      `${NOW}000\n${BODY}`,
      `${NOW}000`,
    ],
    [
      'seconds signed, milliseconds sent',
      {...hook, timestamp: `${NOW}499`},
      'other-timestamp',
      `${NOW}\n${BODY}`,
      String(NOW),
    ],
  ];

  it.each(cases)('%s', async (_name, changes, mistake, signed, detail = '') => {
    const report = await check(request(changes), signed);
    expect(report.verdict).toEqual({
      kind: 'wrong-string',
      mistake,
      signed: encoder.encode(signed),
      detail,
    });
  });
});

describe('a signature this key did not make over the expected string', () => {
  it('another hash over the right string', async () => {
    const input = request();
    const report = await check(input, expectedOf(input), partner, {hash: 'SHA-512'});
    expect(report.verdict).toEqual({kind: 'other-hash', hash: 'SHA-512', overExpectedString: true});
  });

  it('RSA-PSS instead of PKCS #1 v1.5', async () => {
    const input = webhook();
    expect((await check(input, expectedOf(input), partner, {pss: true})).verdict).toEqual({
      kind: 'pss',
    });
  });

  it('this key, over bytes no known mistake explains', async () => {
    const report = await check(request(), `${NOW}\nPOST\n/v1/session/cancel\n${BODY}`);
    expect(report.verdict).toEqual({kind: 'other-bytes'});
  });

  it('signed with the sandbox bank key, not the key given', async () => {
    const input = request();
    const report = await check(input, expectedOf(input), sandboxBank);
    expect(report.verdict).toEqual({
      kind: 'bank-key',
      environment: 'sandbox',
      overExpectedString: true,
    });
    expect(report.givenBankKey).toBeNull();
  });

  it('a sandbox webhook checked with the production key', async () => {
    const input = webhook({publicKey: productionBank.publicPem});
    const report = await check(input, expectedOf(input), sandboxBank);
    expect(report.verdict).toEqual({
      kind: 'bank-key',
      environment: 'sandbox',
      overExpectedString: true,
    });
    expect(report.givenBankKey).toBe('production');
  });

  it('another key: the key or the data do not match', async () => {
    const input = request();
    const report = await check(input, expectedOf(input), stranger);
    expect(report.verdict).toEqual({kind: 'other-key', signatureBytes: 256, keyBytes: 256});
    expect(text(report.expected.bytes)).toBe(text(expectedOf(input)));
  });

  it('a signature of another length: another key size, or cut when copied', async () => {
    const input = request();
    const signature = (await sign(partner, expectedOf(input))).slice(0, 200);
    const report = reportOf(await diagnose({...input, signature}, context));
    expect(report.verdict).toEqual({kind: 'other-key', signatureBytes: 150, keyBytes: 256});
  });
});

describe('input the check cannot use', () => {
  const problemsOf = async (changes: Partial<SignatureInput>) => {
    const diagnosis = await diagnose(request({signature: 'c2lnbmF0dXJl', ...changes}), context);
    expect(diagnosis.report).toBeNull();
    return diagnosis.errors;
  };

  it.each([
    ['an empty key', '', 'empty'],
    ['a private key', 'PRIVATE', 'private'],
    [
      'an RSA private key',
      '-----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE KEY-----',
      'private',
    ],
    [
      'a certificate',
      '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----',
      'certificate',
    ],
    [
      'a PKCS #1 public key',
      '-----BEGIN RSA PUBLIC KEY-----\nMIIB\n-----END RSA PUBLIC KEY-----',
      'pkcs1',
    ],
    ['Base64 without the PEM lines', 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA', 'not-pem'],
    [
      'PEM lines around a broken body',
      '-----BEGIN PUBLIC KEY-----\nMIIB!!\n-----END PUBLIC KEY-----',
      'malformed',
    ],
    [
      'PEM lines around a cut key',
      '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A\n-----END PUBLIC KEY-----',
      'malformed',
    ],
  ])('%s', async (_name, publicKey, problem) => {
    const key = publicKey === 'PRIVATE' ? partner.privatePem : publicKey;
    expect(await problemsOf({publicKey: key})).toEqual([{field: 'publicKey', problem}]);
  });

  it('an EC key', async () => {
    const pair = await crypto.subtle.generateKey({name: 'ECDSA', namedCurve: 'P-256'}, true, [
      'sign',
    ]);
    const publicKey = pem('PUBLIC KEY', await crypto.subtle.exportKey('spki', pair.publicKey));
    expect(await problemsOf({publicKey})).toEqual([{field: 'publicKey', problem: 'not-rsa'}]);
  });

  it.each([
    ['an empty signature', {signature: '  '}, [{field: 'signature', problem: 'empty'}]],
    [
      'a signature that is not Base64',
      {signature: 'not a signature!'},
      [{field: 'signature', problem: 'not-base64'}],
    ],
    [
      'padding in the middle',
      {signature: 'c2ln=bmF0dXJl'},
      [{field: 'signature', problem: 'not-base64'}],
    ],
    ['no timestamp', {timestamp: ''}, [{field: 'timestamp', problem: 'empty'}]],
    [
      'a date for a timestamp',
      {timestamp: '2025-10-14T12:00:00+03:00'},
      [{field: 'timestamp', problem: 'not-a-number'}],
    ],
    ['no path', {pathAndQuery: ' '}, [{field: 'path', problem: 'empty'}]],
    [
      'a path without its slash',
      {pathAndQuery: 'v1/session/create'},
      [{field: 'path', problem: 'not-absolute'}],
    ],
    [
      'a full URL for a path',
      {pathAndQuery: 'https://api.ivelta.example/v1/session/create'},
      [{field: 'path', problem: 'full-url'}],
    ],
    [
      'a path outside /v1',
      {pathAndQuery: '/session/create'},
      [{field: 'path', problem: 'outside-prefix'}],
    ],
    ['a GET with a body', {method: 'GET', body: '{}'}, [{field: 'body', problem: 'body-with-get'}]],
    [
      'every problem at once, in the order of the form',
      {pathAndQuery: '', timestamp: 'now', signature: '', publicKey: ''},
      [
        {field: 'path', problem: 'empty'},
        {field: 'timestamp', problem: 'not-a-number'},
        {field: 'signature', problem: 'empty'},
        {field: 'publicKey', problem: 'empty'},
      ],
    ],
  ] as [string, Partial<SignatureInput>, unknown[]][])('%s', async (_name, changes, errors) => {
    expect(await problemsOf(changes)).toEqual(errors);
  });

  it('a webhook has no path to check', async () => {
    const diagnosis = await diagnose(webhook({pathAndQuery: 'anything', signature: ''}), context);
    expect(diagnosis.errors).toEqual([{field: 'signature', problem: 'empty'}]);
  });

  it('a body that is not JSON, or a POST without one, is noted but still checked', async () => {
    const input = request({body: '{"unterminated": '});
    const signature = await sign(partner, expectedOf(input));
    const diagnosis = await diagnose({...input, signature}, context);
    expect(diagnosis.notes).toEqual([{field: 'body', problem: 'not-json'}]);
    expect(diagnosis.report?.verdict).toEqual({kind: 'verified'});
    const empty = await diagnose(request({body: '', signature}), context);
    expect(empty.notes).toEqual([{field: 'body', problem: 'empty-post'}]);
  });
});

describe('readSignature', () => {
  it('reads standard Base64 with nothing to say', () => {
    expect(readSignature('c2lnbg==')).toMatchObject({problem: null, issues: []});
  });
});

describe('serialiseJson', () => {
  const value = {b: [1, {}], a: 'ы/', c: []};

  it('writes the layouts of JSON.stringify, Python and PHP', () => {
    const none = {sortedKeys: false, escapes: 'none'} as const;
    expect(serialiseJson(value, {layout: 'compact', ...none})).toBe(JSON.stringify(value));
    expect(serialiseJson(value, {layout: 'indent-2', ...none})).toBe(
      JSON.stringify(value, null, 2),
    );
    expect(serialiseJson(value, {layout: 'indent-4', ...none})).toBe(
      JSON.stringify(value, null, 4),
    );
    expect(serialiseJson(value, {layout: 'python', sortedKeys: true, escapes: 'non-ascii'})).toBe(
      '{"a": "\\u044b/", "b": [1, {}], "c": []}',
    );
    expect(
      serialiseJson(value, {
        layout: 'compact',
        sortedKeys: false,
        escapes: 'non-ascii-and-slashes',
      }),
    ).toBe('{"b":[1,{}],"a":"\\u044b\\/","c":[]}');
  });
});
