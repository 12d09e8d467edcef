import {describe, expect, it} from 'vitest';
import {chatSettings, suggestedQuestions, type ChatTexts} from './chat';

describe('the Ask AI widget settings', () => {
  it('use the local engine unless a hosted project id is set', () => {
    expect(chatSettings('ru', {kapaIntegrationId: null})).toMatchObject({
      engine: 'local',
      projectId: null,
    });
    expect(chatSettings('en', {kapaIntegrationId: 'abc'})).toMatchObject({
      engine: 'kapa',
      projectId: 'abc',
    });
  });

  it('keep the spec §9 defaults', () => {
    const {texts, ...layout} = chatSettings('en', {kapaIntegrationId: 'abc'});
    expect(layout).toMatchObject({
      buttonPosition: 'center-right',
      buttonStyle: 'dark',
      modalPosition: 'bottom-right',
    });
    expect(texts).toMatchObject({
      headerTitle: 'AI support bot',
      welcomeMessage: 'Hello! How can I help you?',
      footerText: 'AI generated answers. Always verify the sources before using them.',
      inputPlaceholder: 'Search docs',
      termsCheckboxText: 'I have read and agree to the Terms & Conditions.',
      errorForbidden: 'Oops! The request URL does not match the one defined for this project.',
      errorNotFound: 'Oops! We could not find the provided project ID.',
      errorDefault: 'Oops! Please try again later.',
    } satisfies Partial<ChatTexts>);
  });

  it('have every text in both languages, Russian different from English', () => {
    for (const engine of [null, 'abc']) {
      const ru = chatSettings('ru', {kapaIntegrationId: engine}).texts;
      const en = chatSettings('en', {kapaIntegrationId: engine}).texts;
      for (const key of Object.keys(en) as (keyof ChatTexts)[]) {
        expect(en[key].trim(), key).not.toBe('');
        expect(ru[key], key).toMatch(/[а-яё]/i);
        expect(ru[key], key).not.toBe(en[key]);
      }
    }
  });

  it('say honestly which engine answers', () => {
    expect(chatSettings('en', {kapaIntegrationId: null}).texts.footerText).toMatch(
      /assembled from passages of the documentation, not generated/,
    );
    expect(chatSettings('ru', {kapaIntegrationId: null}).texts.termsDescription).toMatch(
      /вопросы никуда не отправляются/,
    );
  });

  it('offer three suggested questions: card payout, webhook, recurring payment', () => {
    for (const locale of ['ru', 'en'] as const) {
      const questions = suggestedQuestions(
        chatSettings(locale, {kapaIntegrationId: null}).texts.suggestedQuestions,
      );
      expect(questions).toHaveLength(3);
      expect(questions.join(' ')).toMatch(
        locale === 'en' ? /card.*webhook.*recurring/ : /карт.*вебхук.*рекуррент/,
      );
    }
    expect(suggestedQuestions(' a ,, b,')).toEqual(['a', 'b']);
  });
});
