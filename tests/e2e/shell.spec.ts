import type {Page} from '@playwright/test';
import {localized, locales} from './spec-routes';
import {expect, hydrated, test, visit} from './fixtures';

const NAVBAR = '.theme-layout-navbar';
const ANNOUNCEMENT = '.theme-announcement-bar';

const navbarLabels = {
  ru: ['Выплаты', 'Платежи', 'Переводы', 'Проверки', 'Новости'],
  en: ['Payouts', 'Payments', 'Transfers', 'Verifications', 'News'],
} as const;

const navbarTargets = [
  '/payouts/payouts-intro',
  '/payments/payment-intro',
  '/transfers/transfer-start',
  '/verification/verification-intro',
  '/blog',
];

/** Scrolls with the mouse wheel the way a reader does: several notches, each one a scroll event. */
async function scrollInSteps(page: Page, deltaY: number, steps: number): Promise<void> {
  for (let step = 0; step < steps; step += 1) {
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, deltaY);
    await expect.poll(() => page.evaluate(() => window.scrollY)).not.toBe(before);
  }
}

async function navbarTop(page: Page): Promise<number> {
  const box = await page.locator(NAVBAR).boundingBox();
  return box?.y ?? Number.NaN;
}

for (const locale of locales) {
  test.describe(`site shell (${locale.key})`, () => {
    test('navbar has the spec entries in order with their targets', async ({page}) => {
      await visit(page, localized(locale, '/intro'));
      const left = page.locator('.theme-layout-navbar-left a.navbar__link');
      await expect(left).toHaveText([...navbarLabels[locale.key]]);
      const hrefs = await left.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')),
      );
      expect(hrefs).toEqual(navbarTargets.map((target) => localized(locale, target)));
      const right = page.locator('.theme-layout-navbar-right');
      await expect(right.locator('.dropdown > a.navbar__link', {hasText: /^Next$/})).toBeVisible();
      await expect(right.locator('.DocSearch-Button')).toBeVisible();
    });

    test('skip-to-content link takes focus to the main content', async ({page}) => {
      await visit(page, localized(locale, '/intro'));
      await page.keyboard.press('Tab');
      const skip = page.locator('a[href="#__docusaurus_skipToContent_fallback"]');
      await expect(skip).toBeFocused();
      await expect(skip).toHaveText(
        locale.key === 'ru' ? 'Перейти к основному содержимому' : 'Skip to main content',
      );
      await page.keyboard.press('Enter');
      // Docusaurus focuses <main> for a moment and removes its tabindex, so
      // Chromium drops focus to <body> but keeps <main> as the starting point
      // of sequential navigation: the next Tab lands inside the content.
      await page.keyboard.press('Tab');
      const focusedInMain = await page.evaluate(
        () => document.activeElement?.closest('main') !== null,
      );
      expect(focusedInMain).toBe(true);
    });

    test('language switcher opens the same page in the other language', async ({page, baseURL}) => {
      await visit(page, localized(locale, '/payouts/russian-card'));
      const other = locale.key === 'ru' ? locales[1] : locales[0];
      const languageSelector = `a.dropdown__link[lang="${other.key}"]`;
      const switcher = page
        .locator(`${NAVBAR} .navbar__item.dropdown`)
        .filter({has: page.locator(languageSelector)});
      await switcher.hover();
      const otherLanguage = switcher.locator(languageSelector);
      await expect(otherLanguage).toBeVisible();
      await expect(otherLanguage).toHaveText(other.key === 'en' ? 'English' : 'Русский');
      await otherLanguage.click();
      await page.waitForURL(`${baseURL}${localized(other, '/payouts/russian-card')}`);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', other.key);
    });

    test('navbar hides on scroll down and shows on scroll up and near the top', async ({page}) => {
      await page.setViewportSize({width: 1280, height: 500});
      await visit(page, localized(locale, '/'));
      await page.locator(ANNOUNCEMENT).getByRole('button').click();
      expect(await navbarTop(page)).toBe(0);
      await page.mouse.move(600, 300);
      await scrollInSteps(page, 150, 5);
      await expect.poll(() => navbarTop(page)).toBeLessThan(0);
      await scrollInSteps(page, -100, 1);
      await expect.poll(() => navbarTop(page)).toBe(0);
      await scrollInSteps(page, 100, 2);
      await expect.poll(() => navbarTop(page)).toBeLessThan(0);
      await page.evaluate(() => window.scrollTo(0, 10));
      await expect.poll(() => navbarTop(page)).toBe(0);
    });

    test('announcement bar: dismissal persists across reloads, a new id shows it again', async ({
      page,
    }) => {
      await visit(page, localized(locale, '/intro'));
      const bar = page.locator(ANNOUNCEMENT);
      await expect(bar).toBeVisible();
      await expect(bar.locator('a')).toHaveAttribute(
        'href',
        localized(locale, '/payments/payment-split-api'),
      );
      await bar.getByRole('button').click();
      await expect(bar).toHaveCount(0);
      expect(
        await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')),
      ).toBe('true');
      const currentId = await page.evaluate(() =>
        localStorage.getItem('docusaurus.announcement.id'),
      );
      expect(currentId).toBeTruthy();
      await page.reload();
      await hydrated(page);
      await expect(bar).toHaveCount(0);
      // A reader who closed an older announcement sees the new one.
      await page.evaluate(() =>
        localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'),
      );
      await page.reload();
      await hydrated(page);
      await expect(bar).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(
        currentId,
      );
    });

    test('colour mode: light by default, toggles light and dark only, persists', async ({page}) => {
      await page.emulateMedia({colorScheme: 'dark'});
      await visit(page, localized(locale, '/intro'));
      const html = page.locator('html');
      // The system preference (dark here) is not followed.
      await expect(html).toHaveAttribute('data-theme', 'light');
      const toggle = page
        .locator(NAVBAR)
        .getByRole('button', {name: locale.key === 'ru' ? /режим/ : /mode/});
      const seen: string[] = [];
      for (let click = 0; click < 4; click += 1) {
        await toggle.first().click();
        seen.push((await html.getAttribute('data-theme')) ?? '');
        const stored = await page.evaluate(() => localStorage.getItem('theme'));
        expect(stored).toBe(seen.at(-1));
        await expect(toggle.first()).not.toHaveAttribute('title', /system|систем/i);
      }
      expect(seen).toEqual(['dark', 'light', 'dark', 'light']);
      await toggle.first().click();
      await page.reload();
      await hydrated(page);
      await expect(html).toHaveAttribute('data-theme', 'dark');
    });

    test('mobile menu at 996px locks page scroll and goes back to the main menu', async ({
      page,
    }) => {
      await page.setViewportSize({width: 996, height: 800});
      await visit(page, localized(locale, '/payouts/payouts-intro'));
      await page
        .getByRole('button', {
          name: locale.key === 'ru' ? 'Переключить навигационную панель' : 'Toggle navigation bar',
        })
        .click();
      const sidebar = page.locator('.theme-layout-navbar-sidebar');
      await expect(sidebar).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
        .toBe('hidden');
      // Inside a docs page the panel starts on the docs sidebar.
      const back = sidebar.getByRole('button', {
        name: locale.key === 'ru' ? /главному меню/ : /main menu/,
      });
      await expect(back).toBeVisible();
      await back.click();
      await expect(
        sidebar.getByRole('link', {name: navbarLabels[locale.key][0], exact: true}),
      ).toBeVisible();
      await sidebar.getByRole('button', {name: locale.key === 'ru' ? /Закрыть/ : /Close/}).click();
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
        .not.toBe('hidden');
    });

    // 400 % zoom of a 1280 × 1024 desktop window is a 320 × 256 viewport.
    for (const viewport of [
      {name: 'mobile', width: 400, height: 800},
      {name: 'desktop at 400 % zoom', width: 320, height: 256},
    ]) {
      test(`${viewport.name}: the menu takes focus, keeps it, closes on Escape and returns focus to the toggle`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await visit(page, localized(locale, '/payouts/payouts-intro'));
        const toggle = page.getByRole('button', {
          name: locale.key === 'ru' ? 'Переключить навигационную панель' : 'Toggle navigation bar',
        });
        await toggle.focus();
        await page.keyboard.press('Enter');
        const sidebar = page.locator('.theme-layout-navbar-sidebar');
        await expect(sidebar).toBeVisible();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        const focusInMenu = () =>
          page.evaluate(() => {
            const focused = document.activeElement;
            return Boolean(
              focused?.closest('.navbar-sidebar') && focused.getBoundingClientRect().width > 0,
            );
          });
        await expect.poll(focusInMenu).toBe(true);
        // Focus starts on the menu's first entry, not on the logo above it.
        await expect(page.locator('.navbar-sidebar__items :focus')).toHaveCount(1);
        // Forwards past the end and backwards past the start: focus never reaches the page.
        for (const key of ['Tab', 'Shift+Tab']) {
          for (let step = 0; step < 25; step += 1) {
            await page.keyboard.press(key);
            expect(await focusInMenu(), `${key} × ${step + 1}`).toBe(true);
          }
        }
        // The page behind is out of reach for assistive technology too.
        await expect(page.locator('.main-wrapper')).toHaveAttribute('inert', '');

        await page.keyboard.press('Escape');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(toggle).toBeFocused();
        await expect(page.locator('.main-wrapper')).not.toHaveAttribute('inert');
        await page.keyboard.press('Tab');
        expect(await focusInMenu()).toBe(false);

        // Following a link closes the menu and the new page takes focus as usual.
        await page.keyboard.press('Shift+Tab');
        await expect(toggle).toBeFocused();
        await page.keyboard.press('Enter');
        await expect.poll(focusInMenu).toBe(true);
        const target = localized(locale, '/payouts/russian-card');
        const link = sidebar.locator(`.navbar-sidebar__item:not([inert]) a[href="${target}"]`);
        await link.focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL((url) => url.pathname === target);
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(toggle).not.toBeFocused();
      });
    }

    test('search modal opens with the button, Ctrl+K, Cmd+K and "/", and closes with Escape', async ({
      page,
    }) => {
      await visit(page, localized(locale, '/intro'));
      const modal = page.locator('.DocSearch-Modal');
      const input = page.locator('.DocSearch-Input');
      const openers: (() => Promise<void>)[] = [
        () => page.locator('.DocSearch-Button').click(),
        () => page.keyboard.press('Control+k'),
        () => page.keyboard.press('Meta+k'),
        () => page.keyboard.press('/'),
      ];
      for (const open of openers) {
        await open();
        await expect(modal).toBeVisible();
        await expect(input).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(modal).toHaveCount(0);
      }
      await page.locator('.DocSearch-Button').click();
      await expect(input).toHaveAttribute('maxlength', '64');
    });
  });
}
