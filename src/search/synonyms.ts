/**
 * Words a reader types for what the pages call otherwise: informal Russian
 * ("вебхук" for "уведомление"), transliterations, abbreviations, and the
 * English API term a Russian developer uses for a Russian word. Each group
 * is a set of equals; the engine searches any of them for each. Kept short on
 * purpose: a broad group makes every query match everything.
 */
export const SYNONYM_GROUPS: string[][] = [
  ['вебхук', 'webhook', 'уведомление', 'notification', 'callback', 'колбэк'],
  ['сбп', 'fps', 'sbp'],
  ['холд', 'холдирование', 'hold', 'захолдировать'],
  // "Автоплатёж" and "автопродление" are the readers' words for it. Not "подписка", which the
  // pages use too: the search for "подписка через сбп" ranks the card page above the SBP one.
  [
    'рекурент',
    'рекуррентный',
    'recurring',
    'рекурренты',
    'автоплатеж',
    'автопродление',
    'autopayment',
  ],
  ['юмани', 'yoomoney', 'юмoney'],
  ['хумо', 'humo'],
  ['сплит', 'сплитование', 'split'],
  ['возврат', 'refund'],
  ['песочница', 'sandbox'],
  ['идемпотентность', 'idempotency', 'идемпотентный'],
  ['эдо', 'edo'],
  ['ндфл', 'налог', 'tax'],
  ['токен', 'token', 'токенизация', 'tokenize'],
  ['сбер', 'sber', 'sberpay'],
  // Short forms readers write for what the pages spell out ("физическое лицо", "на компьютере").
  ['физлицо', 'физический'],
  ['юрлицо', 'юридический', 'организация'],
  ['desktop', 'computer', 'компьютер', 'десктоп'],
  ['спецсчет', 'специальный'],
  ['корсчет', 'корреспондентский'],
  ['сгенерить', 'сгенерировать'],
  // "Банковская карта" is how a reader says what the pages call "карта российского банка".
  ['банковский', 'банк'],
];
