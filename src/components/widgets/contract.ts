/**
 * The JavaScript contract of the bank's embeddable widgets (payment widget,
 * card tokenisation widget): the script, the options and the events. The
 * REST side (`widget/session`) is in the OpenAPI file; this is its browser
 * side. Pages render their option and event tables from here, and the demo
 * widgets emit exactly these events, so a page, its snippet and its demo
 * cannot disagree.
 */
import {brand} from '../../../config/brand';
import type {Lang, Localized as Text} from '../../plugins/openapi/model';

/** The widget types of `widget/session` that embed on the partner's page. */
export type WidgetKind = 'payment_widget' | 'card_tokenization';

export const WIDGET_GLOBAL = 'IveltaWidget';

export const WIDGET_SCRIPT = {
  sandbox: `https://pay.sandbox.${brand.domain}/widget/v1/widget.js`,
  production: `https://pay.${brand.domain}/widget/v1/widget.js`,
} as const;

export type WidgetOption = {
  name: string;
  type: string;
  required: boolean;
  /** Default value as written in JavaScript; absent for required options. */
  default?: string;
  kinds: WidgetKind[];
  description: Text;
};

const BOTH: WidgetKind[] = ['payment_widget', 'card_tokenization'];

export const WIDGET_OPTIONS: WidgetOption[] = [
  {
    name: 'token',
    type: 'string',
    required: true,
    kinds: BOTH,
    description: {
      ru: 'Одноразовый токен `wgt_…` из ответа `widget/session`. Действует 30 минут и на одну загрузку виджета.',
      en: 'The one-time `wgt_…` token from the `widget/session` response. Valid for 30 minutes and for one widget load.',
    },
  },
  {
    name: 'container',
    type: 'string | HTMLElement',
    required: true,
    kinds: BOTH,
    description: {
      ru: 'CSS-селектор или элемент, внутри которого виджет рисует форму. Ширина — от 320 пикселей, высоту виджет подбирает сам.',
      en: 'A CSS selector or element the widget renders into. At least 320 pixels wide; the widget sets its own height.',
    },
  },
  {
    name: 'locale',
    type: "'ru' | 'en'",
    required: false,
    default: "'ru'",
    kinds: BOTH,
    description: {
      ru: 'Язык подписей и сообщений об ошибках.',
      en: 'Language of the labels and error messages.',
    },
  },
  {
    name: 'theme',
    type: "'light' | 'dark'",
    required: false,
    default: "'light'",
    kinds: BOTH,
    description: {
      ru: 'Цветовая схема формы; подберите её под страницу.',
      en: 'Colour scheme of the form; match it to your page.',
    },
  },
];

export type WidgetEvent = {
  name: string;
  kinds: WidgetKind[];
  /** The handler's argument, as TypeScript. */
  payload: string;
  description: Text;
};

export const WIDGET_EVENTS: WidgetEvent[] = [
  {
    name: 'ready',
    kinds: BOTH,
    payload: '{}',
    description: {
      ru: 'Форма показана и готова к вводу.',
      en: 'The form is shown and ready for input.',
    },
  },
  {
    name: 'submit',
    kinds: BOTH,
    payload: '{}',
    description: {
      ru: 'Покупатель отправил форму. Заблокируйте на странице всё, что может изменить заказ.',
      en: 'The customer submitted the form. Lock anything on the page that could change the order.',
    },
  },
  {
    name: 'three_ds',
    kinds: ['payment_widget'],
    payload: '{}',
    description: {
      ru: 'Эмитент запросил 3-D Secure: виджет показывает страницу проверки внутри себя.',
      en: 'The issuer asked for 3-D Secure: the widget shows the challenge page inside itself.',
    },
  },
  {
    name: 'success',
    kinds: ['payment_widget'],
    payload: "{session_id: string; payment_id: string; status: 'captured' | 'authorized'}",
    description: {
      ru: 'Платёж прошёл: `captured` — деньги списаны, `authorized` — удержаны до списания. Покажите покупателю результат, но выдавайте заказ по уведомлению `payment_finished` или `ready_to_capture`: событие в браузере можно подделать.',
      en: 'The payment went through: `captured` means the money is taken, `authorized` that it is held until capture. Show the result to the customer, but fulfil the order on the `payment_finished` or `ready_to_capture` webhook: an event in the browser can be forged.',
    },
  },
  {
    name: 'token',
    kinds: ['card_tokenization'],
    payload:
      '{token: string; card: {card_number: string; brand: string; expiry_month: number; expiry_year: number}}',
    description: {
      ru: 'Карта сохранена: `token` (`tok_…`) передавайте в API вместо данных карты, `card` — маскированный номер для показа.',
      en: 'The card is saved: pass `token` (`tok_…`) to the API instead of card data; `card` is the masked number to show.',
    },
  },
  {
    name: 'fail',
    kinds: BOTH,
    payload: '{error: {code: string; description: string}; final: boolean}',
    description: {
      ru: 'Операция не прошла; `code` — из справочника ошибок. Если `final` равен `false`, форма остаётся открытой и покупатель может ввести другую карту.',
      en: 'The operation failed; `code` is from the error reference. If `final` is `false`, the form stays open and the customer can try another card.',
    },
  },
  {
    name: 'expired',
    kinds: BOTH,
    payload: '{}',
    description: {
      ru: 'Токен виджета истёк или уже использован. Получите новый методом `widget/session` и создайте виджет заново.',
      en: 'The widget token has expired or was already used. Get a new one with `widget/session` and create the widget again.',
    },
  },
];

/** The embedding snippet of a widget, with the example token of the spec. */
export function widgetSnippet(kind: WidgetKind, lang: Lang): string {
  const container = kind === 'payment_widget' ? 'payment-widget' : 'card-widget';
  const comments = {
    token: {
      ru: 'токен из ответа widget/session, полученный на вашем сервере',
      en: 'the token from the widget/session response, fetched on your server',
    },
    result: {
      ru: 'итог платежа подтверждает уведомление payment_finished',
      en: 'the payment_finished webhook confirms the outcome',
    },
    token_event: {
      ru: 'отправьте токен на свой сервер',
      en: 'send the token to your server',
    },
    fail: {
      ru: 'покажите error.description; при final: false форма остаётся открытой',
      en: 'show error.description; with final: false the form stays open',
    },
  } satisfies Record<string, Text>;
  const resultHandler =
    kind === 'payment_widget'
      ? [
          `widget.on('success', ({session_id, payment_id, status}) => {`,
          `  // ${comments.result[lang]}`,
          `  showPaymentResult(session_id, payment_id, status);`,
          `});`,
        ]
      : [
          `widget.on('token', ({token, card}) => {`,
          `  // ${comments.token_event[lang]}`,
          `  saveCard(token, card.card_number);`,
          `});`,
        ];
  return [
    `<div id="${container}"></div>`,
    `<script src="${WIDGET_SCRIPT.sandbox}"></script>`,
    '<script>',
    ...[
      `const widget = ${WIDGET_GLOBAL}.create({`,
      `  token: 'wgt_5e1a9c3f7b2d4e6a', // ${comments.token[lang]}`,
      `  container: '#${container}',`,
      `  locale: '${lang}',`,
      `});`,
      ...resultHandler,
      `widget.on('fail', ({error, final}) => {`,
      `  // ${comments.fail[lang]}`,
      `  showError(error.description, final);`,
      `});`,
      `widget.mount();`,
    ].map((line) => `  ${line}`),
    '</script>',
  ].join('\n');
}
