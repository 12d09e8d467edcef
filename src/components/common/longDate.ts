import type {Lang} from '../../plugins/openapi/model';

/**
 * A date as the pages write it, `2025-09-16` → «16 сентября 2025 г.» or
 * "16 September 2025". Written out rather than left to `Intl`, so the build
 * and every browser print the same text and hydration never differs.
 */
const MONTHS: Record<Lang, string[]> = {
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** `2025-09-16` as «16 сентября 2025 г.» or "16 September 2025", the same on the server and in the browser. */
export function longDate(date: string, lang: Lang): string {
  const [year, month, day] = date.split('-').map(Number);
  const name = MONTHS[lang][(month ?? 1) - 1];
  return lang === 'ru' ? `${day} ${name} ${year} г.` : `${day} ${name} ${year}`;
}
