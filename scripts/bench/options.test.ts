import {describe, expect, it} from 'vitest';
import {localeTimes} from './builds';
import {localePath, readBenchOptions} from './options';

describe('readBenchOptions', () => {
  it('defaults to 5 runs of every page kind in both locales, mobile and desktop', () => {
    const options = readBenchOptions({});
    expect(options.runs).toBe(5);
    expect(options.forms).toEqual(['mobile', 'desktop']);
    expect(options.skipBuild).toBe(false);
    expect(options.pages.map((page) => page.path)).toEqual([
      '/payments/payment-hold',
      '/en/payments/payment-hold',
      '/reference/methods',
      '/en/reference/methods',
      '/',
      '/en/',
      '/blog',
      '/en/blog',
    ]);
  });

  it('narrows a run by BENCH_RUNS, BENCH_PAGES and BENCH_FORM', () => {
    const options = readBenchOptions({
      BENCH_RUNS: '1',
      BENCH_PAGES: 'guide, blog',
      BENCH_FORM: 'mobile',
    });
    expect(options.runs).toBe(1);
    expect(options.forms).toEqual(['mobile']);
    expect(options.pages.map((page) => `${page.kind} ${page.locale}`)).toEqual([
      'guide ru',
      'guide en',
      'blog ru',
      'blog en',
    ]);
  });

  it('refuses what it does not know', () => {
    expect(() => readBenchOptions({BENCH_RUNS: '0'})).toThrow(/BENCH_RUNS/);
    expect(() => readBenchOptions({BENCH_PAGES: 'guide,api'})).toThrow(/unknown page kind api/);
    expect(() => readBenchOptions({BENCH_FORM: 'tablet'})).toThrow(/BENCH_FORM/);
  });

  it('puts the English pages under /en/', () => {
    expect(localePath('/', 'en')).toBe('/en/');
    expect(localePath('/blog', 'en')).toBe('/en/blog');
    expect(localePath('/blog', 'ru')).toBe('/blog');
  });
});

describe('localeTimes', () => {
  it('reads each locale’s build time from Docusaurus’s progress lines', () => {
    expect(
      localeTimes([
        {atMs: 100, line: '[INFO] Website will be built for all these locales:'},
        {atMs: 200, line: '[INFO] [ru] Creating an optimized production build...'},
        {atMs: 30_200, line: '[SUCCESS] Generated static files in "build-bench".'},
        {atMs: 30_300, line: '[INFO] [en] Creating an optimized production build...'},
        {atMs: 55_300, line: '[SUCCESS] Generated static files in "build-bench/en".'},
      ]),
    ).toEqual({ru: 30_000, en: 25_000});
  });
});
