/**
 * What the Ask AI browser tests share: the widget's words in each language,
 * the pages they use, and a reader who opens the chat and asks.
 */
import type {Page, Route} from '@playwright/test';
import {chatSettings, type ChatEngineName} from '../../config/chat';
import {acceptedTermsRecord, TERMS_STORAGE_KEY} from '../../src/components/chat/termsConsent';
import {kapaStream} from '../../src/chat/testKapaStream';
import {localized, type LocaleCase} from './spec-routes';
import {expect, visit} from './fixtures';

/** The project id `build:e2e:kapa` is made with. */
export const HOSTED_PROJECT_ID = 'e2e-project';

export const DOC_PAGE = '/payouts/payouts-intro';
export const CARD_PAYOUT_PAGE = '/payouts/russian-card';

/** The widget's own words, as a reader of each language sees them (`labels.ts`). */
export const chatWords = {
  ru: {
    close: 'Закрыть',
    fullscreen: 'Во весь экран',
    newConversation: 'Новый диалог',
    question: 'Ваш вопрос',
    stop: 'Остановить ответ',
    stopped: 'Ответ остановлен.',
    helpful: 'Помог',
    notHelpful: 'Не помог',
    thanks: 'Спасибо за оценку.',
    accept: 'Принять',
    decline: 'Отказаться',
    assembled: /^Ответ собран из документации/,
    unknown: /Не знаю точного ответа/,
    unknownQuestion: 'какая погода завтра в Самаре и где купить зонт',
    outOfScopeQuestion: 'Как развернуть кластер Kubernetes для нашего магазина?',
    cardPayoutPage: 'Выплата на карту российского банка',
  },
  en: {
    close: 'Close',
    fullscreen: 'Full screen',
    newConversation: 'New conversation',
    question: 'Your question',
    stop: 'Stop generating',
    stopped: 'Answer stopped.',
    helpful: 'Helpful',
    notHelpful: 'Not helpful',
    thanks: 'Thank you for the feedback.',
    accept: 'Accept',
    decline: 'Decline',
    assembled: /^This answer is assembled from the documentation/,
    unknown: /I don't know the exact answer/,
    unknownQuestion: 'what weather is expected tomorrow in Samara and where to buy an umbrella',
    outOfScopeQuestion: 'How do I deploy a Kubernetes cluster for our shop?',
    cardPayoutPage: 'Payout to a Russian bank card',
  },
} as const;

/** The settings of the build under test: the local engine's, or the hosted one's. */
export const chatSettingsOf = (locale: LocaleCase, engine: ChatEngineName = 'local') =>
  chatSettings(locale.key, {kapaIntegrationId: engine === 'kapa' ? HOSTED_PROJECT_ID : null});

export const chatTexts = (locale: LocaleCase, engine: ChatEngineName = 'local') =>
  chatSettingsOf(locale, engine).texts;

// The button, header and terms title are the same for both engines.
export const launcher = (page: Page, locale: LocaleCase) =>
  page.getByRole('button', {name: chatTexts(locale).buttonText, exact: true});
export const chatDialog = (page: Page, locale: LocaleCase) =>
  page.getByRole('dialog', {name: chatTexts(locale).headerTitle});
export const termsDialog = (page: Page, locale: LocaleCase) =>
  page.getByRole('dialog', {name: chatTexts(locale).termsTitle});

/** A reader who accepted the terms on an earlier visit. */
export async function withTermsAccepted(page: Page) {
  await page.addInitScript(({key, record}) => window.localStorage.setItem(key, record), {
    key: TERMS_STORAGE_KEY,
    record: acceptedTermsRecord(chatSettingsOf({key: 'ru', prefix: ''}).termsVersion),
  });
}

export async function openChat(page: Page, locale: LocaleCase, route = DOC_PAGE) {
  await withTermsAccepted(page);
  await visit(page, localized(locale, route));
  await launcher(page, locale).click();
  const dialog = chatDialog(page, locale);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Types a question and sends it with the button. */
export async function submitQuestion(page: Page, locale: LocaleCase, question: string) {
  const dialog = chatDialog(page, locale);
  await dialog.getByRole('textbox', {name: chatWords[locale.key].question}).fill(question);
  await dialog.getByRole('button', {name: chatTexts(locale).sendButtonText}).click();
}

/** Asks and waits for the whole answer (its feedback buttons come last). */
export async function ask(page: Page, locale: LocaleCase, question: string) {
  await submitQuestion(page, locale, question);
  const answer = chatDialog(page, locale).getByRole('article').last();
  await expect(
    answer.getByRole('button', {name: chatWords[locale.key].helpful, exact: true}),
  ).toBeVisible({timeout: 15_000});
  return answer;
}

// The hosted engine's provider and Google's captcha, stubbed at the network
// (the build of `build:e2e:kapa`; `chat-hosted.spec.ts`, `csp-hosted.spec.ts`).

export const CAPTCHA_TOKEN = 'stub-captcha-token';

/** The provider's stream for an answer with the given text and sources. */
export function answerStream(text: string, sources: {title: string; url: string}[] = []) {
  return kapaStream(
    {type: 'stream_start', content: {thread_id: 'thread-1'}, stream_end: false},
    ...text
      .split(/(?<= )/)
      .map((part) => ({type: 'partial_answer', content: {text: part}, stream_end: false})),
    {
      type: 'relevant_sources',
      content: {
        relevant_sources: sources.map(({title, url}) => ({
          title,
          subtitle: '',
          source_url: url,
          source_type: 'documentation',
        })),
      },
      stream_end: false,
    },
    {type: 'metadata', content: {is_uncertain: false}, stream_end: false},
    {
      type: 'identifiers',
      content: {thread_id: 'thread-1', question_answer_id: 'qa-1'},
      stream_end: true,
    },
  );
}

/** Google's reCAPTCHA script, replaced by one that hands out a fixed token. */
export async function stubCaptcha(page: Page): Promise<string[]> {
  const loads: string[] = [];
  await page.route('https://www.google.com/recaptcha/**', (route) => {
    loads.push(route.request().url());
    return route.fulfill({
      contentType: 'application/javascript',
      body: `window.grecaptcha = {enterprise: {
        ready: (callback) => callback(),
        execute: async () => ${JSON.stringify(CAPTCHA_TOKEN)},
      }};`,
    });
  });
  return loads;
}

type Asked = {url: string; headers: Record<string, string>; body: {query: string}};

/** The provider's question endpoint, answered by `answer`; returns what was asked. */
export async function stubQuestions(page: Page, answer: (route: Route) => Promise<void>) {
  const asked: Asked[] = [];
  await page.route('https://proxy.kapa.ai/proxy/query/v2/**/chat/stream/', async (route) => {
    const request = route.request();
    asked.push({
      url: request.url(),
      headers: request.headers(),
      body: request.postDataJSON() as {query: string},
    });
    await answer(route);
  });
  return asked;
}
