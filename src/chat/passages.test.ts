import {describe, expect, it} from 'vitest';
import {ChatCorpus} from './corpus';
import {cutAtSentence, isSentence, isTableRow, pagePassages} from './passages';
import {pageRecords, type TestPage} from './testDocs';

const PAGE: TestPage = {
  path: '/payouts/russian-card',
  title: 'Выплата на карту',
  sections: [
    {
      id: 'flow',
      heading: 'Как проходит выплата',
      texts: [
        'Создайте сессию методом session/create.',
        'Добавьте выплату методом session/init/payout.',
        'cURL',
        'Запустите сессию методом session/start/payout, и банк отправит деньги эмитенту.',
        'Подтвердите выплату, как показано ниже:',
      ],
    },
    {
      id: 'statuses',
      heading: 'Статусы',
      texts: [
        'Выплата добавлена — created — pending',
        'Отправлена эмитенту — in_progress — in_progress',
      ],
    },
    {
      id: 'limits',
      heading: 'Лимиты',
      texts: ['Одна выплата — от 1,00 до 599 999,99 ₽; больше — ошибка amount_limit_exceeded.'],
    },
  ],
};

describe('passages', () => {
  const records = pageRecords(PAGE);

  it('tells a table row (cells the indexer joined) from prose with a dash', () => {
    const index = (text: string) => records.findIndex((record) => record.content === text);
    expect(isTableRow(records, index('Выплата добавлена — created — pending'))).toBe(true);
    expect(
      isTableRow(
        records,
        index('Одна выплата — от 1,00 до 599 999,99 ₽; больше — ошибка amount_limit_exceeded.'),
      ),
    ).toBe(false);
    expect(isTableRow(records, index('Создайте сессию методом session/create.'))).toBe(false);
  });

  it('tells rows ending in a full stop by their neighbours, also when each row has its own anchor', () => {
    const catalogue = pageRecords({
      path: '/reference/errors',
      title: 'Справочник ошибок',
      sections: [
        {
          id: 'card',
          heading: 'Карта',
          texts: [
            'card_expired — 200 — Истёк срок действия карты.',
            'insufficient_funds — 200 — На карте недостаточно денег.',
          ],
        },
      ],
    }).map((record) => {
      const code = /^([a-z_]+) —/.exec(record.content ?? '')?.[1];
      return code ? {...record, url: `${record.url_without_anchor}#${code}`, anchor: code} : record;
    });
    expect(isTableRow(catalogue, catalogue.length - 1)).toBe(true);
    expect(isTableRow(catalogue, catalogue.length - 2)).toBe(true);
  });

  it('takes sentences, not labels, titles or single words', () => {
    expect(isSentence('cURL')).toBe(false);
    expect(isSentence('Node.js')).toBe(false);
    expect(isSentence('Выплата на карту через API для партнёров с PCI DSS')).toBe(false);
    expect(isSentence('Создайте сессию заранее.')).toBe(false);
    expect(isSentence('Добавьте выплату методом session/init/payout и дождитесь ответа.')).toBe(
      true,
    );
  });

  it('cuts at the last sentence end that fits, or at a word with an ellipsis', () => {
    const text = `${'Предложение номер один. '.repeat(10)}Хвост`;
    expect(cutAtSentence(text, 100)).toBe('Предложение номер один. '.repeat(4).trim());
    expect(cutAtSentence('слово '.repeat(50), 40)).toMatch(/^(слово ){5}слово…$/);
    expect(cutAtSentence('Коротко.', 40)).toBe('Коротко.');
  });

  it('joins short sentences of a section, never a label, and drops what leads to a block', () => {
    const corpus = new ChatCorpus(records, 'ru');
    const page = corpus.pages.get('https://docs.example/payouts/russian-card');
    expect(page).toBeDefined();
    if (!page) return;
    const terms = corpus.terms('создать сессию и добавить выплату');
    const total = terms.reduce((sum, term) => sum + term.weight, 0);
    const passages = pagePassages(page, terms, total);
    const texts = passages.map(({text}) => text);
    expect(texts).toContain(
      'Создайте сессию методом session/create. Добавьте выплату методом session/init/payout.',
    );
    expect(texts.some((text) => text.includes('cURL'))).toBe(false);
    expect(texts.some((text) => text.endsWith(':'))).toBe(false);
    expect(passages.filter(({tableRow}) => tableRow).map(({text}) => text)).toEqual([
      'Выплата добавлена — created — pending',
      'Отправлена эмитенту — in_progress — in_progress',
    ]);
  });
});
