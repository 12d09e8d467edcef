import {describe, expect, it} from 'vitest';
import {parseSampleMark, sampleMark} from './markers';

describe('the mark of a sample', () => {
  it('is read from a code block meta as the page writes it, and back', () => {
    const mark = sampleMark('title="Ответ" api-response="token/info"');
    expect(mark).toBe('response token/info');
    expect(parseSampleMark(mark ?? '')).toEqual({kind: 'response', name: 'token/info'});
    expect(sampleMark('api-webhook="payout_finished" title="Уведомление"')).toBe(
      'webhook payout_finished',
    );
  });

  it('is none for a request, an unmarked block or a marker inside a title', () => {
    expect(sampleMark('title="Запрос" api-request="session/create"')).toBeNull();
    expect(sampleMark('title="Ответ"')).toBeNull();
    expect(sampleMark(undefined)).toBeNull();
    expect(sampleMark('title="x api-response=y"')).toBeNull();
    expect(parseSampleMark('request session/create')).toBeNull();
  });
});
