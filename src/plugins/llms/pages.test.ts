import {describe, expect, it} from 'vitest';
import {sectionPages, sidebarDocIds, type DocPage, type SidebarItem} from './pages';

const doc = (id: string, extra: Partial<DocPage> = {}): DocPage => ({
  id,
  title: id,
  description: `About ${id}`,
  permalink: `/en/${id}`,
  sourceDirName: id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '.',
  unlisted: false,
  ...extra,
});

const sidebars: Record<string, SidebarItem[]> = {
  techdoc: [
    {type: 'doc', id: 'intro'},
    {
      type: 'category',
      items: [{type: 'doc', id: 'reference/errors'}],
      link: {type: 'doc', id: 'reference/format'},
    },
  ],
  payouts: [
    {type: 'doc', id: 'payouts/intro'},
    {type: 'category', items: [{type: 'doc', id: 'payouts/card'}, {type: 'link'}]},
  ],
};

const sections = [
  {sidebar: 'payouts', title: {ru: 'Выплаты', en: 'Payouts'}},
  {sidebar: 'techdoc', title: {ru: 'Справочник', en: 'Reference'}},
];

describe('sidebarDocIds', () => {
  it('reads a sidebar in order, a category page before its items, links left out', () => {
    expect(sidebarDocIds(sidebars.techdoc ?? [])).toEqual([
      'intro',
      'reference/format',
      'reference/errors',
    ]);
    expect(sidebarDocIds(sidebars.payouts ?? [])).toEqual(['payouts/intro', 'payouts/card']);
  });
});

describe('sectionPages', () => {
  const docs = [
    doc('intro'),
    doc('reference/format'),
    doc('reference/errors'),
    doc('reference/sdk'),
    doc('payouts/intro'),
    doc('payouts/card'),
    doc('payouts/scenarios'),
    doc('index', {permalink: '/en/'}),
    doc('widget/fps'),
    doc('restricted/wallets', {unlisted: true}),
  ];
  const result = sectionPages({docs, sidebars, sections, locale: 'en'});
  const ids = result.map(({title, pages}) => [title, pages.map(({id}) => id)]);

  it('lists the sections in the given order, pages in sidebar order', () => {
    expect(ids[0]).toEqual(['Payouts', ['payouts/intro', 'payouts/card', 'payouts/scenarios']]);
  });

  it("puts a page outside the sidebars in its folder's section, a home page first", () => {
    expect(ids[1]).toEqual([
      'Reference',
      ['index', 'intro', 'reference/format', 'reference/errors', 'reference/sdk'],
    ]);
  });

  it('puts a page whose folder has no section under "Other pages", and leaves out unlisted pages', () => {
    expect(ids[2]).toEqual(['Other pages', ['widget/fps']]);
    expect(ids.flatMap(([, pages]) => pages)).not.toContain('restricted/wallets');
  });

  it('titles the sections in the locale', () => {
    const russian = sectionPages({docs, sidebars, sections, locale: 'ru'});
    expect(russian.map(({title}) => title)).toEqual(['Выплаты', 'Справочник', 'Другие страницы']);
  });

  it('refuses a section that names no sidebar', () => {
    expect(() =>
      sectionPages({
        docs,
        sidebars,
        sections: [{sidebar: 'nope', title: {ru: 'Нет', en: 'No'}}],
        locale: 'en',
      }),
    ).toThrow(/"nope" names no sidebar/);
  });
});
