import {createSign} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  requireProgram,
  run,
  startTestSandbox,
  TSX,
  type TestSandbox,
} from '../../../sandbox/testing';
import {SANDBOX_PROJECT_ID} from '../../../sandbox/core';
import {requestStringToSign} from '../../signing/stringToSign';
import {copyAs, type CopyLanguage, type SentRequest} from './copyAs';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox?.close();
});

let sent = 0;
/**
 * A request signed as the console signs it, to the test sandbox; a second of
 * its own each, so that no two are one signature. The body has what quoting
 * gets wrong: quotes of both kinds, a backslash, a line break, Cyrillic.
 */
function consoleRequest(method: 'GET' | 'POST' = 'POST'): SentRequest {
  const timestamp = String(Math.floor(Date.now() / 1000) - (sent += 1));
  const name = method === 'POST' ? 'session/create' : 'session/status';
  const body =
    method === 'POST'
      ? JSON.stringify(
          {metadata: {order_id: `it's "copied" \\ ${sent}`, note: 'Иванов\nИван'}},
          null,
          2,
        )
      : '';
  const pathAndQuery = `/v1/${name}${method === 'GET' ? '?session_id=ses_4f8a2c91d7' : ''}`;
  const signature = createSign('RSA-SHA256')
    .update(requestStringToSign({timestamp, method, pathAndQuery, body}))
    .sign(sandbox.partnerPrivateKey, 'base64');
  return {
    method,
    url: `${sandbox.baseUrl.replace(/\/v1$/, '')}${pathAndQuery}`,
    headers: [
      ...(method === 'POST' ? ([['Content-Type', 'application/json']] as [string, string][]) : []),
      ['X-Project-Id', SANDBOX_PROJECT_ID],
      ['X-Timestamp', timestamp],
      ['X-Signature', signature],
      ...(method === 'POST'
        ? ([['Idempotency-Key', `${name}:copy-as-${process.pid}-${sent}`]] as [string, string][])
        : []),
    ],
    body,
  };
}

const FILES: Record<CopyLanguage, string> = {
  curl: 'request.sh',
  node: 'request.mts',
  python: 'request.py',
  php: 'request.php',
};

async function runCopy(language: CopyLanguage, request: SentRequest) {
  const file = path.join(sandbox.dir, FILES[language]);
  fs.writeFileSync(file, copyAs(language, request, 'ru'));
  const command: Record<CopyLanguage, () => Promise<[string, string[]]>> = {
    curl: async () => ['bash', [file]],
    node: async () => [TSX, [file]],
    python: async () => ['python3', [file]],
    php: async () => [await requireProgram('php', 'php-cli php-curl'), [file]],
  };
  const [program, args] = await command[language]();
  return run(program, args, {cwd: sandbox.dir});
}

describe('copy as', () => {
  it.each<CopyLanguage>(['curl', 'node', 'python', 'php'])(
    '%s sends exactly the request: the sandbox accepts its signature, then refuses it as a replay',
    async (language) => {
      const request = consoleRequest();
      const first = await runCopy(language, request);
      expect(first.code, first.stderr).toBe(0);
      expect(first.stdout).toContain('"status":"ok"');
      const again = await runCopy(language, request);
      expect(again.stdout).toContain('request_replayed');
    },
  );

  it('sends a read without a body', async () => {
    const result = await runCopy('curl', consoleRequest('GET'));
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^HTTP\/1\.1 200/);
    expect(result.stdout).toContain('"status":"ok"');
  });

  it('says in the page language what the copy is', () => {
    const request = consoleRequest();
    expect(copyAs('curl', request, 'ru')).toContain(
      '# Запрос в точности как его отправила консоль',
    );
    expect(copyAs('node', request, 'en')).toContain(
      '// The request exactly as the console sent it',
    );
  });
});
