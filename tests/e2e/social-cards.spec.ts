import type {Page} from '@playwright/test';
import {readPng} from '../../scripts/social-cards/png';
import {expect, test, visit} from './fixtures';

/** The origin the e2e build is made for (`config/env.ts`' default). */
const SITE_URL = 'https://docs.ivelta.example';

type Sample = {route: string; card: string; alt: string};

/** A page of each section in both languages, the landing page, a blog post and the blog, search. */
const SAMPLES: Sample[] = [
  {route: '/', card: '/img/social/site.ru.png', alt: 'Ивелта API — Документация API выплат'},
  {route: '/before', card: '/img/social/site.ru.png', alt: 'Ивелта API — Документация API'},
  {route: '/payouts/russian-card', card: '/img/social/payouts.ru.png', alt: 'Ивелта API — Выплаты'},
  {route: '/selfemployed/intro', card: '/img/social/payouts.ru.png', alt: 'Ивелта API — Выплаты'},
  {
    route: '/payments/payment-hold',
    card: '/img/social/payments.ru.png',
    alt: 'Ивелта API — Платежи',
  },
  {
    route: '/transfers/transfer-start',
    card: '/img/social/transfers.ru.png',
    alt: 'Ивелта API — Переводы',
  },
  {
    route: '/verification/verification-process',
    card: '/img/social/verification.ru.png',
    alt: 'Ивелта API — Проверки',
  },
  {
    route: '/reference/methods',
    card: '/img/social/reference.ru.png',
    alt: 'Ивелта API — Справочник API',
  },
  {
    route: '/documents/landing-legal',
    card: '/img/social/legal.ru.png',
    alt: 'Ивелта API — Юридические документы',
  },
  {
    route: '/blog/2024/06/25/card-transfers',
    card: '/img/social/blog.ru.png',
    alt: 'Ивелта API — Что нового',
  },
  {route: '/blog', card: '/img/social/blog.ru.png', alt: 'Ивелта API — Что нового'},
  {route: '/search', card: '/img/social/site.ru.png', alt: 'Ивелта API — Документация API'},
  {route: '/en/', card: '/en/img/social/site.en.png', alt: 'Ivelta API — Documentation of the API'},
  {
    route: '/en/payouts/russian-card',
    card: '/en/img/social/payouts.en.png',
    alt: 'Ivelta API — Payouts',
  },
  {
    route: '/en/payments/payment-hold',
    card: '/en/img/social/payments.en.png',
    alt: 'Ivelta API — Payments',
  },
  {
    route: '/en/transfers/transfer-start',
    card: '/en/img/social/transfers.en.png',
    alt: 'Ivelta API — Transfers',
  },
  {
    route: '/en/verification/verification-process',
    card: '/en/img/social/verification.en.png',
    alt: 'Ivelta API — Verifications',
  },
  {
    route: '/en/reference/methods',
    card: '/en/img/social/reference.en.png',
    alt: 'Ivelta API — API reference',
  },
  {
    route: '/en/documents/landing-legal',
    card: '/en/img/social/legal.en.png',
    alt: 'Ivelta API — Legal documents',
  },
  {
    route: '/en/blog/2024/06/25/card-transfers',
    card: '/en/img/social/blog.en.png',
    alt: "Ivelta API — What's new",
  },
  {route: '/en/search', card: '/en/img/social/site.en.png', alt: 'Ivelta API — Documentation'},
];

async function metaContents(page: Page, selector: string): Promise<(string | null)[]> {
  return page
    .locator(`head meta${selector}`)
    .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')));
}

test.describe('what a link preview reads from the served HTML', () => {
  // Link previews do not run the page's scripts: this is the server's HTML.
  test.use({javaScriptEnabled: false});

  for (const {route, card, alt} of SAMPLES) {
    test(`${route}: og:image and twitter:image are ${card}, which the server has`, async ({
      page,
      request,
    }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      const imageUrl = `${SITE_URL}${card}`;
      expect(await metaContents(page, '[property="og:image"]')).toEqual([imageUrl]);
      expect(await metaContents(page, '[name="twitter:image"]')).toEqual([imageUrl]);
      expect(await metaContents(page, '[name="twitter:card"]')).toEqual(['summary_large_image']);
      expect(await metaContents(page, '[property="og:image:width"]')).toEqual(['1200']);
      expect(await metaContents(page, '[property="og:image:height"]')).toEqual(['630']);
      for (const altSelector of ['[property="og:image:alt"]', '[name="twitter:image:alt"]']) {
        const alts = await metaContents(page, altSelector);
        expect(alts, altSelector).toHaveLength(1);
        expect(alts[0], altSelector).toContain(alt);
      }
      // Open Graph ties structured properties to the og:image before them.
      const order = await page
        .locator('head meta[property^="og:image"]')
        .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('property')));
      expect(order[0]).toBe('og:image');

      const image = await request.get(new URL(imageUrl).pathname);
      expect(image.status(), `${card} from the served build`).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      const {width, height} = readPng(await image.body());
      expect({width, height}).toEqual({width: 1200, height: 630});
    });
  }
});

test('moving to another section in the browser replaces the card, not adds one', async ({page}) => {
  await visit(page, '/');
  expect(await metaContents(page, '[property="og:image"]')).toEqual([
    `${SITE_URL}/img/social/site.ru.png`,
  ]);
  await page.locator('.theme-layout-navbar-left a', {hasText: 'Выплаты'}).click();
  await page.waitForURL('**/payouts/payouts-intro');
  await expect
    .poll(() => metaContents(page, '[property="og:image"]'))
    .toEqual([`${SITE_URL}/img/social/payouts.ru.png`]);
  expect(await metaContents(page, '[property="og:image:alt"]')).toEqual(['Ивелта API — Выплаты']);
  expect(await metaContents(page, '[name="twitter:image"]')).toEqual([
    `${SITE_URL}/img/social/payouts.ru.png`,
  ]);
});
