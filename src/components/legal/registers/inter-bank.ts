import type {LegalDocument} from '../types';

/** Signed by both sides in EDO. */
const signedByBoth: LegalDocument['acceptance'] = {
  ru: 'Подписывают банк и контрагент в ЭДО квалифицированной электронной подписью.',
  en: 'Signed by the bank and the counterparty in EDO with a qualified electronic signature.',
};

/** The manager sends the draft; the signed copy is kept in EDO. */
const draftFromManager: LegalDocument['copy'] = {
  file: null,
  note: {
    ru: 'Проект присылает менеджер банка; подписанное соглашение хранится в ЭДО.',
    en: 'The manager at the bank sends the draft; the signed agreement is kept in EDO.',
  },
};

/** The documents summarised on the `inter-bank` page. */
export const documents: LegalDocument[] = [
  {
    id: 'inter-bank-lending-deposits',
    title: {
      ru: 'Генеральное соглашение об общих условиях межбанковского кредитования и депозитных операций',
      en: 'General agreement on the terms of interbank lending and deposit operations',
    },
    version: '3.0',
    effectiveFrom: '2025-02-03',
    acceptance: signedByBoth,
    copy: draftFromManager,
  },
  {
    id: 'inter-bank-conversion',
    title: {
      ru: 'Генеральное соглашение о конверсионных операциях',
      en: 'General agreement on foreign exchange operations',
    },
    version: '2.2',
    effectiveFrom: '2025-02-03',
    acceptance: signedByBoth,
    copy: draftFromManager,
  },
  {
    id: 'inter-bank-messaging',
    title: {
      ru: 'Соглашение об обмене финансовыми сообщениями и электронными документами',
      en: 'Agreement on the exchange of financial messages and electronic documents',
    },
    version: '1.5',
    effectiveFrom: '2025-05-12',
    acceptance: signedByBoth,
    copy: draftFromManager,
  },
  {
    id: 'inter-bank-counterparty-questionnaire',
    title: {
      ru: 'Анкета контрагента и перечень документов для установления лимитов',
      en: 'Counterparty questionnaire and list of documents for setting limits',
    },
    version: '2.0',
    effectiveFrom: '2025-01-20',
    acceptance: {
      ru: 'Заполняет и подписывает контрагент квалифицированной электронной подписью.',
      en: 'Filled in and signed by the counterparty with a qualified electronic signature.',
    },
    copy: {
      file: null,
      note: {
        ru: 'Форму и перечень присылает менеджер банка; заполненная анкета хранится в ЭДО.',
        en: 'The manager at the bank sends the form and the list; the completed questionnaire is kept in EDO.',
      },
    },
  },
];
