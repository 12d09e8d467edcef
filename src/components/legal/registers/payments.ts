import {TEXT_FROM_MANAGER, type LegalDocument} from '../types';

const copy = TEXT_FROM_MANAGER;

const partOfContract: LegalDocument['acceptance'] = {
  ru: 'Часть договора о приёме платежей: принимается вместе с ним, отдельно не подписывается.',
  en: 'Part of the payment acceptance contract: accepted with it, not signed separately.',
};

/** The documents summarised on the `payments` page. */
export const documents: LegalDocument[] = [
  {
    id: 'payments-contract',
    title: {
      ru: 'Договор о приёме платежей',
      en: 'Payment acceptance contract',
    },
    version: '4.0',
    effectiveFrom: '2025-09-16',
    acceptance: {
      ru: 'Подписывают банк и партнёр в ЭДО усиленной квалифицированной электронной подписью; опции подключает менеджер.',
      en: 'Signed by the bank and the partner in EDO with a qualified electronic signature; the manager turns on the options.',
    },
    copy,
  },
  {
    id: 'payments-methods',
    title: {
      ru: 'Приложения к договору по способам оплаты: банковская карта, СБП, SberPay, T-Pay',
      en: 'Appendices to the contract for each payment method: bank card, FPS, SberPay, T-Pay',
    },
    version: '3.0',
    effectiveFrom: '2025-01-21',
    acceptance: partOfContract,
    copy,
  },
  {
    id: 'payments-tariffs',
    title: {
      ru: 'Тарифы на приём платежей',
      en: 'Payment acceptance tariffs',
    },
    version: '3.1',
    effectiveFrom: '2025-07-22',
    acceptance: {
      ru: 'Применяются по договору о приёме платежей; новая редакция объявляется письмом в ЭДО.',
      en: 'Apply under the payment acceptance contract; a new edition is announced by a letter in EDO.',
    },
    copy,
  },
  {
    id: 'payments-recurring',
    title: {
      ru: 'Условия рекуррентных платежей и согласия плательщика на повторные списания',
      en: "Terms of recurring payments and of the payer's consent to repeat debits",
    },
    version: '2.1',
    effectiveFrom: '2025-09-09',
    acceptance: {
      ru: 'Действуют для партнёра, которому менеджер подключил рекуррентные платежи; отдельно не подписываются.',
      en: 'Apply to a partner for whom the manager has turned on recurring payments; not signed separately.',
    },
    copy,
  },
  {
    id: 'payments-split',
    title: {
      ru: 'Условия сплитования платежей',
      en: 'Split payment terms',
    },
    version: '2.0',
    effectiveFrom: '2025-09-03',
    acceptance: {
      ru: 'Действуют для партнёра, которому менеджер подключил сплитование; правила распределения по договору согласуются дополнительным соглашением в ЭДО.',
      en: 'Apply to a partner for whom the manager has turned on split payments; split rules set in the contract are agreed by a supplementary agreement in EDO.',
    },
    copy,
  },
  {
    id: 'payments-website-requirements',
    title: {
      ru: 'Требования к сайту и приложению партнёра',
      en: "Requirements for the partner's website and app",
    },
    version: '1.2',
    effectiveFrom: '2025-04-29',
    acceptance: partOfContract,
    copy,
  },
  {
    id: 'payments-pci-dss',
    title: {
      ru: 'Требования PCI DSS к партнёрам, которые сами принимают данные карт',
      en: 'PCI DSS requirements for partners that accept card data themselves',
    },
    version: '1.0',
    effectiveFrom: '2024-01-16',
    acceptance: {
      ru: 'Часть договора для партнёров, которые передают данные карт в API; партнёр предъявляет подтверждение соответствия PCI DSS до подключения.',
      en: 'Part of the contract for partners that pass card data to the API; the partner shows its PCI DSS attestation before connecting.',
    },
    copy,
  },
];
