import {describe, expect, it, vi} from 'vitest';
import {
  answerParts,
  repeatedPassages,
  sectionsWithoutPassage,
} from '../../scripts/bench-chat/checks';
import {
  composeAnswer,
  isHowTo,
  retrieve,
  showsCode,
  topicShare,
  withoutNegated,
  type TwinLoader,
} from './answer';
import {stemsOf, type QueryTerm} from './corpus';
import {chunks, LocalKapaApiService} from './localApiService';
import {parseTwin} from './twin';
import {SearchEngine} from '../search/engine';
import {engineOf, FILLER_PAGES, SITE, type TestPage} from './testDocs';

const CITED_PARTIAL = `${SITE}/payments/payment-refund#partial`;

const REFUND: TestPage = {
  path: '/payments/payment-refund',
  title: 'Возврат платежа',
  description: 'Полный и частичный возврат списанного платежа методом session/refund.',
  lead: [
    'Полный и частичный возврат списанного платежа методом session/refund.',
    'Вернуть можно весь платёж или его часть, пока деньги не вернулись покупателю иначе.',
  ],
  sections: [
    {
      id: 'partial',
      heading: 'Частичный возврат',
      texts: [
        'Частичный возврат делается методом session/refund с суммой меньше суммы платежа. Остаток можно вернуть следующим вызовом того же метода.',
        'cURL',
        'Node.js',
      ],
    },
    {
      id: 'errors',
      heading: 'Ошибки возврата',
      texts: [
        'refund_amount_exceeded — Ответ на session/refund — Уменьшите сумму возврата',
        'session_wrong_status — Ответ на session/refund — Дождитесь списания платежа',
      ],
    },
  ],
};

const HOLD: TestPage = {
  path: '/payments/payment-hold',
  title: 'Холдирование',
  description:
    'Двухстадийный платёж: блокировка суммы на карте и списание методом session/capture.',
  sections: [
    {
      id: 'capture',
      heading: 'Списание',
      texts: [
        'Спишите заблокированную сумму методом session/capture не позже чем через семь дней после блокировки.',
      ],
    },
  ],
};

const WEBHOOKS: TestPage = {
  path: '/reference/webhooks',
  title: 'Уведомления',
  description:
    'Уведомления (вебхуки), которые банк отправляет партнёру: конверт, подпись и повторы.',
  sections: [
    {
      id: 'envelope',
      heading: 'Конверт события',
      texts: [
        'Банк отправляет POST с телом JSON на адрес уведомлений, который партнёр указал при подключении. Тело любого уведомления — конверт из четырёх полей.',
      ],
    },
  ],
};

const LONG_TEXT = `${'Первое предложение длинного абзаца про лимиты выплат и их расчёт по дням. '.repeat(4)}Второе предложение продолжает тему лимитов выплат. ${'Хвост абзаца без точки '.repeat(12)}`;

const LIMITS: TestPage = {
  path: '/payouts/limits',
  title: 'Лимиты выплат',
  sections: [{id: 'daily', heading: 'Дневной лимит', texts: [LONG_TEXT]}],
};

const PLANNED: TestPage = {
  path: '/payouts/planned',
  title: 'Отложенные выплаты по расписанию',
  lead: ['Эта страница расскажет, как запланировать отложенные выплаты по расписанию.'],
};

const UNSAFE: TestPage = {
  path: '/payments/unsafe',
  title: 'Опасная страница',
  sections: [
    {
      id: 'markup',
      heading: 'Разметка',
      texts: [
        'Ссылка [жми](javascript:alert(1)) и <script>alert(1)</script> и <img src=x onerror=alert(1)> в тексте про разметку.',
      ],
    },
  ],
};

const WIDGET: TestPage = {
  path: '/payments/payment-widget',
  title: 'Платёжный виджет',
  lead: [
    'Платёжный виджет — форма оплаты банка, которую партнёр встраивает в свою страницу заказа: покупатель вводит карту, не покидая сайт.',
  ],
  sections: [
    {
      id: 'widget-token',
      heading: 'Шаг 1. Получите токен виджета',
      texts: ['Токен живёт 30 минут.'],
    },
    {
      id: 'embed',
      heading: 'Шаг 2. Встройте виджет',
      texts: ['Подключите скрипт и смонтируйте форму.'],
    },
  ],
};

const VERIFICATION: TestPage = {
  path: '/verification/verification-status',
  title: 'Статус проверки получателя',
  sections: [
    {
      id: 'polling',
      heading: 'Запасной опрос',
      texts: [
        'Если уведомление verification_finished не пришло за сутки, запросите статус проверки методом verification/status.',
      ],
    },
  ],
};

const RECURRING: TestPage = {
  path: '/payments/subscriptions',
  title: 'Подписки',
  lead: [
    'Подписка оформляется методом session/init/payment с полем recurrent, затем запуск методом session/start/payment.',
  ],
  sections: [
    {id: 'first', heading: 'Первое списание подписки', texts: ['Передайте recurrent: true.']},
    {id: 'repeat', heading: 'Повторное списание подписки', texts: ['Передайте токен.']},
    {id: 'start', heading: 'Запуск списания подписки', texts: ['Запустите сессию.']},
  ],
};

const engine = engineOf([
  REFUND,
  RECURRING,
  HOLD,
  WEBHOOKS,
  LIMITS,
  PLANNED,
  UNSAFE,
  WIDGET,
  VERIFICATION,
  ...FILLER_PAGES,
]);

const TWINS: Record<string, string> = {
  '/payments/subscriptions': [
    '# Подписки',
    '',
    'Подписка оформляется методом `session/init/payment` с полем `recurrent`, затем запуск методом `session/start/payment`.',
    '',
    '## Первое списание подписки {#first}',
    '',
    '```json title="Запрос" request="POST /v1/session/init/payment"',
    '{"session_id": "ses_1", "recurrent": true}',
    '```',
    '',
    '## Повторное списание подписки {#repeat}',
    '',
    '```json title="Запрос" request="POST /v1/session/init/payment"',
    '{"session_id": "ses_2", "recurrent_token": "rec_1"}',
    '```',
    '',
    '## Запуск списания подписки {#start}',
    '',
    '```json title="Запрос" request="POST /v1/session/start/payment"',
    '{"session_id": "ses_1"}',
    '```',
    '',
  ].join('\n'),
  '/payments/payment-refund': [
    '# Возврат платежа',
    '',
    '## Частичный возврат {#partial}',
    '',
    'Частичный возврат делается методом `session/refund`:',
    '',
    '```json title="Запрос" request="POST /v1/session/refund"',
    '{"session_id": "ses_1", "amount": {"value": 30000, "currency": "RUB"}}',
    '```',
    '',
    '```json title="Ошибка"',
    '{"status": "error", "error": {"code": "refund_amount_exceeded"}}',
    '```',
    '',
    '## Ошибки возврата {#errors}',
    '',
    '| Код | Где | Что делать |',
    '| - | - | - |',
    '| `refund_amount_exceeded` | Ответ на `session/refund` | Уменьшите сумму возврата |',
    '| `session_wrong_status` | Ответ на `session/refund` | Дождитесь списания платежа |',
    '',
  ].join('\n'),
  '/payments/payment-widget': [
    '# Платёжный виджет',
    '',
    'Платёжный виджет — форма оплаты банка, которую партнёр встраивает в свою страницу заказа: покупатель вводит карту, не покидая сайт.',
    '',
    '## Шаг 1. Получите токен виджета {#widget-token}',
    '',
    '```json title="Запрос" request="POST /v1/widget/session"',
    '{"type": "payment_widget"}',
    '```',
    '',
    '```bash title="widget-session.sh"',
    'curl -X POST "$BASE_URL/widget/session" --data-raw \'{"type": "payment_widget"}\'',
    '```',
    '',
    '## Шаг 2. Встройте виджет {#embed}',
    '',
    '```html title="index.html"',
    '<div id="payment-widget"></div>',
    '```',
    '',
  ].join('\n'),
  '/payments/payment-hold': [
    '# Холдирование',
    '',
    '## Списание {#capture}',
    '',
    'Спишите заблокированную сумму методом `session/capture` не позже чем через семь дней после блокировки.',
    '',
    '```json title="Запрос" request="POST /v1/session/capture"',
    '{"session_id": "ses_3"}',
    '```',
    '',
    '```bash title="session-capture.sh"',
    'curl -X POST "$BASE_URL/session/capture" --data-raw \'{"session_id": "ses_3"}\'',
    '```',
    '',
    '```json title="Ответ" response="session/capture"',
    '{"status": "ok", "session": {"id": "ses_3", "status": "accepted"}}',
    '```',
    '',
  ].join('\n'),
  '/reference/webhooks': [
    '# Уведомления',
    '',
    '## Конверт события {#envelope}',
    '',
    '````json title="Уведомление" webhook="payout_finished"',
    '{"id": "evt_1", "type": "payout_finished", "note": "``` inside"}',
    '````',
    '',
    '## Повторы {#retries}',
    '',
    '```json title="Уведомление" webhook="payout_finished"',
    '{"id": "evt_2", "type": "payout_finished"}',
    '```',
    '',
  ].join('\n'),
  '/verification/verification-status': [
    '# Статус проверки получателя',
    '',
    '## Запасной опрос {#polling}',
    '',
    'Если уведомление `verification_finished` не пришло за сутки, запросите статус проверки методом `verification/status`.',
    '',
    '## Уведомление {#webhook}',
    '',
    '```json title="Уведомление" webhook="verification_finished"',
    '{"id": "evt_3", "type": "verification_finished", "data": {"status": "passed"}}',
    '```',
    '',
    '## Запрос статуса {#status}',
    '',
    '```bash title="verification-status.sh"',
    'curl "$BASE_URL/verification/status?verification_id=ver_1"',
    '```',
    '',
  ].join('\n'),
  '/payouts/planned': [
    '# Отложенные выплаты по расписанию',
    '',
    'Эта страница расскажет, как запланировать отложенные выплаты по расписанию.',
    '',
    'Страница пишется',
    '',
    'Мы готовим подробное описание. Если ответ нужен сейчас, напишите [в поддержку](/help).',
    '',
  ].join('\n'),
};

const loadTwin: TwinLoader = async (url) => TWINS[new URL(url).pathname] ?? null;

describe('the local chat answer', () => {
  it('quotes the best passages under links to their sections and cites them', async () => {
    const answer = await composeAnswer(engine, 'Как сделать частичный возврат платежа?', {
      locale: 'ru',
    });
    expect(answer.uncertain).toBe(false);
    expect(answer.markdown).toMatch(/^Ответ собран из документации/);
    expect(answer.markdown).toContain(
      `**[Возврат платежа — Частичный возврат](${CITED_PARTIAL})**`,
    );
    expect(answer.markdown).toContain('> Частичный возврат делается методом session/refund');
    expect(answer.sources.find(({source_url}) => source_url === CITED_PARTIAL)).toEqual({
      title: 'Возврат платежа',
      subtitle: 'Частичный возврат',
      source_url: CITED_PARTIAL,
      source_type: 'documentation',
    });
  });

  it('cites every source by an ASCII URL found in its text, as the SDK requires to keep it', async () => {
    for (const question of [
      'частичный возврат платежа',
      'Как списать холдирование?',
      'списание зонта в Самаре завтра',
    ]) {
      const answer = await composeAnswer(engine, question, {locale: 'ru'});
      expect(answer.sources.length).toBeGreaterThan(0);
      for (const {source_url} of answer.sources) {
        expect(source_url).toMatch(/^https:\/\/[\x21-\x7e]+$/);
        expect(answer.markdown).toContain(`](${source_url})`);
      }
    }
  });

  it('repeats no passage, quotes no title as a passage, and shows a passage under every section', async () => {
    for (const question of [
      'Как сделать частичный возврат платежа?',
      'возврат платежа session/refund',
      'Как настроить вебхук?',
    ]) {
      const {markdown} = await composeAnswer(engine, question, {locale: 'ru', loadTwin});
      const parts = answerParts(markdown);
      expect(parts.quotes.length).toBeGreaterThan(0);
      expect(repeatedPassages(parts)).toEqual([]);
      expect(sectionsWithoutPassage(parts)).toEqual([]);
      // The description repeats the page's first paragraph: it is quoted once at most.
      expect(
        parts.quotes.filter((quote) => quote.startsWith('Полный и частичный возврат')).length,
      ).toBeLessThanOrEqual(1);
    }
  });

  it('quotes no tab label, and a table row only with its header', async () => {
    const without = await composeAnswer(engine, 'ошибка refund_amount_exceeded при возврате', {
      locale: 'ru',
    });
    const parts = answerParts(without.markdown);
    expect(parts.quotes).not.toContain('cURL');
    expect(parts.quotes).not.toContain('Node.js');
    // Without the twin the row has no header: it is left out.
    expect(parts.quotes.some((quote) => quote.startsWith('refund_amount_exceeded —'))).toBe(false);
    const withTwin = await composeAnswer(engine, 'ошибка refund_amount_exceeded при возврате', {
      locale: 'ru',
      loadTwin,
    });
    expect(answerParts(withTwin.markdown).quotes).toContain(
      'Код: refund_amount_exceeded; Где: Ответ на session/refund; Что делать: Уменьшите сумму возврата',
    );
  });

  it('finds the header of a row anchored by the code it defines, which names no section', async () => {
    const rowAnchored = engineOf([REFUND, HOLD, ...FILLER_PAGES]).allRecords.map((record) =>
      record.content?.startsWith('refund_amount_exceeded')
        ? {
            ...record,
            url: `${record.url_without_anchor}#refund_amount_exceeded`,
            anchor: 'refund_amount_exceeded',
          }
        : record,
    );
    const {markdown} = await composeAnswer(
      new SearchEngine(rowAnchored),
      'ошибка refund_amount_exceeded при возврате',
      {locale: 'ru', loadTwin},
    );
    expect(answerParts(markdown).quotes).toContain(
      'Код: refund_amount_exceeded; Где: Ответ на session/refund; Что делать: Уменьшите сумму возврата',
    );
  });

  it('cuts a long passage at the end of a sentence', async () => {
    const {markdown} = await composeAnswer(engine, 'дневной лимит выплат расчёт по дням', {
      locale: 'ru',
    });
    const quote = answerParts(markdown).quotes.find((text) => text.startsWith('Первое'));
    expect(quote).toBeDefined();
    expect(quote).toMatch(/продолжает тему лимитов выплат\.$/);
    expect((quote ?? '').length).toBeLessThanOrEqual(400);
  });

  it('says it does not know when the question is about something the pages never mention', async () => {
    const answer = await composeAnswer(
      engine,
      'Какая погода будет завтра в Самаре и где купить зонт?',
      {
        locale: 'ru',
      },
    );
    expect(answer.uncertain).toBe(true);
    expect(answer.markdown).toMatch(/^Не знаю точного ответа/);
    for (const question of [
      'Как оформить кредитную карту Тинькофф с кэшбэком?',
      'Как развернуть связный список на Kotlin?',
      'ываыва пролдж щшгнек',
    ]) {
      expect((await composeAnswer(engine, question, {locale: 'ru'})).uncertain, question).toBe(
        true,
      );
    }
    const english = await composeAnswer(engine, 'weather tomorrow', {locale: 'en'});
    expect(english.markdown).toMatch(/^I don't know/);
    expect(english.sources).toEqual([]);
  });

  it('still answers a question with a word the pages do not use, when the rest is theirs', async () => {
    const answer = await composeAnswer(
      engine,
      'Что произойдёт, если сделать частичный возврат платежа методом session/refund?',
      {locale: 'ru'},
    );
    expect(answer.uncertain).toBe(false);
  });

  it('says it does not know when its rare words are used by the pages only apart from its others', async () => {
    // Markup and schedules are on pages of their own, never near a refund: the question asks
    // for a feature the refund page lacks, though the pages use every word but a verb.
    const apart = await composeAnswer(
      engine,
      'Можно ли вставить разметку в частичный возврат платежа по расписанию?',
      {locale: 'ru'},
    );
    expect(apart.uncertain).toBe(true);
    // One such word counts half an unknown one: the rest of the question still answers it.
    const oneApart = await composeAnswer(
      engine,
      'Можно ли делать частичный возврат платежа по расписанию?',
      {locale: 'ru'},
    );
    expect(oneApart.uncertain).toBe(false);
  });

  it('says it does not know when the only page about it is not written yet', async () => {
    const answer = await composeAnswer(
      engine,
      'Как запланировать отложенные выплаты по расписанию?',
      {
        locale: 'ru',
        loadTwin,
      },
    );
    expect(answer.uncertain).toBe(true);
    expect(answer.markdown).toMatch(/^Не знаю точного ответа: страница на эту тему ещё пишется\./);
    expect(answer.markdown).toContain(`](${SITE}/payouts/planned)`);
    expect(answer.markdown).toContain('напишите в поддержку');
  });

  it('searches without what the question negates, and leaves verbs denied and API names', () => {
    expect(withoutNegated('У нас нет PCI DSS. Как выплатить на карту?', 'ru')).toBe(
      'У нас нет. Как выплатить на карту?',
    );
    expect(withoutNegated('Выплата без сертификата PCI DSS — какие вызовы?', 'ru')).toBe(
      'Выплата без — какие вызовы?',
    );
    expect(withoutNegated('Почему деньги не попали в долю?', 'ru')).toBe(
      'Почему деньги не попали в долю?',
    );
    expect(withoutNegated('We are not PCI DSS certified, how do we pay out?', 'en')).toBe(
      'We are not, how do we pay out?',
    );
    expect(withoutNegated('What if I do not pass account_id in session/create?', 'en')).toBe(
      'What if I do not account_id session/create?',
    );
  });

  it('ranks first, for the reader who lacks something, the page for such readers', () => {
    const pages: TestPage[] = [
      {
        path: '/payouts/payout-pcidss',
        title: 'Выплата на карту для партнёров с PCI DSS',
        lead: ['Партнёр с сертификатом PCI DSS передаёт номер карты в payout/create.'],
      },
      {
        path: '/payouts/payout-widget',
        title: 'Выплата на карту через виджет',
        lead: [
          'Если у вас нет сертификата PCI DSS, выплатите на карту через виджет: номер карты вводит получатель.',
        ],
      },
      ...FILLER_PAGES,
    ];
    const {found} = retrieve(
      engineOf(pages),
      'Как выплатить на карту, если у нас нет PCI DSS?',
      'ru',
    );
    const engineRank = (path: string) =>
      found.find(({page}) => page.url === `${SITE}${path}`)?.rank;
    expect(engineRank('/payouts/payout-widget')).toBe(0);
    expect(engineRank('/payouts/payout-pcidss')).toBe(1);
  });

  it('answers from the guide first, and from the blog post when asked what is new or changed', () => {
    const pages: TestPage[] = [
      {
        path: '/payouts/payout-fps-phone',
        title: 'Выплата по номеру телефона через СБП',
        lead: ['Выплата через СБП по номеру телефона получателя способом fps_phone.'],
      },
      {
        path: '/blog/2024/02/12/payout-fps-phone',
        title: 'Новые выплаты по номеру телефона',
        lead: ['С февраля выплачивать можно и способом fps_phone: через СБП по номеру телефона.'],
      },
      ...FILLER_PAGES,
    ];
    const first = (question: string) =>
      retrieve(engineOf(pages), question, 'ru').found[0]?.page.url;
    expect(first('Как сделать выплату через СБП по номеру телефона?')).toBe(
      `${SITE}/payouts/payout-fps-phone`,
    );
    expect(first('Когда появились выплаты через СБП по номеру телефона?')).toBe(
      `${SITE}/blog/2024/02/12/payout-fps-phone`,
    );
  });

  it('escapes what a passage holds, so no markup, link or script comes from the index', async () => {
    const answer = await composeAnswer(engine, 'ссылка разметка в тексте', {locale: 'ru'});
    expect(answer.markdown).toContain('\\[жми\\](javascript:alert(1))');
    expect(answer.markdown).toContain('\\<script\\>');
    expect(answer.markdown).not.toMatch(/[^\\]<script>/);
  });
});

describe('code blocks in how-to answers', () => {
  it('shows the request of the quoted section from the twin, as an HTTP request after its passage', async () => {
    const {markdown} = await composeAnswer(engine, 'Как сделать частичный возврат платежа?', {
      locale: 'ru',
      loadTwin,
    });
    const parts = answerParts(markdown);
    expect(parts.codeBlocks).toEqual([
      'POST /v1/session/refund\n\n{"session_id": "ses_1", "amount": {"value": 30000, "currency": "RUB"}}',
    ]);
    expect(markdown).toContain(
      '> Частичный возврат делается методом session/refund с суммой меньше суммы платежа.',
    );
    expect(markdown.indexOf('```http')).toBeGreaterThan(markdown.indexOf('> Частичный возврат'));
  });

  it('shows what a call returns after its request, but not its request twice', async () => {
    const {markdown} = await composeAnswer(
      engine,
      'Как списать заблокированную сумму и что вернёт метод?',
      {locale: 'ru', loadTwin},
    );
    const blocks = answerParts(markdown).codeBlocks;
    expect(blocks.slice(0, 2)).toEqual([
      'POST /v1/session/capture\n\n{"session_id": "ses_3"}',
      '{"status": "ok", "session": {"id": "ses_3", "status": "accepted"}}',
    ]);
    expect(blocks.join('\n')).not.toContain('curl');
  });

  it('shows a webhook payload with a fence longer than any backtick run inside', async () => {
    const {markdown} = await composeAnswer(engine, 'Как настроить вебхук?', {
      locale: 'ru',
      loadTwin,
    });
    expect(markdown).toContain(
      '````json\n{"id": "evt_1", "type": "payout_finished", "note": "``` inside"}\n````',
    );
  });

  it('shows the payload of one event once, though the page gives it twice', async () => {
    const {markdown} = await composeAnswer(engine, 'Как настроить вебхук?', {
      locale: 'ru',
      loadTwin,
    });
    const payloads = answerParts(markdown).codeBlocks.filter((code) =>
      code.includes('"payout_finished"'),
    );
    expect(payloads).toEqual(['{"id": "evt_1", "type": "payout_finished", "note": "``` inside"}']);
  });

  it('shows a block of the call a quote names, though blocks of other names score higher', async () => {
    const {markdown} = await composeAnswer(
      engine,
      'Уведомление verification_finished не пришло — как узнать статус проверки?',
      {locale: 'ru', loadTwin},
    );
    expect(markdown).toContain('> Если уведомление verification\\_finished не пришло за сутки');
    expect(answerParts(markdown).codeBlocks).toEqual([
      '{"id": "evt_3", "type": "verification_finished", "data": {"status": "passed"}}',
      'curl "$BASE_URL/verification/status?verification_id=ver_1"',
    ]);
  });

  it('shows the next call of the steps before another body of a call already shown', async () => {
    const {markdown} = await composeAnswer(engine, 'Как оформить списание подписки?', {
      locale: 'ru',
      loadTwin,
    });
    const blocks = answerParts(markdown).codeBlocks;
    expect(blocks.slice(0, 2)).toEqual([
      'POST /v1/session/init/payment\n\n{"session_id": "ses_1", "recurrent": true}',
      'POST /v1/session/start/payment\n\n{"session_id": "ses_1"}',
    ]);
    expect(blocks.join('\n')).not.toContain('rec_1');
  });

  it("shows a page's steps in their order, each call once, when its introduction is quoted", async () => {
    const {markdown} = await composeAnswer(
      engine,
      'Как встроить платёжный виджет в страницу заказа?',
      {
        locale: 'ru',
        loadTwin,
      },
    );
    expect(markdown).toContain('> Платёжный виджет — форма оплаты банка');
    // The request and the page's HTML, not the cURL sample of the same request beside it.
    expect(answerParts(markdown).codeBlocks).toEqual([
      'POST /v1/widget/session\n\n{"type": "payment_widget"}',
      '<div id="payment-widget"></div>',
    ]);
    expect(markdown).toContain(
      `Пример из раздела [Платёжный виджет — Шаг 1. Получите токен виджета](${SITE}/payments/payment-widget#widget-token):`,
    );
  });

  it("weighs a block's heading, title and lead by the question's words they hold", () => {
    const term = (word: string, weight: number): QueryTerm => ({
      word,
      stems: stemsOf(word),
      pages: 1,
      weight,
      name: false,
      pageUrls: new Set(),
    });
    // "Как аннулировать чек?"
    const question = {terms: [term('аннулировать', 3), term('чек', 1)], total: 4};
    const twin = parseTwin(
      [
        '## Регистрация чека {#receipt}',
        '',
        '```json title="Запрос"',
        '{}',
        '```',
        '',
        '## Аннулирование чека {#cancel}',
        '',
        'Аннулируйте чек этим запросом:',
        '',
        '```json title="Запрос"',
        '{}',
        '```',
      ].join('\n'),
    );
    const [, receipt, cancel] = twin.sections;
    if (!receipt?.blocks[0] || !cancel?.blocks[0]) throw new Error('blocks not found');
    expect(topicShare(receipt, receipt.blocks[0], question)).toBe(0.25);
    expect(topicShare(cancel, cancel.blocks[0], question)).toBe(1);
    expect(topicShare(cancel, cancel.blocks[0], {terms: [], total: 0})).toBe(0);
  });

  it('answers without a block when there is no twin or it fails to load', async () => {
    for (const failing of [
      async () => null,
      async () => {
        throw new Error('offline');
      },
    ] satisfies TwinLoader[]) {
      const answer = await composeAnswer(engine, 'Как сделать частичный возврат платежа?', {
        locale: 'ru',
        loadTwin: failing,
      });
      expect(answer.uncertain).toBe(false);
      expect(answerParts(answer.markdown).codeBlocks).toEqual([]);
    }
  });

  it('tells how-to questions from others', () => {
    expect(isHowTo('Как сделать выплату на банковскую карту?', 'ru')).toBe(true);
    expect(isHowTo('Опишите весь путь от показа формы', 'ru')).toBe(true);
    expect(isHowTo('Как долго хранится ключ идемпотентности?', 'ru')).toBe(false);
    expect(isHowTo('How do I set up a webhook?', 'en')).toBe(true);
    expect(isHowTo('What does the request body look like?', 'en')).toBe(true);
    expect(isHowTo('How long is an idempotency key kept?', 'en')).toBe(false);
  });

  it('shows code for how-to questions, API names, and what a call returns or a webhook carries', () => {
    expect(showsCode('Что вернёт метод списания?', 'ru')).toBe(true);
    expect(showsCode('Что придёт в уведомлении о выплате?', 'ru')).toBe(true);
    expect(showsCode('Почему session/refund не проходит?', 'ru')).toBe(true);
    expect(showsCode('Сколько действует QR-код?', 'ru')).toBe(false);
    expect(showsCode('What comes back from the capture call?', 'en')).toBe(true);
    expect(showsCode('How long is an idempotency key kept?', 'en')).toBe(false);
  });

  it('shows what a call named returns, and what an error looks like when asked', async () => {
    const returns = await composeAnswer(engine, 'Что возвращает session/capture?', {
      locale: 'ru',
      loadTwin,
    });
    expect(answerParts(returns.markdown).codeBlocks).toContain(
      '{"status": "ok", "session": {"id": "ses_3", "status": "accepted"}}',
    );
    const error = await composeAnswer(
      engine,
      'Как выглядит ошибка частичного возврата, если сумма больше платежа?',
      {locale: 'ru', loadTwin},
    );
    expect(answerParts(error.markdown).codeBlocks).toContain(
      '{"status": "error", "error": {"code": "refund_amount_exceeded"}}',
    );
  });
});

describe('the local chat engine as a KapaApiService', () => {
  const args = (query: string) =>
    ({query, threadId: null, captcha: {key: '', token: ''}, integrationId: 'local'}) as never;

  it('streams the answer in chunks, then metadata and ids, and its sources last', async () => {
    const service = new LocalKapaApiService({
      locale: 'ru',
      loadEngine: async () => engine,
      loadTwin,
      chunkDelayMs: 0,
    });
    const events: string[] = [];
    let text = '';
    await service.submitQuery(args('частичный возврат платежа'), {
      onStreamStart: () => events.push('start'),
      onRelevantSources: (sources) => events.push(`sources:${sources.length > 0}`),
      onFirstToken: () => events.push('first'),
      onPartialAnswer: (part) => {
        text += part;
        if (!events.includes('partial')) events.push('partial');
      },
      onMetadata: (metadata) => events.push(`uncertain:${metadata.is_uncertain}`),
      onIdentifiers: (thread, answer) => events.push(`ids:${Boolean(thread && answer)}`),
    });
    expect(events).toEqual([
      'start',
      'first',
      'partial',
      'uncertain:false',
      'ids:true',
      'sources:true',
    ]);
    expect(text).toBe(
      (await composeAnswer(engine, 'частичный возврат платежа', {locale: 'ru', loadTwin})).markdown,
    );
  });

  it('stops streaming when aborted, and reports an index that does not load', async () => {
    const service = new LocalKapaApiService({
      locale: 'ru',
      loadEngine: async () => engine,
      chunkWords: 1,
      chunkDelayMs: 1,
    });
    const parts: string[] = [];
    const running = service.submitQuery(args('частичный возврат платежа'), {
      onPartialAnswer: (part) => {
        parts.push(part);
        if (parts.length === 3) service.abortCurrent();
      },
    });
    await running;
    expect(parts).toHaveLength(3);

    const onError = vi.fn();
    const broken = new LocalKapaApiService({
      locale: 'en',
      loadEngine: () => Promise.reject(new Error('offline')),
    });
    await broken.submitQuery(args('refund'), {onError});
    expect(onError).toHaveBeenCalledOnce();
  });

  it('keeps feedback locally and sends nothing', async () => {
    const onFeedback = vi.fn();
    const service = new LocalKapaApiService({
      locale: 'en',
      loadEngine: async () => engine,
      onFeedback,
    });
    await service.addFeedback({questionAnswerId: 'qa-1', reaction: 'upvote'} as never);
    expect(onFeedback).toHaveBeenCalledWith('qa-1', 'upvote');
  });

  it('splits text into word chunks that join back unchanged', () => {
    const text = 'Ответ  собран\n\n> из документации. ';
    expect(chunks(text, 2).join('')).toBe(text);
    expect(chunks(text, 2)).toHaveLength(3);
  });

  it('streams a code block a few lines at a time, and joins back unchanged', () => {
    const code = Array.from({length: 20}, (_, index) => `  "field${index}": ${index},`).join('\n');
    const text = `Текст перед блоком.\n\n\`\`\`\`json\n{\n${code}\n}\n\`\`\`\`\n\n> Цитата после блока.`;
    const parts = chunks(text, 3);
    expect(parts.join('')).toBe(text);
    // 23 lines of the block in chunks of 8, the words around it in chunks of 3.
    expect(parts.filter((part) => part.includes('"field')).length).toBeLessThanOrEqual(3);
    expect(parts.some((part) => part.startsWith('````json\n'))).toBe(true);
    const unclosed = 'Текст\n```\nкод без конца';
    expect(chunks(unclosed, 3).join('')).toBe(unclosed);
  });
});
