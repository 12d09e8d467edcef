import {createSign, createVerify} from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {ApiModel} from '../src/plugins/openapi/model';
import {schemaValidator} from '../src/plugins/openapi/validator';
import {TIMESTAMP_WINDOW_SECONDS} from '../src/signing/timestamp';
import {corsAllowed, MAX_BODY_BYTES, SANDBOX_PROJECT_ID, startSandbox} from './server';
import {
  BANK_PRIVATE_KEY_PATH,
  BANK_PUBLIC_KEY_PATH,
  startTestSandbox,
  type TestSandbox,
  uniqueSecond,
} from './testing';

let sandbox: TestSandbox;
let isErrorShape: ReturnType<typeof schemaValidator>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  isErrorShape = schemaValidator(sandbox.api.schemas.ErrorResponse ?? {});
});
afterAll(async () => {
  await sandbox?.close();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);
const sign = (data: string | Buffer, key = sandbox.partnerPrivateKey) =>
  createSign('RSA-SHA256').update(data).sign(key, 'base64');
/** The revision 2 string: timestamp, method, path with query, raw body, joined by line feeds. */
const signedString = (timestamp: string, method: string, target: string, body: string | Buffer) =>
  Buffer.concat([Buffer.from(`${timestamp}\n${method}\n${target}\n`), Buffer.from(body)]);

type Answer = {
  status: number;
  headers: Headers;
  json: {status: string; error?: {code: string; description: string}; [field: string]: unknown};
};

let keys = 0;
/** A fresh idempotency key per call, so tests do not replay each other's commands. */
const freshKey = () => `sandbox-test:${process.pid}:${(keys += 1)}`;

/**
 * A request as the samples send it, signed with the revision 2 string.
 * `headers` replace the signed defaults (`undefined` drops one); `signed`
 * replaces the string that is signed.
 */
async function send(
  method: 'GET' | 'POST',
  target: string,
  body: string | Buffer = '',
  options: {headers?: Record<string, string | undefined>; timestamp?: number; signed?: Buffer} = {},
  base = sandbox,
): Promise<Answer> {
  const timestamp = String(options.timestamp ?? uniqueSecond());
  const merged: Record<string, string> = {};
  for (const [name, value] of Object.entries({
    ...(method === 'POST'
      ? {'Content-Type': 'application/json', 'Idempotency-Key': freshKey()}
      : {}),
    'X-Project-Id': SANDBOX_PROJECT_ID,
    'X-Timestamp': timestamp,
    'X-Signature': sign(
      options.signed ?? signedString(timestamp, method, target, body),
      base.partnerPrivateKey,
    ),
    ...options.headers,
  })) {
    if (value !== undefined) merged[name] = value;
  }
  const response = await fetch(`${base.baseUrl.replace(/\/v1$/, '')}${target}`, {
    method,
    headers: merged,
    body: method === 'POST' ? new Uint8Array(Buffer.from(body)) : undefined,
  });
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as never,
  };
}

const post = (name: string, body: string | Buffer, options: Parameters<typeof send>[3] = {}) =>
  send('POST', `/v1/${name}`, body, options);

const exampleBody = (name: string, index = 0) =>
  JSON.stringify(
    sandbox.api.operations.find((operation) => operation.name === name)?.requestExamples[index]
      ?.value,
  );
const sessionCreate = () => exampleBody('session/create');

/** The refusal as the catalogue has it: the code, its HTTP status, the API's error shape, no internals. */
function expectRefusal(answer: Answer, code: string): void {
  const entry = sandbox.api.errors.find((error) => error.code === code);
  expect(entry, `${code} is in the catalogue`).toBeDefined();
  expect({status: answer.status, code: answer.json.error?.code}).toEqual({
    status: entry?.httpStatus,
    code,
  });
  expect(isErrorShape(answer.json), JSON.stringify(answer.json)).toBe(true);
  expect(answer.json.error?.description).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
}

describe('local sandbox: a signed request', () => {
  it('is answered with the spec example', async () => {
    const {status, json} = await post('session/create', sessionCreate());
    expect(status).toBe(200);
    expect(json.status).toBe('ok');
  });

  it('GET signs the path with the query from /v1/ and an empty body', async () => {
    const target = '/v1/session/status?session_id=ses_4f8a2c91d7';
    expect((await send('GET', target)).json.status).toBe('ok');
    const timestamp = String(uniqueSecond());
    const withoutPrefix = await send('GET', target, '', {
      signed: signedString(timestamp, 'GET', target.slice(3), ''),
      timestamp: Number(timestamp),
    });
    expectRefusal(withoutPrefix, 'invalid_signature');
  });

  it('answers a report or act with the example of the type asked', async () => {
    const payments = await send('GET', '/v1/report/finance-act?type=payments&month=2025-09');
    const payouts = await send('GET', '/v1/report/finance-act?type=payouts&month=2025-09');
    expect(payments.json.report).toMatchObject({type: 'payments', status: 'signed'});
    expect(payouts.json.report).toMatchObject({type: 'payouts', status: 'signed'});
  });

  it('accepts a timestamp 299 seconds old', async () => {
    const answer = await post('session/create', sessionCreate(), {timestamp: nowSeconds() - 299});
    expect(answer.json.status).toBe('ok');
  });
});

describe('local sandbox: each bad input gets its catalogue error', () => {
  it.each([
    ['no X-Signature', {'X-Signature': undefined}, 'missing_signature'],
    ['no X-Project-Id', {'X-Project-Id': undefined}, 'missing_signature'],
    ['no X-Timestamp', {'X-Timestamp': undefined}, 'missing_signature'],
    ['an X-Timestamp in milliseconds', {'X-Timestamp': `${nowSeconds()}000`}, 'invalid_timestamp'],
    ['an X-Timestamp with a fraction', {'X-Timestamp': `${nowSeconds()}.5`}, 'invalid_timestamp'],
    ['an ISO date as X-Timestamp', {'X-Timestamp': '2025-10-14T12:00:00Z'}, 'invalid_timestamp'],
    ['the unknown-project trigger', {'X-Project-Id': '00000000'}, 'unknown_project'],
    ['a project id that is not 8 digits', {'X-Project-Id': 'project-1'}, 'unknown_project'],
    ['a signature that is not one', {'X-Signature': 'AAAA'}, 'invalid_signature'],
    ['no Idempotency-Key on a command', {'Idempotency-Key': undefined}, 'idempotency_key_missing'],
  ])('%s', async (_case, headers, code) => {
    expectRefusal(await post('session/create', sessionCreate(), {headers}), code);
  });

  it('a malformed Idempotency-Key, naming the header', async () => {
    const answer = await post('session/create', sessionCreate(), {
      headers: {'Idempotency-Key': 'has a space'},
    });
    expectRefusal(answer, 'invalid_field_value');
    expect(answer.json.error?.description).toContain('(field: Idempotency-Key)');
  });

  it('a body changed after signing', async () => {
    const body = sessionCreate();
    const timestamp = uniqueSecond();
    const answer = await post('session/create', `${body} `, {
      timestamp,
      signed: signedString(String(timestamp), 'POST', '/v1/session/create', body),
    });
    expectRefusal(answer, 'invalid_signature');
  });

  it('a signature over the body alone (revision 1)', async () => {
    const body = sessionCreate();
    expectRefusal(
      await post('session/create', body, {signed: Buffer.from(body)}),
      'invalid_signature',
    );
  });

  it('a signed session/cancel sent as session/confirm', async () => {
    const body = JSON.stringify({session_id: 'ses_4f8a2c91d7'});
    const timestamp = uniqueSecond();
    const answer = await post('session/confirm', body, {
      timestamp,
      signed: signedString(String(timestamp), 'POST', '/v1/session/cancel', body),
    });
    expectRefusal(answer, 'invalid_signature');
  });

  it('a timestamp more than 300 seconds in the past', async () => {
    const answer = await post('session/create', sessionCreate(), {
      timestamp: nowSeconds() - TIMESTAMP_WINDOW_SECONDS - 1,
    });
    expectRefusal(answer, 'request_expired');
  });

  it('a timestamp more than 300 seconds in the future', async () => {
    const answer = await post('session/create', sessionCreate(), {
      timestamp: nowSeconds() + TIMESTAMP_WINDOW_SECONDS + 60,
    });
    expectRefusal(answer, 'request_expired');
  });

  it('the same signed request sent twice', async () => {
    const timestamp = String(uniqueSecond());
    const target = '/v1/session/status?session_id=ses_4f8a2c91d7';
    const headers = {
      'X-Project-Id': SANDBOX_PROJECT_ID,
      'X-Timestamp': timestamp,
      'X-Signature': sign(signedString(timestamp, 'GET', target, '')),
    };
    const url = `${sandbox.baseUrl.replace(/\/v1$/, '')}${target}`;
    expect((await fetch(url, {headers})).status).toBe(200);
    const again = await fetch(url, {headers});
    expectRefusal(
      {status: again.status, headers: again.headers, json: (await again.json()) as never},
      'request_replayed',
    );
  });

  it.each([
    ['cut short', '{'],
    ['empty', ''],
    ['with a trailing comma', '{"session_id": "ses_4f8a2c91d7",}'],
    ['an array', '[]'],
    ['not UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d])],
  ])('a body that is not a JSON object: %s', async (_case, body) => {
    expectRefusal(await post('session/confirm', body), 'invalid_json');
  });

  it('an unknown method', async () => {
    expectRefusal(await post('session/teleport', '{}'), 'unknown_method');
  });

  it('a path outside /v1/', async () => {
    expectRefusal(await send('POST', '/session/create', sessionCreate()), 'unknown_method');
  });

  it('a command called with GET', async () => {
    expectRefusal(await send('GET', '/v1/session/create'), 'wrong_http_method');
  });

  it('a read called with POST', async () => {
    expectRefusal(await post('session/status', '{}'), 'wrong_http_method');
  });

  it('a body over 1 MiB', async () => {
    const body = JSON.stringify({
      session_id: 'ses_4f8a2c91d7',
      padding: 'x'.repeat(MAX_BODY_BYTES),
    });
    expectRefusal(await post('session/confirm', body), 'body_too_large');
  });

  it('a missing field, named', async () => {
    const answer = await post('session/confirm', '{}');
    expectRefusal(answer, 'missing_field');
    expect(answer.json.error?.description).toContain('(field: session_id)');
  });

  it('a missing nested field, named by its path', async () => {
    const body = JSON.parse(exampleBody('session/init/payout')) as {
      payout: {amount: Record<string, unknown>};
    };
    delete body.payout.amount.currency;
    const answer = await post('session/init/payout', JSON.stringify(body));
    expectRefusal(answer, 'missing_field');
    expect(answer.json.error?.description).toContain('(field: payout.amount.currency)');
  });

  it('a wrong value, named', async () => {
    const answer = await post('session/confirm', JSON.stringify({session_id: 'nope'}));
    expectRefusal(answer, 'invalid_field_value');
    expect(answer.json.error?.description).toContain('(field: session_id)');
  });

  it('an unknown field, named', async () => {
    const answer = await post(
      'session/confirm',
      JSON.stringify({session_id: 'ses_4f8a2c91d7', sesion: 1}),
    );
    expectRefusal(answer, 'invalid_field_value');
    expect(answer.json.error?.description).toContain('(field: sesion)');
  });

  it('a missing query parameter, named', async () => {
    const answer = await send('GET', '/v1/session/status');
    expectRefusal(answer, 'missing_field');
    expect(answer.json.error?.description).toContain('(field: session_id)');
  });

  it('a command whose first request is still executing (forced)', async () => {
    const body = JSON.stringify({metadata: {sandbox_error: 'idempotency_conflict'}});
    expectRefusal(await post('session/create', body), 'idempotency_conflict');
  });

  it('an internal failure: 500 internal_error, the stack only in the log', async () => {
    const api = structuredClone(sandbox.api) as ApiModel;
    for (const operation of api.operations) operation.responseExamples = [];
    const log: string[] = [];
    const broken = await startSandbox({
      api,
      partnerPublicKey: sandbox.partnerPublicKey,
      bankPrivateKey: fs.readFileSync(BANK_PRIVATE_KEY_PATH, 'utf8'),
      log: (line) => log.push(line),
    });
    try {
      const answer = await send(
        'POST',
        '/v1/session/create',
        sessionCreate(),
        {},
        {
          ...sandbox,
          baseUrl: broken.baseUrl,
        },
      );
      expectRefusal(answer, 'internal_error');
      expect(log.join('\n')).toContain('has no response example');
    } finally {
      await broken.close();
    }
  });
});

describe('local sandbox: idempotency', () => {
  it('replays the first response to the same key and body, marked as a replay', async () => {
    const headers = {'Idempotency-Key': freshKey()};
    const first = await post('session/create', sessionCreate(), {headers});
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // A retry is signed afresh: a new timestamp makes a new signature.
    const again = await post('session/create', sessionCreate(), {
      headers,
      timestamp: uniqueSecond(),
    });
    expect(again.status).toBe(first.status);
    expect(again.json).toEqual(first.json);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('refuses the key with another body', async () => {
    const headers = {'Idempotency-Key': freshKey()};
    await post('session/create', sessionCreate(), {headers});
    const other = exampleBody('session/create', 1);
    expectRefusal(await post('session/create', other, {headers}), 'idempotency_key_reused');
  });

  it('refuses the key on another method', async () => {
    const headers = {'Idempotency-Key': freshKey()};
    const body = JSON.stringify({session_id: 'ses_4f8a2c91d7'});
    await post('session/cancel', body, {headers});
    expectRefusal(await post('session/confirm', body, {headers}), 'idempotency_key_reused');
  });

  it('keeps the key free after a refusal, for the corrected request', async () => {
    const headers = {'Idempotency-Key': freshKey()};
    expectRefusal(await post('session/create', '{', {headers}), 'invalid_json');
    expect((await post('session/create', sessionCreate(), {headers})).json.status).toBe('ok');
  });

  it('forgets a key after 24 hours', async () => {
    let clock = nowSeconds();
    const timed = await startSandbox({
      api: sandbox.api,
      partnerPublicKey: sandbox.partnerPublicKey,
      bankPrivateKey: fs.readFileSync(BANK_PRIVATE_KEY_PATH, 'utf8'),
      now: () => clock,
    });
    const base = {...sandbox, baseUrl: timed.baseUrl};
    try {
      const headers = {'Idempotency-Key': freshKey()};
      await send('POST', '/v1/session/create', sessionCreate(), {headers, timestamp: clock}, base);
      const other = exampleBody('session/create', 1);
      clock += 24 * 60 * 60 - 10;
      const within = await send(
        'POST',
        '/v1/session/create',
        other,
        {headers, timestamp: clock},
        base,
      );
      expectRefusal(within, 'idempotency_key_reused');
      clock += 20;
      const after = await send(
        'POST',
        '/v1/session/create',
        other,
        {headers, timestamp: clock},
        base,
      );
      expect(after.json.status).toBe('ok');
    } finally {
      await timed.close();
    }
  });
});

describe('local sandbox: test data', () => {
  it('honours metadata.sandbox_error and the test cards that fail', async () => {
    const forced = JSON.stringify({metadata: {sandbox_error: 'daily_limit_exceeded'}});
    expect((await post('session/create', forced)).json.error?.code).toBe('daily_limit_exceeded');
    const payout = sandbox.api.operations.find(
      (operation) => operation.name === 'session/init/payout',
    );
    const card = payout?.requestExamples.find((example) =>
      JSON.stringify(example.value).includes('4111111111111111'),
    );
    expect(card, 'a card payout example').toBeTruthy();
    const declined = JSON.stringify(card?.value).replace('4111111111111111', '4000000000000002');
    expect((await post('session/init/payout', declined)).json.error?.code).toBe('card_declined');
  });

  it('fails payouts by the failing test tokens, but reads them with token/info', async () => {
    const payout = sandbox.api.operations.find(({name}) => name === 'session/init/payout');
    const byToken = JSON.stringify(
      payout?.requestExamples.find(({name}) => name === 'tokenizedAccount')?.value,
    );
    expect((await post('session/init/payout', byToken)).json.status).toBe('ok');
    const outcomes: [string, string][] = [
      ['tok_0000000001', 'token_inactive'],
      ['tok_0000000003', 'card_declined'],
      ['tok_0000000004', 'recipient_account_invalid'],
    ];
    for (const [token, code] of outcomes) {
      const body = byToken.replace('tok_8b2d4f6a10', token);
      expect((await post('session/init/payout', body)).json.error?.code, token).toBe(code);
    }
    expect((await send('GET', '/v1/token/info?token=tok_0000000003')).json.status).toBe('ok');
  });

  it('refuses transfers and transfer limits by an inactive card token', async () => {
    const create = sandbox.api.operations.find(({name}) => name === 'transfer/create');
    const byCard = create?.requestExamples.find(({name}) => name === 'cards')?.value as {
      sender: unknown;
    };
    expect(byCard, 'a transfer example by card').toBeTruthy();
    const byToken = JSON.stringify({...byCard, sender: {token: 'tok_0000000001'}});
    expect((await post('transfer/create', byToken)).json.error?.code).toBe('token_inactive');
    const limits = '/v1/transfer/limits?sender_token=tok_0000000002';
    expect((await send('GET', limits)).json.error?.code).toBe('token_inactive');
    expect((await send('GET', '/v1/transfer/limits?sender_token=tok_3f9a1c7e52')).json.status).toBe(
      'ok',
    );
  });

  it('answers the failing Google Pay test token and sub-merchant category with their errors', async () => {
    const init = sandbox.api.operations.find(({name}) => name === 'session/init/payment');
    const example = (name: string) =>
      JSON.stringify(init?.requestExamples.find((candidate) => candidate.name === name)?.value);
    const googlePay = example('googlePay').replace(
      'sandbox_gpay_cryptogram',
      'sandbox_gpay_invalid',
    );
    expect((await post('session/init/payment', googlePay)).json.error?.code).toBe(
      'google_pay_token_invalid',
    );
    const merchant = example('aggregatorSubMerchant').replace('"5411"', '"7995"');
    expect((await post('session/init/payment', merchant)).json.error?.code).toBe(
      'sub_merchant_rejected',
    );
  });

  it('answers the ids of x-sandbox.ids that do not exist with their error', async () => {
    const ids = sandbox.api.sandbox.ids as {id: string; error_code: string}[];
    expect(ids.length).toBeGreaterThan(0);
    const reads: Record<string, string> = {
      rf_: 'refund/status?refund_id=',
      rec_: 'recurrent/status?recurrent_id=',
    };
    for (const {id, error_code: code} of ids) {
      const read = Object.entries(reads).find(([prefix]) => id.startsWith(prefix))?.[1];
      expect(read, `a read for ${id}`).toBeDefined();
      expect((await send('GET', `/v1/${read}${id}`)).json.error?.code, id).toBe(code);
    }
  });

  it('answers the named error examples of the beneficiary, receipt and transfer commands', async () => {
    const expected: [string, string, string][] = [
      ['beneficiary/create', 'alreadyExists', 'beneficiary_already_exists'],
      ['beneficiary/create', 'notEscrow', 'account_not_escrow'],
      ['selfemployed/receipt/cancel', 'notCancellable', 'selfemployed_receipt_not_cancellable'],
      ['transfer/quote', 'cardUnsupported', 'transfer_card_unsupported'],
      ['transfer/create', 'quoteExpired', 'quote_expired'],
    ];
    for (const [name, example, code] of expected) {
      const operation = sandbox.api.operations.find((candidate) => candidate.name === name);
      const request = operation?.requestExamples.find((candidate) => candidate.name === example);
      expect(request, `${name}: request example ${example}`).toBeTruthy();
      expectRefusal(await post(name, JSON.stringify(request?.value)), code);
    }
  });

  it('answers the FPS banks, quotes, wallets and payout currencies that fail', async () => {
    const example = (method: string, name: string) => {
      const operation = sandbox.api.operations.find((candidate) => candidate.name === method);
      const found = operation?.requestExamples.find((candidate) => candidate.name === name);
      expect(found, `${method} example ${name}`).toBeTruthy();
      return JSON.stringify(found?.value);
    };
    const fps = example('session/init/payout', 'fpsPhone');
    const code = async (method: string, body: string) =>
      (await post(method, body)).json.error?.code;
    expect(await code('session/init/payout', fps.replace('100000000001', '000000000000'))).toBe(
      'fps_bank_not_found',
    );
    expect(await code('session/init/payout', fps.replace('100000000001', '100000000003'))).toBe(
      'recipient_bank_unavailable',
    );
    const wallet = example('session/init/payout', 'wallet');
    expect(
      await code('session/init/payout', wallet.replace('4100116243859127', '410012000000033')),
    ).toBe('wallet_limit_exceeded');
    expect(
      await code('session/init/payout', wallet.replace('4100116243859127', '410019999999999')),
    ).toBe('wallet_not_found');
    const foreign = example('payout/create', 'foreignBankAccount');
    expect(await code('payout/create', foreign.replace('qt_5c1e9a7d24', 'qt_0000000001'))).toBe(
      'quote_expired',
    );
    expect(await code('payout/create', foreign.replace('qt_5c1e9a7d24', 'qt_0000000000'))).toBe(
      'quote_not_found',
    );
    const quote = example('payout/quote', 'foreignBankAccount');
    expect(await code('payout/quote', quote.replace('"USD"', '"UZS"'))).toBe(
      'currency_not_enabled',
    );
    expect((await post('payout/quote', quote)).json.status).toBe('ok');
  });
});

describe('local sandbox: event/list', () => {
  type Page = {
    events: {id: string; type: string; created_at: string}[];
    next_cursor: string | null;
  };
  const list = async (query: Record<string, string>) =>
    send('GET', `/v1/event/list?${new URLSearchParams(query)}`);

  it('pages through the webhook examples, oldest first, until next_cursor is null', async () => {
    const since = '2025-10-01T00:00:00+03:00';
    const all = (await list({since, limit: '100'})).json as unknown as Page;
    expect(all.next_cursor).toBeNull();
    expect(all.events.length).toBeGreaterThan(3);
    const times = all.events.map((event) => Date.parse(event.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page = (await list({since, limit: '2', ...(cursor ? {cursor} : {})}))
        .json as unknown as Page;
      expect(page.events.length).toBeLessThanOrEqual(2);
      seen.push(...page.events.map((event) => event.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all.events.map((event) => event.id));
  });

  it('filters by type and by since', async () => {
    const page = (await list({since: '2025-10-15T00:00:00+03:00', type: 'payout_finished'}))
      .json as unknown as Page;
    expect(page.events.length).toBeGreaterThan(0);
    for (const event of page.events) {
      expect(event.type).toBe('payout_finished');
      expect(Date.parse(event.created_at)).toBeGreaterThanOrEqual(
        Date.parse('2025-10-15T00:00:00+03:00'),
      );
    }
  });

  it('refuses since more than 30 days back', async () => {
    expectRefusal(await list({since: '2025-08-01T00:00:00+03:00'}), 'since_too_old');
  });

  it('names a limit out of range and a cursor it did not issue', async () => {
    const limit = await list({since: '2025-10-14T12:00:00+03:00', limit: '101'});
    expectRefusal(limit, 'invalid_field_value');
    expect(limit.json.error?.description).toContain('(field: limit)');
    const cursor = await list({since: '2025-10-14T12:00:00+03:00', cursor: 'bm90LWFuLWV2ZW50'});
    expectRefusal(cursor, 'invalid_field_value');
    expect(cursor.json.error?.description).toContain('(field: cursor)');
  });
});

describe('local sandbox: webhooks', () => {
  it('delivers the envelope signed over timestamp and body with the key the site publishes', async () => {
    const received: {body: string; headers: http.IncomingHttpHeaders}[] = [];
    const receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({body: Buffer.concat(chunks).toString('utf8'), headers: request.headers});
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const {port} = receiver.address() as AddressInfo;
    try {
      const root = sandbox.baseUrl.replace(/\/v1$/, '');
      const answer = await fetch(`${root}/sandbox/webhooks`, {
        method: 'POST',
        body: JSON.stringify({event: 'ready_to_confirm', url: `http://127.0.0.1:${port}/`}),
      });
      expect(await answer.json()).toMatchObject({status: 'ok', receiver_status: 200});
      const [webhook] = received;
      const envelope = JSON.parse(webhook?.body ?? '{}') as {
        id: string;
        type: string;
        data: object;
      };
      expect(envelope).toMatchObject({type: 'ready_to_confirm', data: {id: 'ses_4f8a2c91d7'}});
      expect(webhook?.headers['x-event-id']).toBe(envelope.id);
      const timestamp = String(webhook?.headers['x-timestamp']);
      expect(Math.abs(Number(timestamp) - nowSeconds())).toBeLessThan(10);
      const publicKey = fs.readFileSync(BANK_PUBLIC_KEY_PATH, 'utf8');
      const verifies = (data: string) =>
        createVerify('RSA-SHA256')
          .update(data)
          .verify(publicKey, String(webhook?.headers['x-signature']), 'base64');
      expect(verifies(`${timestamp}\n${webhook?.body}`)).toBe(true);
      expect(verifies(webhook?.body ?? '')).toBe(false);
      const unknownEvent = await fetch(`${root}/sandbox/webhooks`, {
        method: 'POST',
        body: JSON.stringify({event: 'payday', url: `http://127.0.0.1:${port}/`}),
      });
      expect(await unknownEvent.json()).toMatchObject({error: {code: 'invalid_field_value'}});
    } finally {
      receiver.close();
    }
  });
});

describe('local sandbox: CORS for the request console', () => {
  const preflight = (origin: string, extra: Record<string, string> = {}) =>
    fetch(`${sandbox.baseUrl}/session/create`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'content-type,x-project-id,x-timestamp,x-signature,idempotency-key',
        ...extra,
      },
    });

  it('answers the preflight of a page on this machine, allowing the API headers', async () => {
    const answer = await preflight('http://127.0.0.1:3000', {
      'Access-Control-Request-Private-Network': 'true',
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = answer.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
    for (const name of [
      'content-type',
      'x-project-id',
      'x-timestamp',
      'x-signature',
      'idempotency-key',
    ]) {
      expect(allowed).toContain(name);
    }
    expect(answer.headers.get('access-control-allow-private-network')).toBe('true');
  });

  it('refuses the preflight of another site', async () => {
    const answer = await preflight('https://elsewhere.example');
    expect(answer.status).toBe(403);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets an allowed page read the answer and Idempotent-Replayed', async () => {
    const headers = {Origin: 'http://localhost:3000', 'Idempotency-Key': freshKey()};
    const first = await post('session/create', sessionCreate(), {headers});
    expect(first.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(first.headers.get('access-control-expose-headers')).toBe('Idempotent-Replayed');
    const other = await post('session/create', sessionCreate(), {
      headers: {Origin: 'https://elsewhere.example'},
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows the origins it is started with, and only pages of this machine over http', () => {
    expect(corsAllowed('https://docs.ivelta.example', ['https://docs.ivelta.example'])).toBe(true);
    expect(corsAllowed('https://docs.ivelta.example')).toBe(false);
    expect(corsAllowed('http://localhost:4350')).toBe(true);
    expect(corsAllowed('https://localhost.elsewhere.example')).toBe(false);
    expect(corsAllowed('null')).toBe(false);
  });
});
