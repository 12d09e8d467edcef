import fs from 'fs';
import path from 'path';
import {beforeAll, describe, expect, it} from 'vitest';
import {loadApiModel} from '../plugins/openapi/index';
import {pageDataOf, type SignatureDebuggerData} from '../plugins/openapi/pageData';
import {diagnose} from './diagnose';
import {signedExample} from './example';

const SITE = path.join(__dirname, '../..');
let data: SignatureDebuggerData;

beforeAll(async () => {
  const api = await loadApiModel(path.join(SITE, 'openapi/payment-api.yaml'));
  data = pageDataOf('SignatureDebugger', {}, {api, lang: 'ru'});
});

describe('the data the build writes into the debugger', () => {
  it('holds the published bank keys and the reference’s signed examples', () => {
    expect(data.bankKeys.map((key) => key.environment)).toEqual(['sandbox', 'production']);
    for (const {environment, pem} of data.bankKeys) {
      const file = path.join(SITE, 'static/keys', `bank-${environment}-public.pem`);
      expect(pem).toBe(fs.readFileSync(file, 'utf8'));
    }
    // The strings /reference/format and /reference/webhooks show as signed.
    expect(data.request).toEqual({
      name: 'session/create',
      method: 'POST',
      pathAndQuery: '/v1/session/create',
      body: '{"account_id":"acc_7e4c1a9b30","metadata":{"order_id":"courier-20251014-0042"}}',
    });
    expect(data.webhook.name).toBe('payout_finished');
    expect(data.webhook.body).toMatch(
      /^\{"id":"evt_17d1be150c","type":"payout_finished","created_at":"2025-10-14T12:01:10\+03:00","data":\{/,
    );
  });
});

describe('signedExample', () => {
  it.each(['request', 'webhook'] as const)(
    'fills in a %s that verifies, inside the time window',
    async (mode) => {
      const now = Math.floor(Date.now() / 1000);
      const input = await signedExample(mode, data, now);
      const diagnosis = await diagnose(input, {...data, now});
      expect(diagnosis.errors).toEqual([]);
      expect(diagnosis.notes).toEqual([]);
      expect(diagnosis.report?.verdict).toEqual({kind: 'verified'});
      expect(diagnosis.report?.timestamp).toBeNull();
      expect(input.body).toBe(data[mode].body);
    },
  );

  it('makes a new key pair each time', async () => {
    const [first, second] = await Promise.all([
      signedExample('webhook', data, 1760432470),
      signedExample('webhook', data, 1760432470),
    ]);
    expect(first.publicKey).not.toBe(second.publicKey);
  });
});
