import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import type {JsonSchema, Lang} from '../../plugins/openapi/model';
import EnumValues, {ERROR_CODE_SCHEMA, INLINE_ENUM_LIMIT, enumRendering} from './EnumValues';

vi.mock('@docusaurus/Translate', async () => {
  const {Translate, translate} = await import('./docusaurus.mock');
  return {default: Translate, translate};
});
vi.mock('@docusaurus/Link', async () => ({default: (await import('./docusaurus.mock')).Link}));

const values = (count: number) => Array.from({length: count}, (_, index) => `value_${index + 1}`);
/** The markup without the CSS modules' class names, which say nothing about the rule. */
const render = (schema: JsonSchema, lang: Lang = 'en', methodCodes?: string[]) =>
  renderToStaticMarkup(
    <EnumValues schema={schema} lang={lang} methodCodes={methodCodes} />,
  ).replace(/ class="[^"]*"/g, '');

const errorCode: JsonSchema = {
  type: 'string',
  title: ERROR_CODE_SCHEMA,
  enum: ['invalid_request', 'session_not_found', 'card_declined', ...values(43)],
};
const paymentStatus: JsonSchema = {
  type: 'string',
  enum: ['created', 'pending', 'authorized', 'succeeded', 'failed', 'cancelled', 'refunded', 'x'],
  'x-enum-descriptions': {created: 'Created.', pending: 'Waiting for `3-D Secure`.', x: 'Other.'},
  'x-enum-descriptions-ru': {created: 'Создан.', pending: 'Ждёт `3-D Secure`.'},
};

describe('enumRendering', () => {
  it('lists up to INLINE_ENUM_LIMIT values inline and collapses longer lists', () => {
    expect(INLINE_ENUM_LIMIT).toBe(6);
    expect(enumRendering({type: 'string', enum: values(INLINE_ENUM_LIMIT)})).toBe('inline');
    expect(enumRendering({type: 'string', enum: values(INLINE_ENUM_LIMIT + 1)})).toBe('collapsed');
  });

  it('sends error codes to the catalogue, whatever their number', () => {
    expect(enumRendering(errorCode)).toBe('catalogue');
    expect(enumRendering({...errorCode, enum: values(2)})).toBe('catalogue');
  });

  it('renders nothing for a field without an enum', () => {
    expect(enumRendering({type: 'string'})).toBeNull();
    expect(render({type: 'string'})).toBe('');
  });
});

describe('EnumValues', () => {
  it('lists a short enum inline, null included', () => {
    const html = render({type: ['string', 'null'], enum: ['confirm', 'capture', null]});
    expect(html).toBe(
      '<span>One of: <code>confirm</code>, <code>capture</code>, <code>null</code></span>',
    );
  });

  it('puts a long enum in a closed <details> whose summary counts the values', () => {
    const html = render(paymentStatus);
    expect(html).toMatch(/^<details><summary>One of 8 values<\/summary><ul>/);
    for (const value of paymentStatus.enum ?? []) {
      expect(html).toContain(`<li><code>${String(value)}</code>`);
    }
  });

  it('keeps each value’s description in the list, in the page’s language or else in English', () => {
    const ru = render(paymentStatus, 'ru');
    expect(ru).toContain('<li><code>created</code> — Создан.</li>');
    expect(ru).toContain('<li><code>pending</code> — Ждёт <code>3-D Secure</code>.</li>');
    expect(ru).toContain('<li><code>x</code> — Other.</li>');
    expect(ru).toContain('<li><code>failed</code></li>');
    expect(render(paymentStatus, 'en')).toContain('<li><code>created</code> — Created.</li>');
  });

  it('links error codes to the catalogue with their count instead of listing them', () => {
    const html = render(errorCode);
    expect(html).toBe(
      '<span>One of the 46 codes of the <a href="/reference/errors">error catalogue</a>.</span>',
    );
    expect(html).not.toContain('session_not_found');
    expect(html).not.toContain('<details');
  });

  it('shows the method’s own codes inline, each linking to its row of the catalogue', () => {
    const html = render(errorCode, 'en', ['session_not_found', 'card_declined']);
    expect(html).toContain('<a href="/reference/errors">error catalogue</a>');
    expect(html).toContain(
      '<span>Specific to this method: ' +
        '<a href="/reference/errors#session_not_found"><code>session_not_found</code></a>, ' +
        '<a href="/reference/errors#card_declined"><code>card_declined</code></a></span>',
    );
    expect(html).not.toContain('invalid_request');
  });
});
