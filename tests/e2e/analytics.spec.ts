import type {Page} from '@playwright/test';
import {E2E_COUNTER_IDS, expect, hydrated, metricaCalls, test} from './fixtures';

async function hits(page: Page): Promise<{id: number; url: string; title: string}[]> {
  return (await metricaCalls(page))
    .filter(([, method]) => method === 'hit')
    .map(([id, , url, params]) => ({
      id,
      url: url as string,
      title: (params as {title: string}).title,
    }));
}

test('both Metrica counters are initialised with their features and the tag is loaded', async ({
  page,
}) => {
  const tagRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://mc.yandex.ru/')) {
      tagRequests.push(request.url());
    }
  });
  await page.goto('/intro');
  await hydrated(page);
  const inits = (await metricaCalls(page)).filter(([, method]) => method === 'init');
  expect(inits.map(([id]) => id)).toEqual(E2E_COUNTER_IDS);
  expect(inits[0]?.[2]).toMatchObject({trackHash: true, webvisor: false, defer: true});
  expect(inits[1]?.[2]).toMatchObject({trackHash: false, webvisor: true, defer: true});
  expect(tagRequests).toEqual(['https://mc.yandex.ru/metrika/tag.js']);
});

test('every route change sends one hit with path and title to every counter', async ({page}) => {
  await page.goto('/intro');
  await hydrated(page);
  await expect.poll(() => hits(page)).toHaveLength(E2E_COUNTER_IDS.length);
  const firstTitle = await page.title();
  expect(await hits(page)).toEqual(
    E2E_COUNTER_IDS.map((id) => ({id, url: '/intro', title: firstTitle})),
  );

  await page.locator('.theme-layout-navbar-left a', {hasText: 'Выплаты'}).click();
  await page.waitForURL('**/payouts/payouts-intro');
  await expect.poll(() => hits(page)).toHaveLength(E2E_COUNTER_IDS.length * 2);
  const secondTitle = await page.title();
  expect(secondTitle).not.toBe(firstTitle);
  expect((await hits(page)).slice(2)).toEqual(
    E2E_COUNTER_IDS.map((id) => ({id, url: '/payouts/payouts-intro', title: secondTitle})),
  );

  // Moving to an anchor and back on the same page is not a new page view;
  // going back to the first page is.
  await page.evaluate(() => {
    window.location.hash = '#__docusaurus_skipToContent_fallback';
  });
  await page.goBack();
  await page.waitForURL('**/payouts/payouts-intro');
  await page.goBack();
  await page.waitForURL('**/intro');
  await expect.poll(() => hits(page)).toHaveLength(E2E_COUNTER_IDS.length * 3);
  expect((await hits(page)).slice(4)).toEqual(
    E2E_COUNTER_IDS.map((id) => ({id, url: '/intro', title: firstTitle})),
  );
});
