import type {LegalDocument} from '../types';

/** The documents summarised on the `correspondent-docs` page. */
export const documents: LegalDocument[] = [
  {
    id: 'correspondent-docs-loro-agreement',
    title: {
      ru: 'Договор корреспондентского счёта ЛОРО',
      en: 'Loro correspondent account agreement',
    },
    version: '2.3',
    effectiveFrom: '2025-03-03',
    acceptance: {
      ru: 'Подписывают банк и кредитная организация в ЭДО квалифицированной электронной подписью.',
      en: 'Signed by the bank and the credit institution in EDO with a qualified electronic signature.',
    },
    copy: {
      file: null,
      note: {
        ru: 'Проект присылает менеджер банка; подписанный договор хранится в ЭДО.',
        en: 'The manager at the bank sends the draft; the signed agreement is kept in EDO.',
      },
    },
  },
  {
    id: 'correspondent-docs-tariffs',
    title: {
      ru: 'Тарифы по корреспондентским счетам кредитных организаций',
      en: 'Tariffs for correspondent accounts of credit institutions',
    },
    version: '1.6',
    effectiveFrom: '2025-07-01',
    acceptance: {
      ru: 'Применяются по договору корреспондентского счёта; новая редакция объявляется за 30 календарных дней.',
      en: 'Apply under the correspondent account agreement; a new edition is announced 30 calendar days ahead.',
    },
    copy: {
      file: null,
      note: {
        ru: 'Действующую редакцию присылает менеджер банка в ЭДО.',
        en: 'The manager at the bank sends the edition in force in EDO.',
      },
    },
  },
  {
    id: 'correspondent-docs-document-list',
    title: {
      ru: 'Перечень документов для открытия корреспондентского счёта ЛОРО',
      en: 'List of documents for opening a loro correspondent account',
    },
    version: '2.0',
    effectiveFrom: '2025-03-03',
    acceptance: {
      ru: 'Не подписывается: кредитная организация передаёт документы по перечню в ЭДО.',
      en: 'Not signed: the credit institution provides the listed documents in EDO.',
    },
    copy: {
      file: null,
      note: {
        ru: 'Менеджер присылает перечень вместе с проектом договора.',
        en: 'The manager sends the list with the draft agreement.',
      },
    },
  },
  {
    id: 'correspondent-docs-aml-questionnaire',
    title: {
      ru: 'Анкета кредитной организации по ПОД/ФТ',
      en: 'AML/CFT questionnaire for credit institutions',
    },
    version: '3.0',
    effectiveFrom: '2025-01-20',
    acceptance: {
      ru: 'Заполняет и подписывает кредитная организация квалифицированной электронной подписью.',
      en: 'Filled in and signed by the credit institution with a qualified electronic signature.',
    },
    copy: {
      file: null,
      note: {
        ru: 'Форму присылает менеджер банка; заполненная анкета хранится в ЭДО.',
        en: 'The manager at the bank sends the form; the completed questionnaire is kept in EDO.',
      },
    },
  },
  {
    id: 'correspondent-docs-bank-questionnaire',
    title: {
      ru: 'Анкета Ивелта Банка по ПОД/ФТ и копия лицензии',
      en: "Ivelta Bank's AML/CFT questionnaire and licence copy",
    },
    version: '4.1',
    effectiveFrom: '2025-08-01',
    acceptance: {
      ru: 'Банк подписывает и передаёт кредитной организации; подписывать ей не нужно.',
      en: 'Signed by the bank and sent to the credit institution; it need not sign them.',
    },
    copy: {
      file: null,
      note: {
        ru: 'Менеджер присылает в ЭДО по запросу кредитной организации.',
        en: "The manager sends them in EDO at the credit institution's request.",
      },
    },
  },
];
