import type {Localized} from './brand';

/**
 * The documentation's sections, one per sidebar of `sidebars.ts`, in the
 * order a newcomer reads them, each titled as the site names it: the navbar
 * label (payouts, payments, transfers, verification), the sidebar's category
 * (reference), the section's first page (legal). They are the sections of
 * `llms.txt` (`src/plugins/llms`) and the social cards of the docs
 * (`socialCards.ts`, whose tests hold the titles to those sources).
 */
export const DOC_SECTIONS = [
  {sidebar: 'techdoc', key: 'reference', title: {ru: 'Справочник API', en: 'API reference'}},
  {sidebar: 'payouts', key: 'payouts', title: {ru: 'Выплаты', en: 'Payouts'}},
  {sidebar: 'payments', key: 'payments', title: {ru: 'Платежи', en: 'Payments'}},
  {sidebar: 'transfers', key: 'transfers', title: {ru: 'Переводы', en: 'Transfers'}},
  {sidebar: 'idrecipient', key: 'verification', title: {ru: 'Проверки', en: 'Verifications'}},
  {sidebar: 'legal', key: 'legal', title: {ru: 'Юридические документы', en: 'Legal documents'}},
] as const satisfies readonly {sidebar: string; key: string; title: Localized}[];

export type DocSectionKey = (typeof DOC_SECTIONS)[number]['key'];
