/**
 * "Was this page helpful?" at the end of every documentation page: answered
 * and commented by keyboard, sent as goals to both counters of the e2e build,
 * remembered per page (a Russian page apart from its English twin), working
 * with storage blocked, and absent from the landing page, the blog and the
 * MDX pages. The path without counters sends nothing: `goals.test.ts`.
 */
import type {Page} from '@playwright/test';
import {blockStorage, E2E_COUNTER_IDS, expect, metricaCalls, test, visit} from './fixtures';
import {localized, locales, type LocaleCase} from './spec-routes';

const TEXTS = {
  ru: {
    question: 'Была ли эта страница полезна?',
    yes: 'Да',
    no: 'Нет',
    thanks: 'Спасибо за ответ!',
    sent: 'Спасибо, ваш отзыв отправлен.',
    answeredYes: 'Вы ответили: да.',
    answeredNo: 'Вы ответили: нет.',
    commented: 'Комментарий отправлен.',
    change: 'Изменить ответ',
    label: 'Комментарий (необязательно)',
    hint: /Не указывайте персональные и платёжные данные/,
    send: 'Отправить',
    skip: 'Не сейчас',
    empty: 'Напишите комментарий или нажмите «Не сейчас».',
    count: (typed: number) => `${typed} из 500 знаков`,
    comment: 'Не хватает примера ответа с ошибкой.',
  },
  en: {
    question: 'Was this page helpful?',
    yes: 'Yes',
    no: 'No',
    thanks: 'Thank you for your answer!',
    sent: 'Thank you, your feedback has been sent.',
    answeredYes: 'You answered: yes.',
    answeredNo: 'You answered: no.',
    commented: 'Your comment has been sent.',
    change: 'Change answer',
    label: 'Comment (optional)',
    hint: /Do not include personal or payment details/,
    send: 'Send',
    skip: 'Not now',
    empty: 'Write a comment or choose “Not now”.',
    count: (typed: number) => `${typed} of 500 characters`,
    comment: 'An example of an error response is missing.',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

function widget(page: Page, texts: Texts) {
  const region = page.getByRole('region', {name: texts.question});
  return {
    region,
    yes: region.getByRole('button', {name: texts.yes, exact: true}),
    no: region.getByRole('button', {name: texts.no, exact: true}),
    change: region.getByRole('button', {name: texts.change}),
    status: region.getByRole('status'),
    comment: region.getByRole('textbox', {name: texts.label}),
    send: region.getByRole('button', {name: texts.send}),
    skip: region.getByRole('button', {name: texts.skip}),
  };
}

type GoalCall = {id: number; goal: unknown; params: unknown};

async function goals(page: Page): Promise<GoalCall[]> {
  return (await metricaCalls(page))
    .filter(([, method]) => method === 'reachGoal')
    .map(([id, , goal, params]) => ({id, goal, params}));
}

const inEveryCounter = (goal: string, params: Record<string, string>): GoalCall[] =>
  E2E_COUNTER_IDS.map((id) => ({id, goal, params}));

const storedFeedback = (page: Page, route: string) =>
  page.evaluate((key) => {
    const text = window.localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  }, `docs-feedback:${route}`);

function textsOf(locale: LocaleCase): Texts {
  return TEXTS[locale.key];
}

for (const locale of locales) {
  const texts = textsOf(locale);

  test.describe(`page feedback (${locale.key})`, () => {
    test('ends a doc page; answered, commented and changed by keyboard, sent to every counter', async ({
      page,
    }) => {
      const route = localized(locale, '/payouts/payouts-intro');
      await visit(page, route);
      const feedback = widget(page, texts);
      await expect(feedback.region).toBeVisible();
      await expect(page.getByText(texts.question)).toHaveCount(1);
      // Below the page's text, at the end of the article.
      const [textBox, feedbackBox] = await Promise.all([
        page.locator('article .theme-doc-markdown').boundingBox(),
        feedback.region.boundingBox(),
      ]);
      expect(feedbackBox?.y ?? 0).toBeGreaterThanOrEqual(
        (textBox?.y ?? 0) + (textBox?.height ?? Infinity),
      );
      await expect(feedback.yes).toHaveAttribute('aria-pressed', 'false');
      await expect(feedback.no).toHaveAttribute('aria-pressed', 'false');

      // From the question, Tab reaches "Yes"; Enter answers.
      await feedback.region.getByText(texts.question).click();
      await page.keyboard.press('Tab');
      await expect(feedback.yes).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(feedback.status).toHaveText(texts.thanks);
      await expect(feedback.status).toBeFocused();
      await expect(feedback.region.getByText(texts.answeredYes)).toBeVisible();
      await expect(feedback.yes).toHaveCount(0);
      await expect
        .poll(() => goals(page))
        .toEqual(inEveryCounter('page_helpful_yes', {page: route}));

      // The comment form follows the thanks.
      await page.keyboard.press('Tab');
      await expect(feedback.comment).toBeFocused();
      await expect(feedback.comment).toHaveAccessibleDescription(texts.hint);
      await expect(feedback.region.getByText(texts.count(0))).toBeVisible();
      await page.keyboard.type(texts.comment);
      await expect(feedback.region.getByText(texts.count(texts.comment.length))).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(feedback.send).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(feedback.status).toHaveText(texts.sent);
      await expect(feedback.status).toBeFocused();
      await expect(feedback.comment).toHaveCount(0);
      expect((await goals(page)).slice(E2E_COUNTER_IDS.length)).toEqual(
        inEveryCounter('page_feedback_comment', {
          page: route,
          answer: 'yes',
          comment: texts.comment,
        }),
      );
      expect(await storedFeedback(page, route)).toEqual({answer: 'yes', commented: true});

      // A later visit shows the answer, and it can be changed.
      await visit(page, route);
      await expect(
        feedback.region.getByText(`${texts.answeredYes} ${texts.commented}`),
      ).toBeVisible();
      await expect(feedback.yes).toHaveCount(0);
      await feedback.change.focus();
      await page.keyboard.press('Enter');
      await expect(feedback.yes).toBeFocused();
      await expect(feedback.yes).toHaveAttribute('aria-pressed', 'true');
      await expect(feedback.no).toHaveAttribute('aria-pressed', 'false');
      await page.keyboard.press('Tab');
      await expect(feedback.no).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(feedback.status).toHaveText(texts.thanks);
      await expect(feedback.status).toBeFocused();
      await expect(feedback.region.getByText(texts.answeredNo)).toBeVisible();
      await expect
        .poll(() => goals(page))
        .toEqual(inEveryCounter('page_helpful_no', {page: route}));
      // One comment per page: it was sent already.
      await expect(feedback.comment).toHaveCount(0);
      expect(await storedFeedback(page, route)).toEqual({answer: 'no', commented: true});
    });

    test('with storage blocked the widget still answers, comments and sends, for the page’s life', async ({
      page,
    }) => {
      await blockStorage(page);
      const route = localized(locale, '/reference/testing');
      await visit(page, route);
      const feedback = widget(page, texts);
      await feedback.no.click();
      await expect(feedback.status).toHaveText(texts.thanks);
      await expect(feedback.region.getByText(texts.answeredNo)).toBeVisible();
      await feedback.comment.fill(texts.comment);
      await feedback.send.click();
      await expect(feedback.status).toHaveText(texts.sent);
      expect(await goals(page)).toEqual([
        ...inEveryCounter('page_helpful_no', {page: route}),
        ...inEveryCounter('page_feedback_comment', {
          page: route,
          answer: 'no',
          comment: texts.comment,
        }),
      ]);
      // Nothing could be kept: the next visit asks again.
      await visit(page, route);
      await expect(feedback.yes).toHaveAttribute('aria-pressed', 'false');
      await expect(feedback.no).toHaveAttribute('aria-pressed', 'false');
    });

    test('is not on the landing page, the blog or the MDX pages', async ({page}) => {
      for (const route of ['/', '/blog', '/blog/2025/09/03/split-payments-api', '/help']) {
        await visit(page, localized(locale, route));
        await expect(page.locator('main')).toBeVisible();
        await expect(page.getByText(texts.question), route).toHaveCount(0);
      }
    });
  });
}

test('the comment holds to 500 characters and an empty one is explained', async ({page}) => {
  const texts = TEXTS.ru;
  const route = '/intro';
  await visit(page, route);
  const feedback = widget(page, texts);
  await feedback.yes.click();
  await feedback.send.click();
  await expect(feedback.region.getByText(texts.empty)).toBeVisible();
  await expect(feedback.comment).toBeFocused();
  await expect(feedback.comment).toHaveAttribute('aria-invalid', 'true');
  await expect(feedback.comment).toHaveAccessibleDescription(new RegExp(texts.empty));

  await feedback.comment.fill('я'.repeat(600));
  await expect(feedback.region.getByText(texts.empty)).toHaveCount(0);
  expect(await feedback.comment.inputValue()).toHaveLength(500);
  await expect(feedback.region.getByText(texts.count(500))).toBeVisible();
  await page.keyboard.type('ещё');
  expect(await feedback.comment.inputValue()).toHaveLength(500);
  await feedback.send.click();
  await expect(feedback.status).toHaveText(texts.sent);
  const [, , ...commentGoals] = await goals(page);
  expect(commentGoals).toEqual(
    inEveryCounter('page_feedback_comment', {page: route, answer: 'yes', comment: 'я'.repeat(500)}),
  );
});

test('Escape or "Not now" closes the comment form without sending it', async ({page}) => {
  const texts = TEXTS.en;
  const route = '/en/intro';
  await visit(page, route);
  const feedback = widget(page, texts);
  await feedback.yes.click();
  await feedback.comment.fill(texts.comment);
  await page.keyboard.press('Escape');
  await expect(feedback.comment).toHaveCount(0);
  await expect(feedback.status).toHaveText(texts.thanks);
  await expect(feedback.status).toBeFocused();

  await feedback.change.click();
  await feedback.no.click();
  await expect(feedback.comment).toBeVisible();
  await feedback.skip.click();
  await expect(feedback.comment).toHaveCount(0);
  await expect(feedback.status).toBeFocused();

  expect(await goals(page)).toEqual([
    ...inEveryCounter('page_helpful_yes', {page: route}),
    ...inEveryCounter('page_helpful_no', {page: route}),
  ]);
  expect(await storedFeedback(page, route)).toEqual({answer: 'no', commented: false});
  await visit(page, route);
  await expect(feedback.region.getByText(texts.answeredNo, {exact: true})).toBeVisible();
});

test('each page is answered apart: a Russian page, its English twin, the next page', async ({
  page,
}) => {
  const feedbackRu = widget(page, TEXTS.ru);
  const feedbackEn = widget(page, TEXTS.en);
  await visit(page, '/before');
  await feedbackRu.yes.click();
  await expect(feedbackRu.region.getByText(TEXTS.ru.answeredYes)).toBeVisible();

  // The next page, reached in place, asks again; going back shows the answer.
  await page.locator('.theme-doc-sidebar-container a[href="/intro"]').click();
  await page.waitForURL('**/intro');
  await expect(feedbackRu.yes).toHaveAttribute('aria-pressed', 'false');
  await page.goBack();
  await page.waitForURL('**/before');
  await expect(feedbackRu.region.getByText(TEXTS.ru.answeredYes)).toBeVisible();

  await visit(page, '/en/before');
  await expect(feedbackEn.yes).toHaveAttribute('aria-pressed', 'false');
  await expect(feedbackEn.no).toHaveAttribute('aria-pressed', 'false');
  await feedbackEn.no.click();
  await expect(feedbackEn.region.getByText(TEXTS.en.answeredNo)).toBeVisible();
  expect(await storedFeedback(page, '/before')).toEqual({answer: 'yes', commented: false});
  expect(await storedFeedback(page, '/en/before')).toEqual({answer: 'no', commented: false});
});
