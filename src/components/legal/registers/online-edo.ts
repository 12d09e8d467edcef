import {TEXT_FROM_MANAGER, type LegalDocument} from '../types';

const copy = TEXT_FROM_MANAGER;

/** Part of the EDO agreement, accepted with it. */
const partOfAgreement: LegalDocument['acceptance'] = {
  ru: 'Часть соглашения об ЭДО: принимается вместе с ним, отдельно не подписывается.',
  en: 'Part of the EDO agreement: accepted with it, not signed separately.',
};

/** The documents summarised on the `online-edo` page. */
export const documents: LegalDocument[] = [
  {
    id: 'online-edo-agreement',
    title: {
      ru: 'Соглашение об электронном документообороте',
      en: 'Electronic document exchange agreement',
    },
    version: '2.0',
    effectiveFrom: '2025-09-16',
    acceptance: {
      ru: 'Партнёр присоединяется к соглашению заявлением, подписанным усиленной квалифицированной электронной подписью через оператора ЭДО.',
      en: 'The partner accedes to the agreement by an application signed with a qualified electronic signature through an EDO operator.',
    },
    copy,
  },
  {
    id: 'online-edo-documents-list',
    title: {
      ru: 'Перечень документов, которыми стороны обмениваются в ЭДО, и сроки их подписания (приложение 1 к соглашению)',
      en: 'List of documents the parties exchange in EDO and the deadlines for signing them (appendix 1 to the agreement)',
    },
    version: '2.0',
    effectiveFrom: '2025-09-16',
    acceptance: partOfAgreement,
    copy,
  },
  {
    id: 'online-edo-signature-requirements',
    title: {
      ru: 'Требования к электронной подписи и к подключению через оператора ЭДО (приложение 2 к соглашению)',
      en: 'Requirements for the electronic signature and for connecting through an EDO operator (appendix 2 to the agreement)',
    },
    version: '1.0',
    effectiveFrom: '2024-01-16',
    acceptance: partOfAgreement,
    copy,
  },
];
