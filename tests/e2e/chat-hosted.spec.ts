/**
 * The hosted chat engine, on the build made with a project id
 * (`build:e2e:kapa`). The provider and Google's captcha are stubbed at the
 * network: the tests prove what the page sends and how it shows what comes back.
 */
import {localized, locales, type LocaleCase} from './spec-routes';
import {expect, forgiveConsoleErrors, test, visit} from './fixtures';
import {
  answerStream,
  CAPTCHA_TOKEN,
  CARD_PAYOUT_PAGE,
  chatDialog,
  chatTexts,
  chatWords,
  DOC_PAGE,
  HOSTED_PROJECT_ID,
  launcher,
  openChat,
  stubCaptcha,
  stubQuestions,
  submitQuestion,
  termsDialog,
} from './chat-fixtures';

const SITE_URL = 'https://docs.ivelta.example';

const textsOf = (locale: LocaleCase) => chatTexts(locale, 'kapa');

for (const locale of locales) {
  const texts = textsOf(locale);

  test.describe(`Ask AI, hosted (${locale.key})`, () => {
    test('asks the project with the captcha token and shows the streamed answer and its sources', async ({
      page,
    }) => {
      await stubCaptcha(page);
      const pageUrl = `${SITE_URL}${localized(locale, CARD_PAYOUT_PAGE)}`;
      const asked = await stubQuestions(page, (route) =>
        route.fulfill({
          contentType: 'text/plain',
          body: answerStream(`Use the **card** method, see ${pageUrl} for the steps.`, [
            {title: 'Payout to a card', url: pageUrl},
            {title: 'Not cited, so not shown', url: `${SITE_URL}/elsewhere`},
          ]),
        }),
      );
      const dialog = await openChat(page, locale);
      await expect(dialog).toContainText(texts.footerText);
      await submitQuestion(page, locale, 'How do I pay out to a card?');
      const answer = dialog.getByRole('article').last();
      await expect(
        answer.getByRole('button', {name: chatWords[locale.key].helpful, exact: true}),
      ).toBeVisible();
      await expect(answer.locator('strong')).toHaveText('card');
      await expect(answer.getByRole('heading', {name: texts.sourcesText})).toBeVisible();
      await expect(answer.getByRole('listitem')).toHaveCount(1);
      const source = answer.getByRole('listitem').getByRole('link', {name: 'Payout to a card'});
      // A link to this site opens in place, on whatever host serves it.
      await expect(source).toHaveAttribute('href', localized(locale, CARD_PAYOUT_PAGE));

      expect(asked).toHaveLength(1);
      expect(asked[0]?.url).toBe('https://proxy.kapa.ai/proxy/query/v2/chat/stream/');
      expect(asked[0]?.headers['x-website-id']).toBe(HOSTED_PROJECT_ID);
      expect(asked[0]?.headers['x-recaptcha-enterprise-token']).toBe(CAPTCHA_TOKEN);
      expect(asked[0]?.body.query).toBe('How do I pay out to a card?');

      // A follow-up continues the thread.
      await submitQuestion(page, locale, 'And to an account?');
      await expect.poll(() => asked.length).toBe(2);
      expect(asked[1]?.url).toBe(
        'https://proxy.kapa.ai/proxy/query/v2/thread/thread-1/chat/stream/',
      );
    });

    for (const [status, body, text] of [
      [403, 'Origin not allowed for this integration', texts.errorForbidden],
      [404, 'Integration not found', texts.errorNotFound],
      [500, 'Internal Server Error', texts.errorDefault],
      [403, 'Captcha verification failed', texts.errorDefault],
    ] as const) {
      test(`an HTTP ${status} (${body}) shows its configured text`, async ({
        page,
        consoleErrors,
      }) => {
        await stubCaptcha(page);
        await stubQuestions(page, (route) => route.fulfill({status, body}));
        const dialog = await openChat(page, locale);
        await submitQuestion(page, locale, 'webhook');
        await expect(dialog.getByRole('alert')).toHaveText(text);
        forgiveConsoleErrors(consoleErrors, /Failed to load resource|Error: /);
      });
    }
  });
}

test('markup in an answer is shown inert: no script runs, no javascript: link, no handler', async ({
  page,
}) => {
  const locale = locales[1];
  await stubCaptcha(page);
  await stubQuestions(page, (route) =>
    route.fulfill({
      contentType: 'text/plain',
      body: answerStream(
        [
          'Look <script>window.__pwned = "script"</script> here.',
          '<img src="x" onerror="window.__pwned = \'img\'">',
          '<a href="#" onclick="window.__pwned = \'onclick\'">raw link</a>',
          '[click me](javascript:window.__pwned="link")',
          '![pixel](https://tracker.example/pixel.gif)',
        ].join('\n\n'),
      ),
    }),
  );
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('tracker.example')) foreign.push(request.url());
  });
  const dialog = await openChat(page, locale);
  await submitQuestion(page, locale, 'markup');
  const answer = dialog.getByRole('article').last();
  await expect(answer.getByRole('button', {name: 'Helpful', exact: true})).toBeVisible();
  await expect(answer).toContainText('click me');
  await answer.getByText('click me').click();
  await answer
    .getByText('raw link')
    .click()
    .catch(() => {});
  expect(await page.evaluate(() => (window as {__pwned?: string}).__pwned)).toBeUndefined();
  expect(await answer.locator('script, img, [onerror], [onclick]').count()).toBe(0);
  expect(await answer.locator('a[href^="javascript" i]').count()).toBe(0);
  expect(foreign).toEqual([]);
});

test('the captcha loads only after the terms are accepted, and feedback goes to the provider', async ({
  page,
}) => {
  const locale = locales[0];
  const captchaLoads = await stubCaptcha(page);
  await stubQuestions(page, (route) =>
    route.fulfill({contentType: 'text/plain', body: answerStream('Ответ.')}),
  );
  const feedback: unknown[] = [];
  await page.route('https://proxy.kapa.ai/proxy/query/v2/feedback/upsert/', (route) => {
    feedback.push(route.request().postDataJSON());
    return route.fulfill({status: 200, contentType: 'application/json', body: '{}'});
  });
  await visit(page, localized(locale, DOC_PAGE));
  await launcher(page, locale).click();
  const terms = termsDialog(page, locale);
  await expect(terms).toContainText('reCAPTCHA');
  await page.waitForTimeout(300);
  expect(captchaLoads).toEqual([]);
  await terms.getByRole('checkbox').check();
  await terms.getByRole('button', {name: chatWords.ru.accept}).click();
  await expect.poll(() => captchaLoads.length).toBe(1);

  await submitQuestion(page, locale, 'вебхук');
  const dialog = chatDialog(page, locale);
  const helpful = dialog.getByRole('button', {name: chatWords.ru.helpful, exact: true});
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => feedback.length).toBe(1);
  expect(feedback[0]).toMatchObject({question_answer: 'qa-1', reaction: 'upvote'});
});
