/**
 * The hosted chat build (`build:e2e:kapa`) under the policy its build wrote:
 * the policy lets exactly the provider and Google's reCAPTCHA in, and the
 * chat works under it. Both are stubbed at the network, which the browser
 * reaches only if the policy allows the request first.
 */
import {localized, locales} from './spec-routes';
import {expect, test} from './fixtures';
import {
  answerStream,
  chatDialog,
  chatTexts,
  chatWords,
  DOC_PAGE,
  launcher,
  stubCaptcha,
  stubQuestions,
  submitQuestion,
  termsDialog,
} from './chat-fixtures';
import {recordViolations, strictPolicyOf} from './csp-fixtures';

const locale = locales[1];

test('the hosted chat answers under its policy, which names only its own services', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  const captchaLoads = await stubCaptcha(page);
  const asked = await stubQuestions(page, (route) =>
    route.fulfill({contentType: 'text/plain', body: answerStream('Use the **card** method.')}),
  );
  const response = await page.goto(localized(locale, DOC_PAGE));
  const policy = strictPolicyOf(response);
  expect(policy.get('connect-src')).toEqual(
    expect.arrayContaining(["'self'", 'https://proxy.kapa.ai']),
  );
  expect(policy.get('script-src')).toContain('https://www.google.com/recaptcha/');
  expect(policy.get('frame-src')).toContain('https://www.google.com/recaptcha/');
  // This build has no Metrica counter and no Algolia: their hosts are not let in.
  expect([...policy.values()].flat().join(' ')).not.toMatch(/yandex|algolia/);

  await launcher(page, locale).click();
  const terms = termsDialog(page, locale);
  await terms.getByRole('checkbox', {name: chatTexts(locale, 'kapa').termsCheckboxText}).check();
  await terms.getByRole('button', {name: chatWords.en.accept}).click();
  await submitQuestion(page, locale, 'How do I pay out to a card?');
  const answer = chatDialog(page, locale).getByRole('article').last();
  await expect(answer.getByRole('button', {name: chatWords.en.helpful, exact: true})).toBeVisible();
  await expect(answer.locator('strong')).toHaveText('card');
  expect(captchaLoads).toHaveLength(1);
  expect(asked).toHaveLength(1);
  expect(violations).toEqual([]);
});
