/**
 * The JavaScript contract of the bank's embeddable widgets (payment widget,
 * card and account tokenisation widgets, self-employed binding widget, FPS
 * widget, transfer widget): the script, the options and the events. The
 * REST side (`widget/session`) is in the OpenAPI file; this is its browser
 * side. Pages render their option and event tables from here, and the demo
 * widgets emit exactly these events, so a page, its snippet and its demo
 * cannot disagree.
 */
import {brand} from '../../../config/brand';
import type {Lang, Localized as Text} from '../../plugins/openapi/model';

/** The widget types of `widget/session` that embed on the partner's page. */
export type WidgetKind =
  | 'payment_widget'
  | 'card_tokenization'
  | 'account_tokenization'
  | 'selfemployed_binding'
  | 'fps'
  | 'transfer';

/** Every embeddable kind, in the order of `WidgetType` in the OpenAPI file. */
export const WIDGET_KINDS: WidgetKind[] = [
  'payment_widget',
  'card_tokenization',
  'account_tokenization',
  'selfemployed_binding',
  'fps',
  'transfer',
];

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

const ALL: WidgetKind[] = WIDGET_KINDS;
/** The widgets with a form the user submits (the FPS widget only lists banks). */
const FORMS: WidgetKind[] = WIDGET_KINDS.filter((kind) => kind !== 'fps');
/** What `Amount` and `Money` of the API look like in a browser event. */
const MONEY = '{value: number; currency: string}';

export const WIDGET_OPTIONS: WidgetOption[] = [
  {
    name: 'token',
    type: 'string',
    required: true,
    kinds: ALL,
    description: {
      ru: 'Одноразовый токен `wgt_…` из ответа `widget/session`. Действует 30 минут и на одну загрузку виджета.',
      en: 'The one-time `wgt_…` token from the `widget/session` response. Valid for 30 minutes and for one widget load.',
    },
  },
  {
    name: 'container',
    type: 'string | HTMLElement',
    required: true,
    kinds: ALL,
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
    kinds: ALL,
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
    kinds: ALL,
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
    kinds: ALL,
    payload: '{}',
    description: {
      ru: 'Форма показана и готова к вводу.',
      en: 'The form is shown and ready for input.',
    },
  },
  {
    name: 'submit',
    kinds: FORMS,
    payload: '{}',
    description: {
      ru: 'Покупатель отправил форму. Заблокируйте на странице всё, что может изменить заказ.',
      en: 'The customer submitted the form. Lock anything on the page that could change the order.',
    },
  },
  {
    name: 'three_ds',
    kinds: ['payment_widget', 'transfer'],
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
    kinds: ['card_tokenization', 'selfemployed_binding'],
    payload:
      '{token: string; card: {card_number: string; brand: string; expiry_month: number; expiry_year: number}; metadata?: Record<string, string>}',
    description: {
      ru: 'Карта сохранена: `token` (`tok_…`) передавайте в API вместо данных карты, `card` — маскированный номер для показа, `metadata` — данные из `widget/session`, если они были переданы (как `metadata` токена). Событие в браузере можно подделать: связывайте токен с получателем по `metadata` из ответа `token/info`. Виджет самозанятого присылает его, если в `widget/session` не передано `collect_card: false`.',
      en: 'The card is saved: pass `token` (`tok_…`) to the API instead of card data; `card` is the masked number to show; `metadata` is the data of `widget/session`, if it had any (as `metadata` of the token). An event in the browser can be forged: link the token to its recipient by the `metadata` that `token/info` returns. The self-employed widget sends it unless `widget/session` had `collect_card: false`.',
    },
  },
  {
    name: 'token',
    kinds: ['account_tokenization'],
    payload:
      '{token: string; account: {account_number: string; bik: string; name: string}; metadata?: Record<string, string>}',
    description: {
      ru: 'Счёт сохранён: `token` (`tok_…`, тип `account`) передавайте в выплату способом `tokenized_account`, `account` — маскированный номер счёта, БИК и имя владельца для показа (как `BankAccountInfo`), `metadata` — данные из `widget/session`, если они были переданы. Связывайте токен с получателем по `metadata` из ответа `token/info`, а не из браузера.',
      en: 'The account is saved: pass `token` (`tok_…`, type `account`) to a payout with method `tokenized_account`; `account` is the masked account number, the BIK and the holder name to show (as `BankAccountInfo`); `metadata` is the data of `widget/session`, if it had any. Link the token to its recipient by the `metadata` that `token/info` returns, not by the browser.',
    },
  },
  {
    name: 'binding',
    kinds: ['selfemployed_binding'],
    payload: "{selfemployed_id: string; inn: string; status: 'pending' | 'bound' | 'unbound'}",
    description: {
      ru: 'Самозанятый ввёл ИНН, и банк отправил ему запрос в «Мой налог»: `selfemployed_id` (`se_…`) сохраните, `status` обычно `pending`. Подтверждение приходит позже в уведомлении `selfemployed_status_changed` — только оно говорит, что выплаты с чеком возможны.',
      en: 'The self-employed person typed the INN and the bank sent the request to «Мой налог»: keep `selfemployed_id` (`se_…`); `status` is usually `pending`. The confirmation comes later in the `selfemployed_status_changed` webhook, and only it means that payouts with a receipt are possible.',
    },
  },
  {
    name: 'bank_selected',
    kinds: ['fps'],
    payload: '{bank_id: string; name: string}',
    description: {
      ru: 'Пользователь выбрал банк. В режиме выплаты передайте `bank_id` (12 цифр) в `recipient.bank_id` выплаты `fps_phone`; в режиме оплаты виджет сам открывает банк.',
      en: 'The user chose a bank. In the payout mode pass `bank_id` (12 digits) as `recipient.bank_id` of an `fps_phone` payout; in the payment mode the widget opens the bank itself.',
    },
  },
  {
    name: 'app_opened',
    kinds: ['fps'],
    payload: '{bank_id: string}',
    description: {
      ru: 'Режим оплаты на телефоне: виджет открыл приложение выбранного банка со ссылкой на оплату из `qr.payload`.',
      en: "Payment mode on a phone: the widget opened the chosen bank's app with the payment link of `qr.payload`.",
    },
  },
  {
    name: 'qr_shown',
    kinds: ['fps'],
    payload: '{expires_at: string}',
    description: {
      ru: 'Режим оплаты на компьютере: виджет показал QR-код, который действует до `expires_at` (как `qr.expires_at` платежа).',
      en: "Payment mode on a computer: the widget shows the QR code, valid until `expires_at` (the payment's `qr.expires_at`).",
    },
  },
  {
    name: 'success',
    kinds: ['fps'],
    payload: "{session_id: string; payment_id: string; status: 'captured'}",
    description: {
      ru: 'Режим оплаты: покупатель оплатил по QR-коду. Покажите результат, но выдавайте заказ по уведомлению `payment_finished`.',
      en: 'Payment mode: the customer paid by the QR code. Show the result, but fulfil the order on the `payment_finished` webhook.',
    },
  },
  {
    name: 'quote',
    kinds: ['transfer'],
    payload: `{amount: ${MONEY}; fee: ${MONEY}; total: ${MONEY}}`,
    description: {
      ru: 'Виджет рассчитал перевод, как `transfer/quote`: `total` = `amount` + `fee` спишется с карты отправителя. Приходит до отправки формы и снова, когда меняется сумма или карта.',
      en: "The widget quoted the transfer as `transfer/quote` does: `total` = `amount` + `fee` is debited from the sender's card. Comes before the form is submitted, and again when the amount or a card changes.",
    },
  },
  {
    name: 'success',
    kinds: ['transfer'],
    payload: "{transfer_id: string; status: 'succeeded' | 'pending'}",
    description: {
      ru: 'Перевод создан: `transfer_id` (`tr_…`) сохраните; `pending` — банк ещё зачисляет деньги. Итог приходит в уведомлении `transfer_finished`: событие в браузере можно подделать.',
      en: 'The transfer is created: keep `transfer_id` (`tr_…`); `pending` means the bank is still crediting it. The outcome comes in the `transfer_finished` webhook: an event in the browser can be forged.',
    },
  },
  {
    name: 'fail',
    kinds: ALL,
    payload: '{error: {code: string; description: string}; final: boolean}',
    description: {
      ru: 'Операция не прошла; `code` — из справочника ошибок. Если `final` равен `false`, форма остаётся открытой и пользователь может исправить ввод — например, ввести другую карту, счёт или ИНН.',
      en: 'The operation failed; `code` is from the error reference. If `final` is `false`, the form stays open and the user can correct the input, for example try another card, account or INN.',
    },
  },
  {
    name: 'expired',
    kinds: FORMS,
    payload: '{}',
    description: {
      ru: 'Токен виджета истёк или уже использован. Получите новый методом `widget/session` и создайте виджет заново.',
      en: 'The widget token has expired or was already used. Get a new one with `widget/session` and create the widget again.',
    },
  },
  {
    name: 'expired',
    kinds: ['fps'],
    payload: "{reason: 'token' | 'qr'}",
    description: {
      ru: '`token` — токен виджета истёк или уже использован: получите новый методом `widget/session`. `qr` — QR-код режима оплаты истёк неоплаченным: создайте новую сессию.',
      en: '`token`: the widget token has expired or was already used; get a new one with `widget/session`. `qr`: the QR code of the payment mode expired unpaid; create a new session.',
    },
  },
];

/** An argument of a script function, as `CardData` of the API names it. */
export type ScriptArgument = {
  name: string;
  type: string;
  required: boolean;
  description: Text;
};

/** A function of the widget script that works without a widget (no `widget/session`). */
export type ScriptFunction = {
  /** Called as `IveltaWidget.<name>(<argument>)`. */
  name: string;
  /** The fields of its one object argument. */
  arguments: ScriptArgument[];
  /** What the returned promise resolves to, as TypeScript. */
  result: string;
  /** The field of the API request that takes the result. */
  resultField: {operation: string; field: string};
  /** The codes of the error reference the promise rejects with, as `{error: {code, description}}`. */
  errors: {code: string; description: Text}[];
  description: Text;
};

/**
 * The browser side of `cryptogram` of `token/create`: partners without PCI DSS
 * encrypt the card in the customer's browser and send only the result. The
 * public key for widgets is built into the script of each environment
 * (`WIDGET_SCRIPT`), so the partner passes no key, and a cryptogram of the
 * sandbox script does not decrypt in production.
 */
export const ENCRYPT_CARD: ScriptFunction = {
  name: 'encryptCard',
  arguments: [
    {
      name: 'pan',
      type: 'string',
      required: true,
      description: {
        ru: 'Номер карты, 13–19 цифр без пробелов.',
        en: 'Card number, 13–19 digits without spaces.',
      },
    },
    {
      name: 'expiry_month',
      type: 'number',
      required: true,
      description: {ru: 'Месяц окончания срока действия, 1–12.', en: 'Expiry month, 1–12.'},
    },
    {
      name: 'expiry_year',
      type: 'number',
      required: true,
      description: {
        ru: 'Год окончания срока действия, четыре цифры.',
        en: 'Expiry year, four digits.',
      },
    },
    {
      name: 'holder',
      type: 'string',
      required: false,
      description: {
        ru: 'Имя держателя латиницей, как на карте.',
        en: 'Cardholder name in Latin letters as on the card.',
      },
    },
  ],
  result: 'Promise<string>',
  resultField: {operation: 'token/create', field: 'cryptogram'},
  errors: [
    {
      code: 'invalid_card_number',
      description: {
        ru: 'Номер не проходит проверку контрольной суммы или не относится к известному диапазону карт: попросите покупателя проверить номер.',
        en: 'The number fails the checksum or is of an unknown card range: ask the customer to check it.',
      },
    },
    {
      code: 'card_expired',
      description: {
        ru: 'Срок действия карты уже истёк: попросите другую карту.',
        en: 'The card has already expired: ask for another card.',
      },
    },
    {
      code: 'invalid_field_value',
      description: {
        ru: 'Поле отсутствует или имеет неверный формат; `description` оканчивается путём поля, например `(field: expiry_month)`.',
        en: 'A field is missing or malformed; `description` ends with its path, for example `(field: expiry_month)`.',
      },
    },
  ],
  description: {
    ru: 'Шифрует данные карты в браузере покупателя открытым ключом для виджетов, встроенным в скрипт: результат (строка Base64) передайте с вашего сервера в поле `cryptogram` метода `token/create` с `type: card`. Данные карты не попадают ни на ваш сервер, ни в ваш код в открытом виде, поэтому PCI DSS не нужен. Криптограмма годится для одного вызова `token/create` в течение 30 минут; скрипт песочницы шифрует ключом песочницы. Код CVC не нужен: токенизация его не использует. Проверки номера и срока выполняются в браузере — при ошибке промис отклоняется с `{error: {code, description}}`.',
    en: "Encrypts the card data in the customer's browser with the public key for widgets built into the script: send the result (a Base64 string) from your server in `cryptogram` of `token/create` with `type: card`. The card data never reaches your server or your code in the clear, so PCI DSS is not needed. A cryptogram serves one `token/create` call within 30 minutes; the sandbox script encrypts with the sandbox key. No CVC: tokenisation does not use it. The number and the expiry are checked in the browser; on an error the promise rejects with `{error: {code, description}}`.",
  },
};

/** The snippet of `encryptCard`: the customer's card in, a cryptogram to the partner's server out. */
export function encryptCardSnippet(lang: Lang): string {
  const comments = {
    send: {
      ru: 'отправьте криптограмму на свой сервер: он вызовет token/create',
      en: 'send the cryptogram to your server: it calls token/create',
    },
    fail: {
      ru: 'покажите error.description рядом с полем карты',
      en: 'show error.description next to the card field',
    },
  } satisfies Record<string, Text>;
  return [
    `<script src="${WIDGET_SCRIPT.sandbox}"></script>`,
    '<script>',
    ...[
      `${WIDGET_GLOBAL}.${ENCRYPT_CARD.name}({`,
      `  pan: '2200000000000004',`,
      `  expiry_month: 12,`,
      `  expiry_year: 2030,`,
      `})`,
      `  .then((cryptogram) => {`,
      `    // ${comments.send[lang]}`,
      `    saveCardCryptogram(cryptogram);`,
      `  })`,
      `  .catch(({error}) => {`,
      `    // ${comments.fail[lang]}`,
      `    showError(error.description);`,
      `  });`,
    ].map((line) => `  ${line}`),
    '</script>',
  ].join('\n');
}

/** The element id each widget's snippet renders into. */
export const WIDGET_CONTAINERS: Record<WidgetKind, string> = {
  payment_widget: 'payment-widget',
  card_tokenization: 'card-widget',
  account_tokenization: 'account-widget',
  selfemployed_binding: 'selfemployed-widget',
  fps: 'fps-widget',
  transfer: 'transfer-widget',
};

/** The embedding snippet of a widget, with the example token of the spec. */
export function widgetSnippet(kind: WidgetKind, lang: Lang): string {
  const container = WIDGET_CONTAINERS[kind];
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
    binding: {
      ru: 'привязку подтверждает уведомление selfemployed_status_changed',
      en: 'the selfemployed_status_changed webhook confirms the binding',
    },
    bank: {
      ru: 'bank_id — для recipient.bank_id выплаты fps_phone',
      en: 'bank_id goes to recipient.bank_id of an fps_phone payout',
    },
    quote: {
      ru: 'покажите комиссию и сумму списания до отправки',
      en: 'show the fee and the total before the sender submits',
    },
    transfer: {
      ru: 'итог перевода подтверждает уведомление transfer_finished',
      en: 'the transfer_finished webhook confirms the outcome',
    },
  } satisfies Record<string, Text>;
  const handlers: Record<WidgetKind, string[]> = {
    payment_widget: [
      `widget.on('success', ({session_id, payment_id, status}) => {`,
      `  // ${comments.result[lang]}`,
      `  showPaymentResult(session_id, payment_id, status);`,
      `});`,
    ],
    card_tokenization: [
      `widget.on('token', ({token, card}) => {`,
      `  // ${comments.token_event[lang]}`,
      `  saveCard(token, card.card_number);`,
      `});`,
    ],
    account_tokenization: [
      `widget.on('token', ({token, account}) => {`,
      `  // ${comments.token_event[lang]}`,
      `  saveAccount(token, account.account_number);`,
      `});`,
    ],
    selfemployed_binding: [
      `widget.on('binding', ({selfemployed_id, inn, status}) => {`,
      `  // ${comments.binding[lang]}`,
      `  saveBinding(selfemployed_id, inn, status);`,
      `});`,
    ],
    fps: [
      `widget.on('bank_selected', ({bank_id, name}) => {`,
      `  // ${comments.bank[lang]}`,
      `  saveBank(bank_id, name);`,
      `});`,
    ],
    transfer: [
      `widget.on('quote', ({amount, fee, total}) => {`,
      `  // ${comments.quote[lang]}`,
      `  showQuote(amount, fee, total);`,
      `});`,
      `widget.on('success', ({transfer_id, status}) => {`,
      `  // ${comments.transfer[lang]}`,
      `  showTransferResult(transfer_id, status);`,
      `});`,
    ],
  };
  const resultHandler = handlers[kind];
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
