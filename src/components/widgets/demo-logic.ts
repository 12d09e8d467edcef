/**
 * What the demo widgets decide, apart from React: card checks and the outcome
 * of a test card, by the spec's sandbox data (`x-sandbox.cards`). Nothing here
 * touches the network; the demos exist so a reader can see the widget's
 * events without a contract and without real card data leaving the page.
 */

export type SandboxCard = {
  number: string;
  brand: string;
  operations: string[];
  outcome: 'success' | 'three_ds_challenge' | 'decline';
  error_code?: string;
};

export type DemoOperation = 'payment' | 'token';

export type CardOutcome =
  | {kind: 'success'; brand: string}
  | {kind: 'three_ds'; brand: string}
  | {kind: 'decline'; code: string};

/** The spec's 3-D Secure code that passes on the test ACS page. */
export const TEST_ACS_CODE = '111111';

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

export function luhnValid(number: string): boolean {
  const digits = digitsOnly(number);
  if (digits.length < 13 || digits.length > 19) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `MM/YY` → month and four-digit year, or null when malformed or in the past. */
export function parseExpiry(value: string, now = new Date()): {month: number; year: number} | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return null;
  const endOfMonth = new Date(year, month, 1);
  return endOfMonth > now ? {month, year} : null;
}

/** The card's brand by its first digits, for cards outside the sandbox list. */
export function brandOf(number: string): string {
  const digits = digitsOnly(number);
  if (/^220[0-4]/.test(digits)) return 'mir';
  if (/^9860/.test(digits)) return 'humo';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  return 'unknown';
}

/** `411111******1111`: what the API and the widget show instead of a number. */
export function maskCard(number: string): string {
  const digits = digitsOnly(number);
  return `${digits.slice(0, 6)}${'*'.repeat(Math.max(digits.length - 10, 0))}${digits.slice(-4)}`;
}

/**
 * The outcome of a test card, as the sandbox describes it. Any other card that
 * passes the Luhn check behaves like the first successful entry of the list.
 */
export function cardOutcome(
  number: string,
  cards: SandboxCard[],
  operation: DemoOperation,
): CardOutcome {
  const digits = digitsOnly(number);
  const card = cards.find((candidate) => candidate.number === digits);
  if (!card) {
    return {kind: 'success', brand: brandOf(digits)};
  }
  if (card.outcome === 'decline' || !card.operations.includes(operation)) {
    return {kind: 'decline', code: card.error_code ?? 'card_declined'};
  }
  return card.outcome === 'three_ds_challenge'
    ? {kind: 'three_ds', brand: card.brand}
    : {kind: 'success', brand: card.brand};
}

/** An id of the API's shape (`pm_` + 10 lowercase letters and digits), made in the browser. */
export function demoId(prefix: string, random: () => number = Math.random): string {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
  let id = '';
  for (let index = 0; index < 10; index += 1) {
    id += alphabet[Math.floor(random() * alphabet.length)];
  }
  return `${prefix}_${id}`;
}

export type SandboxAccount = {
  account_number: string;
  bik: string;
  outcome: 'success' | 'returned' | 'error';
  error_code?: string;
};

export type SandboxTaxId = {
  inn: string;
  outcome: 'bound' | 'pending' | 'unbound' | 'error';
  error_code?: string;
};

export type FormOutcome = {kind: 'success'} | {kind: 'decline'; code: string};

/** A Russian account number is 20 digits, a BIK 9. */
export const accountNumberValid = (value: string) => /^\d{20}$/.test(digitsOnly(value));
export const bikValid = (value: string) => /^\d{9}$/.test(digitsOnly(value));

/** `40817*********0001` as `BankAccountInfo.account_number`: the first five and last four digits. */
export function maskAccount(number: string): string {
  const digits = digitsOnly(number);
  return `${digits.slice(0, 5)}${'*'.repeat(Math.max(digits.length - 9, 0))}${digits.slice(-4)}`;
}

/**
 * What tokenising a test account gives. The widget checks the account against
 * the BIK (`invalid_field_value`), but the recipient's bank is asked only when
 * a payout is made: a closed account (`recipient_account_invalid`) or one
 * that returns payouts tokenises, and fails later. Any other account behaves
 * like a successful one.
 */
export function accountOutcome(
  number: string,
  bik: string,
  accounts: SandboxAccount[],
): FormOutcome {
  const account = accounts.find(
    (candidate) =>
      candidate.account_number === digitsOnly(number) && candidate.bik === digitsOnly(bik),
  );
  return account?.error_code === 'invalid_field_value'
    ? {kind: 'decline', code: account.error_code}
    : {kind: 'success'};
}

/** An individual's INN: 12 digits whose last two are the tax service's check digits. */
export function personInnValid(value: string): boolean {
  const digits = [...value.trim()].map(Number);
  if (!/^\d{12}$/.test(value.trim())) return false;
  const check = (weights: number[]) =>
    (weights.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0) % 11) % 10;
  return (
    check([7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === digits[10] &&
    check([3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === digits[11]
  );
}

/**
 * What a binding request for a test INN gives at once. Only a person who is
 * not registered fails in the widget; every other binding starts `pending`
 * and its outcome comes later in `selfemployed_status_changed`.
 */
export function bindingOutcome(inn: string, taxIds: SandboxTaxId[]): FormOutcome {
  const entry = taxIds.find((candidate) => candidate.inn === inn.trim());
  return entry?.outcome === 'error'
    ? {kind: 'decline', code: entry.error_code ?? 'selfemployed_not_registered'}
    : {kind: 'success'};
}

/** A bank of the FPS directory, as `fps/banks` returns it. */
export type FpsBank = {bank_id: string; name: string; name_en: string; available: boolean};

/** What `x-sandbox.fps_banks` says an `fps_phone` payout to a test bank ends with. */
export type SandboxFpsBank = {bank_id: string; outcome: 'success' | 'error'; error_code?: string};

/** The error an `fps_phone` payout to the bank ends with in the sandbox, or null when it succeeds. */
export function fpsPayoutError(bankId: string, outcomes: SandboxFpsBank[]): string | null {
  const outcome = outcomes.find((candidate) => candidate.bank_id === bankId);
  return outcome?.outcome === 'error' ? (outcome.error_code ?? null) : null;
}

/** The banks whose name (in either language) contains the query, as `fps/banks?query=` keeps them. */
export function banksMatching(banks: FpsBank[], query: string): FpsBank[] {
  const needle = query.trim().toLocaleLowerCase('ru');
  return needle === ''
    ? banks
    : banks.filter((bank) =>
        [bank.name, bank.name_en].some((name) => name.toLocaleLowerCase('ru').includes(needle)),
      );
}

/** A moment as the API writes it, in Moscow time: `2025-10-22T14:30:00+03:00`. */
export function moscowTime(date: Date): string {
  const shifted = new Date(date.getTime() + 3 * 60 * 60 * 1000);
  return `${shifted.toISOString().slice(0, 19)}+03:00`;
}
