/**
 * A small documentation site for the chat's tests: pages made of sections
 * as the indexer writes them (a title record, the description, then each
 * heading with the texts under it), and the pages' Markdown twins. Tests only.
 */
import {LEVEL_WEIGHT, type SearchRecord} from '../plugins/search-index/schema';
import {testRecord} from '../plugins/search-index/testRecord';
import {SearchEngine} from '../search/engine';

export const SITE = 'https://docs.example';

export type TestSection = {id: string; heading: string; texts: string[]};
export type TestPage = {
  path: string;
  title: string;
  description?: string;
  lead?: string[];
  sections?: TestSection[];
  language?: string;
};

export function pageRecords(page: TestPage): SearchRecord[] {
  const url = `${SITE}${page.path}`;
  const language = page.language ?? 'ru';
  const records: SearchRecord[] = [];
  const push = (
    type: SearchRecord['type'],
    anchor: string | null,
    heading: string | null,
    content: string | null,
  ) => {
    const position = records.length;
    records.push(
      testRecord({
        objectID: `${url}-${position}`,
        url: anchor ? `${url}#${anchor}` : url,
        type,
        language,
        docusaurus_tag: 'docs-default-current',
        hierarchy: {lvl0: 'Docs', lvl1: page.title, lvl2: heading},
        content,
        weight: {level: LEVEL_WEIGHT[type], position, pageRank: 0},
      }),
    );
  };
  push('lvl1', null, null, null);
  if (page.description) push('content', null, null, page.description);
  for (const text of page.lead ?? []) push('content', null, null, text);
  for (const section of page.sections ?? []) {
    push('lvl2', section.id, section.heading, null);
    for (const text of section.texts) push('content', section.id, section.heading, text);
  }
  return records;
}

export const engineOf = (pages: TestPage[]) => new SearchEngine(pages.flatMap(pageRecords));

/** Pages about other things, so that common words weigh little and rare ones much. */
export const FILLER_PAGES: TestPage[] = [
  'Платежи картой',
  'Выплаты на счёт',
  'Выписки по счёту',
  'Проверка получателя',
  'Тестирование',
  'Ошибки',
].map((title, index) => ({
  path: `/filler/page-${index}`,
  title,
  description: `Страница о разделе «${title}»: платёж, выплата, сессия, банк, карта и API партнёра.`,
  sections: [
    {
      id: 'overview',
      heading: 'Обзор',
      texts: [
        `Партнёр вызывает API банка, чтобы провести платёж или выплату на карту; раздел «${title}» описывает сессию и её статусы.`,
      ],
    },
  ],
}));
