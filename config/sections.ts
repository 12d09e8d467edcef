import type {Localized} from './brand';

/**
 * The documentation's sections, one per sidebar of `sidebars.ts`, in the
 * order a newcomer reads them, with their titles: the sections of `llms.txt`.
 */
export const DOC_SECTIONS: {sidebar: string; title: Localized}[] = [
  {
    sidebar: 'techdoc',
    title: {ru: 'Начало работы и справочник API', en: 'Getting started and API reference'},
  },
  {sidebar: 'payouts', title: {ru: 'Выплаты', en: 'Payouts'}},
  {sidebar: 'payments', title: {ru: 'Приём платежей', en: 'Payment acceptance'}},
  {sidebar: 'transfers', title: {ru: 'Переводы', en: 'Transfers'}},
  {sidebar: 'idrecipient', title: {ru: 'Проверка получателей', en: 'Recipient verification'}},
  {sidebar: 'legal', title: {ru: 'Документы', en: 'Legal documents'}},
];
