/**
 * The request console's texts in both languages. They live here, in the
 * console's lazily loaded code, and not in `code.json` of `i18n`: Docusaurus
 * puts every code translation in the main bundle of every page, and these
 * (some 11 KB, 3 KB gzipped, per language) would then weigh on all pages,
 * though only a reader who opens a console sees them. The button that opens
 * the console and its loading texts stay in code.json (`TryIt.tsx`). The
 * signature debugger keeps its texts the same way
 * (`src/components/signature/texts.tsx`); the helpers both use are in
 * `src/components/common/localTexts.tsx`.
 *
 * Both languages must have every text (TypeScript checks the keys;
 * `texts.test.ts` the placeholders). `{name}` is filled by `values`.
 */
import {
  localNode,
  localText,
  useLocalTexts,
  type LocalNode,
  type LocalText,
  type TextTable,
} from '../common/localTexts';
import type {Lang} from '../../plugins/openapi/model';

const RU = {
  unknownMethod: 'Метода {method} нет в данных песочницы: консоль для него не работает.',
  storageReadFailed:
    'Сохранённый ключ не удалось прочитать ({reason}); консоль подписывает ключом этой сессии.',
  storageRemembered:
    'Ключ сохранён в этом браузере (localStorage) и подставится при следующем открытии консоли. Когда он станет не нужен, нажмите «Забыть ключ».',
  storageRememberFailed:
    'Не удалось сохранить ключ: браузер запретил запись ({reason}). Ключ действует, пока открыта страница.',
  storageForgotten: 'Ключ удалён из этого браузера.',
  storageForgetFailed: 'Не удалось удалить ключ из хранилища браузера ({reason}).',
  announceNotSent: 'Запрос не отправлен: {reason}',
  keyNone: 'Нет ключа для подписи: вставьте свой закрытый ключ или выберите другой.',
  keyMaking: 'Создаём ключ подписи…',
  announceAnswered: 'Ответ получен: HTTP {status}{replayed}; уведомлений: {webhooks}.',
  announceReplayed: ', повтор сохранённого ответа',
  copyDone: 'Скопировано в буфер обмена.',
  copyFailed:
    'Браузер не дал доступ к буферу обмена. Текст показан ниже: выделите его и скопируйте.',
  title: 'Попробовать {method}',
  lead: 'Запрос подписывается и отправляется из вашего браузера. По умолчанию отвечает песочница, которая работает прямо на этой странице: тот же код, что у npm run sandbox, и данные из описания API. С этой страницы ничего не уходит, пока вы не укажете другой адрес и не нажмёте «Отправить».',
  target: 'Куда отправить',
  targetBrowser: 'Песочница в браузере',
  targetUrl: 'Другой адрес API',
  baseUrl: 'Адрес API',
  baseUrlHint:
    'Например, ваша локальная песочница npm run sandbox: она разрешает запросы с этого сайта. Запрос уходит по этому адресу только по кнопке «Отправить».',
  key: 'Ключ подписи',
  keySession: 'Ключ этой сессии (создан в браузере)',
  keyPublished: 'Опубликованный ключ песочницы',
  keyOwn: 'Свой закрытый ключ',
  keyPublishedNote:
    'Этот ключ опубликован на сайте ({file}) и годится только для песочницы: его принимают песочница в браузере и npm run sandbox. В рабочей среде он не действует.',
  keyOwnLabel: 'Закрытый ключ (PEM, PKCS #8)',
  keyOwnHint:
    'Ключ остаётся на этой странице: он никуда не отправляется, а сохраняется, только если вы попросите.',
  keyPublic:
    'Открытый ключ: зарегистрируйте его в проекте песочницы. Песочница в браузере принимает его сразу.',
  keyCopyPublic: 'Копировать открытый ключ',
  keyRemember: 'Запомнить ключ в этом браузере',
  keyForget: 'Забыть ключ',
  query: 'Параметры запроса',
  queryRequired: '(обязательный)',
  body: 'Тело запроса (JSON)',
  bodyHint: 'Пример из описания метода. Тело проверяется по схеме метода, пока вы печатаете.',
  headers: 'Заголовки следующего запроса',
  headersHint:
    'Вычисляются заново при каждом изменении и каждую секунду; при отправке запрос подписывается ещё раз, с текущим временем.',
  headersPin: 'Не менять Idempotency-Key: повторная отправка того же тела вернёт сохранённый ответ',
  sending: 'Отправляем…',
  send: 'Отправить',
  response: 'Ответ',
  responseHeaders: 'Заголовки ответа',
  responseBody: 'Тело ответа',
  webhooks: 'Уведомления',
  webhooksRemote:
    'Уведомления отправляет сервер, который принял запрос, на адрес уведомлений проекта.',
  webhooksNone: 'Этот вызов не приводит к уведомлениям.',
  webhooksNote:
    'Это уведомления песочницы, в порядке отправки. Они подписаны опубликованным ключом песочницы банка ({key}); проверяйте подпись так же, как в рабочей среде, но там доверяйте только рабочему ключу банка.',
  webhooksHeaders: 'Заголовки уведомления',
  webhooksBody: 'Тело уведомления, как оно приходит',
  copyAs: 'Скопировать отправленный запрос',
  copyAsLocal:
    'Запрос ответила песочница в браузере, поэтому в коде стоит адрес npm run sandbox ({url}). Подпись действительна 300 секунд и принимается один раз.',
  copyAsButton: 'Копировать как {language}',
  typeString: 'строкой',
  typeInteger: 'целым числом',
  typeNumber: 'числом',
  typeBoolean: 'логическим значением (true или false)',
  typeObject: 'объектом',
  typeArray: 'массивом',
  fieldBody: 'тело запроса',
  fieldMissing: 'Не хватает обязательного поля {field}.',
  fieldUnknown: 'Поля {field} нет в схеме метода: проверьте название.',
  fieldType: 'Поле {field} должно быть {type}.',
  fieldPattern: 'Значение поля {field} не подходит под шаблон {pattern}.',
  fieldEnum: 'Поле {field} принимает одно из значений: {values}.',
  fieldConst: 'Поле {field} должно быть равно {value}.',
  fieldMinimum: 'Поле {field} должно быть не меньше {limit}.',
  fieldMaximum: 'Поле {field} должно быть не больше {limit}.',
  fieldMinLength: 'Длина значения поля {field} должна быть не меньше {limit}.',
  fieldMaxLength: 'Длина значения поля {field} должна быть не больше {limit}.',
  fieldMinItems: 'Число элементов в поле {field} должно быть не меньше {limit}.',
  fieldMaxItems: 'Число элементов в поле {field} должно быть не больше {limit}.',
  fieldFormat: 'Поле {field} должно быть в формате {format}.',
  fieldOneOf:
    'Поле {field} не подходит ни под один из вариантов схемы: сверьтесь с описанием метода.',
  fieldOther: 'Поле {field} заполнено неверно: {detail}.',
  bodyJsonAt: 'Тело запроса — не JSON: ошибка в строке {line}, столбце {column} ({detail}).',
  bodyJson: 'Тело запроса — не JSON ({detail}).',
  bodyNotObject: 'Тело запроса должно быть JSON-объектом, в фигурных скобках.',
  keyPkcs1:
    'Это ключ в формате PKCS #1 (BEGIN RSA PRIVATE KEY), а браузер принимает только PKCS #8. Преобразуйте его: openssl pkcs8 -topk8 -nocrypt -in key.pem',
  keyEncrypted:
    'Ключ зашифрован паролем. Вставьте его без шифрования: openssl pkcs8 -topk8 -nocrypt -in key.pem',
  keyNotPem:
    'Это не закрытый ключ в PEM: нужен текст от -----BEGIN PRIVATE KEY----- до -----END PRIVATE KEY----- включительно.',
  keyNotRsa: 'Браузер не принял ключ: для подписи RSA-SHA256 нужен закрытый ключ RSA в PKCS #8.',
  baseUrlEmpty: 'Укажите адрес API, например http://127.0.0.1:8787/v1.',
  baseUrlNotUrl: 'Это не адрес. Укажите его полностью, например http://127.0.0.1:8787/v1.',
  baseUrlNotHttp: 'Адрес должен начинаться с http:// или https://.',
  baseUrlInsecure:
    'По http консоль обращается только к этому компьютеру (localhost, 127.0.0.1); к другим серверам — только по https.',
  baseUrlNoVersion: 'Адрес API заканчивается на /v1, например http://127.0.0.1:8787/v1.',
  baseUrlUnreachable:
    'Запрос к {url} не получил ответа ({detail}). Браузер не сообщает странице причину; чаще всего это одно из трёх: сервер не запущен или адрес неверен; сервер не разрешает запросы с {origin} (CORS: в ответе нет Access-Control-Allow-Origin); страница открыта по https, а сервер работает по http не на localhost. Точная причина — в консоли браузера (F12, вкладка Console).',
} as const;

export type TextId = keyof typeof RU;

const EN: Record<TextId, string> = {
  unknownMethod: 'The sandbox data has no method {method}: the console cannot try it.',
  storageReadFailed:
    'The stored key could not be read ({reason}); the console signs with this session’s key.',
  storageRemembered:
    'The key is stored in this browser (localStorage) and will be used the next time the console opens. When you no longer need it, press “Forget the key”.',
  storageRememberFailed:
    'The key could not be stored: the browser refused to write ({reason}). It works while this page stays open.',
  storageForgotten: 'The key is removed from this browser.',
  storageForgetFailed: 'The key could not be removed from the browser’s storage ({reason}).',
  announceNotSent: 'Not sent: {reason}',
  keyNone: 'No key to sign with: paste your private key or choose another key.',
  keyMaking: 'Making the signing key…',
  announceAnswered: 'Response received: HTTP {status}{replayed}; webhooks: {webhooks}.',
  announceReplayed: ', the stored response replayed',
  copyDone: 'Copied to the clipboard.',
  copyFailed: 'The browser refused the clipboard. The text is shown below: select it and copy it.',
  title: 'Try {method}',
  lead: 'The request is signed and sent from your browser. By default the sandbox that runs in this page answers: the code of npm run sandbox, with the data of the API description. Nothing leaves this page unless you enter another address and press “Send”.',
  target: 'Send to',
  targetBrowser: 'The sandbox in the browser',
  targetUrl: 'Another API address',
  baseUrl: 'API address',
  baseUrlHint:
    'For example, your local sandbox, npm run sandbox: it accepts requests from this site. The request goes to this address only when you press “Send”.',
  key: 'Signing key',
  keySession: 'This session’s key (made in the browser)',
  keyPublished: 'The published sandbox key',
  keyOwn: 'Your own private key',
  keyPublishedNote:
    'This key is published on the site ({file}) and is for the sandbox only: the sandbox in the browser and npm run sandbox accept it. It is not valid in production.',
  keyOwnLabel: 'Private key (PEM, PKCS #8)',
  keyOwnHint: 'The key stays in this page: it is sent nowhere and stored only if you ask.',
  keyPublic:
    'Public key: register it in your sandbox project. The sandbox in the browser accepts it at once.',
  keyCopyPublic: 'Copy the public key',
  keyRemember: 'Remember the key in this browser',
  keyForget: 'Forget the key',
  query: 'Query parameters',
  queryRequired: '(required)',
  body: 'Request body (JSON)',
  bodyHint:
    'The example of the method’s description. The body is checked against the method’s schema as you type.',
  headers: 'Headers of the next request',
  headersHint:
    'Computed again on every change and every second; Send signs the request once more, with the current time.',
  headersPin: 'Keep the Idempotency-Key: sending the same body again returns the stored response',
  sending: 'Sending…',
  send: 'Send',
  response: 'Response',
  responseHeaders: 'Response headers',
  responseBody: 'Response body',
  webhooks: 'Webhooks',
  webhooksRemote:
    'The server that took the request sends the webhooks, to the project’s webhook URL.',
  webhooksNone: 'This call leads to no webhook.',
  webhooksNote:
    'These are the sandbox’s webhooks, in the order they are sent. They are signed with the published sandbox key of the bank ({key}); check the signature as in production, but there trust only the bank’s production key.',
  webhooksHeaders: 'Webhook headers',
  webhooksBody: 'Webhook body, as it arrives',
  copyAs: 'Copy the request sent',
  copyAsLocal:
    'The sandbox in the browser answered, so the code names the address of npm run sandbox ({url}). The signature is valid for 300 seconds and accepted once.',
  copyAsButton: 'Copy as {language}',
  typeString: 'a string',
  typeInteger: 'an integer',
  typeNumber: 'a number',
  typeBoolean: 'a boolean (true or false)',
  typeObject: 'an object',
  typeArray: 'an array',
  fieldBody: 'the request body',
  fieldMissing: 'The required field {field} is missing.',
  fieldUnknown: 'The method’s schema has no field {field}: check its name.',
  fieldType: 'The field {field} must be {type}.',
  fieldPattern: 'The value of {field} does not match the pattern {pattern}.',
  fieldEnum: 'The field {field} takes one of: {values}.',
  fieldConst: 'The field {field} must equal {value}.',
  fieldMinimum: 'The field {field} must be at least {limit}.',
  fieldMaximum: 'The field {field} must be at most {limit}.',
  fieldMinLength: 'The value of {field} must be at least {limit} characters long.',
  fieldMaxLength: 'The value of {field} must be at most {limit} characters long.',
  fieldMinItems: 'The field {field} must have at least {limit} items.',
  fieldMaxItems: 'The field {field} must have at most {limit} items.',
  fieldFormat: 'The field {field} must be in the {format} format.',
  fieldOneOf:
    'The field {field} matches none of the schema’s alternatives: compare it with the method’s description.',
  fieldOther: 'The field {field} is wrong: {detail}.',
  bodyJsonAt: 'The request body is not JSON: error at line {line}, column {column} ({detail}).',
  bodyJson: 'The request body is not JSON ({detail}).',
  bodyNotObject: 'The request body must be a JSON object, in curly braces.',
  keyPkcs1:
    'This is a PKCS #1 key (BEGIN RSA PRIVATE KEY), and the browser accepts PKCS #8 only. Convert it: openssl pkcs8 -topk8 -nocrypt -in key.pem',
  keyEncrypted:
    'The key is encrypted with a password. Paste it unencrypted: openssl pkcs8 -topk8 -nocrypt -in key.pem',
  keyNotPem:
    'This is not a private key in PEM: paste the text from -----BEGIN PRIVATE KEY----- to -----END PRIVATE KEY----- inclusive.',
  keyNotRsa:
    'The browser did not accept the key: RSA-SHA256 signing needs an RSA private key in PKCS #8.',
  baseUrlEmpty: 'Enter the API address, for example http://127.0.0.1:8787/v1.',
  baseUrlNotUrl: 'This is not an address. Enter it in full, for example http://127.0.0.1:8787/v1.',
  baseUrlNotHttp: 'The address must start with http:// or https://.',
  baseUrlInsecure:
    'Over http the console reaches this computer only (localhost, 127.0.0.1); other servers need https.',
  baseUrlNoVersion: 'The API address ends in /v1, for example http://127.0.0.1:8787/v1.',
  baseUrlUnreachable:
    'The request to {url} got no response ({detail}). The browser does not tell the page why; it is most often one of three: the server is not running or the address is wrong; the server does not accept requests from {origin} (CORS: no Access-Control-Allow-Origin in its response); the page is on https and the server on http other than localhost. The exact reason is in the browser console (F12, the Console tab).',
};

export const CONSOLE_TEXTS: TextTable<TextId> = {ru: RU, en: EN};

/** A text of the page's language with its `{placeholders}` filled. */
export type ConsoleText = LocalText<TextId>;
/** The same, for texts that hold elements (a code span in a sentence). */
export type ConsoleNode = LocalNode<TextId>;

export function textOf(lang: Lang): ConsoleText {
  return localText(CONSOLE_TEXTS[lang]);
}

export function nodeOf(lang: Lang): ConsoleNode {
  return localNode(CONSOLE_TEXTS[lang]);
}

/** The page's language and its texts. */
export function useConsoleTexts(): {lang: Lang; t: ConsoleText; tNode: ConsoleNode} {
  return useLocalTexts(CONSOLE_TEXTS);
}
