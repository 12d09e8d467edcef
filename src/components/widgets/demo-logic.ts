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
