import {createSign} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import YAML from 'yaml';
import {
  createSandbox,
  SANDBOX_PROJECT_ID,
  type SandboxRequest,
  type SandboxValidators,
  type SchemaCheck,
} from '../../../sandbox/core';
import {SANDBOX_FILES} from '../../../sandbox/files';
import {requestStringToSign} from '../../signing/stringToSign';
import {loadApiModel} from './index';
import type {ApiModel} from './model';
import {sampleRequest} from './samples';
import {browserSandboxData, type BrowserSandboxData} from './sandboxData';
import {standaloneValidatorsCode} from './standaloneValidators';
import {runtimeValidators} from './validator';

const read = (file: string) => fs.readFileSync(file, 'utf8');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'browser-sandbox-'));
let api: ApiModel;
let data: BrowserSandboxData;
let browserValidators: SandboxValidators;
beforeAll(async () => {
  api = await loadApiModel(SANDBOX_FILES.spec);
  data = JSON.parse(
    JSON.stringify(
      browserSandboxData(api, {
        bankPrivateKey: read(SANDBOX_FILES.bankPrivateKey),
        partnerPublicKey: read(SANDBOX_FILES.partnerSandboxPublicKey),
        partnerPrivateKey: read(SANDBOX_FILES.partnerSandboxPrivateKey),
      }),
    ),
  ) as BrowserSandboxData;
  const file = path.join(dir, 'validators.mjs');
  fs.writeFileSync(file, standaloneValidatorsCode(YAML.parse(read(SANDBOX_FILES.spec)), api));
  const checks = (await import(/* @vite-ignore */ file)) as {
    requestChecks: Record<string, SchemaCheck>;
    queryChecks: Record<string, SchemaCheck>;
  };
  browserValidators = {
    request: (name) => checks.requestChecks[name],
    query: (name) => checks.queryChecks[name],
  };
});
afterAll(() => {
  fs.rmSync(dir, {recursive: true, force: true});
});

describe('the sandbox data of the browser', () => {
  it('holds no text of the pages, and the published sandbox keys', () => {
    const json = JSON.stringify(data);
    expect(json).not.toContain('x-description-ru');
    expect(json).not.toMatch(/"ru":"/);
    expect(data.keys.partnerPrivateKey).toContain('BEGIN PRIVATE KEY');
    expect(data.keys.bankPrivateKey).toContain('BEGIN PRIVATE KEY');
  });

  it('answers every sample request of the reference as the Node sandbox does', async () => {
    const now = Math.floor(Date.now() / 1000);
    const options = {
      partnerKeys: [data.keys.partnerPublicKey],
      bankPrivateKey: data.keys.bankPrivateKey,
      now: () => now,
    };
    const browser = createSandbox({...options, api: data.api, validators: browserValidators});
    const node = createSandbox({...options, api, validators: runtimeValidators(api)});
    for (const operation of api.operations) {
      const sample = sampleRequest(operation);
      const body = sample.kind === 'body' ? JSON.stringify(sample.body) : '';
      const pathAndQuery =
        sample.kind === 'body'
          ? `/v1${sample.path}`
          : `/v1${sample.path}${sample.query.length > 0 ? `?${new URLSearchParams(sample.query)}` : ''}`;
      const timestamp = String(now);
      const method = operation.method.toUpperCase();
      const request: SandboxRequest = {
        method,
        pathAndQuery,
        headers: {
          'x-project-id': SANDBOX_PROJECT_ID,
          'x-timestamp': timestamp,
          'x-signature': createSign('RSA-SHA256')
            .update(requestStringToSign({timestamp, method, pathAndQuery, body}))
            .sign(data.keys.partnerPrivateKey, 'base64'),
          'idempotency-key': `${operation.name}:browser-data-test`,
        },
        body: new TextEncoder().encode(body),
      };
      const [fromBrowser, fromNode] = await Promise.all([
        browser.handle(request),
        node.handle(request),
      ]);
      const comparable = (reply: typeof fromNode) => ({
        status: reply.status,
        body: reply.body,
        webhooks: reply.webhooks.map((webhook) => [webhook.event, webhook.example]),
      });
      expect(comparable(fromBrowser), operation.name).toEqual(comparable(fromNode));
      expect(fromNode.outcome, `${operation.name}: ${fromNode.body}`).toBe('ok');
    }
  });
});
