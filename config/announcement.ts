import type {ThemeConfig} from '@docusaurus/preset-classic';
import type {LocaleKey, Localized} from './brand';

type Announcement = {
  /** Change the id to show the bar again to readers who closed the previous one. */
  id: string;
  /** HTML; `{base}` stands for the locale's base URL (`/` or `/en/`). */
  content: Localized;
};

/** Set to `null` to take the bar down. */
export const announcement: Announcement | null = {
  id: '2025-09-split-payments',
  content: {
    ru: 'Сплитование платежей теперь настраивается через API. <a href="{base}payments/payment-split-api">Как это работает</a>',
    en: 'Split payments can now be set up through the API. <a href="{base}payments/payment-split-api">How it works</a>',
  },
};

export function announcementBar(
  locale: LocaleKey,
  baseUrl: string,
): ThemeConfig['announcementBar'] {
  if (announcement === null) {
    return undefined;
  }
  const localeBase = locale === 'en' ? `${baseUrl}en/` : baseUrl;
  return {
    id: announcement.id,
    content: announcement.content[locale].replaceAll('{base}', localeBase),
    backgroundColor: 'var(--ivelta-announcement-background)',
    textColor: 'var(--ivelta-announcement-text)',
    isCloseable: true,
  };
}
