/**
 * The "Ask AI" chat widget (spec §3 "AI chat widget configuration", defaults
 * from spec §9), in both languages. The build hands the page's locale's
 * settings to the browser as `customFields.chat`; `src/components/chat` reads
 * nothing else. Where the spec gives only English, the Russian is ours.
 */
import type {LocaleKey} from './brand';
import type {SiteEnv} from './env';

export type ChatButtonPosition = 'center-right' | 'bottom-right';
export type ChatButtonStyle = 'dark' | 'light';
export type ChatModalPosition = 'bottom-right' | 'center';

/** The texts of spec §3, one set per language. */
export type ChatTexts = {
  buttonText: string;
  sendButtonText: string;
  inputPlaceholder: string;
  headerTitle: string;
  footerText: string;
  sourcesText: string;
  /** Comma-separated, as the spec's configuration field holds them. */
  suggestedQuestions: string;
  suggestedQuestionsTitle: string;
  termsTitle: string;
  termsDescription: string;
  termsCheckboxText: string;
  welcomeMessage: string;
  errorForbidden: string;
  errorNotFound: string;
  errorDefault: string;
};

export type ChatEngineName = 'local' | 'kapa';

export type ChatSettings = {
  /** The hosted provider's project (integration) id; null when the local engine answers. */
  projectId: string | null;
  engine: ChatEngineName;
  buttonPosition: ChatButtonPosition;
  buttonStyle: ChatButtonStyle;
  modalPosition: ChatModalPosition;
  /** Raise it when the terms change: every reader is asked again. */
  termsVersion: number;
  texts: ChatTexts;
};

/**
 * The footer of spec §9 says the answers are AI-generated, which is true of
 * the hosted engine only: the local one quotes the documentation, and says so.
 */
const FOOTER: Record<ChatEngineName, Record<LocaleKey, string>> = {
  kapa: {
    ru: 'Ответы сгенерированы ИИ. Прежде чем использовать их, проверьте источники.',
    en: 'AI generated answers. Always verify the sources before using them.',
  },
  local: {
    ru: 'Ответы собраны из фрагментов документации, без генерации. Прежде чем использовать их, проверьте источники.',
    en: 'Answers are assembled from passages of the documentation, not generated. Always verify the sources before using them.',
  },
};

const TERMS: Record<ChatEngineName, Record<LocaleKey, string>> = {
  kapa: {
    ru: 'Вопросы и ответы обрабатывает внешний сервис ИИ; для защиты от ботов страница загружает reCAPTCHA от Google.',
    en: 'Questions and answers are processed by an external AI service; to keep bots out, the page loads Google reCAPTCHA.',
  },
  local: {
    ru: 'Ответы подбираются в вашем браузере по тексту этой документации: вопросы никуда не отправляются.',
    en: 'Answers are found in your browser, in the text of this documentation: your questions are not sent anywhere.',
  },
};

function texts(locale: LocaleKey, engine: ChatEngineName): ChatTexts {
  if (locale === 'en') {
    return {
      buttonText: 'Ask AI',
      sendButtonText: 'Send',
      inputPlaceholder: 'Search docs',
      headerTitle: 'AI support bot',
      footerText: FOOTER[engine].en,
      sourcesText: 'Sources',
      suggestedQuestions:
        'How do I make a payout to a bank card?, How do I set up a webhook?, How do I take recurring payments?',
      suggestedQuestionsTitle: 'Example questions',
      termsTitle: 'Terms & Conditions',
      termsDescription: `The assistant answers questions about the API from this documentation. ${TERMS[engine].en} Answers may be incomplete or wrong: check them against the linked sections before relying on them. Do not put card numbers, keys, passwords or other personal data into your questions.`,
      termsCheckboxText: 'I have read and agree to the Terms & Conditions.',
      welcomeMessage: 'Hello! How can I help you?',
      errorForbidden: 'Oops! The request URL does not match the one defined for this project.',
      errorNotFound: 'Oops! We could not find the provided project ID.',
      errorDefault: 'Oops! Please try again later.',
    };
  }
  return {
    buttonText: 'Спросить ИИ',
    sendButtonText: 'Отправить',
    inputPlaceholder: 'Поиск по документации',
    headerTitle: 'ИИ-помощник поддержки',
    footerText: FOOTER[engine].ru,
    sourcesText: 'Источники',
    suggestedQuestions:
      'Как сделать выплату на банковскую карту?, Как настроить вебхук?, Как принимать рекуррентные платежи?',
    suggestedQuestionsTitle: 'Примеры вопросов',
    termsTitle: 'Условия использования',
    termsDescription: `Помощник отвечает на вопросы об API по этой документации. ${TERMS[engine].ru} Ответы могут быть неполными или неточными: прежде чем на них полагаться, сверьтесь с разделами по ссылкам. Не указывайте в вопросах номера карт, ключи, пароли и другие персональные данные.`,
    termsCheckboxText: 'Я прочитал(а) условия использования и принимаю их.',
    welcomeMessage: 'Здравствуйте! Чем могу помочь?',
    errorForbidden: 'Ой! Адрес запроса не совпадает с адресом, указанным для этого проекта.',
    errorNotFound: 'Ой! Не удалось найти проект с указанным идентификатором.',
    errorDefault: 'Ой! Пожалуйста, повторите попытку позже.',
  };
}

export function chatSettings(
  locale: LocaleKey,
  env: Pick<SiteEnv, 'kapaIntegrationId'>,
): ChatSettings {
  const engine: ChatEngineName = env.kapaIntegrationId ? 'kapa' : 'local';
  return {
    projectId: env.kapaIntegrationId,
    engine,
    buttonPosition: 'center-right',
    buttonStyle: 'dark',
    modalPosition: 'bottom-right',
    termsVersion: 1,
    texts: texts(locale, engine),
  };
}

/** The suggested questions of the comma-separated field, in order, blanks dropped. */
export const suggestedQuestions = (field: string): string[] =>
  field
    .split(',')
    .map((question) => question.trim())
    .filter(Boolean);
