import path from 'path';
import {beforeAll, describe, expect, it} from 'vitest';
import {loadApiModel} from '../../plugins/openapi/index';
import type {ApiModel, JsonSchema} from '../../plugins/openapi/model';
import {
  ENCRYPT_CARD,
  encryptCardSnippet,
  WIDGET_CONTAINERS,
  WIDGET_EVENTS,
  WIDGET_KINDS,
  WIDGET_OPTIONS,
  WIDGET_SCRIPT,
  widgetSnippet,
  type WidgetKind,
} from './contract';

const SPEC = path.join(__dirname, '../../../openapi/payment-api.yaml');

let api: ApiModel;
beforeAll(async () => {
  api = await loadApiModel(SPEC);
});

function schema(name: string): JsonSchema {
  const found = api.schemas[name];
  expect(found, `schema ${name}`).toBeTruthy();
  return found as JsonSchema;
}

function propertiesOf(name: string): string[] {
  return Object.keys(schema(name).properties ?? {});
}

function enumOf(name: string, property: string): string[] {
  return (schema(name).properties?.[property]?.enum ?? []).map(String);
}

function eventOf(kind: WidgetKind, name: string): (typeof WIDGET_EVENTS)[number] {
  const events = WIDGET_EVENTS.filter((event) => event.name === name && event.kinds.includes(kind));
  expect(events, `${kind}: event ${name}`).toHaveLength(1);
  return events[0] as (typeof WIDGET_EVENTS)[number];
}

/** The field names of a payload's object, `{a: string; b: {c: number}}` → a, b (top level only). */
function topFields(payload: string): string[] {
  const inner = payload.trim().slice(1, -1);
  const fields: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of inner) {
    if (char === '{') depth += 1;
    if (char === '}') depth -= 1;
    if (char === ';' && depth === 0) {
      fields.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  fields.push(current);
  return fields
    .map((field) => field.trim())
    .filter(Boolean)
    .map((field) => field.slice(0, field.indexOf(':')).trim().replace(/\?$/, ''));
}

/** The string literals of a union type in a payload, `'a' | 'b'` → a, b. */
function literals(payload: string, field: string): string[] {
  const match = new RegExp(`${field}: ((?:'[a-z_]+'(?: \\| )?)+)`).exec(payload);
  return match
    ? [...(match[1] ?? '').matchAll(/'([a-z_]+)'/g)].map((literal) => literal[1] ?? '')
    : [];
}

describe('widget contracts', () => {
  it('cover every widget type of widget/session but the payment form, which is a redirect', () => {
    const types = (schema('WidgetType').enum ?? []).map(String);
    expect([...WIDGET_KINDS].sort()).toEqual(
      types.filter((type) => type !== 'payment_form').sort(),
    );
  });

  it('give every widget the token and container options, and the ready and fail events', () => {
    for (const kind of WIDGET_KINDS) {
      const options = WIDGET_OPTIONS.filter((option) => option.kinds.includes(kind));
      expect(options.filter((option) => option.required).map(({name}) => name)).toEqual([
        'token',
        'container',
      ]);
      for (const name of ['ready', 'fail', 'expired']) eventOf(kind, name);
    }
  });

  it('name each event once per widget', () => {
    for (const kind of WIDGET_KINDS) {
      const names = WIDGET_EVENTS.filter((event) => event.kinds.includes(kind)).map(
        ({name}) => name,
      );
      expect(new Set(names).size, kind).toBe(names.length);
    }
  });

  it('say everything in both languages', () => {
    for (const entry of [...WIDGET_OPTIONS, ...WIDGET_EVENTS]) {
      expect(entry.description.ru.trim(), `${entry.name} ru`).not.toBe('');
      expect(entry.description.en.trim(), `${entry.name} en`).not.toBe('');
      expect(entry.description.ru, `${entry.name}: Russian text`).toMatch(/[а-яё]/i);
    }
  });

  it('hand over the account token as the API shows a bank account', () => {
    const payload = eventOf('account_tokenization', 'token').payload;
    expect(topFields(payload)).toEqual(['token', 'account', 'metadata']);
    const account = /account: (\{[^}]*\})/.exec(payload)?.[1] ?? '';
    expect(topFields(account)).toEqual(propertiesOf('BankAccountInfo'));
    expect(enumOf('Token', 'type')).toContain('account');
  });

  it('hand over the metadata of widget/session that the token keeps', () => {
    for (const kind of ['card_tokenization', 'account_tokenization'] as const) {
      expect(topFields(eventOf(kind, 'token').payload)).toContain('metadata');
    }
    expect(propertiesOf('Token')).toContain('metadata');
    expect(propertiesOf('WidgetSessionRequest')).toContain('metadata');
  });

  it('encrypt the card for cryptogram of token/create with the fields of CardData', () => {
    const card = schema('CardData');
    const names = ENCRYPT_CARD.arguments.map(({name}) => name);
    for (const name of names) expect(Object.keys(card.properties ?? {})).toContain(name);
    expect(names).not.toContain('cvc');
    expect(ENCRYPT_CARD.arguments.filter(({required}) => required).map(({name}) => name)).toEqual(
      (card.required ?? []).map(String),
    );
    const {operation, field} = ENCRYPT_CARD.resultField;
    const create = api.operations.find(({name}) => name === operation);
    expect(create, operation).toBeTruthy();
    const target = create?.requestSchema?.properties?.[field];
    expect(target?.type).toBe('string');
    expect(ENCRYPT_CARD.result).toBe('Promise<string>');
    expect(String(target?.description)).toContain(`encryptCard`);
    const codes = api.errors.map(({code}) => code);
    for (const {code, description} of ENCRYPT_CARD.errors) {
      expect(codes).toContain(code);
      expect(description.ru).toMatch(/[а-яё]/i);
      expect(description.en.trim()).not.toBe('');
    }
    for (const code of create?.errorCodes ?? []) {
      expect(ENCRYPT_CARD.errors.map(({code: own}) => own)).toContain(code);
    }
    for (const lang of ['ru', 'en'] as const) {
      const snippet = encryptCardSnippet(lang);
      expect(snippet).toContain(WIDGET_SCRIPT.sandbox);
      expect(snippet).toContain(`.${ENCRYPT_CARD.name}({`);
      for (const name of ENCRYPT_CARD.arguments.filter(({required}) => required)) {
        expect(snippet).toContain(`${name.name}:`);
      }
      expect(snippet).toContain('2200000000000004');
    }
  });

  it('report the self-employed binding with the statuses of SelfEmployed, and the card token', () => {
    const payload = eventOf('selfemployed_binding', 'binding').payload;
    for (const field of topFields(payload)) {
      expect(['selfemployed_id', ...propertiesOf('SelfEmployed')]).toContain(field);
    }
    expect(literals(payload, 'status')).toEqual(enumOf('SelfEmployed', 'status'));
    expect(eventOf('selfemployed_binding', 'token').payload).toBe(
      eventOf('card_tokenization', 'token').payload,
    );
  });

  it('give the FPS bank id in the shape FpsPhoneRecipient takes, and a captured payment', () => {
    expect(topFields(eventOf('fps', 'bank_selected').payload)).toEqual(['bank_id', 'name']);
    expect(propertiesOf('FpsPhoneRecipient')).toContain('bank_id');
    const success = eventOf('fps', 'success').payload;
    for (const status of literals(success, 'status')) {
      expect(enumOf('Payment', 'status')).toContain(status);
    }
    expect(topFields(eventOf('fps', 'qr_shown').payload)).toEqual(['expires_at']);
    expect(propertiesOf('PaymentQr')).toContain('expires_at');
    expect(literals(eventOf('fps', 'expired').payload, 'reason')).toEqual(['token', 'qr']);
  });

  it('quote the transfer with the fields of TransferQuote and end with a status of Transfer', () => {
    const quote = topFields(eventOf('transfer', 'quote').payload);
    for (const field of quote) expect(propertiesOf('TransferQuote')).toContain(field);
    const success = eventOf('transfer', 'success').payload;
    expect(topFields(success)).toEqual(['transfer_id', 'status']);
    for (const status of literals(success, 'status')) {
      expect(enumOf('Transfer', 'status')).toContain(status);
    }
    expect(propertiesOf('WidgetSessionRequest')).toEqual(
      expect.arrayContaining(['amount', 'recipient', 'metadata', 'return_url', 'collect_card']),
    );
  });

  it('snippets load the script, mount into their own container and subscribe only to their events', () => {
    const containers = Object.values(WIDGET_CONTAINERS);
    expect(new Set(containers).size).toBe(containers.length);
    for (const kind of WIDGET_KINDS) {
      const names = WIDGET_EVENTS.filter((event) => event.kinds.includes(kind)).map(
        ({name}) => name,
      );
      for (const lang of ['ru', 'en'] as const) {
        const snippet = widgetSnippet(kind, lang);
        expect(snippet).toContain(WIDGET_SCRIPT.sandbox);
        expect(snippet).toContain(`<div id="${WIDGET_CONTAINERS[kind]}"></div>`);
        expect(snippet).toContain(`container: '#${WIDGET_CONTAINERS[kind]}'`);
        expect(snippet).toContain(`locale: '${lang}'`);
        for (const used of snippet.matchAll(/widget\.on\('([a-z_]+)'/g)) {
          expect(names, `${kind}: ${used[1]}`).toContain(used[1]);
        }
      }
    }
  });
});
