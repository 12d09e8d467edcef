import {localized, locales} from './spec-routes';
import {expect, test, visit} from './fixtures';

const texts = {
  ru: {
    notFound: 'Страница не найдена',
    brokenLink: 'обратитесь к владельцу сайта',
    pageFailure: 'На странице произошёл сбой.',
    retry: 'Попробуйте ещё раз',
    crashTitle: 'Ошибка страницы',
    crashHeading: 'Страница аварийно завершила работу',
    tryAgain: 'Попробовать снова',
  },
  en: {
    notFound: 'Page Not Found',
    brokenLink: 'contact the owner of the site that linked you',
    pageFailure: 'This page crashed.',
    retry: 'Try again',
    crashTitle: 'Page Error',
    crashHeading: 'This page crashed',
    tryAgain: 'Try again',
  },
} as const;

/** React reports every error a boundary catches to the console; those are expected here. */
function withoutExpectedCrashLogs(errors: string[]): void {
  const unexpected = errors.filter((error) => !error.includes('Fixture:'));
  errors.splice(0, errors.length, ...unexpected);
}

for (const locale of locales) {
  const t = texts[locale.key];

  test.describe(`error screens (${locale.key})`, () => {
    test('an unknown path shows the not-found page with status 404', async ({
      page,
      consoleErrors,
    }) => {
      const status = await visit(page, localized(locale, '/no/such/page'));
      expect(status).toBe(404);
      await expect(page.locator('main h1')).toHaveText(t.notFound);
      await expect(page.locator('main')).toContainText(t.brokenLink);
      // The browser logs the 404 response of the document itself.
      consoleErrors.splice(
        0,
        consoleErrors.length,
        ...consoleErrors.filter((error) => !error.includes('404')),
      );
    });

    test('a page whose content fails shows the in-layout error and recovers on retry', async ({
      page,
      consoleErrors,
    }) => {
      await visit(page, localized(locale, '/__e2e/crash-in-content'));
      await page.getByRole('button', {name: 'Crash the content'}).click();
      await expect(page.locator('main')).toContainText(t.pageFailure);
      await expect(page.locator('main')).toContainText(
        'Fixture: the page content failed to render',
      );
      await expect(page.locator('.theme-layout-navbar')).toBeVisible();
      await page.getByRole('button', {name: t.retry}).click();
      await expect(page.getByText('Fixture content rendered.')).toBeVisible();
      withoutExpectedCrashLogs(consoleErrors);
    });

    test('an app-level crash shows the crash page with causes and "try again" recovers', async ({
      page,
      consoleErrors,
    }) => {
      await visit(page, localized(locale, '/__e2e/crash-in-app'));
      await page.getByRole('button', {name: 'Crash the app'}).click();
      const alert = page.getByRole('alert');
      await expect(alert.getByRole('heading', {level: 1})).toHaveText(t.crashHeading);
      await expect(alert).toContainText('Fixture: the application shell failed');
      await expect(alert).toContainText('Fixture: a required module did not load');
      await expect(page).toHaveTitle(new RegExp(t.crashTitle));
      await alert.getByRole('button', {name: t.tryAgain}).click();
      await expect(page.getByText('Fixture app rendered.')).toBeVisible();
      withoutExpectedCrashLogs(consoleErrors);
    });
  });
}

// The CDN rule DEPLOYMENT.md gives and `npm run serve` follows: unknown paths
// under /en/ get the English 404 page, at any depth, with status 404.
test('an unknown English address gets the English not-found page', async ({
  page,
  consoleErrors,
}) => {
  for (const route of ['/en/no-such-page', '/en/a/b']) {
    expect(await visit(page, route), route).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('main h1')).toHaveText(texts.en.notFound);
    await expect(page.locator('main')).toContainText(texts.en.brokenLink);
  }
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((error) => !error.includes('404')),
  );
});
