import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The six sidebars of spec §2. A page listed in none of them renders without a
 * sidebar (the spec's 'No sidebar' list). Category labels are Russian; English
 * ones live in i18n/en/docusaurus-plugin-content-docs/current.json.
 */
const sidebars: SidebarsConfig = {
  techdoc: [
    'before',
    'intro',
    {
      type: 'category',
      label: 'Справочник API',
      collapsed: false,
      items: [
        'reference/format',
        'reference/methods',
        'reference/objects',
        'reference/webhooks',
        'reference/errors',
        'reference/typical',
        'reference/testing',
      ],
    },
  ],
  legal: [
    'documents/landing-legal',
    {
      type: 'category',
      label: 'Документы для партнёров',
      collapsed: false,
      items: [
        'documents/payments',
        'documents/payouts',
        'documents/wallets',
        'documents/rko',
        'documents/special-accounts',
        'documents/online-edo',
      ],
    },
    {
      type: 'category',
      label: 'Для кредитных организаций',
      items: [
        'documents-credit/correspondent-docs',
        'documents-credit/inter-bank',
        'documents-credit/dengi-ru',
      ],
    },
  ],
  payments: [
    'payments/payment-intro',
    {
      type: 'category',
      label: 'Способы оплаты',
      collapsed: false,
      items: [
        'payments/payment-with-form',
        'payments/payment-widget',
        'payments/payment-pcidss',
        'payments/payment-pcidss-simple',
        'payments/payment-fps-qr',
        'payments/payment-sber-pay',
        'payments/payment-sber-pay-qr',
        'payments/payment-tpay',
        'payments/payment-aft',
      ],
    },
    {
      type: 'category',
      label: 'Холдирование и возвраты',
      items: ['payments/payment-hold', 'payments/payment-refund'],
    },
    {
      type: 'category',
      label: 'Рекуррентные платежи',
      items: [
        'payments/payment-recurring',
        'payments/payment-recurring-cit',
        'payments/payment-recurring-fps',
      ],
    },
    {
      type: 'category',
      label: 'Сплитование',
      items: [
        'payments/payment-split',
        'payments/payment-split-api',
        'payments/payment-split-bank',
      ],
    },
    {
      type: 'category',
      label: 'Отчёты',
      items: ['payments/finance-act', 'finance/payment-daily-report'],
    },
  ],
  payouts: [
    'payouts/payouts-intro',
    {
      type: 'category',
      label: 'Способы выплат',
      collapsed: false,
      items: [
        'payouts/russian-card',
        'payouts/russian-account',
        'payouts/payout-fps-phone',
        'payouts/yoomoney',
        'payouts/payout-account-simple',
        'payouts/payout-widget',
        'payouts/payout-pcidss',
        'payouts/payout-pcidss-simple',
        'payouts/payout-currency',
      ],
    },
    {
      type: 'category',
      label: 'Токенизация',
      items: [
        'payouts/card-tokenize',
        'payouts/tokenize-widget',
        'payouts/tokenize-account-widget',
        'payouts/payout-tokenized-card',
        'payouts/payout-tokenized-account',
      ],
    },
    {
      type: 'category',
      label: 'Самозанятые',
      items: [
        'selfemployed/intro',
        'selfemployed/selfemployed-verification',
        'selfemployed/selfemployed-binding',
        'selfemployed/selfemployed-payout',
        'selfemployed/selfemployed-fiscalization',
        'selfemployed/selfemployed-accruals',
        'selfemployed/selfemployed-notification',
        'payouts/selfemployed-widget',
      ],
    },
    {
      type: 'category',
      label: 'Номинальный счёт',
      items: [
        'escrow-account/escrow-intro',
        'escrow-account/escrow-payout-accounts',
        'escrow-account/escrow-payout-cards',
      ],
    },
    {
      type: 'category',
      label: 'Расчётный счёт',
      items: [
        'settlement-account/settlement-intro',
        'settlement-account/settlement-payout-accounts',
        'settlement-account/settlement-payout-cards',
      ],
    },
    {
      type: 'category',
      label: 'Возвраты и налоги',
      items: ['payouts/payout-refunds', 'payouts/payout-taxes'],
    },
    {
      type: 'category',
      label: 'Выписки и отчёты',
      items: [
        'statements/statements-balance',
        'statements/statements-escrow',
        'payouts/finance-act',
        'finance/payouts-daily-report',
      ],
    },
  ],
  transfers: ['transfers/transfer-start', 'transfers/transfer-without-widget'],
  idrecipient: [
    'verification/verification-intro',
    'verification/verification-process',
    'verification/verification-interaction',
    'verification/verification-http',
    'verification/verification-status',
  ],
};

export default sidebars;
