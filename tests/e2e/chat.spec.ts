import type {Page} from '@playwright/test';
import {suggestedQuestions} from '../../config/chat';
import {TERMS_STORAGE_KEY} from '../../src/components/chat/termsConsent';
import {SUGGESTED_ANSWERS} from '../../scripts/bench-chat/suggested';
import {localized, locales} from './spec-routes';
import {expect, forgiveConsoleErrors, test, visit} from './fixtures';
import {
  ask,
  CARD_PAYOUT_PAGE,
  chatDialog,
  chatTexts,
  chatWords,
  DOC_PAGE,
  launcher,
  openChat,
  termsDialog,
} from './chat-fixtures';

const focusIsInOpenDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null);

for (const locale of locales) {
  const texts = chatTexts(locale);
  const words = chatWords[locale.key];

  test.describe(`Ask AI (${locale.key})`, () => {
    test('the button is on every page, centre right and dark; its code loads only when used', async ({
      page,
    }) => {
      await visit(page, localized(locale, '/'));
      await expect(launcher(page, locale)).toBeVisible();
      await visit(page, localized(locale, DOC_PAGE));
      const button = launcher(page, locale);
      const box = await button.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport).toBeTruthy();
      if (!box || !viewport) return;
      expect(Math.round(box.x + box.width)).toBe(viewport.width);
      expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(2);
      await expect(button).toHaveCSS('background-color', 'rgb(28, 30, 33)');
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.waitForTimeout(500);
      expect(scripts, 'scripts fetched after load without any use of the chat').toEqual([]);
      await button.hover();
      await expect.poll(() => scripts.length).toBeGreaterThan(0);
    });

    test('the terms are asked once; declining keeps the chat closed', async ({page}) => {
      await visit(page, localized(locale, DOC_PAGE));
      const button = launcher(page, locale);
      await button.click();
      const terms = termsDialog(page, locale);
      await expect(terms).toBeVisible();
      await expect(terms).toContainText(texts.termsDescription);
      const checkbox = terms.getByRole('checkbox', {name: texts.termsCheckboxText});
      await expect(checkbox).toBeFocused();
      const accept = terms.getByRole('button', {name: words.accept});
      await expect(accept).toBeDisabled();

      await terms.getByRole('button', {name: words.decline}).click();
      await expect(terms).toBeHidden();
      await expect(chatDialog(page, locale)).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      // The keyboard asks again; Escape declines too, and the tick is not kept.
      await page.keyboard.press('Enter');
      await expect(terms).toBeVisible();
      await expect(checkbox).not.toBeChecked();
      await checkbox.check();
      await page.keyboard.press('Escape');
      await expect(terms).toBeHidden();
      await expect(button).toBeFocused();
      expect(
        await page.evaluate((key) => window.localStorage.getItem(key), TERMS_STORAGE_KEY),
      ).toBeNull();

      await button.click();
      await checkbox.check();
      await accept.click();
      await expect(chatDialog(page, locale)).toBeVisible();
      const stored = await page.evaluate(
        (key) => window.localStorage.getItem(key),
        TERMS_STORAGE_KEY,
      );
      expect(JSON.parse(stored ?? 'null')).toMatchObject({version: 1, accepted: true});

      await page.reload();
      await launcher(page, locale).click();
      await expect(chatDialog(page, locale)).toBeVisible();
      await expect(terms).toHaveCount(0);
    });

    test('the chat opens with its welcome, suggestions and footer; focus stays inside and returns to the button', async ({
      page,
    }) => {
      const dialog = await openChat(page, locale);
      await expect(dialog.getByRole('heading', {name: texts.headerTitle})).toBeVisible();
      await expect(dialog).toContainText(texts.welcomeMessage);
      await expect(dialog).toContainText(texts.footerText);
      await expect(
        dialog.getByRole('heading', {name: texts.suggestedQuestionsTitle}),
      ).toBeVisible();
      for (const question of suggestedQuestions(texts.suggestedQuestions)) {
        await expect(dialog.getByRole('button', {name: question})).toBeVisible();
      }
      const input = dialog.getByRole('textbox', {name: words.question});
      await expect(input).toBeFocused();
      await expect(input).toHaveAttribute('placeholder', texts.inputPlaceholder);
      await expect(dialog.getByRole('button', {name: texts.sendButtonText})).toBeDisabled();

      for (let step = 0; step < 12; step += 1) {
        await page.keyboard.press('Tab');
        expect(await focusIsInOpenDialog(page), `focus after ${step + 1} Tab presses`).toBe(true);
      }
      await dialog.getByRole('button', {name: words.newConversation}).focus();
      await dialog.getByRole('button', {name: words.fullscreen}).focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      expect(await focusIsInOpenDialog(page)).toBe(true);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(launcher(page, locale)).toBeFocused();

      await launcher(page, locale).click();
      await dialog.getByRole('button', {name: words.close}).click();
      await expect(dialog).toBeHidden();
      await expect(launcher(page, locale)).toBeFocused();
    });

    test('an answer streams, quoted from the documentation, with sources that open in place', async ({
      page,
    }) => {
      const dialog = await openChat(page, locale);
      const [cardPayout = ''] = suggestedQuestions(texts.suggestedQuestions);
      await dialog.getByRole('button', {name: cardPayout}).click();
      await expect(dialog.getByText(cardPayout)).toBeVisible();
      // Receiving: the answer is partial and can be stopped.
      await expect(dialog.getByRole('button', {name: words.stop})).toBeVisible();
      const answer = dialog.getByRole('article').last();
      await expect(answer).toHaveAttribute('aria-busy', 'true');
      await expect(answer).toHaveAttribute('data-partial', 'true');
      await expect(answer.getByRole('button', {name: words.helpful, exact: true})).toBeVisible({
        timeout: 15_000,
      });
      await expect(answer).toHaveAttribute('aria-busy', 'false');
      await expect(answer).not.toHaveAttribute('data-partial');
      await expect(dialog.getByRole('button', {name: words.stop})).toBeHidden();
      await expect(answer.locator('p').first()).toHaveText(words.assembled);

      const sources = answer.getByRole('heading', {name: texts.sourcesText});
      await expect(sources).toBeVisible();
      const source = answer.getByRole('listitem').filter({hasText: words.cardPayoutPage}).first();
      const link = source.getByRole('link');
      await expect(link).toHaveAttribute(
        'href',
        new RegExp(`^${localized(locale, CARD_PAYOUT_PAGE)}(#|$)`),
      );
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, CARD_PAYOUT_PAGE)}(#|$)`));
      // The conversation is still there on the new page.
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(cardPayout)).toBeVisible();
    });

    test('stop generating keeps the partial answer and says it stopped', async ({page}) => {
      const dialog = await openChat(page, locale);
      const [, webhook = ''] = suggestedQuestions(texts.suggestedQuestions);
      await dialog.getByRole('button', {name: webhook}).click();
      const stop = dialog.getByRole('button', {name: words.stop});
      await stop.click();
      const answer = dialog.getByRole('article').last();
      await expect(answer.getByText(words.stopped)).toBeVisible();
      await expect(stop).toBeHidden();
      await expect(answer.getByRole('button', {name: words.helpful, exact: true})).toHaveCount(0);
      const input = dialog.getByRole('textbox', {name: words.question});
      await input.fill('webhook');
      await expect(dialog.getByRole('button', {name: texts.sendButtonText})).toBeEnabled();
    });

    test('feedback is kept across closing and navigation; a new conversation starts over', async ({
      page,
    }) => {
      let dialog = await openChat(page, locale);
      const answer = await ask(page, locale, 'webhook');
      const helpful = answer.getByRole('button', {name: words.helpful, exact: true});
      const notHelpful = answer.getByRole('button', {name: words.notHelpful});
      await helpful.click();
      await expect(helpful).toHaveAttribute('aria-pressed', 'true');
      await expect(answer.getByText(words.thanks)).toBeVisible();
      await notHelpful.click();
      await expect(notHelpful).toHaveAttribute('aria-pressed', 'true');
      await expect(helpful).toHaveAttribute('aria-pressed', 'false');

      await page.keyboard.press('Escape');
      await page
        .locator(`.theme-doc-sidebar-container a.menu__link[href$="${CARD_PAYOUT_PAGE}"]`)
        .click();
      await expect(page).toHaveURL(new RegExp(`${CARD_PAYOUT_PAGE}$`));
      await launcher(page, locale).click();
      dialog = chatDialog(page, locale);
      await expect(
        dialog.getByRole('button', {name: words.notHelpful, pressed: true}),
      ).toBeVisible();

      await dialog.getByRole('button', {name: words.newConversation}).click();
      await expect(dialog.getByRole('article')).toHaveCount(0);
      await expect(
        dialog.getByRole('heading', {name: texts.suggestedQuestionsTitle}),
      ).toBeVisible();
      await expect(dialog.getByRole('textbox', {name: words.question})).toBeFocused();
    });

    test('a question the documentation does not answer gets "I don\'t know" and the closest pages', async ({
      page,
    }) => {
      await openChat(page, locale);
      const answer = await ask(page, locale, words.unknownQuestion);
      await expect(answer).toContainText(words.unknown);
      // Nor a question about another technology, however politely it is asked.
      const outOfScope = await ask(page, locale, words.outOfScopeQuestion);
      await expect(outOfScope).toContainText(words.unknown);
      await expect(outOfScope.locator('pre')).toHaveCount(0);
    });

    test('every suggested question gets an answer citing its page, with the request or payload from it', async ({
      page,
    }) => {
      // Three whole answers, each streamed at a reader's pace.
      test.setTimeout(90_000);
      const dialog = await openChat(page, locale);
      const questions = suggestedQuestions(texts.suggestedQuestions);
      expect(questions).toHaveLength(SUGGESTED_ANSWERS.length);
      for (const [index, question] of questions.entries()) {
        const expected = SUGGESTED_ANSWERS[index];
        if (!expected) continue;
        if (index === 0) {
          await dialog.getByRole('button', {name: question}).click();
        } else {
          await dialog.getByRole('textbox', {name: words.question}).fill(question);
          await dialog.getByRole('button', {name: texts.sendButtonText}).click();
        }
        // This question's answer, not the one before it.
        const answer = dialog.getByRole('article').nth(index);
        await expect(answer.getByRole('button', {name: words.helpful, exact: true})).toBeVisible({
          timeout: 25_000,
        });
        await expect(answer.locator('p').first()).toHaveText(words.assembled);
        const hrefs = await answer
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        const pages = expected.pages.map((route) => localized(locale, route));
        expect(
          hrefs.some((href) => pages.some((route) => new RegExp(`^${route}(#|$)`).test(href))),
          `${question}: cites ${pages.join(' or ')} (cited: ${hrefs.join(', ')})`,
        ).toBe(true);
        const code = answer.locator('pre code');
        await expect(code.first()).toBeVisible();
        expect((await code.allTextContents()).join('\n')).toContain(expected.code);
      }
    });

    test('an index that does not load shows the default error text', async ({
      page,
      consoleErrors,
    }) => {
      const dialog = await openChat(page, locale);
      await page.route('**/search/*.json', (route) => route.abort());
      await dialog.getByRole('textbox', {name: words.question}).fill('webhook');
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('alert')).toHaveText(texts.errorDefault);
      forgiveConsoleErrors(consoleErrors, /Failed to load resource|index could not be loaded/);
    });

    test('full screen, a 360 px phone and the dark colour mode', async ({page}) => {
      const dialog = await openChat(page, locale);
      const fullscreen = dialog.getByRole('button', {name: words.fullscreen});
      await fullscreen.click();
      await expect(fullscreen).toHaveAttribute('aria-pressed', 'true');
      expect(await dialog.boundingBox()).toEqual({x: 0, y: 0, width: 1280, height: 720});
      await fullscreen.click();
      await expect(fullscreen).toHaveAttribute('aria-pressed', 'false');
      const corner = await dialog.boundingBox();
      expect(corner && Math.round(corner.x + corner.width)).toBe(1280 - 16);
      expect(corner && Math.round(corner.y + corner.height)).toBe(720 - 16);

      // Dark mode: light text on a dark surface.
      await page.keyboard.press('Escape');
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
      await launcher(page, locale).click();
      const colours = await dialog.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.backgroundColor, style.color];
      });
      const luminance = (rgb: string) => {
        const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
        return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      };
      expect(luminance(colours[0] ?? '')).toBeLessThan(0.25);
      expect(luminance(colours[1] ?? '')).toBeGreaterThan(0.75);

      await page.setViewportSize({width: 360, height: 740});
      expect(await dialog.boundingBox()).toEqual({x: 0, y: 0, width: 360, height: 740});
      await ask(page, locale, 'webhook');
      const overflow = await dialog.evaluate((element) =>
        Array.from(element.querySelectorAll('*')).some(
          (child) => child.getBoundingClientRect().right > 360.5,
        ),
      );
      expect(overflow, 'something in the chat is wider than the phone').toBe(false);
      await expect(dialog.getByRole('button', {name: texts.sendButtonText})).toBeInViewport();
      await page.keyboard.press('Escape');
      const button = await launcher(page, locale).boundingBox();
      expect(button && button.width).toBeLessThanOrEqual(64);
    });

    test('no request leaves the page and no cookie is set in local mode', async ({
      page,
      context,
    }) => {
      const foreign: string[] = [];
      page.on('request', (request) => {
        const {host} = new URL(request.url());
        // The e2e build has Metrica counters (stubbed by the fixtures); nothing else may go out.
        if (!/^127\.0\.0\.1(:\d+)?$/.test(host) && host !== 'mc.yandex.ru') {
          foreign.push(request.url());
        }
      });
      await openChat(page, locale);
      await ask(page, locale, 'webhook');
      expect(foreign).toEqual([]);
      expect(await page.locator('script[src*="recaptcha"], script[src*="hcaptcha"]').count()).toBe(
        0,
      );
      expect((await context.cookies()).map(({name}) => name)).toEqual([]);
    });
  });
}

test('a streaming answer is followed to its end unless the reader scrolls up to read', async ({
  page,
}) => {
  const locale = locales[1];
  // Low enough that the answer to the suggested question overflows the log well past the margin.
  await page.setViewportSize({width: 1280, height: 500});
  const dialog = await openChat(page, locale);
  const log = dialog.locator('[class^="log_"]');
  const atEnd = () =>
    log.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight < 48);
  const [cardPayout = ''] = suggestedQuestions(chatTexts(locale).suggestedQuestions);
  await dialog.getByRole('button', {name: cardPayout}).click();
  await expect(dialog.getByRole('button', {name: chatWords.en.stop})).toBeVisible();
  // Well past the margin within which a reader still counts as at the end.
  await expect
    .poll(() => log.evaluate((element) => element.scrollTop), {timeout: 15_000})
    .toBeGreaterThan(120);
  expect(await atEnd()).toBe(true);
  // The reader scrolls up while the answer still streams: the log stays put.
  await log.evaluate((element) => element.scrollTo({top: 0}));
  await page.waitForTimeout(400);
  expect(await log.evaluate((element) => element.scrollTop)).toBe(0);
  await expect(dialog.getByRole('button', {name: chatWords.en.helpful, exact: true})).toBeVisible({
    timeout: 15_000,
  });
  expect(await log.evaluate((element) => element.scrollTop)).toBe(0);
  // A new question goes back to the end.
  await ask(page, locale, 'webhook');
  expect(await atEnd()).toBe(true);
});

test('a chat that cannot load says so, shows it is loading, and loads on the next press', async ({
  page,
  consoleErrors,
}) => {
  const locale = locales[1];
  const texts = chatTexts(locale);
  await visit(page, localized(locale, DOC_PAGE));
  await page.route('**/*.js', (route) => route.abort());
  const button = launcher(page, locale);
  await button.click();
  await expect(page.getByRole('alert')).toHaveText(texts.errorDefault);
  await expect(termsDialog(page, locale)).toHaveCount(0);
  forgiveConsoleErrors(consoleErrors, /Failed to load resource|could not be loaded/);

  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.unroute('**/*.js');
  await page.route('**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await button.click();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('alert')).toHaveCount(0);
  release();
  await expect(termsDialog(page, locale)).toBeVisible();
  await expect(button).toHaveAttribute('aria-busy', 'false');
});

test('with browser storage blocked the terms are asked, the chat answers, and it only warns', async ({
  page,
}) => {
  const locale = locales[0];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await visit(page, localized(locale, DOC_PAGE));
  await launcher(page, locale).click();
  const terms = termsDialog(page, locale);
  await terms.getByRole('checkbox').check();
  await terms.getByRole('button', {name: chatWords.ru.accept}).click();
  await expect(chatDialog(page, locale)).toBeVisible();
  await ask(page, locale, 'вебхук');
  expect(warnings.some((warning) => warning.includes('Ask AI: the acceptance of the terms'))).toBe(
    true,
  );
});
