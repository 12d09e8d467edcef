import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import type {ApiModel, ApiOperation} from '../../plugins/openapi/model';
import MethodIndex, {methodAreas} from './MethodIndex';

vi.mock('@docusaurus/Translate', async () => {
  const {Translate, translate} = await import('./docusaurus.mock');
  return {default: Translate, translate};
});
vi.mock('@docusaurus/Link', async () => ({default: (await import('./docusaurus.mock')).Link}));
vi.mock('./useMethodsApi', () => ({
  useMethodsApi: () => ({api: model, lang: 'ru', t: (text: {ru: string}) => text.ru}),
}));

const operation = (name: string, tag: string, summary: string): ApiOperation =>
  ({name, tag, summary: {en: summary, ru: `${summary} (ru)`}}) as ApiOperation;

const model = {
  tags: [
    {name: 'Sessions', title: {en: 'Sessions', ru: 'Сессии'}, description: {en: '', ru: ''}},
    {name: 'Reports', title: {en: 'Reports', ru: 'Отчёты'}, description: {en: '', ru: ''}},
    {name: 'Unused', title: {en: 'Unused', ru: 'Пусто'}, description: {en: '', ru: ''}},
  ],
  operations: [
    operation('report/finance-act', 'Reports', 'Monthly act'),
    operation('session/create', 'Sessions', 'Create a `session`'),
    // A method of an area the file does not declare yet.
    operation('event/list', 'Events', 'List events'),
    operation('session/init/payout', 'Sessions', 'Add payouts'),
  ],
} as unknown as ApiModel;

describe('methodAreas', () => {
  it('groups the operations by area in the order of the tags, undeclared areas last', () => {
    expect(
      methodAreas(model).map(({name, operations}) => [name, operations.map((op) => op.name)]),
    ).toEqual([
      ['Sessions', ['session/create', 'session/init/payout']],
      ['Reports', ['report/finance-act']],
      ['Events', ['event/list']],
    ]);
  });
});

describe('MethodIndex', () => {
  const html = renderToStaticMarkup(<MethodIndex />).replace(/ class="[^"]*"/g, '');

  it('is a labelled navigation region', () => {
    expect(html).toMatch(
      /^<nav aria-labelledby="method-index"><p id="method-index">Methods by area<\/p>/,
    );
  });

  it('links each area and each method to its heading, with the method’s summary', () => {
    expect(html).toContain('<a href="#sessions">Сессии</a>');
    expect(html).toContain(
      '<li><a href="#session-init-payout"><code>session/init/payout</code></a> — Add payouts (ru)</li>',
    );
    expect(html).toContain(
      '<a href="#session-create"><code>session/create</code></a> — Create a <code>session</code> (ru)',
    );
    expect(html).toContain('<a href="#report-finance-act"><code>report/finance-act</code></a>');
  });

  it('shows a method added to the file, even in an area the file has not declared', () => {
    expect(html).toContain('<a href="#events">Events</a>');
    expect(html).toContain('<a href="#event-list"><code>event/list</code></a>');
    expect(html).not.toContain('Пусто');
  });
});
