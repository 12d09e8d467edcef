import {describe, expect, it, vi} from 'vitest';
import {LEVEL_WEIGHT, type SearchRecord} from '../plugins/search-index/schema';
import {testRecord} from '../plugins/search-index/testRecord';
import {SearchEngine} from '../search/engine';
import {composeAnswer} from './answer';
import {chunks, LocalKapaApiService} from './localApiService';

const SITE = 'https://docs.example';
const CITED_REFUND = `${SITE}/payments/payment-refund#${encodeURIComponent('частичный-возврат')}`;
let position = 0;
function record(
  page: string,
  title: string,
  heading: string | null,
  content: string | null,
): SearchRecord {
  position += 1;
  const anchor = heading ? `#${heading.toLowerCase().replace(/\s+/g, '-')}` : '';
  const type = content ? 'content' : heading ? 'lvl2' : 'lvl1';
  return testRecord({
    objectID: String(position),
    url: `${SITE}${page}${anchor}`,
    type,
    hierarchy: {lvl0: 'Платежи', lvl1: title, lvl2: heading},
    content,
    weight: {level: LEVEL_WEIGHT[type], position, pageRank: 0},
  });
}

const engine = new SearchEngine([
  record('/payments/payment-refund', 'Возврат платежа', null, null),
  record('/payments/payment-refund', 'Возврат платежа', 'Частичный возврат', null),
  record(
    '/payments/payment-refund',
    'Возврат платежа',
    'Частичный возврат',
    'Частичный возврат делается методом session/refund с суммой меньше суммы платежа.',
  ),
  record(
    '/payments/payment-hold',
    'Холдирование',
    'Списание',
    'Спишите заблокированную сумму методом session/capture.',
  ),
  record(
    '/payments/unsafe',
    'Опасная страница',
    'Разметка',
    'Ссылка [жми](javascript:alert(1)) и <script>alert(1)</script> и <img src=x onerror=alert(1)> в тексте про разметку.',
  ),
]);

describe('the local chat answer', () => {
  it('quotes the best passages under links to their sections and cites them', () => {
    const answer = composeAnswer(engine, 'Как сделать частичный возврат платежа?', {
      locale: 'ru',
    });
    expect(answer.uncertain).toBe(false);
    expect(answer.markdown).toMatch(/^Ответ собран из документации/);
    expect(answer.markdown).toContain(`**[Возврат платежа — Частичный возврат](${CITED_REFUND})**`);
    expect(answer.markdown).toContain('> Частичный возврат делается методом session/refund');
    expect(answer.sources[0]).toEqual({
      title: 'Возврат платежа',
      subtitle: 'Частичный возврат',
      source_url: CITED_REFUND,
      source_type: 'documentation',
    });
  });

  it('cites every source by an ASCII URL found in its text, as the SDK requires to keep it', () => {
    for (const question of [
      'частичный возврат платежа',
      'Как списать холдирование?',
      'списание зонта в Самаре завтра',
    ]) {
      const answer = composeAnswer(engine, question, {locale: 'ru'});
      expect(answer.sources.length).toBeGreaterThan(0);
      for (const {source_url} of answer.sources) {
        expect(source_url).toMatch(/^https:\/\/[\x21-\x7e]+$/);
        expect(answer.markdown).toContain(`](${source_url})`);
      }
    }
  });

  it('says it does not know below the threshold, naming the closest pages', () => {
    const answer = composeAnswer(engine, 'Какая погода будет завтра в Самаре и где купить зонт?', {
      locale: 'ru',
    });
    expect(answer.uncertain).toBe(true);
    expect(answer.markdown).toMatch(/^Не знаю точного ответа/);
    const english = composeAnswer(engine, 'weather tomorrow', {locale: 'en'});
    expect(english.markdown).toMatch(/^I don't know/);
    expect(english.sources).toEqual([]);
  });

  it('escapes what a passage holds, so no markup, link or script comes from the index', () => {
    const answer = composeAnswer(engine, 'ссылка разметка в тексте', {locale: 'ru'});
    expect(answer.markdown).toContain('\\[жми\\](javascript:alert(1))');
    expect(answer.markdown).toContain('\\<script\\>');
    expect(answer.markdown).not.toMatch(/[^\\]<script>/);
  });
});

describe('the local chat engine as a KapaApiService', () => {
  const args = (query: string) =>
    ({query, threadId: null, captcha: {key: '', token: ''}, integrationId: 'local'}) as never;

  it('streams the answer in chunks, then metadata and ids, and its sources last', async () => {
    const service = new LocalKapaApiService({
      locale: 'ru',
      loadEngine: async () => engine,
      chunkDelayMs: 0,
    });
    const events: string[] = [];
    let text = '';
    await service.submitQuery(args('частичный возврат платежа'), {
      onStreamStart: () => events.push('start'),
      onRelevantSources: (sources) => events.push(`sources:${sources.length}`),
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
      'sources:1',
    ]);
    expect(text).toBe(composeAnswer(engine, 'частичный возврат платежа', {locale: 'ru'}).markdown);
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
});
