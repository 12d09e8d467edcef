import type {Navbar} from '@docusaurus/theme-common';
import type {LocaleKey} from './brand';
import {brand} from './brand';

/**
 * Top navigation of spec §2. Labels are Russian (the default locale); English
 * ones live in i18n/en/docusaurus-theme-classic/navbar.json, except the
 * version dropdown's extra link, which that file cannot reach.
 */
export function navbar(locale: LocaleKey): Navbar {
  return {
    title: brand.siteTitle[locale],
    logo: {
      alt: brand.name[locale],
      src: 'img/logo.svg',
      srcDark: 'img/logo-dark.svg',
      width: 32,
      height: 32,
    },
    hideOnScroll: true,
    items: [
      {type: 'doc', docId: 'payouts/payouts-intro', label: 'Выплаты', position: 'left'},
      {type: 'doc', docId: 'payments/payment-intro', label: 'Платежи', position: 'left'},
      {type: 'doc', docId: 'transfers/transfer-start', label: 'Переводы', position: 'left'},
      {
        type: 'doc',
        docId: 'verification/verification-intro',
        label: 'Проверки',
        position: 'left',
      },
      {to: '/blog', label: 'Новости', position: 'left'},
      {
        type: 'docsVersionDropdown',
        position: 'right',
        dropdownItemsAfter: [
          {to: '/history', label: locale === 'en' ? 'API change history' : 'История изменений API'},
        ],
      },
      {type: 'localeDropdown', position: 'right'},
      {type: 'search', position: 'right'},
    ],
  };
}
