import {createSign, createVerify} from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {SANDBOX_PROJECT_ID} from './server';
import {BANK_PUBLIC_KEY_PATH, startTestSandbox, type TestSandbox} from './testing';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox?.close();
});

const sign = (data: string, key = sandbox.partnerPrivateKey) =>
  createSign('RSA-SHA256').update(data).sign(key, 'base64');

/** A POST as the samples send it; `headers` replace the signed defaults. */
async function post(
  name: string,
  body: string,
  headers: Record<string, string | undefined> = {},
): Promise<{status: number; json: {status: string; error?: {code: string}}}> {
  const merged: Record<string, string> = {};
  for (const [header, value] of Object.entries({
    'Content-Type': 'application/json',
    'X-Project-Id': SANDBOX_PROJECT_ID,
    'X-Signature': sign(body),
    ...headers,
  })) {
    if (value !== undefined) merged[header] = value;
  }
  const response = await fetch(`${sandbox.baseUrl}/${name}`, {
    method: 'POST',
    headers: merged,
    body,
  });
  return {status: response.status, json: (await response.json()) as never};
}

const sessionCreate = () =>
  JSON.stringify(
    sandbox.api.operations.find((operation) => operation.name === 'session/create')
      ?.requestExamples[0]?.value,
  );

describe('local sandbox', () => {
  it('answers a signed request with the spec example', async () => {
    const {status, json} = await post('session/create', sessionCreate());
    expect(status).toBe(200);
    expect(json.status).toBe('ok');
  });

  it.each([
    ['no signature', {'X-Signature': undefined}, 401, 'missing_signature'],
    ['no project', {'X-Project-Id': undefined}, 401, 'missing_signature'],
    ['the unknown-project trigger', {'X-Project-Id': '00000000'}, 401, 'unknown_project'],
    ['a signature of another body', {'X-Signature': 'AAAA'}, 401, 'invalid_signature'],
  ])('refuses a request with %s', async (_case, headers, status, code) => {
    const answer = await post('session/create', sessionCreate(), headers);
    expect(answer.status).toBe(status);
    expect(answer.json.error?.code).toBe(code);
  });

  it('refuses a body changed after signing', async () => {
    const body = sessionCreate();
    const answer = await post('session/create', `${body} `, {'X-Signature': sign(body)});
    expect(answer.json.error?.code).toBe('invalid_signature');
  });

  it('checks GET signatures over the path and query from /v1/', async () => {
    const target = '/v1/session/status?session_id=ses_4f8a2c91d7';
    const url = `${sandbox.baseUrl.replace(/\/v1$/, '')}${target}`;
    const good = await fetch(url, {
      headers: {'X-Project-Id': SANDBOX_PROJECT_ID, 'X-Signature': sign(target)},
    });
    expect(((await good.json()) as {status: string}).status).toBe('ok');
    const withoutPrefix = await fetch(url, {
      headers: {'X-Project-Id': SANDBOX_PROJECT_ID, 'X-Signature': sign(target.slice(3))},
    });
    expect(await withoutPrefix.json()).toMatchObject({error: {code: 'invalid_signature'}});
  });

  it('names malformed JSON, a missing field and a wrong value', async () => {
    expect((await post('session/create', '{')).json.error?.code).toBe('invalid_request');
    expect((await post('session/confirm', '{}')).json.error?.code).toBe('missing_field');
    const wrong = await post('session/confirm', JSON.stringify({session_id: 'nope'}));
    expect(wrong.status).toBe(400);
    expect(wrong.json.error?.code).toBe('invalid_field_value');
  });

  it('replays an idempotent command and refuses the key with another body', async () => {
    const headers = {'Idempotency-Key': 'sandbox-test-1'};
    const first = await post('session/create', sessionCreate(), headers);
    const again = await post('session/create', sessionCreate(), headers);
    expect(again.json).toEqual(first.json);
    const other = JSON.stringify({...JSON.parse(sessionCreate()), metadata: {order_id: 'other'}});
    expect((await post('session/create', other, headers)).json.error?.code).toBe(
      'idempotency_conflict',
    );
  });

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

  it('tells an unknown method and a wrong verb apart', async () => {
    const unknown = await post('session/teleport', '{}');
    expect(unknown.status).toBe(404);
    const wrongVerb = await post('session/status', '{}');
    expect(wrongVerb.status).toBe(405);
  });

  it('delivers a webhook signed with the key the site publishes', async () => {
    const received: {body: string; signature: string}[] = [];
    const receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          body: Buffer.concat(chunks).toString('utf8'),
          signature: String(request.headers['x-signature']),
        });
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
      expect(JSON.parse(webhook?.body ?? '{}')).toMatchObject({event: 'ready_to_confirm'});
      const publicKey = fs.readFileSync(BANK_PUBLIC_KEY_PATH, 'utf8');
      expect(
        createVerify('RSA-SHA256')
          .update(webhook?.body ?? '')
          .verify(publicKey, webhook?.signature ?? '', 'base64'),
      ).toBe(true);
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
