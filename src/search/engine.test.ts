import {describe, expect, it} from 'vitest';
import type {SearchRecord} from '../plugins/search-index/schema';
import {matchesFilters, normalise, queryWords, SearchEngine, stem} from './engine';

let position = 0;
function record(
  language: string,
  lvl1: string,
  content: string | null,
  extra: Partial<SearchRecord> = {},
): SearchRecord {
  position += 1;
  return {
    objectID: String(position),
    url: `https://docs.example/${position}`,
    url_without_anchor: `https://docs.example/${position}`,
    anchor: null,
    type: content ? 'content' : 'lvl1',
    hierarchy: {lvl0: 'Docs', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content,
    language,
    version: ['current'],
    docusaurus_tag: 'docs-default-current',
    weight: {level: content ? 0 : 90, position, pageRank: 0},
    ...extra,
  };
}

const records = [
  record('ru', 'Выплата на карту', null),
  record('ru', 'Выплата на карту', 'Выплаты на карты проходят через session/init/payout.'),
  record('ru', 'Возвраты', 'Частичный возврат платежа методом session/refund.'),
  record('ru', 'Счёт', 'Ещё раз: расчётный счёт пополняется.'),
  record('en', 'Payouts to a card', 'Card payouts go through session/init/payout.'),
  record('en', 'Refunds', 'A partial refund of a payment.', {docusaurus_tag: 'default'}),
];
const engine = new SearchEngine(records);
const emptyHierarchy = record('en', '', null).hierarchy;
const urls = (result: ReturnType<SearchEngine['search']>) =>
  result.hits.map(({objectID}) => objectID);

describe('the in-browser search engine', () => {
  it('stems Russian and English words and folds ё into е', () => {
    expect(stem('выплаты')).toBe(stem('выплата'));
    expect(stem('payouts')).toBe(stem('payout'));
    expect(normalise('Счёт')).toBe('счет');
    expect(urls(engine.search({query: 'выплаты', facetFilters: ['language:ru']}))).toEqual([
      '1',
      '2',
    ]);
    expect(urls(engine.search({query: 'счет'}))).toEqual(['4']);
  });

  it('matches the word being typed as a prefix and tolerates a typo in a long word', () => {
    expect(urls(engine.search({query: 'возвр'}))).toEqual(['3']);
    expect(urls(engine.search({query: 'refnd', facetFilters: ['language:en']}))).toEqual(['6']);
    expect(urls(engine.search({query: 'частичный возврат платежа'}))).toEqual(['3']);
  });

  it('applies facet filters as an AND of ORs, with exclusions', () => {
    expect(urls(engine.search({query: 'session', facetFilters: ['language:en']}))).toEqual(['5']);
    expect(
      urls(
        engine.search({
          query: 'refund',
          facetFilters: [['language:ru', 'language:en'], 'docusaurus_tag:-default'],
        }),
      ),
    ).toEqual(['3']);
    expect(matchesFilters(records[0] as SearchRecord, '["language:ru"]')).toBe(true);
  });

  it('pages hits, counts facets and highlights matched words with the requested tags', () => {
    const result = engine.search({
      query: 'session',
      hitsPerPage: 1,
      page: 1,
      highlightPreTag: '<em>',
      highlightPostTag: '</em>',
      facets: ['*'],
    });
    expect(result).toMatchObject({nbHits: 3, nbPages: 3, page: 1, hitsPerPage: 1});
    expect(result.facets.language).toEqual({ru: 2, en: 1});
    const [hit] = result.hits;
    expect(hit?._highlightResult.content.value).toContain('<em>session</em>');
    expect(hit?._highlightResult.content.matchLevel).toBe('full');
    expect(hit?._snippetResult.content.value).toContain('<em>session</em>');
  });

  it('answers an empty query with no hits and escapes HTML in texts', () => {
    expect(engine.search({query: '  '}).nbHits).toBe(0);
    const html = new SearchEngine([record('en', 'Tags', 'Use <b> and & carefully.')]);
    expect(html.search({query: 'carefully'}).hits[0]?._highlightResult.content.value).toBe(
      'Use &lt;b&gt; and &amp; <mark>carefully</mark>.',
    );
  });

  it('gives a heading hit the text under it as its snippet, and no highlight for empty levels', () => {
    const sectioned = new SearchEngine([
      record('en', 'Refunds', null, {
        url: 'https://docs.example/refunds#limits',
        type: 'lvl2',
        hierarchy: {...emptyHierarchy, lvl1: 'Refunds', lvl2: 'Limits'},
      }),
      record('en', 'Refunds', 'A refund is at most the captured amount.', {
        url: 'https://docs.example/refunds#limits',
        hierarchy: {...emptyHierarchy, lvl1: 'Refunds', lvl2: 'Limits'},
      }),
    ]);
    const [hit] = sectioned.search({
      query: 'limits',
      highlightPreTag: '<b>',
      highlightPostTag: '</b>',
    }).hits;
    expect(hit?.type).toBe('lvl2');
    expect(hit?._snippetResult.content.value).toBe('A refund is at most the captured amount.');
    expect(Object.keys(hit?._highlightResult.hierarchy ?? {})).toEqual(['lvl0', 'lvl1', 'lvl2']);
    expect(hit?._highlightResult.hierarchy.lvl2?.value).toBe('<b>Limits</b>');
  });

  it("gives a heading over code only the page's first text as its snippet", () => {
    const hierarchy = {...emptyHierarchy, lvl1: 'Holds'};
    const sectioned = new SearchEngine([
      record('en', 'Holds', 'A hold reserves the amount on the card.', {
        url: 'https://docs.example/holds',
        url_without_anchor: 'https://docs.example/holds',
      }),
      record('en', 'Holds', null, {
        url: 'https://docs.example/holds#request',
        url_without_anchor: 'https://docs.example/holds',
        type: 'lvl2',
        hierarchy: {...hierarchy, lvl2: 'Request example'},
      }),
    ]);
    const [hit] = sectioned.search({query: 'request example'}).hits;
    expect(hit?.url).toBe('https://docs.example/holds#request');
    expect(hit?._snippetResult.content.value).toBe('A hold reserves the amount on the card.');
  });

  it('drops stop words, and lets a synonym stand for the word the pages use', () => {
    expect(queryWords('как сделать возврат')).toEqual([['возврат', 'refund']]);
    expect(queryWords('how to')).toEqual([['how'], ['to']]);
    // Readers' words for recurring payments stand for the pages' term.
    expect(queryWords('автоплатёж')[0]).toContain('рекуррентный');
    expect(queryWords('автопродление')[0]).toContain('recurring');
    expect(queryWords('физлицо')[0]).toContain('физический');
    expect(queryWords('desktop')[0]).toContain('computer');
    expect(queryWords('спецсчёт')[0]).toContain('специальный');
    const notices = new SearchEngine([
      record('ru', 'Уведомления', 'Банк присылает уведомление payment_finished.'),
      record('ru', 'Возвраты', 'Частичный возврат платежа.'),
    ]);
    expect(
      notices.search({query: 'вебхук payment_finished'}).hits.map((hit) => hit.hierarchy.lvl1),
    ).toEqual(['Уведомления']);
  });

  it('ranks records with more of the query words first and keeps one hit per URL', () => {
    const ranked = new SearchEngine([
      record('en', 'Payments', 'Payments can be refunded.'),
      record('en', 'Refunds', 'A partial refund of a card payment.'),
      record('en', 'Refunds', 'A partial refund of a card payment.', {
        url: 'https://docs.example/refunds',
      }),
      record('en', 'Refunds', 'Another refund paragraph.', {url: 'https://docs.example/refunds'}),
    ]);
    const result = ranked.search({query: 'partial card refund'});
    expect(result.hits[0]?.hierarchy.lvl1).toBe('Refunds');
    expect(result.hits[0]?._highlightResult.content.matchLevel).toBe('full');
    const urls = result.hits.map((hit) => hit.url);
    expect(new Set(urls).size).toBe(urls.length);
    // "Payments" has only one of three words: more than the one word a 3-word query may miss.
    expect(result.hits.map((hit) => hit.hierarchy.lvl1)).not.toContain('Payments');
  });

  it('joins two words the pages write as one, when the index holds the joined word', () => {
    const payouts = new SearchEngine([
      record('en', 'Payouts', 'A payout reaches the card in seconds.'),
      record('en', 'Payments', 'Pay for an order with a card.'),
    ]);
    expect(payouts.queryWords('pay out to a card')).toEqual([['payout'], ['card']]);
    expect(payouts.search({query: 'how to pay out '}).hits[0]?.hierarchy.lvl1).toBe('Payouts');
    // Words the index does not hold joined stay apart.
    expect(payouts.queryWords('error codes')).toEqual([['error'], ['codes']]);
    expect(queryWords('pay out')).toEqual([['pay']]);
  });

  it('puts the row that defines a name the query gives above the pages that mention it', () => {
    const code = 'insufficient_funds';
    const catalogue = new SearchEngine([
      record('ru', 'Тестирование', `${code} — карта 4000000000009995, отказ ${code} в песочнице.`, {
        url: 'https://docs.example/testing#errors',
        url_without_anchor: 'https://docs.example/testing',
      }),
      record('ru', 'Справочник ошибок', `${code} — 200 — На карте покупателя недостаточно денег.`, {
        url: `https://docs.example/errors#${code}`,
        url_without_anchor: 'https://docs.example/errors',
        anchor: code,
      }),
    ]);
    expect(catalogue.search({query: code}).hits.map(({url}) => url)).toEqual([
      `https://docs.example/errors#${code}`,
      'https://docs.example/testing#errors',
    ]);
  });
});
