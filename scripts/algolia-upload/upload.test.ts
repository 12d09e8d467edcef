import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {algoliasearch} from 'algoliasearch';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {writeShards} from '../../src/plugins/search-index/index';
import type {SearchRecord} from '../../src/plugins/search-index/schema';
import {testRecord} from '../../src/plugins/search-index/testRecord';
import {buildRecords, INDEX_SETTINGS, uploadToAlgolia} from './upload';

const SITE = 'https://docs.example';
const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'algolia-upload-'));
afterAll(() => fs.rmSync(buildDir, {recursive: true, force: true}));

const record = (language: string, url: string, content: string): SearchRecord =>
  testRecord({objectID: `${language}-${url}`, url: `${SITE}${url}`, content, language});

type Sent = {method: string; path: string; body: unknown};

/** Stands in for Algolia's API: answers what the client asks, every task published at once. */
function fakeAlgolia() {
  const sent: Sent[] = [];
  const client = algoliasearch('APPID', 'admin-key', {
    requester: {
      send: async (request) => {
        const {pathname} = new URL(request.url);
        sent.push({
          method: request.method,
          path: pathname,
          body: request.data
            ? JSON.parse(
                typeof request.data === 'string'
                  ? request.data
                  : new TextDecoder().decode(request.data),
              )
            : null,
        });
        const content = pathname.includes('/task/')
          ? {status: 'published'}
          : pathname.endsWith('/batch') && !pathname.includes('/synonyms/')
            ? {taskID: 2, objectIDs: []}
            : {taskID: 1, updatedAt: '2026-11-23T00:00:00Z'};
        return {status: 200, content: JSON.stringify(content), isTimedOut: false};
      },
    },
  });
  return {client, sent};
}

describe('algolia-upload', () => {
  beforeAll(async () => {
    await writeShards([record('ru', '/payments/payment-hold', 'Холдирование')], {
      outDir: buildDir,
      siteUrl: SITE,
      baseUrl: '/',
      locale: 'ru',
    });
    await writeShards([record('en', '/en/payments/payment-hold', 'Holds')], {
      outDir: path.join(buildDir, 'en'),
      siteUrl: SITE,
      baseUrl: '/en/',
      locale: 'en',
    });
  });

  it('reads the records of every locale of a build', () => {
    const records = buildRecords(buildDir, SITE);
    expect(records.map(({language, url}) => [language, url])).toEqual([
      ['ru', `${SITE}/payments/payment-hold`],
      ['en', `${SITE}/en/payments/payment-hold`],
    ]);
  });

  it('says what to do when the build has no index', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'algolia-upload-empty-'));
    expect(() => buildRecords(empty, SITE)).toThrow(/npm run build/);
    fs.rmSync(empty, {recursive: true});
  });

  it('sets DocSearch settings and the site synonyms, then replaces all records', async () => {
    const {client, sent} = fakeAlgolia();
    const records = buildRecords(buildDir, SITE);
    expect(await uploadToAlgolia(client, 'docs', records)).toEqual({records: 2});
    const settings = sent.find(
      ({method, path}) => method === 'PUT' && path === '/1/indexes/docs/settings',
    );
    expect(settings?.body).toEqual(INDEX_SETTINGS);
    const synonyms = sent.find(({path}) => path === '/1/indexes/docs/synonyms/batch');
    expect(synonyms?.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'synonym',
          synonyms: expect.arrayContaining(['вебхук', 'webhook']),
        }),
      ]),
    );
    const batch = sent.find(({path}) => /^\/1\/indexes\/docs_tmp_\d+\/batch$/.test(path));
    expect((batch?.body as {requests: {action: string; body: SearchRecord}[]}).requests).toEqual(
      records.map((body) => ({action: 'addObject', body})),
    );
    // The filled copy replaces the live index in one move.
    expect(
      sent.some(
        ({path, body}) =>
          /docs_tmp_\d+\/operation$/.test(path) &&
          (body as {operation: string}).operation === 'move',
      ),
    ).toBe(true);
  });
});
