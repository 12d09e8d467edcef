import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';

/** Spec §2 'Redirects': old addresses that must keep working. */
export const redirects: ClientRedirectsOptions = {
  redirects: [
    {
      from: ['/documents/general-docs', '/documents/online', '/documents/payments-docs'],
      to: '/documents/landing-legal',
    },
    {from: '/e-wallets/e-wallets', to: '/restricted/e-wallets'},
    {from: '/documents/payselection', to: '/restricted/payselection'},
    {from: '/payments/payment-vepay', to: '/restricted/payment-vepay'},
    {from: '/payments/payment-no-hold', to: '/payments/payment-pcidss'},
  ],
  // `/x.html` → `/x` for every page; `/x/index.html` is served as the page
  // itself and the client router strips `index.html` when matching routes.
  fromExtensions: ['html'],
};
