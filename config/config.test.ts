import {describe, expect, it} from 'vitest';
import {analyticsOptions} from './analytics';
import {announcementBar} from './announcement';
import {brand} from './brand';
import {buildLocale, i18n} from './i18n';
import {navbar} from './navbar';
import {redirects} from './redirects';
import {searchConfig} from './search';

describe('i18n', () => {
  it('serves Russian by default and English, both left to right', () => {
    expect(i18n.defaultLocale).toBe('ru');
    expect(i18n.locales).toEqual(['ru', 'en']);
    expect(i18n.localeConfigs?.ru).toMatchObject({label: 'Русский', direction: 'ltr'});
    expect(i18n.localeConfigs?.en).toMatchObject({label: 'English', direction: 'ltr'});
    expect(buildLocale(undefined)).toBe('ru');
    expect(buildLocale('en')).toBe('en');
  });
});

describe('navbar', () => {
  it('has the spec entries, hides on scroll, and carries the version, language and search items', () => {
    const config = navbar('ru');
    expect(config.hideOnScroll).toBe(true);
    const docs = config.items.filter((item) => item.type === 'doc').map((item) => item.docId);
    expect(docs).toEqual([
      'payouts/payouts-intro',
      'payments/payment-intro',
      'transfers/transfer-start',
      'verification/verification-intro',
    ]);
    const types = config.items.map((item) => item.type);
    expect(types).toEqual(
      expect.arrayContaining(['docsVersionDropdown', 'localeDropdown', 'search']),
    );
    expect(config.items.some((item) => item.to === '/blog')).toBe(true);
    expect(navbar('en').title).toBe(brand.siteTitle.en);
  });
});

describe('redirects', () => {
  it('covers every redirect of the spec and normalises .html', () => {
    const pairs = (redirects.redirects ?? []).flatMap(({from, to}) =>
      [from].flat().map((source) => `${source} -> ${to}`),
    );
    expect(pairs.sort()).toEqual(
      [
        '/documents/general-docs -> /documents/landing-legal',
        '/documents/online -> /documents/landing-legal',
        '/documents/payments-docs -> /documents/landing-legal',
        '/e-wallets/e-wallets -> /restricted/e-wallets',
        '/documents/payselection -> /restricted/payselection',
        '/payments/payment-vepay -> /restricted/payment-vepay',
        '/payments/payment-no-hold -> /payments/payment-pcidss',
      ].sort(),
    );
    expect(redirects.fromExtensions).toEqual(['html']);
  });
});

describe('analytics', () => {
  it('configures the hash-tracking and session-recording counters that are set', () => {
    expect(
      analyticsOptions({hashTrackingCounterId: null, sessionRecordingCounterId: null}).counters,
    ).toEqual([]);
    expect(
      analyticsOptions({hashTrackingCounterId: 1, sessionRecordingCounterId: 2}).counters,
    ).toEqual([
      {id: 1, trackHash: true},
      {id: 2, webvisor: true},
    ]);
    expect(
      analyticsOptions({hashTrackingCounterId: null, sessionRecordingCounterId: 2}).counters,
    ).toEqual([{id: 2, webvisor: true}]);
  });
});

describe('announcement bar', () => {
  it('is closeable and links inside the reader’s locale', () => {
    const ru = announcementBar('ru', '/');
    const en = announcementBar('en', '/');
    expect(ru?.isCloseable).toBe(true);
    expect(ru?.id).toBe(en?.id);
    expect(ru?.content).toContain('href="/payments/');
    expect(en?.content).toContain('href="/en/payments/');
    expect(announcementBar('en', '/docs/')?.content).toContain('href="/docs/en/');
  });
});

describe('search', () => {
  it('uses contextual search, and hosted Algolia when configured', () => {
    const hosted = searchConfig({appId: 'APP', searchApiKey: 'key', indexName: 'docs'});
    expect(hosted).toMatchObject({
      appId: 'APP',
      apiKey: 'key',
      indexName: 'docs',
      contextualSearch: true,
    });
    expect(searchConfig(null).contextualSearch).toBe(true);
  });

  it('treats links to other hosts as external and links to this site as internal', () => {
    const pattern = new RegExp(searchConfig(null).externalUrlRegex ?? '(?!)');
    expect(pattern.test('https://example.org/page')).toBe(true);
    expect(pattern.test(`${brand.siteUrl}/intro`)).toBe(false);
  });
});
