import type {MultiColumnFooter} from '@docusaurus/theme-common';
import type {LocaleKey} from './brand';
import {brand} from './brand';

/**
 * Link columns of spec §2 'Footer links'. Labels are Russian; English ones
 * live in i18n/en/docusaurus-theme-classic/footer.json. The contact block and
 * the copyright come from config/brand.ts through the swizzled Footer.
 */
export function footer(locale: LocaleKey): MultiColumnFooter {
  return {
    style: 'dark',
    logo: {alt: brand.name[locale], src: 'img/logo-dark.svg', width: 40, height: 40},
    links: [
      {
        title: 'Документация',
        items: [
          {label: 'Выплаты', to: '/payouts/payouts-intro'},
          {label: 'Приём платежей', to: '/payments/payment-intro'},
          {label: 'Объекты API', to: '/reference/objects'},
          {label: 'Документы', to: '/documents/landing-legal'},
        ],
      },
      {
        title: 'Пошаговые сценарии',
        items: [
          {label: 'Выплата на карту', to: '/payouts/russian-card'},
          {label: 'Выплата на карту через виджет', to: '/payouts/payout-widget'},
          {label: 'Выплата самозанятому', to: '/selfemployed/intro'},
          {label: 'Оплата через платёжную форму', to: '/payments/payment-with-form'},
        ],
      },
      {
        title: 'Ресурсы',
        items: [
          {label: 'Что нового', to: '/blog'},
          {label: 'Помощь', to: '/help'},
          {label: 'Для кого документация', to: '/users'},
        ],
      },
    ],
  };
}
