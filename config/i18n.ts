import type {Config} from '@docusaurus/types';
import type {LocaleKey} from './brand';

export const defaultLocale: LocaleKey = 'ru';

export const i18n = {
  defaultLocale,
  locales: ['ru', 'en'],
  path: 'i18n',
  localeConfigs: {
    ru: {label: 'Русский', direction: 'ltr', htmlLang: 'ru'},
    en: {label: 'English', direction: 'ltr', htmlLang: 'en'},
  },
} satisfies Config['i18n'];

/** The locale being built; the config is evaluated once per locale. */
export function buildLocale(current: string | undefined): LocaleKey {
  return current === 'en' ? 'en' : defaultLocale;
}
