import {TEXT_FROM_MANAGER, type LegalDocument} from '../types';

const copy = TEXT_FROM_MANAGER;

/** The documents summarised on the `rko` page. */
export const documents: LegalDocument[] = [
  {
    id: 'rko-rules',
    title: {
      ru: 'Правила открытия и обслуживания расчётных счетов юридических лиц и индивидуальных предпринимателей',
      en: 'Rules for opening and maintaining settlement accounts of companies and sole proprietors',
    },
    version: '4.0',
    effectiveFrom: '2025-09-16',
    acceptance: {
      ru: 'Клиент присоединяется к правилам заявлением, подписанным в ЭДО усиленной квалифицированной электронной подписью; договор заключён, когда банк открыл счёт.',
      en: 'The client accedes to the rules by an application signed in EDO with a qualified electronic signature; the contract is made when the bank opens the account.',
    },
    copy,
  },
  {
    id: 'rko-tariffs',
    title: {
      ru: 'Тарифы расчётно-кассового обслуживания юридических лиц и индивидуальных предпринимателей',
      en: 'Settlement and cash services tariffs for companies and sole proprietors',
    },
    version: '3.0',
    effectiveFrom: '2025-01-09',
    acceptance: {
      ru: 'Применяются по правилам обслуживания счетов; новая редакция объявляется письмом в ЭДО.',
      en: 'Apply under the account rules; a new edition is announced by a letter in EDO.',
    },
    copy,
  },
  {
    id: 'rko-remote-banking',
    title: {
      ru: 'Правила дистанционного банковского обслуживания юридических лиц и индивидуальных предпринимателей',
      en: 'Remote banking rules for companies and sole proprietors',
    },
    version: '2.1',
    effectiveFrom: '2025-03-03',
    acceptance: {
      ru: 'Клиент присоединяется к правилам отдельным заявлением, которое подписывает в ЭДО вместе с заявлением об открытии счёта.',
      en: 'The client accedes to the rules by a separate application, signed in EDO together with the account opening application.',
    },
    copy,
  },
  {
    id: 'rko-opening-documents',
    title: {
      ru: 'Перечень документов для открытия расчётного счёта юридическому лицу и индивидуальному предпринимателю',
      en: 'List of documents for opening a settlement account for a company or a sole proprietor',
    },
    version: '2.0',
    effectiveFrom: '2025-06-02',
    acceptance: {
      ru: 'Не подписывается: банк сообщает его клиенту до подачи заявления.',
      en: 'Not signed: the bank gives it to the client before the application.',
    },
    copy: {
      file: null,
      note: {
        ru: 'Присылает менеджер вместе с формой заявления на открытие счёта.',
        en: 'Your manager sends it with the account opening application form.',
      },
    },
  },
];
