import {describe, expect, it} from 'vitest';
import {SearchEngine} from '../../search/engine';
import {testRecord} from '../../plugins/search-index/testRecord';
import {resultItem, type ResultHit} from './resultItem';

const siteLink = (url: string) => url.replace('https://docs.example', '');

describe('a search page entry', () => {
  const engine = new SearchEngine([
    testRecord({
      url: 'https://docs.example/payouts/card',
      type: 'lvl1',
      hierarchy: {lvl0: 'Payouts', lvl1: 'Payout to a card'},
    }),
    testRecord({
      url: 'https://docs.example/payouts/card',
      hierarchy: {lvl0: 'Payouts', lvl1: 'Payout to a card'},
      content: 'A payout reaches the card within minutes.',
    }),
    testRecord({
      url: 'https://docs.example/payouts/card#statuses',
      type: 'lvl2',
      hierarchy: {lvl0: 'Payouts', lvl1: 'Payout to a card', lvl2: 'Statuses'},
    }),
    testRecord({
      url: 'https://docs.example/payouts/card#statuses',
      hierarchy: {lvl0: 'Payouts', lvl1: 'Payout to a card', lvl2: 'Statuses'},
      content: 'A payout goes through these statuses: processing, then succeeded or failed.',
    }),
  ]);
  const entries = (query: string) =>
    engine
      .search({query, highlightPreTag: '<mark>', highlightPostTag: '</mark>'})
      .hits.map((hit) => resultItem(hit as ResultHit, siteLink));

  it('links the page title and shows a snippet of the page text for a page hit', () => {
    const [entry] = entries('payout card');
    expect(entry?.url).toBe('/payouts/card');
    expect(entry?.title.text).toBe('Payout to a card');
    expect(entry?.title.html).toBe('<mark>Payout</mark> to a <mark>card</mark>');
    expect(entry?.path).toEqual([
      {level: 'lvl0', text: 'Payouts', html: '<mark>Payouts</mark>', url: null},
    ]);
    expect(entry?.summary).toContain('<mark>card</mark>');
  });

  it('links a heading hit to its anchor, with the page title linking to the page in its path', () => {
    const entry = entries('statuses').find(({url}) => url.endsWith('#statuses'));
    expect(entry?.title.text).toBe('Statuses');
    expect(entry?.path.map(({text, url}) => [text, url])).toEqual([
      ['Payouts', null],
      ['Payout to a card', '/payouts/card'],
    ]);
    // The heading has no text of its own: the snippet is the text under it.
    expect(entry?.summary).toContain('<mark>statuses</mark>');
  });

  it('leaves out empty levels and falls back to plain text where a hit has no highlights', () => {
    const entry = resultItem(
      {
        url: 'https://docs.example/intro#keys',
        hierarchy: {lvl0: 'Docs', lvl1: 'Intro', lvl2: '', lvl3: 'Keys', lvl4: null},
        _snippetResult: {content: {value: ''}},
      },
      siteLink,
    );
    expect(entry.title).toEqual({text: 'Keys', html: null});
    expect(entry.path.map(({text}) => text)).toEqual(['Docs', 'Intro']);
    expect(entry.summary).toBeNull();
  });
});
