/**
 * The routes of product spec §2, written out from the spec (not read from
 * the build) so that a missing page fails the suite.
 */
const group = (prefix: string, slugs: string[]): string[] =>
  slugs.map((slug) => `/${prefix}/${slug}`);

export const docRoutes: string[] = [
  '/before',
  '/intro',
  '/history',
  ...group('documents', [
    'landing-legal',
    'online-edo',
    'payments',
    'payouts',
    'restricted-business',
    'rko',
    'special-accounts',
    'wallets',
  ]),
  ...group('documents-credit', ['correspondent-docs', 'dengi-ru', 'inter-bank']),
  ...group('payments', [
    'payment-intro',
    'payment-widget',
    'payment-with-form',
    'payment-pcidss',
    'payment-pcidss-simple',
    'payment-hold',
    'payment-aft',
    'payment-fps-qr',
    'payment-humo',
    'cards-humo',
    'payment-recurring',
    'payment-recurring-cit',
    'payment-recurring-fps',
    'payment-refund',
    'payment-sber-pay',
    'payment-sber-pay-qr',
    'payment-tpay',
    'payment-split',
    'payment-split-api',
    'payment-split-bank',
    'payment-scenarios',
    'tokenize-widget',
    'finance-act',
  ]),
  ...group('payouts', [
    'payouts-intro',
    'payout-account-simple',
    'payout-currency',
    'payout-fps-phone',
    'payout-pcidss',
    'payout-pcidss-simple',
    'payout-refunds',
    'payout-scenarios',
    'payout-taxes',
    'payout-tokenized-account',
    'payout-tokenized-card',
    'payout-widget',
    'russian-account',
    'russian-card',
    'selfemployed-widget',
    'tokenize-account-widget',
    'tokenize-widget',
    'card-tokenize',
    'yoomoney',
    'finance-act',
  ]),
  ...group('escrow-account', ['escrow-intro', 'escrow-payout-accounts', 'escrow-payout-cards']),
  ...group('settlement-account', [
    'settlement-intro',
    'settlement-payout-accounts',
    'settlement-payout-cards',
  ]),
  ...group('selfemployed', [
    'info',
    'intro',
    'selfemployed-accruals',
    'selfemployed-binding',
    'selfemployed-fiscalization',
    'selfemployed-notification',
    'selfemployed-payout',
    'selfemployed-verification',
  ]),
  ...group('statements', ['statements-balance', 'statements-escrow']),
  ...group('finance', ['payment-daily-report', 'payouts-daily-report']),
  ...group('transfers', ['transfer-start', 'transfer-without-widget']),
  ...group('verification', [
    'verification-intro',
    'verification-process',
    'verification-http',
    'verification-interaction',
    'verification-status',
  ]),
  ...group('reference', [
    'errors',
    'format',
    'methods',
    'objects',
    'sdk',
    'testing',
    'typical',
    'webhooks',
  ]),
  ...restrictedRoutes(),
  '/widget/widget-fps',
];

export function restrictedRoutes(): string[] {
  return group('restricted', [
    'e-wallets',
    'mulenpay',
    'payment-google-pay',
    'payment-integration-google-pay',
    'payment-vepay',
    'payselection',
    'unitpay',
  ]);
}

/**
 * Doc pages the issues added beyond spec §2: tools that the reference links
 * to, in no sidebar (the spec's sidebars stay as they are).
 */
export const toolRoutes: string[] = ['/reference/signature-debugger'];

/** Top-level pages of spec §2 other than the dated blog posts. */
export const pageRoutes: string[] = [
  '/',
  '/blog',
  '/blog/archive',
  '/help',
  '/help-with-translations',
  '/users',
  '/search',
];

/** Spec §2 'No sidebar'. */
export const noSidebarRoutes: string[] = [
  '/history',
  '/payments/cards-humo',
  '/payments/payment-humo',
  '/payments/payment-scenarios',
  '/payments/tokenize-widget',
  '/payouts/payout-scenarios',
  '/reference/sdk',
  '/documents/restricted-business',
  ...restrictedRoutes(),
  '/selfemployed/info',
  '/widget/widget-fps',
];

/** Spec §2 'Sidebar groups': a sample page of each group and pages that must share its sidebar. */
export const sidebarSamples: {
  sidebar: string;
  page: string;
  members: string[];
  nonMembers: string[];
}[] = [
  {
    sidebar: 'techdoc',
    page: '/intro',
    members: [
      '/before',
      '/reference/errors',
      '/reference/format',
      '/reference/methods',
      '/reference/objects',
      '/reference/testing',
      '/reference/typical',
      '/reference/webhooks',
    ],
    nonMembers: ['/reference/sdk', '/history'],
  },
  {
    sidebar: 'legal',
    page: '/documents/landing-legal',
    members: [
      '/documents/online-edo',
      '/documents/rko',
      '/documents/wallets',
      '/documents-credit/correspondent-docs',
      '/documents-credit/dengi-ru',
      '/documents-credit/inter-bank',
    ],
    nonMembers: ['/documents/restricted-business'],
  },
  {
    sidebar: 'payments',
    page: '/payments/payment-intro',
    members: [
      '/payments/payment-hold',
      '/payments/payment-recurring',
      '/payments/payment-split-bank',
      '/payments/finance-act',
      '/finance/payment-daily-report',
    ],
    nonMembers: [
      '/payments/cards-humo',
      '/payments/payment-humo',
      '/payments/payment-scenarios',
      '/payments/tokenize-widget',
    ],
  },
  {
    sidebar: 'payouts',
    page: '/payouts/payouts-intro',
    members: [
      '/payouts/russian-card',
      '/selfemployed/intro',
      '/escrow-account/escrow-intro',
      '/settlement-account/settlement-intro',
      '/statements/statements-balance',
      '/finance/payouts-daily-report',
      '/payouts/finance-act',
    ],
    nonMembers: ['/payouts/payout-scenarios', '/selfemployed/info'],
  },
  {
    sidebar: 'transfers',
    page: '/transfers/transfer-start',
    members: ['/transfers/transfer-without-widget'],
    nonMembers: [],
  },
  {
    sidebar: 'idrecipient',
    page: '/verification/verification-intro',
    members: [
      '/verification/verification-process',
      '/verification/verification-http',
      '/verification/verification-interaction',
      '/verification/verification-status',
    ],
    nonMembers: [],
  },
];

/** Spec §2 'Redirects'. */
export const redirectCases: {from: string; to: string}[] = [
  {from: '/documents/general-docs', to: '/documents/landing-legal'},
  {from: '/documents/online', to: '/documents/landing-legal'},
  {from: '/documents/payments-docs', to: '/documents/landing-legal'},
  {from: '/e-wallets/e-wallets', to: '/restricted/e-wallets'},
  {from: '/documents/payselection', to: '/restricted/payselection'},
  {from: '/payments/payment-vepay', to: '/restricted/payment-vepay'},
  {from: '/payments/payment-no-hold', to: '/payments/payment-pcidss'},
];

export const locales = [
  {key: 'ru', prefix: ''},
  {key: 'en', prefix: '/en'},
] as const;

export type LocaleCase = (typeof locales)[number];

/** `/x` in a locale: `/x` for Russian, `/en/x` for English. */
export function localized(locale: LocaleCase, route: string): string {
  if (locale.prefix === '') {
    return route;
  }
  return route === '/' ? `${locale.prefix}/` : `${locale.prefix}${route}`;
}
