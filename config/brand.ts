/**
 * The provider's identity, in one place. The provider is fictional: a real
 * provider replaces this file and nothing else carries its name or contacts.
 * Domains are under the reserved `.example` TLD (RFC 2606).
 */
export type Localized = {readonly ru: string; readonly en: string};

export type LocaleKey = keyof Localized;

export const brand = {
  name: {ru: 'Ивелта Банк', en: 'Ivelta Bank'},
  shortName: {ru: 'Ивелта', en: 'Ivelta'},
  siteTitle: {ru: 'Ивелта API', en: 'Ivelta API'},
  tagline: {
    ru: 'Документация API выплат, приёма платежей, переводов и проверки получателей',
    en: 'Documentation of the API for payouts, payment acceptance, transfers and recipient verification',
  },
  domain: 'ivelta.example',
  siteUrl: 'https://docs.ivelta.example',
  /** The documentation's source repository ("Edit this page"); REPOSITORY_URL overrides it. */
  repositoryUrl: 'https://git.ivelta.example/docs/developer-docs',
  apiBaseUrl: {
    sandbox: 'https://sandbox.api.ivelta.example/v1',
    production: 'https://api.ivelta.example/v1',
  },
  supportPhone: {
    /** Digits only, for the `tel:` link. */
    dial: '+78001003245',
    display: '8 800 100-32-45',
    note: {
      ru: 'Бесплатно по России, круглосуточно',
      en: 'Free of charge within Russia, 24/7',
    },
  },
  supportEmail: 'support@ivelta.example',
  bankEnquiriesEmail: 'bank@ivelta.example',
  postalAddress: {
    ru: '420107, Республика Татарстан, г. Казань, ул. Спартаковская, д. 48',
    en: '48 Spartakovskaya St., Kazan, Republic of Tatarstan, 420107, Russia',
  },
  licence: {
    ru: 'Базовая лицензия Банка России на осуществление банковских операций № 3517 от 14.03.2019',
    en: 'Basic licence of the Bank of Russia for banking operations No. 3517 of 14 March 2019',
  },
  depositInsurance: {
    ru: 'Банк — участник системы обязательного страхования вкладов',
    en: 'The bank is a member of the compulsory deposit insurance system',
  },
  copyrightHolder: {ru: 'АО «Ивелта Банк»', en: 'Ivelta Bank JSC'},
  foundedYear: 2019,
} as const;

export function localized(value: Localized, locale: string): string {
  return locale === 'en' ? value.en : value.ru;
}
