import {TEXT_FROM_MANAGER, type LegalDocument} from '../types';

const copy = TEXT_FROM_MANAGER;

const partOfContract: LegalDocument['acceptance'] = {
  ru: 'Часть договора о выплатах: принимается вместе с ним, отдельно не подписывается.',
  en: 'Part of the payout contract: accepted with it, not signed separately.',
};

/** The documents summarised on the `payouts` page. */
export const documents: LegalDocument[] = [
  {
    id: 'payouts-contract',
    title: {
      ru: 'Договор о выплатах',
      en: 'Payout contract',
    },
    version: '5.0',
    effectiveFrom: '2025-09-16',
    acceptance: {
      ru: 'Подписывают банк и партнёр в ЭДО усиленной квалифицированной электронной подписью; опции подключает менеджер.',
      en: 'Signed by the bank and the partner in EDO with a qualified electronic signature; the manager turns on the options.',
    },
    copy,
  },
  {
    id: 'payouts-methods',
    title: {
      ru: 'Приложения к договору по способам выплат: карта, банковский счёт, СБП, токены, счёт в иностранном банке',
      en: 'Appendices to the contract for each payout method: card, bank account, FPS, tokens, foreign bank account',
    },
    version: '4.0',
    effectiveFrom: '2025-09-16',
    acceptance: partOfContract,
    copy,
  },
  {
    id: 'payouts-tariffs',
    title: {
      ru: 'Тарифы на выплаты',
      en: 'Payout tariffs',
    },
    version: '3.0',
    effectiveFrom: '2025-09-16',
    acceptance: {
      ru: 'Применяются по договору о выплатах; новая редакция объявляется письмом в ЭДО.',
      en: 'Apply under the payout contract; a new edition is announced by a letter in EDO.',
    },
    copy,
  },
  {
    id: 'payouts-selfemployed',
    title: {
      ru: 'Условия выплат самозанятым с регистрацией чеков',
      en: 'Terms of payouts to self-employed people with tax receipts',
    },
    version: '2.0',
    effectiveFrom: '2025-09-16',
    acceptance: {
      ru: 'Действуют для партнёра, которому менеджер подключил выплаты самозанятым; отдельно не подписываются.',
      en: 'Apply to a partner for whom the manager has turned on payouts to the self-employed; not signed separately.',
    },
    copy,
  },
  {
    id: 'payouts-act-form',
    title: {
      ru: 'Форма ежемесячного акта по выплатам',
      en: 'Form of the monthly payouts act',
    },
    version: '2.0',
    effectiveFrom: '2025-03-18',
    acceptance: partOfContract,
    copy,
  },
];
