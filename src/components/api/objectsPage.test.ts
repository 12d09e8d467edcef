import fs from 'fs';
import path from 'path';
import {beforeAll, describe, expect, it, vi} from 'vitest';
import {loadApiModel} from '../../plugins/openapi/index';
import type {ApiModel} from '../../plugins/openapi/model';
import {LINKED_OBJECTS, objectLink} from './objectsPage';

vi.mock('@docusaurus/Translate', async () => {
  const {Translate, translate} = await import('./docusaurus.mock');
  return {default: Translate, translate};
});
vi.mock('@docusaurus/Link', async () => ({default: (await import('./docusaurus.mock')).Link}));
vi.mock('./useApi', () => ({useApi: () => ({})}));
vi.mock('./pageData', () => ({
  useLang: () => ({lang: 'en', t: (text: {en: string}) => text.en}),
}));

const SITE = path.join(__dirname, '../../..');
const OBJECT_PAGES = [
  'docs/reference/objects.mdx',
  'i18n/en/docusaurus-plugin-content-docs/current/reference/objects.mdx',
];

let api: ApiModel;
beforeAll(async () => {
  api = await loadApiModel(path.join(SITE, 'openapi/payment-api.yaml'));
});

describe('objects linked from the field tables', () => {
  it('each has its section on the objects page, in both languages', () => {
    for (const file of OBJECT_PAGES) {
      const text = fs.readFileSync(path.join(SITE, file), 'utf8');
      for (const name of LINKED_OBJECTS) {
        expect(text, `${file}: ${name}`).toContain(`{/* #${name.toLowerCase()} */}`);
        expect(text, `${file}: ${name}`).toContain(`<ApiObject name="${name}" />`);
      }
    }
  });

  it('are schemas of the file', () => {
    for (const name of LINKED_OBJECTS) expect(api.schemas[name]?.title, name).toBe(name);
  });

  it('replace their fields by a link in a method response, but not in their own table', async () => {
    const {schemaRows} = await import('./SchemaTable');
    const status = api.operations.find(({name}) => name === 'session/status');
    const rows = schemaRows(status?.responseSchema ?? {});
    expect(rows.map(({path: field}) => field)).toEqual(['status', 'session']);
    expect(rows[1]?.link).toBe('/reference/objects#session');

    const session = schemaRows(api.schemas.Session ?? {});
    const payouts = session.find(({path: field}) => field === 'payouts');
    expect(payouts?.link).toBe(objectLink('Payout'));
    expect(session.some(({path: field}) => field.startsWith('payouts[].'))).toBe(false);
    expect(session.some(({path: field}) => field === 'error.code')).toBe(true);
  });
});
