import type {Page, Request} from '@playwright/test';
import {localeIndexName} from '../../src/search/siteSearch';
import {localized, locales, type LocaleCase} from './spec-routes';
import {expect, forgiveConsoleErrors, scriptBodies, test, visit} from './fixtures';

/** What a reader sees of search, per locale (spec §8 texts and the theme's translations). */
const texts = {
  ru: {
    query: 'возврат платежа',
    answer: '/payments/payment-refund',
    broadQuery: 'платеж',
    cannotLoad: 'Невозможно загрузить результаты поиска',
    checkConnection: 'Проверьте подключение к интернету.',
    noResults: 'Нет результатов по запросу',
    recent: 'Недавнее',
    noRecent: 'Нет истории поиска',
    favourites: 'Избранное',
    seeAll: /Посмотреть все результаты \(\d+\)/,
    found: /^\d+ документ(а|ов)?$/,
  },
  en: {
    query: 'refund a payment',
    answer: '/payments/payment-refund',
    broadQuery: 'payment',
    cannotLoad: 'Unable to fetch results',
    checkConnection: 'You might want to check your network connection.',
    noResults: 'No results for',
    recent: 'Recent',
    noRecent: 'No recent searches',
    favourites: 'Favorite',
    seeAll: /See all \d+ results/,
    found: /^\d+ documents found$/,
  },
} as const;

/** The index name of the site's config, as the search box scopes it per locale. */
const INDEX_NAME = 'ivelta-docs';
const storageKey = (kind: 'RECENT' | 'FAVORITE', locale: LocaleCase) =>
  `__DOCSEARCH_${kind}_SEARCHES__${localeIndexName(INDEX_NAME, locale.key)}`;

const isIndexFile = (request: Request) => /\/search\/[^/]+\.json$/.test(request.url());

/** Every request for the search index the page makes. */
function indexRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (isIndexFile(request)) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

async function openModalAndType(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  await input.fill(query);
  return input;
}

/** Stored searches as DocSearch keeps them: hits without their highlight. */
function storedHits(count: number, prefix: string) {
  return Array.from({length: count}, (_, index) => ({
    objectID: `${prefix}-${index}`,
    type: 'lvl1',
    url: `/intro#${prefix}-${index}`,
    content: null,
    hierarchy: {lvl0: 'Docs', lvl1: `${prefix} ${index}`},
  }));
}

test("the page carries one copy of DocSearch's button, and the modal's code comes when search opens", async ({
  page,
}) => {
  const bodies = scriptBodies(page);
  await visit(page, '/intro');
  await page.waitForLoadState('networkidle');
  // The button's placeholder class is in each build of DocSearch, the reset button's in the modal only.
  const copies = bodies.join('\n').split('DocSearch-Button-Placeholder').length - 1;
  expect(copies, 'copies of the DocSearch button').toBe(1);
  expect(bodies.filter((body) => body.includes('DocSearch-Reset'))).toEqual([]);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('searchbox')).toBeFocused();
  // The body of the modal's chunk is read after the response arrives.
  await expect
    .poll(() => bodies.filter((body) => body.includes('DocSearch-Reset')).length)
    .toBeGreaterThan(0);
});

for (const locale of locales) {
  const text = texts[locale.key];
  const other = locales.find(({key}) => key !== locale.key) as LocaleCase;

  test.describe(`search box (${locale.key})`, () => {
    test('the index is not loaded with the page, only when the reader is about to search', async ({
      page,
    }) => {
      const requests = indexRequests(page);
      await visit(page, localized(locale, '/intro'));
      await page.waitForLoadState('networkidle');
      expect(requests).toEqual([]);
      await page.locator('.DocSearch-Button').hover();
      // The index is split by section: every shard the manifest names loads, the docs' several.
      const manifest = (await (
        await page.request.get(localized(locale, '/search/manifest.json'))
      ).json()) as {shards: {file: string; docusaurus_tag: string}[]};
      const docsShards = manifest.shards.filter(
        ({docusaurus_tag}) => docusaurus_tag === 'docs-default-current',
      );
      expect(docsShards.length).toBeGreaterThan(1);
      await expect
        .poll(() => requests)
        .toEqual(
          expect.arrayContaining([
            localized(locale, '/search/manifest.json'),
            ...manifest.shards.map(({file}) => localized(locale, `/search/${file}`)),
          ]),
        );

      // A keyboard reader: the shortcut focuses the modal, which starts the load too.
      const second = await page.context().newPage();
      const shortcutRequests = indexRequests(second);
      await visit(second, localized(locale, '/intro'));
      await second.waitForLoadState('networkidle');
      expect(shortcutRequests).toEqual([]);
      await second.keyboard.press('/');
      await expect.poll(() => shortcutRequests.length).toBeGreaterThan(1);
    });

    test('a query shows marked results of this language only, as site-relative links', async ({
      page,
    }) => {
      await visit(page, localized(locale, '/intro'));
      await openModalAndType(page, text.query);
      const hits = page.locator('.DocSearch-Hit a');
      await expect(hits.first()).toHaveAttribute(
        'href',
        new RegExp(`^${localized(locale, text.answer)}(#|$)`),
      );
      const hrefs = await hits.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')),
      );
      expect(hrefs.length).toBeGreaterThan(3);
      for (const href of hrefs) {
        expect(href).toMatch(/^\/(?!\/)/);
        expect(href?.startsWith('/en/')).toBe(locale.key === 'en');
      }
      await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
      // The site's own index answered: no "Search by Algolia" credit.
      await expect(page.locator('.DocSearch-Logo')).toBeHidden();
    });

    test('arrow keys and Enter open a result; Escape gives focus back to the button', async ({
      page,
    }) => {
      await visit(page, localized(locale, '/intro'));
      await openModalAndType(page, text.query);
      const options = page.locator('.DocSearch-Hit');
      const input = page.locator('.DocSearch-Input');
      // The selected entry is the input's active descendant; the lists it controls exist.
      const selected = async (index: number) => {
        await expect(options.nth(index)).toHaveAttribute('data-selected', 'true');
        const id = await options.nth(index).getAttribute('id');
        await expect(input).toHaveAttribute('aria-activedescendant', id ?? '');
      };
      await selected(0);
      const controlled = (await input.getAttribute('aria-controls'))?.split(' ') ?? [];
      expect(controlled.length).toBeGreaterThan(0);
      for (const id of controlled) await expect(page.locator(`ul[id="${id}"]`)).toHaveCount(1);
      await page.keyboard.press('ArrowDown');
      await selected(1);
      await page.keyboard.press('ArrowUp');
      await selected(0);
      const target = (await options.first().locator('a').getAttribute('href')) ?? '';
      await page.keyboard.press('Enter');
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === target);
      await expect(page.locator('h1')).toBeVisible();

      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('.DocSearch-Button')).toBeFocused();
    });

    test("an error code opens the error catalogue at that code's row", async ({page}) => {
      await visit(page, localized(locale, '/intro'));
      await openModalAndType(page, 'insufficient_funds');
      const target = localized(locale, '/reference/errors#insufficient_funds');
      await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', target);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === target);
      const row = page.locator('tr#insufficient_funds');
      await expect(row).toContainText('insufficient_funds');
      await expect(row).toBeInViewport();
    });

    test('the box keeps at most 64 characters of a longer query', async ({page}) => {
      await visit(page, localized(locale, '/intro'));
      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
      const long = `${text.query} `.repeat(8);
      await page.keyboard.type(long);
      await expect(page.locator('.DocSearch-Input')).toHaveValue(long.slice(0, 64));
    });

    test('a query without results is named in the "no results" text', async ({page}) => {
      await visit(page, localized(locale, '/intro'));
      await openModalAndType(page, 'qzxjvw');
      await expect(page.locator('.DocSearch-NoResults')).toContainText(
        `${text.noResults} "qzxjvw"`,
      );
    });

    test('an index that fails to load shows the spec text, and search recovers once it loads', async ({
      page,
      consoleErrors,
    }) => {
      await page.route(/\/search\/docs-default-current\.[a-z-]+\.[0-9a-f]+\.json$/, (route) =>
        route.abort('internetdisconnected'),
      );
      await visit(page, localized(locale, '/intro'));
      await openModalAndType(page, text.query);
      const error = page.locator('.DocSearch-Modal').getByRole('alert');
      await expect(error).toContainText(text.cannotLoad);
      await expect(error).toContainText(text.checkConnection);
      await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
      forgiveConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED/);

      await page.unroute(/\/search\/docs-default-current\.[a-z-]+\.[0-9a-f]+\.json$/);
      await page.locator('.DocSearch-Input').fill(`${text.query} `);
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await expect(error).toBeHidden();
    });

    test("the site's answer that the dev server is building its index is a failure like any other", async ({
      page,
      consoleErrors,
    }) => {
      // What the dev server says while its index is built (`src/plugins/search-index/dev`):
      // from a deployed site, it means only that the index did not load.
      await page.route(/\/search\/manifest\.json$/, (route) =>
        route.fulfill({
          status: 503,
          headers: {'Retry-After': '10'},
          contentType: 'application/json',
          body: JSON.stringify({status: 'building'}),
        }),
      );
      await visit(page, localized(locale, '/intro'));
      await openModalAndType(page, text.query);
      const error = page.locator('.DocSearch-Modal').getByRole('alert');
      await expect(error).toContainText(text.cannotLoad);
      await expect(error).toContainText(text.checkConnection);
      forgiveConsoleErrors(consoleErrors, /503/);
    });

    test('an opened result becomes a recent search of this language only', async ({page}) => {
      await visit(page, localized(locale, '/intro'));
      const startScreen = page.locator('.DocSearch-Dropdown');
      await page.keyboard.press('Control+k');
      await expect(startScreen).toContainText(text.noRecent);
      await page.locator('.DocSearch-Input').fill(text.query);
      const title = await page.locator('.DocSearch-Hit-title').first().innerText();
      await page.keyboard.press('Enter');
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);

      await page.keyboard.press('Control+k');
      await expect(startScreen.locator('.DocSearch-Hit-source')).toHaveText([text.recent]);
      await expect(startScreen.locator('.DocSearch-Hit-title')).toHaveText([title]);
      const stored = await page.evaluate(
        (key) => localStorage.getItem(key),
        storageKey('RECENT', locale),
      );
      expect(JSON.parse(stored ?? '[]')).toHaveLength(1);

      // The other language has its own history: none of this page's searches.
      await visit(page, localized(other, '/intro'));
      await page.keyboard.press('Control+k');
      await expect(startScreen).toContainText(texts[other.key].noRecent);
    });

    test('recent searches are capped at 7, or 4 next to favourites, which are capped at 10', async ({
      page,
    }) => {
      const startScreen = page.locator('.DocSearch-Dropdown');
      const section = (title: string) =>
        startScreen
          .locator('section')
          .filter({has: page.locator('.DocSearch-Hit-source', {hasText: title})});
      await page.addInitScript(
        ({recentKey, recent}) => localStorage.setItem(recentKey, JSON.stringify(recent)),
        {recentKey: storageKey('RECENT', locale), recent: storedHits(9, 'recent')},
      );
      await visit(page, localized(locale, '/intro'));
      await page.keyboard.press('Control+k');
      await expect(section(text.recent).locator('.DocSearch-Hit')).toHaveCount(7);
      await page.keyboard.press('Escape');

      await page.evaluate(
        ({favouriteKey, favourites}) =>
          localStorage.setItem(favouriteKey, JSON.stringify(favourites)),
        {favouriteKey: storageKey('FAVORITE', locale), favourites: storedHits(12, 'favourite')},
      );
      await visit(page, localized(locale, '/intro'));
      await page.keyboard.press('Control+k');
      await expect(section(text.favourites).locator('.DocSearch-Hit')).toHaveCount(10);
      await expect(section(text.recent).locator('.DocSearch-Hit')).toHaveCount(4);
    });
  });

  test.describe(`search page (${locale.key})`, () => {
    test('/search?q= shows 20 results at a time, counts them, and keeps the query in the URL', async ({
      page,
    }) => {
      await visit(page, `${localized(locale, '/search')}?q=${encodeURIComponent(text.broadQuery)}`);
      const results = page.locator('main article');
      // The first page of results waits for the index shards and their snippets; on a loaded
      // two-core runner that has taken longer than the default 5 s.
      await expect(results).toHaveCount(20, {timeout: 15_000});
      const count = page.getByText(text.found);
      await expect(count).toBeVisible();
      expect(Number((await count.innerText()).match(/\d+/)?.[0])).toBeGreaterThan(20);
      const hrefs = await results
        .locator('h2 a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      for (const href of hrefs) expect(href?.startsWith('/en/')).toBe(locale.key === 'en');
      await expect(page.getByRole('link', {name: 'Algolia'})).toHaveCount(0);

      await page.getByRole('searchbox').fill(text.query);
      await expect(page).toHaveURL(
        (url) =>
          url.searchParams.get('q') === text.query && url.pathname === localized(locale, '/search'),
      );
      await expect(results.first().locator('h2 a')).toHaveAttribute(
        'href',
        new RegExp(`^${localized(locale, text.answer)}(#|$)`),
      );
    });

    test('every result shows its title as a link that opens the page, its section path and a snippet', async ({
      page,
    }) => {
      await visit(page, `${localized(locale, '/search')}?q=${encodeURIComponent(text.query)}`);
      const results = page.locator('main article');
      await expect(results.first()).toBeVisible({timeout: 15_000}); // As above: index and snippets.
      const count = await results.count();
      expect(count).toBeGreaterThan(2);
      for (let index = 0; index < count; index += 1) {
        const result = results.nth(index);
        const link = result.getByRole('heading', {level: 2}).getByRole('link');
        await expect(link).toBeVisible();
        await expect(link).toHaveText(/\S/);
        const box = await link.boundingBox();
        expect(box?.width ?? 0).toBeGreaterThan(10);
        const path = result.locator('.breadcrumbs__item');
        await expect(path.first()).toHaveText(/\S/);
        for (const level of await path.allInnerTexts()) expect(level.trim()).not.toBe('');
        const snippet = result.locator('p');
        await expect(snippet).toBeVisible();
        expect((await snippet.innerText()).replace(/[….\s]/g, '')).not.toBe('');
      }
      // The matched words are highlighted in the snippets.
      await expect(results.locator('p mark').first()).toBeVisible();

      const first = results.first().getByRole('heading', {level: 2}).getByRole('link');
      const title = (await first.innerText()).trim();
      await first.click();
      await expect(page).toHaveURL((url) => url.pathname === localized(locale, text.answer));
      await expect(
        page.locator('article :is(h1, h2, h3)').filter({hasText: title}).first(),
      ).toBeVisible();
    });

    test('the modal leads to the search page with its query', async ({page}) => {
      await visit(page, localized(locale, '/intro'));
      await openModalAndType(page, text.broadQuery);
      await page.getByRole('link', {name: text.seeAll}).click();
      await expect(page).toHaveURL(
        (url) =>
          url.pathname === localized(locale, '/search') &&
          url.searchParams.get('q') === text.broadQuery,
      );
      await expect(page.locator('main article')).toHaveCount(20);
    });

    test('a longer ?q= is cut to 64 characters', async ({page}) => {
      const long = `${text.query} `.repeat(8);
      await visit(page, `${localized(locale, '/search')}?q=${encodeURIComponent(long)}`);
      await expect(page.getByRole('searchbox')).toHaveValue(long.slice(0, 64));
      await expect(page.getByRole('searchbox')).toHaveAttribute('maxlength', '64');
    });

    test('says so when the index cannot be loaded', async ({page, consoleErrors}) => {
      // The reader is offline by the time they search.
      await page.route(/\/search\/[^/]+\.json$/, (route) => route.abort('internetdisconnected'));
      await visit(page, `${localized(locale, '/search')}?q=webhook`);
      await expect(page.getByRole('searchbox')).toHaveValue('webhook');
      const failure = page.getByRole('alert');
      await expect(failure).toContainText(text.cannotLoad);
      await expect(failure).toContainText(text.checkConnection);
      forgiveConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED/);
    });
  });
}
