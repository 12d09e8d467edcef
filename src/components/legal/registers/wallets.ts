import type {LegalDocument} from '../types';

/** The documents summarised on the `wallets` page. */
export const documents: LegalDocument[] = [
  {
    id: 'wallets-appendix',
    title: {
      ru: 'Приложение к договору о выплатах: выплаты на кошельки ЮMoney',
      en: 'Appendix to the payout contract: payouts to YooMoney wallets',
    },
    version: '1.1',
    effectiveFrom: '2025-09-16',
    acceptance: {
      ru: 'Часть договора о выплатах: действует, когда менеджер подключил выплаты на кошельки; отдельно не подписывается.',
      en: 'Part of the payout contract: applies once the manager has turned on payouts to wallets; not signed separately.',
    },
    copy: {
      file: null,
      note: {
        ru: 'Текст присылает менеджер по запросу; подписанный договор с приложениями хранится в ЭДО.',
        en: 'Your manager sends the text on request; the signed contract with its appendices is kept in EDO.',
      },
    },
  },
];
