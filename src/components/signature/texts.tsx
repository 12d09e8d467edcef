/**
 * The signature debugger's texts in both languages. They live here, with the
 * debugger's code, which only `/reference/signature-debugger` loads, and not
 * in `code.json` of `i18n`: Docusaurus puts every code translation in the
 * main bundle of every page, and these (some 15 KB in Russian, 9 KB in
 * English) would then weigh on all pages, though only that page shows them.
 * The helpers are shared with the request console's texts
 * (`src/components/common/localTexts.tsx`).
 *
 * Both languages must have every text (TypeScript checks the keys;
 * `texts.test.ts` the placeholders). `{name}` is filled by `values`.
 */
import {useLocalTexts, type LocalNode, type LocalText, type TextTable} from '../common/localTexts';
import type {Lang} from '../../plugins/openapi/model';

const RU = {
  'encoding.intro':
    'Подпись записана не стандартным Base64 в одну строку, и отладчик прочитал её с поправками:',
  'encoding.advice':
    'Передавайте X-Signature в стандартном Base64 (RFC 4648, раздел 4) одной строкой и с выравниванием =.',
  'legend.label': 'Обозначения в строках ниже',
  'legend.lineFeed': 'перевод строки (0x0A)',
  'legend.carriageReturn': 'возврат каретки (0x0D)',
  'legend.tab': 'табуляция (0x09)',
  'legend.space': 'пробел (0x20)',
  'expected.title': 'Строка, которую ждёт банк',
  'signed.title': 'Строка, над которой сделана подпись',
  failed:
    'Проверка не запустилась в этом браузере: {reason}. Ей нужен WebCrypto, а браузеры дают его только страницам, открытым по HTTPS.',
  'example.filled':
    'Заполнено: пример {name}, только что подписанный парой ключей, которую ваш браузер создал для него и сразу забыл. Теперь нажмите «Проверить».',
  'example.failed':
    'Пример не удалось подписать в этом браузере: {reason}. Для этого нужен WebCrypto, а браузеры дают его только страницам, открытым по HTTPS.',
  disclaimer:
    'Проверка идёт в вашем браузере: ничего из того, что вы здесь вставите, никуда не отправляется.',
  form: 'Проверка подписи',
  'mode.legend': 'Что вы проверяете?',
  'mode.request': 'Запрос к API (подписан вашим ключом)',
  'mode.webhook': 'Уведомление банка (подписано ключом банка)',
  'method.label': 'Метод',
  'path.label': 'Путь со строкой запроса',
  'path.hint': 'От {prefix}/, ровно как в запросе, например {example}.',
  'timestamp.hint': 'Время Unix в секундах, как в заголовке.',
  'body.label.request': 'Тело — ровно как отправлено',
  'body.label.webhook': 'Тело — ровно как пришло',
  'body.hint.request': 'Важен каждый пробел и перевод строки. У запроса GET тела нет.',
  'body.hint.webhook':
    'Важен каждый пробел и перевод строки: вставьте тело как есть, а не разобранный JSON.',
  'signature.hint': 'Base64, как в заголовке.',
  'key.label': 'Открытый ключ (PEM)',
  'key.hint.request':
    'Открытая часть ключа, которым вы подписываете запросы, — та, что зарегистрирована в банке. Закрытый ключ сюда никогда не вставляйте.',
  'key.hint.webhook':
    'Открытый ключ банка той среды, из которой пришло уведомление: песочницы или рабочей среды.',
  check: 'Проверить',
  example: 'Заполнить пример',
  'string.factsWithHash': 'длина в байтах: {bytes}, SHA-256: {sha256}',
  'string.facts': 'длина в байтах: {bytes}',
  'string.cut': 'Показаны только первые {kibibytes} КиБ; длина и хеш — всей строки.',
  'path.empty': 'Укажите путь запроса от {prefix}/ вместе со строкой запроса.',
  'path.fullUrl':
    'Укажите только путь от {prefix}/: схема и хост не подписываются. Например, {prefix}/session/create.',
  'path.notAbsolute': 'Путь начинается с косой черты: {prefix}/…',
  'path.outsidePrefix':
    'Пути всех методов начинаются с {prefix}/; на любой другой путь банк отвечает unknown_method.',
  'timestamp.empty':
    'Укажите X-Timestamp так, как он отправлен: время Unix в секундах, например 1760432400.',
  'timestamp.notANumber': 'X-Timestamp — время Unix в секундах, например 1760432400, а не дата.',
  'body.withGet':
    'У запроса GET нет тела: его подписываемая строка заканчивается переводом строки после пути. Очистите поле или выберите POST.',
  'body.emptyPost':
    'Запрос POST передаёт тело в JSON: без него банк ответит invalid_json. Подпись всё равно проверяется.',
  'body.notJson.request':
    'Это не JSON. Подпись всё равно проверяется по этим байтам, но банк отклонит такой запрос с ошибкой invalid_json.',
  'body.notJson.webhook':
    'Это не JSON, а банк отправляет JSON. Подпись всё равно проверяется по этим байтам.',
  'signature.empty': 'Вставьте значение заголовка X-Signature.',
  'signature.notBase64':
    'Это не Base64: подпись состоит из латинских букв, цифр и знаков + и /, в конце может стоять = или ==.',
  'key.empty':
    'Вставьте открытый ключ в формате PEM — от -----BEGIN PUBLIC KEY----- до -----END PUBLIC KEY-----.',
  'key.private':
    'Это закрытый ключ: он не использован, а поле очищено. Никогда не вставляйте закрытый ключ на веб-страницы, в том числе на эту. Вставьте открытый ключ: openssl pkey -in private.pem -pubout.',
  'key.certificate':
    'Это сертификат. Вставьте его открытый ключ: openssl x509 -in certificate.pem -pubkey -noout.',
  'key.pkcs1':
    'Это ключ в формате PKCS #1 (BEGIN RSA PUBLIC KEY), а банк принимает SubjectPublicKeyInfo (BEGIN PUBLIC KEY). Преобразуйте его: openssl rsa -RSAPublicKey_in -in key.pem -pubout.',
  'key.notPem':
    'Это не ключ в формате PEM: вставьте его целиком, со строками -----BEGIN PUBLIC KEY----- и -----END PUBLIC KEY-----.',
  'key.notRsa': 'Это не ключ RSA: в API подписывают ключами RSA длиной 2048 или 4096 бит.',
  'key.malformed':
    'Ключ между строками PEM повреждён или обрезан: скопируйте файл ещё раз целиком.',
  'environment.sandbox': 'для песочницы',
  'environment.production': 'для рабочей среды',
  'verdict.verifiedBadTime': 'Подпись верна, но время подписи не подходит',
  'verdict.verifiedBadEncoding': 'Подпись верна, но закодирована не так',
  'verdict.verified': 'Подпись верна',
  'verdict.wrongString': 'Подписана другая строка',
  'verdict.reserialised': 'Тело подписано другими байтами',
  'verdict.otherHash': 'Хеш {hash} вместо SHA-256',
  'verdict.pss': 'Дополнение RSA-PSS вместо PKCS #1 v1.5',
  'verdict.bankKey': 'Подписано ключом банка {environment}',
  'verdict.otherBytes': 'Ключ тот, но подписаны другие байты',
  'verdict.otherKey': 'Ключ и подпись не совпадают',
  'mistake.methodLowerCase':
    'Метод подписан строчными буквами. Подписывайте его заглавными: {method}.',
  'mistake.pathWithoutPrefix':
    'Путь подписан без {prefix}. Подписывайте путь от {prefix}/ — так, как он уходит в сеть.',
  'mistake.pathWithoutQuery':
    'Путь подписан без строки запроса. Подписывайте путь вместе со строкой запроса ровно в том виде, в каком она отправлена.',
  'mistake.queryDecoded':
    'Строка запроса подписана раскодированной (например, %2B как +). Подписывайте её ровно в том виде, в каком она уходит в сеть, вместе с процентным кодированием.',
  'mistake.fullUrl':
    'Подписан полный адрес {url}. Подписывайте только путь со строкой запроса, начиная с {prefix}/.',
  'mistake.crlf':
    'Части соединены парой символов CR LF (\\r\\n). Соединяйте их одним переводом строки (\\n, байт 0x0A).',
  'mistake.noLineFeed.request':
    'После пути нет перевода строки: тело идёт сразу за путём. Поставьте между ними \\n; строка запроса GET заканчивается этим переводом строки.',
  'mistake.noLineFeed.webhook':
    'После времени нет перевода строки. Поставьте \\n между временем и телом.',
  'mistake.signedAsWebhook':
    'Строка собрана как для уведомления: время и тело, без метода и пути. Запрос подписывает четыре части: время, метод, путь и тело. Если это уведомление, выберите выше «Уведомление банка».',
  'mistake.signedAsRequest':
    'Строка собрана как для запроса — с методом и путём, указанными в режиме запроса. Уведомление подписывает две части: время и тело. Если это запрос, выберите выше «Запрос к API».',
  'mistake.otherTimestamp':
    'Подписано время {signed}, а в X-Timestamp — {sent}. Берите время один раз, в целых секундах, и используйте одно значение и для заголовка, и для подписи.',
  'serialisation.lineFeedAdded': 'отправленные байты с добавленным в конце переводом строки',
  'serialisation.lineFeedDropped': 'отправленные байты без последнего перевода строки',
  'serialisation.compact': 'компактно, без пробелов',
  'serialisation.indent2': 'с отступом в 2 пробела',
  'serialisation.indent4': 'с отступом в 4 пробела',
  'serialisation.python': 'в одну строку, с пробелом после каждой запятой и двоеточия',
  'serialisation.sortedKeys': 'ключи отсортированы',
  'serialisation.nonAscii': 'символы вне ASCII экранированы как \\u',
  'serialisation.nonAsciiAndSlashes': 'символы вне ASCII экранированы как \\u, а / — как \\/',
  'serialisation.withLineFeed': 'с переводом строки в конце',
  'serialisation.withoutLineFeed': 'без перевода строки в конце',
  'explain.verified.request':
    'Подпись сделана закрытой частью этого ключа ровно над той строкой, которую ждёт банк.',
  'explain.verified.webhook':
    'Уведомление подписано закрытой частью этого ключа ровно над его временем и телом.',
  'explain.reserialised':
    'Подписано то же тело, но записанное иначе ({how}): подписанные байты не совпадают с отправленными.',
  'explain.reserialised.request':
    'Отправлять нужно те же байты, что подписаны: сериализуйте JSON один раз, подпишите эти байты и отправьте их без изменений.',
  'explain.reserialised.webhook':
    'Проверяйте подпись уведомления по телу ровно в том виде, в каком оно пришло, до разбора JSON: разбор и повторная запись меняют байты.',
  'explain.otherHash':
    'Подписана верная строка и этим ключом, но с хешем {hash}. Банк проверяет RSA-SHA256: подписывайте с SHA-256.',
  'explain.otherHashOtherString':
    'Подпись сделана этим ключом, но с хешем {hash} и не над той строкой, которую ждёт банк. Подпишите строку ниже с SHA-256.',
  'explain.pss':
    'Подписана верная строка и этим ключом, но с дополнением PSS. Банк проверяет PKCS #1 v1.5: в Node.js уберите параметр RSA_PKCS1_PSS_PADDING, в Python используйте padding.PKCS1v15().',
  'explain.bankKey.request':
    'Запрос подписан ключом банка {environment}, а не ключом, который вы указали. Подписывайте запросы своим закрытым ключом — тем, открытую часть которого вы зарегистрировали в банке.',
  'explain.bankKey.otherEnvironment':
    'Уведомление подписано ключом банка {environment}, а вы проверяете его ключом {given}. Проверяйте уведомление ключом той среды, из которой оно пришло.',
  'explain.bankKey.webhook':
    'Уведомление подписано ключом банка {environment}, а вы проверяете его другим ключом. Проверяйте уведомления ключом банка той среды, из которой они приходят.',
  'explain.bankKey.otherString':
    'К тому же подписана не та строка, которую ждёт банк: сравните свою строку со строкой ниже.',
  'explain.otherBytes':
    'Ключ верный: подпись сделана его закрытой частью. Но подписана не та строка, которую банк ждёт для этих данных, и ни одна из типичных ошибок этого не объясняет. Сравните свою подписываемую строку со строкой ниже байт за байтом: тело должно совпадать с отправленными байтами.',
  'explain.otherKey':
    'Подпись сделана не закрытой частью этого ключа и не ключами банка: ключ и данные не совпадают. Проверьте, что ключ — открытая часть того, которым подписывают, и что подпись скопирована целиком. Строка, которую банк ждёт для этих данных, — ниже.',
  'explain.otherKey.length':
    'Длина подписи в байтах — {signatureBytes}, а у подписи этим ключом длиной {bits} бит — {keyBytes}.',
  'encoding.whitespace':
    'внутри есть пробелы или переводы строк, а значение заголовка — одна строка',
  'encoding.urlAlphabet': 'использован алфавит base64url: - и _ вместо + и /',
  'encoding.noPadding': 'в конце нет выравнивания =',
  'encoding.hex': 'подпись записана в шестнадцатеричном виде, а не в Base64',
  'duration.days': '{days} сут. {hours} ч',
  'duration.hours': '{hours} ч {minutes} мин',
  'duration.minutes': '{minutes} мин {seconds} с',
  'duration.seconds': '{seconds} с',
  'timestamp.malformed.request':
    'Банк отклонит этот запрос с ошибкой invalid_timestamp: X-Timestamp должен быть целым числом секунд Unix не длиннее 10 цифр, а не миллисекундами или дробью.',
  'timestamp.malformed.webhook':
    'Банк передаёт X-Timestamp целым числом секунд Unix, а здесь это не так: в таком виде уведомление пришло не от банка.',
  'timestamp.behind.request':
    'Банк отклонит этот запрос с ошибкой request_expired: X-Timestamp отстаёт от ваших часов на {duration}, а банк допускает расхождение не больше {window} секунд в любую сторону. Подписывайте каждую попытку заново и синхронизируйте часы сервера по NTP.',
  'timestamp.ahead.request':
    'Банк отклонит этот запрос с ошибкой request_expired: X-Timestamp опережает ваши часы на {duration}, а банк допускает расхождение не больше {window} секунд в любую сторону. Синхронизируйте часы сервера по NTP.',
  'timestamp.behind.webhook':
    'X-Timestamp отстаёт от ваших часов на {duration}: обработчик отклоняет уведомление, время которого отличается от его часов больше чем на {window} секунд, — оно может оказаться записанным и отправленным повторно.',
  'timestamp.ahead.webhook':
    'X-Timestamp опережает ваши часы на {duration}: обработчик отклоняет уведомление, время которого отличается от его часов больше чем на {window} секунд. Проверьте, что ваши часы идут верно.',
} as const;

export type TextId = keyof typeof RU;

const EN: Record<TextId, string> = {
  'encoding.intro': 'The signature is not in standard Base64 on one line, and was read leniently:',
  'encoding.advice':
    'Send X-Signature as standard Base64 (RFC 4648, section 4) on one line, with the = padding.',
  'legend.label': 'Marks in the strings below',
  'legend.lineFeed': 'line feed (0x0A)',
  'legend.carriageReturn': 'carriage return (0x0D)',
  'legend.tab': 'tab (0x09)',
  'legend.space': 'space (0x20)',
  'expected.title': 'The string the bank expects',
  'signed.title': 'The string the signature covers',
  failed:
    'The check could not run in this browser: {reason}. It needs WebCrypto, which browsers offer on pages opened over HTTPS.',
  'example.filled':
    'Filled in: the {name} example, signed just now with a key pair your browser made for it and then forgot. Now press “Check”.',
  'example.failed':
    'The example could not be signed in this browser: {reason}. It needs WebCrypto, which browsers offer on pages opened over HTTPS.',
  disclaimer: 'The check runs in your browser: nothing you paste here is sent anywhere.',
  form: 'Signature check',
  'mode.legend': 'What are you checking?',
  'mode.request': 'Request to the API (signed with your key)',
  'mode.webhook': "Webhook from the bank (signed with the bank's key)",
  'method.label': 'Method',
  'path.label': 'Path with query string',
  'path.hint': 'From {prefix}/, exactly as sent, such as {example}.',
  'timestamp.hint': 'Unix time in seconds, as in the header.',
  'body.label.request': 'Body, exactly as sent',
  'body.label.webhook': 'Body, exactly as received',
  'body.hint.request': 'Every space and line break counts. A GET request has no body.',
  'body.hint.webhook':
    'Every space and line break counts: paste the raw body, not the parsed JSON.',
  'signature.hint': 'Base64, as in the header.',
  'key.label': 'Public key (PEM)',
  'key.hint.request':
    'The public half of the key you sign requests with, as registered with the bank. Never paste a private key here.',
  'key.hint.webhook':
    "The bank's public key for the environment the webhook came from: sandbox or production.",
  check: 'Check',
  example: 'Fill in an example',
  'string.factsWithHash': '{bytes} bytes, SHA-256 {sha256}',
  'string.facts': '{bytes} bytes',
  'string.cut':
    'Only the first {kibibytes} KiB are shown; the length and the hash are of the whole string.',
  'path.empty': 'Enter the path the request goes to, from {prefix}/, with its query string.',
  'path.fullUrl':
    'Enter the path only, from {prefix}/: the scheme and the host are not signed. For example, {prefix}/session/create.',
  'path.notAbsolute': 'The path starts with a slash: {prefix}/…',
  'path.outsidePrefix':
    "Every method's path starts with {prefix}/; the bank answers any other path with unknown_method.",
  'timestamp.empty': 'Enter X-Timestamp as sent: Unix time in seconds, such as 1760432400.',
  'timestamp.notANumber': 'X-Timestamp is Unix time in seconds, such as 1760432400, not a date.',
  'body.withGet':
    'A GET request has no body: its string to sign ends with the line feed after the path. Clear the body or choose POST.',
  'body.emptyPost':
    'A POST request carries a JSON body: without one the bank answers invalid_json. The signature is still checked.',
  'body.notJson.request':
    'This is not valid JSON. The signature is still checked over these bytes, but the bank would refuse the request with invalid_json.',
  'body.notJson.webhook':
    'This is not valid JSON, and the bank sends JSON. The signature is still checked over these bytes.',
  'signature.empty': 'Paste the value of X-Signature.',
  'signature.notBase64':
    'This is not Base64: a signature consists of Latin letters, digits, + and /, sometimes followed by = or ==.',
  'key.empty':
    'Paste the public key in PEM, from -----BEGIN PUBLIC KEY----- to -----END PUBLIC KEY-----.',
  'key.private':
    'This is a private key: it was not used, and the field has been cleared. Never paste a private key into a web page, this one included. Paste the public key instead: openssl pkey -in private.pem -pubout.',
  'key.certificate':
    'This is a certificate. Paste its public key: openssl x509 -in certificate.pem -pubkey -noout.',
  'key.pkcs1':
    'This is a PKCS #1 key (BEGIN RSA PUBLIC KEY), while the bank takes SubjectPublicKeyInfo (BEGIN PUBLIC KEY). Convert it: openssl rsa -RSAPublicKey_in -in key.pem -pubout.',
  'key.notPem':
    'This is not a PEM key: paste it whole, with the -----BEGIN PUBLIC KEY----- and -----END PUBLIC KEY----- lines.',
  'key.notRsa': 'This is not an RSA key: the API signs with RSA keys of 2048 or 4096 bits.',
  'key.malformed':
    'The key between the PEM lines is damaged or cut short: copy the whole file again.',
  'environment.sandbox': 'sandbox',
  'environment.production': 'production',
  'verdict.verifiedBadTime': 'The signature is right, but the timestamp is not',
  'verdict.verifiedBadEncoding': 'The signature is right, but its encoding is not',
  'verdict.verified': 'The signature verifies',
  'verdict.wrongString': 'The signature covers another string',
  'verdict.reserialised': 'The body was signed as other bytes',
  'verdict.otherHash': 'Hashed with {hash}, not SHA-256',
  'verdict.pss': 'Signed with RSA-PSS padding, not PKCS #1 v1.5',
  'verdict.bankKey': "Signed with the bank's {environment} key",
  'verdict.otherBytes': 'Signed with this key, over other bytes',
  'verdict.otherKey': 'The key and the signature do not match',
  'mistake.methodLowerCase': 'The method was signed in lower case. Sign it in capitals: {method}.',
  'mistake.pathWithoutPrefix':
    'The path was signed without {prefix}. Sign the path from {prefix}/, as it goes over the wire.',
  'mistake.pathWithoutQuery':
    'The path was signed without its query string. Sign the path together with the query, exactly as sent.',
  'mistake.queryDecoded':
    'The query string was signed decoded (%2B as +, for example). Sign it exactly as it goes over the wire, percent-encoding included.',
  'mistake.fullUrl':
    'The full URL {url} was signed. Sign only the path with its query string, from {prefix}/.',
  'mistake.crlf':
    'The parts were joined with CR LF (\\r\\n). Join them with a line feed alone (\\n, byte 0x0A).',
  'mistake.noLineFeed.request':
    'The line feed after the path is missing: the body follows the path directly. Put \\n between them; the string of a GET request ends with it.',
  'mistake.noLineFeed.webhook':
    'The line feed after the timestamp is missing. Put \\n between the timestamp and the body.',
  'mistake.signedAsWebhook':
    'It was signed like a webhook: the timestamp and the body, without the method and the path. A request signs four parts: timestamp, method, path and body. If this is a webhook, choose “Webhook from the bank” above.',
  'mistake.signedAsRequest':
    'It was signed like a request, with the method and the path entered in request mode. A webhook signs two parts: the timestamp and the body. If this is a request, choose “Request to the API” above.',
  'mistake.otherTimestamp':
    'It was signed with the timestamp {signed}, while X-Timestamp is {sent}. Read the clock once, in whole seconds, and use that value for both the header and the signature.',
  'serialisation.lineFeedAdded': 'the bytes sent with a line feed added at the end',
  'serialisation.lineFeedDropped': 'the bytes sent without their final line feed',
  'serialisation.compact': 'compact, without spaces',
  'serialisation.indent2': 'indented by 2 spaces',
  'serialisation.indent4': 'indented by 4 spaces',
  'serialisation.python': 'on one line, with a space after each comma and colon',
  'serialisation.sortedKeys': 'keys sorted',
  'serialisation.nonAscii': 'letters outside ASCII as \\u escapes',
  'serialisation.nonAsciiAndSlashes': 'letters outside ASCII as \\u escapes and / as \\/',
  'serialisation.withLineFeed': 'with a line feed at the end',
  'serialisation.withoutLineFeed': 'without a line feed at the end',
  'explain.verified.request':
    "The signature was made with this key's private half over exactly the string the bank expects.",
  'explain.verified.webhook':
    "The webhook was signed with this key's private half over exactly its timestamp and body.",
  'explain.reserialised':
    'The signature covers the same body written differently ({how}): the bytes signed are not the bytes sent.',
  'explain.reserialised.request':
    'The bytes sent must be the bytes signed: serialise the JSON once, sign those bytes and send them as they are.',
  'explain.reserialised.webhook':
    'Verify a webhook over its body exactly as it came, before parsing it: parsing and writing the JSON again changes the bytes.',
  'explain.otherHash':
    'The signature covers the right string and was made with this key, but hashed with {hash}. The bank checks RSA-SHA256: sign with SHA-256.',
  'explain.otherHashOtherString':
    'The signature was made with this key, but hashed with {hash} and over a string other than the one expected. Sign the string below with SHA-256.',
  'explain.pss':
    'The signature covers the right string and was made with this key, but with PSS padding. The bank checks PKCS #1 v1.5: in Node.js leave out the RSA_PKCS1_PSS_PADDING option, in Python use padding.PKCS1v15().',
  'explain.bankKey.request':
    "The request was signed with the bank's {environment} key, not with the key you gave. Sign requests with your own private key, whose public half you registered with the bank.",
  'explain.bankKey.otherEnvironment':
    "The webhook was signed with the bank's {environment} key, and you checked it with the {given} key. Check a webhook with the key of the environment it came from.",
  'explain.bankKey.webhook':
    "The webhook was signed with the bank's {environment} key, and you checked it with another key. Check webhooks with the bank's key of the environment they come from.",
  'explain.bankKey.otherString':
    'It does not cover the expected string either: compare yours with the string below.',
  'explain.otherBytes':
    'The key is right: the signature was made with its private half. But it covers a string other than the one the bank expects for these inputs, and none of the usual mistakes explains it. Compare your string to sign with the one below, byte by byte: the body must be the exact bytes sent.',
  'explain.otherKey':
    "The signature was not made with this key's private half, nor with the bank's keys: the key or the data do not match. Check that the key is the public half of the key that signs, and that the signature was copied whole. The string the bank expects for these inputs is below.",
  'explain.otherKey.length':
    'The signature is {signatureBytes} bytes long, while a signature made with this {bits}-bit key is {keyBytes} bytes long.',
  'encoding.whitespace': 'it has spaces or line breaks inside, while a header value is one line',
  'encoding.urlAlphabet': 'it uses the URL-safe alphabet: - and _ instead of + and /',
  'encoding.noPadding': 'it lacks the = padding at the end',
  'encoding.hex': 'it is written in hex, not in Base64',
  'duration.days': '{days} d {hours} h',
  'duration.hours': '{hours} h {minutes} min',
  'duration.minutes': '{minutes} min {seconds} s',
  'duration.seconds': '{seconds} s',
  'timestamp.malformed.request':
    'The bank would refuse this request with invalid_timestamp: X-Timestamp must be whole Unix seconds, up to 10 digits, not milliseconds or a fraction.',
  'timestamp.malformed.webhook':
    'The bank sends X-Timestamp in whole Unix seconds, and this one is not: this webhook did not come from the bank as it is.',
  'timestamp.behind.request':
    'The bank would refuse this request with request_expired: X-Timestamp is {duration} behind your clock, and the bank allows {window} seconds either way. Sign every attempt afresh, and keep the server clock in sync (NTP).',
  'timestamp.ahead.request':
    'The bank would refuse this request with request_expired: X-Timestamp is {duration} ahead of your clock, and the bank allows {window} seconds either way. Keep the server clock in sync (NTP).',
  'timestamp.behind.webhook':
    'X-Timestamp is {duration} behind your clock: a receiver refuses a webhook more than {window} seconds away from its clock, since it may be a recorded one sent again.',
  'timestamp.ahead.webhook':
    'X-Timestamp is {duration} ahead of your clock: a receiver refuses a webhook more than {window} seconds away from its clock. Check that your clock is right.',
};

export const SIGNATURE_TEXTS: TextTable<TextId> = {ru: RU, en: EN};

/** A text of the page's language with its `{placeholders}` filled. */
export type SignatureText = LocalText<TextId>;
/** The same, for texts that hold elements. */
export type SignatureNode = LocalNode<TextId>;

/** The page's language and the debugger's texts in it. */
export function useSignatureTexts(): {lang: Lang; t: SignatureText; tNode: SignatureNode} {
  return useLocalTexts(SIGNATURE_TEXTS);
}
