import {TEXT_FROM_MANAGER, type LegalDocument} from '../types';

const copy = TEXT_FROM_MANAGER;

/** The documents summarised on the `special-accounts` page. */
export const documents: LegalDocument[] = [
  {
    id: 'special-accounts-escrow-contract',
    title: {
      ru: 'Договор номинального счёта',
      en: 'Escrow (nominee) account contract',
    },
    version: '2.0',
    effectiveFrom: '2025-09-16',
    acceptance: {
      ru: 'Подписывают банк и партнёр — владелец счёта — в ЭДО усиленной квалифицированной электронной подписью.',
      en: 'Signed by the bank and the partner, the account holder, in EDO with a qualified electronic signature.',
    },
    copy,
  },
  {
    id: 'special-accounts-beneficiaries',
    title: {
      ru: 'Порядок передачи сведений о бенефициарах и документов-оснований (приложение к договору номинального счёта)',
      en: 'How beneficiary details and supporting documents are passed to the bank (appendix to the escrow account contract)',
    },
    version: '2.0',
    effectiveFrom: '2025-09-16',
    acceptance: {
      ru: 'Часть договора номинального счёта: принимается вместе с ним, отдельно не подписывается.',
      en: 'Part of the escrow account contract: accepted with it, not signed separately.',
    },
    copy,
  },
  {
    id: 'special-accounts-tariffs',
    title: {
      ru: 'Тарифы на обслуживание номинальных и специальных банковских счетов',
      en: 'Tariffs for escrow (nominee) and special bank accounts',
    },
    version: '2.0',
    effectiveFrom: '2025-01-09',
    acceptance: {
      ru: 'Применяются по договору счёта; новая редакция объявляется письмом в ЭДО.',
      en: 'Apply under the account contract; a new edition is announced by a letter in EDO.',
    },
    copy,
  },
  {
    id: 'special-accounts-payment-agent',
    title: {
      ru: 'Договор специального банковского счёта платёжного агента',
      en: "Payment agent's special bank account contract",
    },
    version: '1.1',
    effectiveFrom: '2024-06-03',
    acceptance: {
      ru: 'Подписывают банк и платёжный агент в ЭДО усиленной квалифицированной электронной подписью.',
      en: 'Signed by the bank and the payment agent in EDO with a qualified electronic signature.',
    },
    copy,
  },
];
