import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  BEING_WRITTEN_TITLES,
  parseTwin,
  plainText,
  sectionAndParents,
  sectionWithChildren,
} from './twin';

const TWIN = [
  '# Выплата на карту',
  '',
  '> Описание страницы.',
  '',
  'Вступление со ссылкой на [метод](https://docs.example/reference/methods.md#session-create).',
  '',
  '## Как проходит выплата {#flow}',
  '',
  '### Шаг 1. Создайте сессию {#create}',
  '',
  'Создайте сессию методом `session/create`:',
  '',
  '```json title="Запрос" request="POST /v1/session/create"',
  '{"metadata": {"order_id": "A-1"}}',
  '```',
  '',
  '**cURL**',
  '',
  '```bash title="session-create.sh"',
  '# Комментарий, а не заголовок',
  'curl -X POST "$BASE_URL/session/create"',
  '```',
  '',
  '1. Пункт списка с блоком:',
  '',
  '   ```json',
  '   {"nested": true}',
  '   ```',
  '',
  '## Статусы {#statuses}',
  '',
  '| Ситуация | Статус `session` |',
  '| - | - |',
  '| Выплата добавлена | `created` |',
  '| Код с чертой \\| внутри | `a\\|b` |',
  '',
].join('\n');

describe('a Markdown twin as the chat reads it', () => {
  const twin = parseTwin(TWIN);

  it('splits the page into sections by heading id, nested by depth', () => {
    expect(twin.sections.map(({id, depth, heading}) => [id, depth, heading])).toEqual([
      [null, 1, ''],
      ['flow', 2, 'Как проходит выплата'],
      ['create', 3, 'Шаг 1. Создайте сессию'],
      ['statuses', 2, 'Статусы'],
    ]);
    expect(sectionWithChildren(twin, 'flow').map(({id}) => id)).toEqual(['flow', 'create']);
    expect(sectionAndParents(twin, 'create').map(({id}) => id)).toEqual(['create', 'flow', null]);
    expect(sectionWithChildren(twin, 'missing')).toEqual([]);
  });

  it('keeps each code block with its language, title, request line and the line that leads to it', () => {
    const [request, curl, nested] = twin.sections[2]?.blocks ?? [];
    expect(request).toEqual({
      lang: 'json',
      title: 'Запрос',
      request: 'POST /v1/session/create',
      sample: null,
      code: '{"metadata": {"order_id": "A-1"}}',
      lead: 'Создайте сессию методом session/create:',
    });
    // A "#" line inside a fence is code, not a heading.
    expect(curl).toMatchObject({lang: 'bash', title: 'session-create.sh', lead: 'cURL'});
    expect(curl?.code).toContain('# Комментарий, а не заголовок');
    expect(nested).toMatchObject({lang: 'json', title: null, code: '{"nested": true}'});
    expect([curl?.request, nested?.request]).toEqual([null, null]);
  });

  it('takes a request line that is a method and a path only, wherever it stands in the info string', () => {
    const blockOf = (info: string) => parseTwin(`\`\`\`${info}\n{}\n\`\`\``).sections[0]?.blocks[0];
    expect(blockOf('json request="GET /v1/session/status" title="Запрос"')).toMatchObject({
      title: 'Запрос',
      request: 'GET /v1/session/status',
    });
    expect(blockOf('json request="DELETE /v1/x"')?.request).toBeNull();
    expect(blockOf('json request="POST /v1/x\\nHost: evil"')?.request).toBeNull();
    expect(blockOf('json title="a request=\\"POST /v1/x\\""')).toMatchObject({
      title: 'a request="POST /v1/x"',
      request: null,
    });
  });

  it('takes what a sample is from its info string: a call or an event named, nothing else', () => {
    const blockOf = (info: string) => parseTwin(`\`\`\`${info}\n{}\n\`\`\``).sections[0]?.blocks[0];
    expect(blockOf('json title="Ответ" response="token/info"')?.sample).toEqual({
      kind: 'response',
      name: 'token/info',
    });
    expect(blockOf('json error="session/init/payout"')?.sample).toEqual({
      kind: 'error',
      name: 'session/init/payout',
    });
    expect(blockOf('json webhook="payout_finished"')?.sample).toEqual({
      kind: 'webhook',
      name: 'payout_finished',
    });
    expect(blockOf('json response="token/info x"')?.sample).toBeNull();
    expect(blockOf('json title="response=\\"token/info\\""')?.sample).toBeNull();
  });

  it('reads tables with their header, cells as plain text', () => {
    expect(twin.sections[3]?.tables).toEqual([
      {
        header: ['Ситуация', 'Статус session'],
        rows: [
          ['Выплата добавлена', 'created'],
          ['Код с чертой | внутри', 'a|b'],
        ],
      },
    ]);
  });

  it('notices the "being written" notice, in either language, as the site writes it', () => {
    expect(twin.beingWritten).toBe(false);
    for (const title of BEING_WRITTEN_TITLES) {
      expect(parseTwin(`# Страница\n\nВступление.\n\n${title}\n\nТекст.`).beingWritten).toBe(true);
    }
    const messages = ['ru', 'en'].map((locale) => {
      const file = path.join(__dirname, '../../i18n', locale, 'code.json');
      const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>;
      return json['beingWritten.title']?.message;
    });
    expect(BEING_WRITTEN_TITLES).toEqual(messages);
  });

  it('turns inline Markdown into plain text', () => {
    expect(
      plainText('См. [`session/create`](https://x.example/a.md#b), **жирный** и \\_x\\_'),
    ).toBe('См. session/create, жирный и _x_');
  });
});
