/**
 * The legal section's register, without React: which documents each legal
 * page summarises, the page's route, and how an effective date reads.
 */
import {documents as correspondentDocs} from './registers/correspondent-docs';
import {documents as dengiRu} from './registers/dengi-ru';
import {documents as interBank} from './registers/inter-bank';
import {documents as onlineEdo} from './registers/online-edo';
import {documents as payments} from './registers/payments';
import {documents as payouts} from './registers/payouts';
import {documents as restrictedBusiness} from './registers/restricted-business';
import {documents as rko} from './registers/rko';
import {documents as specialAccounts} from './registers/special-accounts';
import {documents as wallets} from './registers/wallets';
import type {LegalDocument, LegalPage} from './types';

export const LEGAL_REGISTER: Record<LegalPage, LegalDocument[]> = {
  payments,
  payouts,
  wallets,
  rko,
  'special-accounts': specialAccounts,
  'online-edo': onlineEdo,
  'restricted-business': restrictedBusiness,
  'correspondent-docs': correspondentDocs,
  'dengi-ru': dengiRu,
  'inter-bank': interBank,
};

/** The route of a legal page: the credit organisations' pages have a section of their own. */
export function legalPagePath(page: LegalPage): string {
  const credit: LegalPage[] = ['correspondent-docs', 'dengi-ru', 'inter-bank'];
  return `/${credit.includes(page) ? 'documents-credit' : 'documents'}/${page}`;
}

const MONTHS = {
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
export function legalDate(date: string, lang: 'ru' | 'en'): string {
  const [year, month, day] = date.split('-').map(Number);
  const name = MONTHS[lang][(month ?? 1) - 1];
  return lang === 'ru' ? `${day} ${name} ${year} г.` : `${day} ${name} ${year}`;
}
