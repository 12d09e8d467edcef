/**
 * The reader's answer to the chat's terms, asked once: an acceptance is kept
 * in localStorage for the terms' version, so new terms are asked again. A
 * browser without storage (private mode, blocked cookies) still gets the
 * chat: the acceptance lasts for the page's life, with a console warning.
 * Declining is not stored: the button is the reader asking again.
 */
export const TERMS_STORAGE_KEY = 'docs-chat.terms';

export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What is stored for an acceptance (also what tests put in storage for a returning reader). */
export const acceptedTermsRecord = (version: number, at = new Date()): string =>
  JSON.stringify({version, accepted: true, at: at.toISOString()});

/** localStorage, or null where the browser refuses it. */
export function browserStorage(): ConsentStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function termsAccepted(storage: ConsentStorage | null, version: number): boolean {
  try {
    const stored = JSON.parse(storage?.getItem(TERMS_STORAGE_KEY) ?? 'null') as {
      version?: unknown;
      accepted?: unknown;
    } | null;
    return stored?.accepted === true && stored.version === version;
  } catch {
    return false;
  }
}

/** Keeps the acceptance; false (and a warning) when the browser will not store it. */
export function rememberTermsAccepted(storage: ConsentStorage | null, version: number): boolean {
  try {
    if (!storage) throw new Error('localStorage is not available');
    storage.setItem(TERMS_STORAGE_KEY, acceptedTermsRecord(version));
    return true;
  } catch (error) {
    console.warn(
      'Ask AI: the acceptance of the terms cannot be stored in this browser; they will be asked again on the next visit.',
      error,
    );
    return false;
  }
}
