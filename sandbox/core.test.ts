import {createSign, createVerify} from 'node:crypto';
import fs from 'node:fs';
import {beforeAll, describe, expect, it} from 'vitest';
import {loadApiModel} from '../src/plugins/openapi/index';
import type {ApiModel} from '../src/plugins/openapi/model';
import {runtimeValidators} from '../src/plugins/openapi/validator';
import {requestStringToSign} from '../src/signing/stringToSign';
import {
  createSandbox,
  REPLAYED_HEADER,
  SANDBOX_PROJECT_ID,
  webhookTriggers,
  type Sandbox,
  type SandboxReply,
} from './core';
import {SANDBOX_FILES} from './files';
import {rsaKeyPair} from './server';
import {BANK_PUBLIC_KEY_PATH, uniqueSecond} from './testing';

const read = (file: string) => fs.readFileSync(file, 'utf8');
const partnerPrivateKey = read(SANDBOX_FILES.partnerSandboxPrivateKey);

let api: ApiModel;
let sandbox: Sandbox;
beforeAll(async () => {
  api = await loadApiModel(SANDBOX_FILES.spec);
  sandbox = createSandbox({
    api,
    validators: runtimeValidators(api),
    partnerKeys: [rsaKeyPair().publicKey, read(SANDBOX_FILES.partnerSandboxPublicKey)],
    bankPrivateKey: read(SANDBOX_FILES.bankPrivateKey),
  });
});

let sent = 0;

/** A command as a partner sends it, signed with the published sandbox partner key. */
async function post(
  name: string,
  body: unknown,
  options: {key?: string; idempotencyKey?: string} = {},
): Promise<SandboxReply> {
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  const timestamp = String(uniqueSecond());
  sent += 1;
  const pathAndQuery = `/v1/${name}`;
  const signature = createSign('RSA-SHA256')
    .update(requestStringToSign({timestamp, method: 'POST', pathAndQuery, body: bytes}))
    .sign(options.key ?? partnerPrivateKey, 'base64');
  return sandbox.handle({
    method: 'POST',
    pathAndQuery,
    headers: {
      'x-project-id': SANDBOX_PROJECT_ID,
      'x-timestamp': timestamp,
      'x-signature': signature,
      'idempotency-key': options.idempotencyKey ?? `${name}:core-test-${sent}`,
    },
    body: bytes,
  });
}

const example = (method: string, name?: string): Record<string, unknown> => {
  const operation = api.operations.find((candidate) => candidate.name === method);
  const found = name
    ? operation?.requestExamples.find((candidate) => candidate.name === name)
    : operation?.requestExamples[0];
  if (!found) throw new Error(`${method} has no request example ${name ?? ''}`);
  return structuredClone(found.value) as Record<string, unknown>;
};

const withScenario = (body: Record<string, unknown>, scenario: string) => ({
  ...body,
  metadata: {...(body.metadata as object), sandbox_scenario: scenario},
});

/** The webhooks of a reply as `event/example`, in order. */
const sentWebhooks = (reply: SandboxReply) =>
  reply.webhooks.map((webhook) => `${webhook.event}/${webhook.example}`);

describe('sandbox core: the webhooks a call leads to', () => {
  it.each([
    ['session/confirm', undefined, ['payout_finished/payoutFinished']],
    ['session/start/payout', undefined, ['ready_to_confirm/readyToConfirm']],
    ['payout/create', undefined, ['ready_to_confirm/cardPayout']],
    ['session/refund', undefined, ['payment_refunded/paymentRefunded']],
    ['session/capture', undefined, ['payment_finished/paymentFinished']],
    ['transfer/create', undefined, ['transfer_finished/transferFinished']],
    ['recurrent/revoke', undefined, ['recurrent_revoked/revokedByPartner']],
    ['verification/create', undefined, ['verification_finished/verificationFinished']],
    ['session/create', undefined, []],
  ])('%s under the default scenarios', async (method, name, expected) => {
    const reply = await post(method, example(method, name));
    expect(reply.status, reply.body).toBe(200);
    expect(sentWebhooks(reply)).toEqual(expected);
  });

  it('sends the example named like the request example the body equals', async () => {
    const reply = await post('session/confirm', example('session/confirm', 'cardPayout'));
    expect(sentWebhooks(reply)).toEqual(['payout_finished/cardPayout']);
  });

  it.each([
    ['payout/create', 'payout_no_confirm', ['payout_finished/cardPayout']],
    [
      'payout/create',
      'payout_returned',
      ['payout_finished/cardPayout', 'payout_returned/payoutReturned'],
    ],
    ['verification/create', 'verification_failed', ['verification_finished/failed']],
    ['verification/create', 'verification_manual_review', ['verification_finished/manualReview']],
    ['transfer/create', 'transfer_success', ['transfer_finished/transferFinished']],
    [
      'selfemployed/bind',
      'selfemployed_revoke',
      ['selfemployed_status_changed/selfemployedStatusChanged'],
    ],
  ])('%s with metadata.sandbox_scenario %s', async (method, scenario, expected) => {
    const reply = await post(method, withScenario(example(method), scenario));
    expect(reply.status, reply.body).toBe(200);
    expect(sentWebhooks(reply)).toEqual(expected);
  });

  it('leads to every webhook whose trigger needs no scenario beyond the defaults', async () => {
    const defaults = new Set(
      (api.sandbox.scenarios as {name: string; default?: boolean}[])
        .filter((scenario) => scenario.default)
        .map((scenario) => scenario.name),
    );
    const triggers = webhookTriggers(api.sandbox).filter(
      (trigger) =>
        trigger.scenarios === undefined || trigger.scenarios.some((name) => defaults.has(name)),
    );
    expect(triggers.length).toBeGreaterThan(8);
    for (const trigger of triggers) {
      const reply = await post(trigger.method, example(trigger.method));
      expect(reply.status, `${trigger.method}: ${reply.body}`).toBe(200);
      expect(
        reply.webhooks.map((webhook) => webhook.event),
        trigger.method,
      ).toContain(trigger.event);
    }
  });

  it('sends none for a refused call or a replay', async () => {
    const payout = example('payout/create');
    const forced = await post('payout/create', {
      ...payout,
      metadata: {...(payout.metadata as object), sandbox_error: 'daily_limit_exceeded'},
    });
    expect(JSON.parse(forced.body)).toMatchObject({error: {code: 'daily_limit_exceeded'}});
    expect(forced.webhooks).toEqual([]);

    const idempotencyKey = `session/confirm:replay-${Date.now()}`;
    const first = await post('session/confirm', example('session/confirm'), {idempotencyKey});
    const again = await post('session/confirm', example('session/confirm'), {idempotencyKey});
    expect(first.webhooks).toHaveLength(1);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.body).toBe(first.body);
    expect(again.webhooks).toEqual([]);
  });

  it('names a scenario that does not exist, at its field', async () => {
    const reply = await post('payout/create', withScenario(example('payout/create'), 'payday'));
    const body = JSON.parse(reply.body) as {error: {code: string; description: string}};
    expect(body.error.code).toBe('invalid_field_value');
    expect(body.error.description).toContain('(field: metadata.sandbox_scenario)');
    expect(reply.webhooks).toEqual([]);
  });
});

describe('sandbox core: signatures', () => {
  it('signs each webhook over X-Timestamp, a line feed and the body with the published sandbox bank key', async () => {
    const reply = await post(
      'payout/create',
      withScenario(example('payout/create'), 'payout_returned'),
    );
    expect(reply.webhooks).toHaveLength(2);
    const publicKey = read(BANK_PUBLIC_KEY_PATH);
    for (const webhook of reply.webhooks) {
      const {'X-Timestamp': timestamp, 'X-Signature': signature} = webhook.headers;
      expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(10);
      const verifies = (data: string) =>
        createVerify('RSA-SHA256').update(data).verify(publicKey, signature, 'base64');
      expect(verifies(`${timestamp}\n${webhook.body}`), webhook.event).toBe(true);
      expect(verifies(webhook.body)).toBe(false);
      const envelope = JSON.parse(webhook.body) as {id: string; type: string};
      expect(envelope.type).toBe(webhook.event);
      expect(webhook.headers['X-Event-Id']).toBe(envelope.id);
    }
  });

  it('accepts the published sandbox partner key and refuses a key it does not know', async () => {
    expect((await post('session/create', example('session/create'))).status).toBe(200);
    const stranger = await post('session/create', example('session/create'), {
      key: rsaKeyPair().privateKey,
    });
    expect(JSON.parse(stranger.body)).toMatchObject({error: {code: 'invalid_signature'}});
  });
});
