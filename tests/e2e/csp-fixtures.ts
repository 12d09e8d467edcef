/**
 * What the Content-Security-Policy tests share: the policy the server sent,
 * and every violation of it the page reports. (A violation also logs a
 * console error, which fails any test of `fixtures.ts` on its own.)
 */
import type {Page, Response} from '@playwright/test';
import {expect} from './fixtures';

/** The directives of the policy a response carries, after checking it is a strict one. */
export function strictPolicyOf(response: Response | null): Map<string, string[]> {
  const header = response?.headers()['content-security-policy'];
  expect(header, `a Content-Security-Policy header on ${response?.url()}`).toBeTruthy();
  const directives = new Map(
    (header ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
  const scripts = directives.get('script-src') ?? [];
  expect(scripts[0]).toBe("'self'");
  expect(scripts.slice(1).length, 'hashes of the inline scripts').toBeGreaterThan(0);
  for (const source of scripts.slice(1)) {
    // Only hashes and hosts: never 'unsafe-inline', 'unsafe-eval' or a nonce.
    expect(source).toMatch(/^('sha256-[A-Za-z0-9+/]+=*'|https:\/\/[^']+)$/);
  }
  return directives;
}

/** Every `securitypolicyviolation` the pages of this tab report, across navigations. */
export async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__reportCspViolation', ({frame}, violation: string) => {
    violations.push(`${frame.url()}: ${violation}`);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as {__reportCspViolation: (text: string) => void})
      .__reportCspViolation;
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        report(
          `${event.effectiveDirective} refused ${event.blockedURI || 'an inline script'} ` +
            `(${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
        ),
      true,
    );
  });
  return violations;
}

export type ThemeBeforeHydration = {theme: string | null; hydrated: string | null};

/**
 * The colour mode of the page at the moment the parser reaches the app's
 * root element: after the inline colour-mode script, before any bundle runs.
 * Only that script can have set it; React would set it later, on hydration.
 */
export async function recordThemeBeforeHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.getElementById('__docusaurus')) return;
      observer.disconnect();
      const root = document.documentElement;
      (window as unknown as {__themeBeforeHydration: ThemeBeforeHydration}).__themeBeforeHydration =
        {
          theme: root.getAttribute('data-theme'),
          hydrated: root.getAttribute('data-has-hydrated'),
        };
    });
    observer.observe(document, {childList: true, subtree: true});
  });
}

export function themeBeforeHydration(page: Page): Promise<ThemeBeforeHydration | undefined> {
  return page.evaluate(
    () =>
      (window as unknown as {__themeBeforeHydration?: ThemeBeforeHydration}).__themeBeforeHydration,
  );
}
