import {describe, expect, it} from 'vitest';
import {pageMeta, pageRecords} from './records';

const page = (body: string, head = '') => `<!doctype html><html lang="ru"><head>
<meta name="docsearch:language" content="ru">
<meta name="docsearch:version" content="current">
<meta name="docsearch:docusaurus_tag" content="docs-default-current">${head}</head>
<body><nav class="menu"><a class="menu__link menu__link--sublist menu__link--active">Платежи</a></nav>
<main><article>${body}</article></main></body></html>`;

const ARTICLE = `
<nav class="theme-doc-breadcrumbs"><a>Главная</a></nav>
<header><h1>Холдирование</h1></header>
<p>Деньги   блокируются на карте.</p>
<h2 id="flow">Как это работает<a class="hash-link" href="#flow">#</a></h2>
<ol><li>Создайте сессию.</li><li><p>Добавьте платёж.</p></li></ol>
<pre><code>{"hold": true}</code></pre>
<h3 id="capture">Списание</h3>
<table><tr><td><code>amount</code></td><td>Сумма списания.</td></tr>
<tr id="value"><td><code>value</code></td><td>Сумма списания.</td></tr>
<tr id="event-ready"><td><code>ready</code></td><td>Форма готова.</td></tr></table>
<h2 id="testing">Тестирование</h2><p>Карта 4111111111111111.</p>
<aside data-search-exclude><p>Страница в работе.</p></aside>`;

describe('search records of a built page', () => {
  const records = pageRecords(page(ARTICLE), 'https://docs.example/payments/payment-hold', {
    fallbackSection: 'Документация',
  });

  it('follows the DocSearch hierarchy: section, title, headings, text, table rows', () => {
    expect(records.map((record) => [record.type, record.anchor, record.content])).toEqual([
      ['lvl1', null, null],
      ['content', null, 'Деньги блокируются на карте.'],
      ['lvl2', 'flow', null],
      ['content', 'flow', 'Создайте сессию.'],
      ['content', 'flow', 'Добавьте платёж.'],
      ['lvl3', 'capture', null],
      ['content', 'capture', 'amount — Сумма списания.'],
      // A row whose id is the name it defines (the error catalogue's codes) links to itself;
      // a row with another id stays in its section.
      ['content', 'value', 'value — Сумма списания.'],
      ['content', 'capture', 'ready — Форма готова.'],
      ['lvl2', 'testing', null],
      ['content', 'testing', 'Карта 4111111111111111.'],
    ]);
    const capture = records[6];
    expect(capture?.hierarchy).toMatchObject({
      lvl0: 'Платежи',
      lvl1: 'Холдирование',
      lvl2: 'Как это работает',
      lvl3: 'Списание',
    });
    expect(records[9]?.hierarchy.lvl3).toBeNull();
  });

  it("indexes the page's description under its title, once", () => {
    const described = (description: string) =>
      pageRecords(
        page(ARTICLE, `<meta name="description" content="${description}">`),
        'https://docs.example/payments/payment-hold',
        {fallbackSection: 'Документация'},
      ).map((record) => [record.type, record.content]);
    expect(described('Двухстадийная оплата:   блокировка и списание.').slice(0, 3)).toEqual([
      ['lvl1', null],
      ['content', 'Двухстадийная оплата: блокировка и списание.'],
      ['content', 'Деньги блокируются на карте.'],
    ]);
    // A description made from the first paragraph is not indexed twice.
    expect(described('Деньги блокируются на карте.').slice(0, 3)).toEqual([
      ['lvl1', null],
      ['content', 'Деньги блокируются на карте.'],
      ['lvl2', null],
    ]);
  });

  it('links each record to its heading and carries the page tags', () => {
    expect(records[3]).toMatchObject({
      url: 'https://docs.example/payments/payment-hold#flow',
      url_without_anchor: 'https://docs.example/payments/payment-hold',
      language: 'ru',
      version: ['current'],
      docusaurus_tag: 'docs-default-current',
      weight: {level: 0, position: 3, pageRank: 0},
    });
    expect(new Set(records.map(({objectID}) => objectID)).size).toBe(records.length);
  });

  it('leaves out noindex pages, code, the theme controls and marked boilerplate', () => {
    const hidden = page(ARTICLE, '<meta name="robots" content="noindex, nofollow">');
    expect(pageMeta(hidden).noIndex).toBe(true);
    expect(pageRecords(hidden, 'https://docs.example/x', {fallbackSection: 'Docs'})).toEqual([]);
    // A blog list repeats its posts: only pages and docs are searched.
    const list = page(ARTICLE).replace('docs-default-current', 'blog_posts_list');
    expect(pageRecords(list, 'https://docs.example/blog', {fallbackSection: 'Docs'})).toEqual([]);
    const text = JSON.stringify(records);
    expect(text).not.toContain('"hold": true');
    expect(text).not.toContain('Главная');
    expect(text).not.toContain('#"');
    expect(text).not.toContain('Страница в работе');
  });
});
