import type {Localized} from '../../plugins/openapi/model';

/** One document of the bank's legal section, as its page summarises it. */
export type LegalDocument = {
  /** Unique across the register, kebab-case: `payouts-contract`. */
  id: string;
  title: Localized;
  /** The edition in force, as the document itself numbers it: `3.1`. */
  version: string;
  /** The day this edition took effect, `YYYY-MM-DD`. */
  effectiveFrom: string;
  /** Who signs or accepts it, and how: a signed contract, accession by application, a notice. */
  acceptance: Localized;
  /** Where a reader gets the full text: a file under `static/`, or honestly where it is sent. */
  copy: {file: string | null; note: Localized};
};

/** The pages of the legal section, each with the documents it summarises. */
export type LegalPage =
  | 'online-edo'
  | 'payments'
  | 'payouts'
  | 'restricted-business'
  | 'rko'
  | 'special-accounts'
  | 'wallets'
  | 'correspondent-docs'
  | 'dengi-ru'
  | 'inter-bank';

/** The usual answer to "where is the full text": no file is published; the manager sends it. */
export const TEXT_FROM_MANAGER: LegalDocument['copy'] = {
  file: null,
  note: {
    ru: 'Текст присылает менеджер по запросу; подписанный экземпляр хранится в ЭДО.',
    en: 'Your manager sends the text on request; the signed copy is kept in EDO.',
  },
};
