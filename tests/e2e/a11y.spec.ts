/**
 * Accessibility: axe-core's WCAG 2.0/2.1 A and AA rules over the pages of
 * both sitemaps and over the site's open states (search modal, search page,
 * Ask AI terms and answer, mobile menu), in light and dark mode. Any serious
 * or critical finding fails.
 *
 * `npm test` scans a sample of the sitemaps: every section's first page and
 * one page of each kind, in both modes for a few. `npm run test:a11y` scans
 * every URL of both sitemaps in both modes (A11Y_SCAN=all).
 */
import fs from 'node:fs';
import path from 'node:path';
import {AxeBuilder} from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import * as cheerio from 'cheerio';
import {ask, chatDialog, launcher, openChat, termsDialog} from './chat-fixtures';
import {expect, test, visit} from './fixtures';
import {localized, locales, type LocaleCase} from './spec-routes';

const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build-e2e';
const SCAN_ALL = process.env.A11Y_SCAN === 'all';

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Reported as failures; "moderate" and "minor" findings are not part of the bar. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Paths of a locale's sitemap, as the server serves them. */
function sitemapPaths(locale: LocaleCase): string[] {
  const file = path.join(BUILD_DIR, locale.prefix, 'sitemap.xml');
  const $ = cheerio.load(fs.readFileSync(file, 'utf8'), {xml: true});
  return $('url > loc')
    .toArray()
    .map((loc) => new URL($(loc).text()).pathname)
    .filter((pathname) => !pathname.startsWith(`${locale.prefix}/__e2e`));
}

/**
 * One page of each kind, whatever their section's first page is. The method
 * reference, the heaviest page (about 25,000 words), takes axe two minutes on
 * a busy CI machine: it is left to the full scan, and its components are
 * sampled on the pages that embed them (payment-hold's samples, errors, objects).
 */
const ALWAYS_SCANNED = [
  '/',
  '/payments/payment-hold',
  '/reference/objects',
  '/reference/errors',
  '/blog',
  '/help',
  '/users',
];
/** Scanned in dark mode too in the sample; every URL is in the full scan. */
const DARK_SAMPLE = ['/', '/payments/payment-hold', '/reference/objects', '/blog', '/help'];

/** Every section's first page (by path) and the pages above. */
function sample(locale: LocaleCase, paths: string[]): string[] {
  const firstOfSection = new Map<string, string>();
  for (const pathname of [...paths].sort()) {
    const section = pathname.slice(locale.prefix.length).split('/')[1] ?? '';
    if (!firstOfSection.has(section)) firstOfSection.set(section, pathname);
  }
  const always = ALWAYS_SCANNED.map((route) => localized(locale, route));
  return [...new Set([...always, ...firstOfSection.values()])].filter((pathname) =>
    paths.includes(pathname),
  );
}

type Mode = 'light' | 'dark';

async function useMode(page: Page, mode: Mode) {
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
}

/** The axe findings that fail the bar, in a form a person can act on. */
async function scan(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({page}).options({
    runOnly: {type: 'tag', values: WCAG_TAGS},
    // Experimental in axe, and one of the findings this suite exists for (WCAG 2.5.3).
    rules: {'label-content-name-mismatch': {enabled: true}},
  });
  if (include) builder = builder.include(include);
  const {violations} = await builder.analyze();
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const examples = violation.nodes
        .slice(0, 3)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`)
        .join('\n');
      return `${violation.id} (${violation.impact}, ${violation.nodes.length} nodes): ${violation.help}\n${examples}`;
    });
}

test.describe('accessibility', () => {
  // axe's contrast checks take seconds on a long page, minutes on the method reference.
  test.describe.configure({timeout: SCAN_ALL ? 300_000 : 120_000});

  for (const locale of locales) {
    const paths = sitemapPaths(locale);
    const scanned = SCAN_ALL ? paths : sample(locale, paths);
    const darkScanned = SCAN_ALL ? paths : DARK_SAMPLE.map((route) => localized(locale, route));

    test(`${locale.key}: the sitemap lists the pages the scan samples`, () => {
      expect(paths.length).toBeGreaterThan(50);
      expect(scanned.length).toBeGreaterThanOrEqual(ALWAYS_SCANNED.length);
    });

    for (const [mode, routes] of [
      ['light', scanned],
      ['dark', darkScanned],
    ] as const) {
      for (const route of routes) {
        test(`${mode}: ${route}`, async ({page}) => {
          await useMode(page, mode);
          await visit(page, route);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          expect(await scan(page)).toEqual([]);
        });
      }
    }

    for (const mode of ['light', 'dark'] as const) {
      test.describe(`${locale.key} ${mode}: open states`, () => {
        test.beforeEach(async ({page}) => useMode(page, mode));

        test('search modal with results', async ({page}) => {
          await visit(page, localized(locale, '/intro'));
          await page.keyboard.press('Control+k');
          await page.locator('.DocSearch-Input').fill(locale.key === 'ru' ? 'выплата' : 'payout');
          await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
          // The selected hit is the one with the highlight colour.
          await page.keyboard.press('ArrowDown');
          expect(await scan(page, '.DocSearch-Container')).toEqual([]);
        });

        test('search modal with recent searches', async ({page}) => {
          await visit(page, localized(locale, '/intro'));
          await page.keyboard.press('Control+k');
          await page.locator('.DocSearch-Input').fill(locale.key === 'ru' ? 'возврат' : 'refund');
          await page.locator('.DocSearch-Hit a').first().click();
          await page.keyboard.press('Control+k');
          await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
          expect(await scan(page, '.DocSearch-Container')).toEqual([]);
        });

        test('search page with results', async ({page}) => {
          await visit(page, `${localized(locale, '/search')}?q=webhook`);
          // Results wait for the index shards, as in search.spec.ts: slower than 5 s on a loaded runner.
          await expect(page.locator('main article').first()).toBeVisible({timeout: 15_000});
          expect(await scan(page)).toEqual([]);
        });

        test('Ask AI terms', async ({page}) => {
          await visit(page, localized(locale, '/intro'));
          await launcher(page, locale).click();
          await expect(termsDialog(page, locale)).toBeVisible();
          expect(await scan(page)).toEqual([]);
        });

        test('Ask AI with an answer', async ({page}) => {
          await openChat(page, locale);
          await ask(
            page,
            locale,
            locale.key === 'ru' ? 'Как сделать выплату на карту?' : 'How do I pay out to a card?',
          );
          await expect(chatDialog(page, locale)).toBeVisible();
          expect(await scan(page)).toEqual([]);
        });

        test('page feedback with the comment form and its error', async ({page}) => {
          await visit(page, localized(locale, '/intro'));
          const feedback = page.locator('section[aria-labelledby="page-feedback-question"]');
          await feedback.getByRole('button').first().click();
          // Send with nothing typed: the form shows its error message.
          await feedback.locator('button[type="submit"]').click();
          await expect(feedback.locator('textarea')).toHaveAttribute('aria-invalid', 'true');
          expect(await scan(page, 'section[aria-labelledby="page-feedback-question"]')).toEqual([]);
        });

        test('request console with an answer, its webhooks and a field error', async ({page}) => {
          const ru = locale.key === 'ru';
          await visit(page, `${localized(locale, '/reference/methods')}#session-confirm`);
          const section = page.locator('section[data-api-method="session/confirm"]');
          await section
            .getByRole('button', {name: ru ? 'Попробовать' : 'Try it', exact: true})
            .click();
          const panel = section.locator('[data-request-console]');
          // The session key pair takes seconds to make on a busy machine.
          await expect(panel.locator('tr', {hasText: 'X-Signature'})).toBeVisible({
            timeout: 20_000,
          });
          const send = panel.getByRole('button', {name: ru ? 'Отправить' : 'Send', exact: true});
          await send.click();
          await expect(panel.locator('[data-console-webhook]')).toHaveCount(1);
          await panel
            .getByRole('radio', {name: ru ? 'Другой адрес API' : 'Another API address'})
            .check();
          const address = panel.getByRole('textbox', {name: ru ? 'Адрес API' : 'API address'});
          await address.fill('not an address');
          await send.click();
          await expect(address).toHaveAttribute('aria-invalid', 'true');
          // The method reference is too long to scan whole in the sample (see ALWAYS_SCANNED).
          expect(await scan(page, '[data-request-console]')).toEqual([]);
        });

        test('mobile menu', async ({page}) => {
          await page.setViewportSize({width: 400, height: 800});
          await visit(page, localized(locale, '/payouts/payouts-intro'));
          await page.locator('.navbar__toggle').click();
          await expect(page.locator('.navbar-sidebar')).toBeVisible();
          expect(await scan(page)).toEqual([]);
        });
      });
    }
  }
});
