import {createVerify} from 'node:crypto';
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {SANDBOX_FILES} from '../../../sandbox/files';
import {requestStringToSign} from '../../signing/stringToSign';
import {keyFromPem} from './consoleKeys';
import {baseUrlProblem, signedHeaders} from './sendRequest';

describe('the base URL', () => {
  it.each([
    ['', 'empty'],
    ['127.0.0.1:8787/v1', 'notUrl'],
    ['ftp://127.0.0.1/v1', 'notHttp'],
    ['http://sandbox.partner.example/v1', 'insecure'],
    ['http://127.0.0.1:8787', 'noVersion'],
    ['http://127.0.0.1:8787/v1', null],
    ['http://localhost:8787/v1/', null],
    ['https://sandbox.partner.example/api/v1', null],
  ])('%j: %s', (url, problem) => {
    expect(baseUrlProblem(url)).toBe(problem);
  });
});

describe('the signed headers', () => {
  it('sign the path from /v1 with the query and the body, as the API says', async () => {
    const pem = fs.readFileSync(SANDBOX_FILES.partnerSandboxPrivateKey, 'utf8');
    const key = await keyFromPem(pem, 'published');
    const draft = {
      method: 'GET' as const,
      path: '/event/list',
      query: '?since=2025-10-14T12%3A00%3A00%2B03%3A00',
      body: 'ignored for a read',
      idempotencyKey: 'event/list:1',
      timestamp: '1760432400',
      key: key.privateKey,
    };
    const headers = Object.fromEntries(await signedHeaders(draft));
    expect(Object.keys(headers)).toEqual(['X-Project-Id', 'X-Timestamp', 'X-Signature']);
    const signed = requestStringToSign({
      timestamp: '1760432400',
      method: 'GET',
      pathAndQuery: '/v1/event/list?since=2025-10-14T12%3A00%3A00%2B03%3A00',
      body: '',
    });
    expect(
      createVerify('RSA-SHA256')
        .update(signed)
        .verify(key.publicPem, headers['X-Signature'] ?? '', 'base64'),
    ).toBe(true);
    const post = await signedHeaders({
      ...draft,
      method: 'POST',
      path: '/session/create',
      query: '',
    });
    expect(post.map(([name]) => name)).toEqual([
      'Content-Type',
      'X-Project-Id',
      'X-Timestamp',
      'X-Signature',
      'Idempotency-Key',
    ]);
  });
});
