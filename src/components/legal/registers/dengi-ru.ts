import type {LegalDocument} from '../types';

/** An appendix, signed with the agreement. */
const signedAsAppendix: LegalDocument['acceptance'] = {
  ru: 'Подписывается вместе с соглашением как его приложение.',
  en: 'Signed with the agreement as its appendix.',
};

/** Sent within the draft agreement; kept in EDO. */
const inAgreementDraft: LegalDocument['copy'] = {
  file: null,
  note: {
    ru: 'Входит в проект соглашения, который присылает менеджер; хранится в ЭДО.',
    en: 'Part of the draft agreement the manager sends; kept in EDO.',
  },
};

/**
 * The documents summarised on the `dengi-ru` page: Ivelta Bank's own documents.
 * The system rules and tariffs are the operator's; the page says where to get them.
 */
export const documents: LegalDocument[] = [
  {
    id: 'dengi-ru-agreement',
    title: {
      ru: 'Соглашение об участии в системе переводов «Деньги.ру»',
      en: 'Agreement on participation in the Dengi.ru transfer system',
    },
    version: '2.1',
    effectiveFrom: '2025-04-01',
    acceptance: {
      ru: 'Подписывают банк и участник системы в ЭДО квалифицированной электронной подписью.',
      en: 'Signed by the bank and the system participant in EDO with a qualified electronic signature.',
    },
    copy: {
      file: null,
      note: {
        ru: 'Проект присылает менеджер банка; подписанное соглашение хранится в ЭДО.',
        en: 'The manager at the bank sends the draft; the signed agreement is kept in EDO.',
      },
    },
  },
  {
    id: 'dengi-ru-settlement',
    title: {
      ru: 'Порядок расчётов между участниками (приложение к соглашению)',
      en: 'Settlement procedure between participants (appendix to the agreement)',
    },
    version: '2.1',
    effectiveFrom: '2025-04-01',
    acceptance: signedAsAppendix,
    copy: inAgreementDraft,
  },
  {
    id: 'dengi-ru-information-exchange',
    title: {
      ru: 'Требования к обмену информацией и её защите (приложение к соглашению)',
      en: 'Requirements for information exchange and protection (appendix to the agreement)',
    },
    version: '2.0',
    effectiveFrom: '2025-04-01',
    acceptance: signedAsAppendix,
    copy: inAgreementDraft,
  },
  {
    id: 'dengi-ru-tariffs',
    title: {
      ru: 'Тарифы Ивелта Банка для участников системы «Деньги.ру»',
      en: "Ivelta Bank's tariffs for participants of the Dengi.ru system",
    },
    version: '1.4',
    effectiveFrom: '2025-07-01',
    acceptance: {
      ru: 'Применяются по соглашению об участии; новая редакция объявляется за 30 календарных дней.',
      en: 'Apply under the participation agreement; a new edition is announced 30 calendar days ahead.',
    },
    copy: {
      file: null,
      note: {
        ru: 'Действующую редакцию присылает менеджер банка по запросу, вместе с правилами и тарифами системы.',
        en: "The manager at the bank sends the edition in force on request, with the system's rules and tariffs.",
      },
    },
  },
];
