/**
 * The legal section's register, without React: which documents each legal
 * page summarises and the page's route.
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
