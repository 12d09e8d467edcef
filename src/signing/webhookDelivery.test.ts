import {createVerify} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {webhookStringToSign} from './stringToSign';
import {signedWebhook} from './webhookDelivery';

const ROOT = path.resolve(__dirname, '../..');
const bankPrivateKey = fs.readFileSync(
  path.join(ROOT, 'sandbox/keys/bank-sandbox-private.pem'),
  'utf8',
);
const publishedPublicKey = fs.readFileSync(
  path.join(ROOT, 'static/keys/bank-sandbox-public.pem'),
  'utf8',
);

const envelope = {
  id: 'evt_17d1be150c',
  type: 'payout_finished',
  created_at: '2025-10-14T12:01:10+03:00',
  data: {id: 'po_8d2e6b14c3', recipient: {name: 'Иван И.'}},
};

const verifies = (timestamp: string, body: string, signature: string) =>
  createVerify('RSA-SHA256')
    .update(webhookStringToSign({timestamp, body}))
    .verify(publishedPublicKey, signature, 'base64');

describe('a signed webhook delivery', () => {
  const delivery = () =>
    signedWebhook({envelope, timestamp: 1760432470, privateKey: bankPrivateKey});

  it('carries the compact JSON of the envelope and the headers of production', async () => {
    const {body, headers} = await delivery();
    expect(body).toBe(JSON.stringify(envelope));
    expect(headers).toEqual({
      'Content-Type': 'application/json',
      'X-Event-Id': 'evt_17d1be150c',
      'X-Timestamp': '1760432470',
      'X-Signature': expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
    });
  });

  it('verifies with the public key the site publishes, and only for those bytes and that time', async () => {
    const {body, headers} = await delivery();
    expect(verifies(headers['X-Timestamp'], body, headers['X-Signature'])).toBe(true);
    expect(verifies('1760432471', body, headers['X-Signature'])).toBe(false);
    expect(
      verifies(headers['X-Timestamp'], JSON.stringify(envelope, null, 2), headers['X-Signature']),
    ).toBe(false);
  });
});
