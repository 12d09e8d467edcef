import {test as base, expect, type Page} from '@playwright/test';

/** Counter ids the e2e build is made with (see the `build:e2e` script). */
export const E2E_COUNTER_IDS = [10000001, 10000002];

type Fixtures = {
  /** Console errors and uncaught exceptions seen during the test; the test fails if any remain. */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({page}, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') {
          errors.push(`${page.url()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => errors.push(`${page.url()}: uncaught ${error.message}`));
      // The Metrica tag is a third-party script: stand in for it so that no
      // request leaves the machine; the `ym` queue records every call.
      await page.route('https://mc.yandex.ru/**', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/javascript',
          body: '/* metrica stub */',
        }),
      );
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/**
 * Drops the console errors a test provokes on purpose (a blocked request, say),
 * after checking that the expected error did happen.
 */
export function forgiveConsoleErrors(errors: string[], expected: RegExp): void {
  const remaining = errors.filter((error) => !expected.test(error));
  expect(remaining.length, `an error matching ${String(expected)}`).toBeLessThan(errors.length);
  errors.splice(0, errors.length, ...remaining);
}

export type MetricaCall = [counterId: number, method: string, ...args: unknown[]];

/**
 * Every `ym` call the page has made since it loaded: with the tag stubbed,
 * the snippet's `ym` only queues them.
 */
export async function metricaCalls(page: Page): Promise<MetricaCall[]> {
  return page.evaluate(() => {
    const ym = (window as unknown as {ym?: {a?: unknown[][]}}).ym;
    return (ym?.a ?? []).map((args) => Array.from(args)) as MetricaCall[];
  });
}

/** Waits until React has hydrated the server-rendered page. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** Opens a route and waits for hydration; returns the HTTP status. */
export async function visit(page: Page, route: string): Promise<number> {
  const response = await page.goto(route);
  await hydrated(page);
  return response?.status() ?? 0;
}

/** The bodies of the scripts a page has received so far. */
export function scriptBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      response.text().then(
        (body) => bodies.push(body),
        () => undefined,
      );
    }
  });
  return bodies;
}

/** What a browser with site data blocked does: touching storage throws. */
export async function blockStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
}
