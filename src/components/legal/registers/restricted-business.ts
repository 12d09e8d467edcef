import type {LegalDocument} from '../types';

/** The documents summarised on the `restricted-business` page. */
export const documents: LegalDocument[] = [
  {
    id: 'restricted-business-list',
    title: {
      ru: 'Перечень видов деятельности, которые банк не обслуживает или обслуживает после дополнительной проверки',
      en: 'List of business types the bank does not serve or serves only after an additional review',
    },
    version: '2.0',
    effectiveFrom: '2025-09-09',
    acceptance: {
      ru: 'Приложение к договорам о приёме платежей и о выплатах и к правилам расчётно-кассового обслуживания: принимается вместе с ними, отдельно не подписывается.',
      en: 'Appendix to the payment acceptance and payout contracts and to the settlement and cash services rules: accepted with them, not signed separately.',
    },
    copy: {
      file: null,
      note: {
        ru: 'Действующий перечень изложен на этой странице; полный текст присылает менеджер вместе с проектом договора.',
        en: 'The list in force is summarised on this page; your manager sends the full text with the draft contract.',
      },
    },
  },
  {
    id: 'restricted-business-questionnaire',
    title: {
      ru: 'Анкета партнёра: сведения о деятельности, сайтах и лицензиях',
      en: "Partner questionnaire: the partner's business, websites and licences",
    },
    version: '1.2',
    effectiveFrom: '2025-06-02',
    acceptance: {
      ru: 'Партнёр заполняет и подписывает её в ЭДО усиленной квалифицированной электронной подписью при подключении и при изменении деятельности.',
      en: 'The partner fills it in and signs it in EDO with a qualified electronic signature when connecting and when its business changes.',
    },
    copy: {
      file: null,
      note: {
        ru: 'Форму присылает менеджер при подключении; заполненная анкета хранится в ЭДО.',
        en: 'Your manager sends the form when you connect; the completed questionnaire is kept in EDO.',
      },
    },
  },
];
