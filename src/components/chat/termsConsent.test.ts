import {describe, expect, it, vi} from 'vitest';
import {rememberTermsAccepted, termsAccepted, TERMS_STORAGE_KEY} from './termsConsent';

function memoryStorage(entries: Record<string, string> = {}) {
  return {
    getItem: (key: string) => entries[key] ?? null,
    setItem: (key: string, value: string) => {
      entries[key] = value;
    },
  };
}

describe('the chat terms consent', () => {
  it('is remembered for the version accepted, and asked again for new terms', () => {
    const storage = memoryStorage();
    expect(termsAccepted(storage, 1)).toBe(false);
    expect(rememberTermsAccepted(storage, 1)).toBe(true);
    expect(termsAccepted(storage, 1)).toBe(true);
    expect(termsAccepted(storage, 2)).toBe(false);
  });

  it('reads damaged or foreign values as not accepted', () => {
    expect(termsAccepted(memoryStorage({[TERMS_STORAGE_KEY]: '{'}), 1)).toBe(false);
    expect(termsAccepted(memoryStorage({[TERMS_STORAGE_KEY]: '"yes"'}), 1)).toBe(false);
    expect(termsAccepted(null, 1)).toBe(false);
  });

  it('only warns when the browser refuses storage', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(rememberTermsAccepted(full, 1)).toBe(false);
    expect(rememberTermsAccepted(null, 1)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
