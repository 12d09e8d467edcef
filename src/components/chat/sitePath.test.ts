import {describe, expect, it} from 'vitest';
import {sitePath} from './sitePath';

const SITE = 'https://docs.example';

describe('sitePath', () => {
  it('makes the site URLs of an answer into decoded router paths', () => {
    expect(sitePath(`${SITE}/en/payouts/russian-card#request`, SITE)).toBe(
      '/en/payouts/russian-card#request',
    );
    expect(sitePath(encodeURI(`${SITE}/payouts/russian-card#запрос`), `${SITE}/`)).toBe(
      '/payouts/russian-card#запрос',
    );
    expect(sitePath(SITE, SITE)).toBe('/');
  });

  it('leaves other sites, look-alike hosts and broken escapes alone', () => {
    expect(sitePath('https://example.org/page', SITE)).toBeNull();
    expect(sitePath('https://docs.example.evil/page', SITE)).toBeNull();
    expect(sitePath(`${SITE}/a%E0%A4%A`, SITE)).toBe('/a%E0%A4%A');
  });
});
