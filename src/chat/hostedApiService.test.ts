import {afterEach, describe, expect, it, vi} from 'vitest';
import {chatErrorKind} from './errors';
import {HostedKapaApiService} from './hostedApiService';
import {kapaStream} from './testKapaStream';

const args = {
  query: 'How do I pay out to a card?',
  threadId: null,
  captcha: {key: 'X-RECAPTCHA-ENTERPRISE-TOKEN', token: 'token-1'},
  integrationId: 'project-1',
  userIdentifiers: {},
  userMetadata: {},
  originUrl: 'https://docs.example/en/',
};

function answerWith(response: Response | Error) {
  const fetch = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function errorOf(response: Response | Error) {
  answerWith(response);
  const onError = vi.fn();
  await new HostedKapaApiService().submitQuery(args, {onError});
  expect(onError).toHaveBeenCalledOnce();
  return chatErrorKind(onError.mock.calls[0]?.[0] as string);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the hosted chat engine', () => {
  it('asks the proxy with the project id and captcha, and streams the answer back', async () => {
    const fetch = answerWith(
      new Response(
        kapaStream(
          {type: 'stream_start', content: {thread_id: 't-1'}, stream_end: false},
          {type: 'partial_answer', content: {text: 'Use '}, stream_end: false},
          {type: 'partial_answer', content: {text: 'payouts.'}, stream_end: false},
          {
            type: 'relevant_sources',
            content: {relevant_sources: [{title: 'Payouts', source_url: 'https://x/p'}]},
            stream_end: false,
          },
          {
            type: 'identifiers',
            content: {thread_id: 't-1', question_answer_id: 'qa-1'},
            stream_end: true,
          },
        ),
      ),
    );
    let text = '';
    const events: string[] = [];
    await new HostedKapaApiService().submitQuery(args, {
      onPartialAnswer: (part) => (text += part),
      onRelevantSources: (sources) => events.push(`sources:${sources.length}`),
      onIdentifiers: (thread, answer) => events.push(`ids:${thread}/${answer}`),
    });
    expect(text).toBe('Use payouts.');
    // Sources after the identifiers: by then the SDK shows the whole answer they cite.
    expect(events).toEqual(['ids:t-1/qa-1', 'sources:1']);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://proxy.kapa.ai/proxy/query/v2/chat/stream/');
    expect(init.headers).toMatchObject({
      'X-WEBSITE-ID': 'project-1',
      'X-RECAPTCHA-ENTERPRISE-TOKEN': 'token-1',
    });
    expect(JSON.parse(String(init.body))).toMatchObject({query: args.query, mode: 'default'});
  });

  it('continues a thread at its own address', async () => {
    const fetch = answerWith(new Response(kapaStream()));
    await new HostedKapaApiService().submitQuery({...args, threadId: 't/1'}, {});
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe(
      'https://proxy.kapa.ai/proxy/query/v2/thread/t%2F1/chat/stream/',
    );
  });

  it('tells a wrong address (403) and an unknown project (404) from other failures', async () => {
    expect(await errorOf(new Response('Origin not allowed', {status: 403}))).toBe('forbidden');
    expect(await errorOf(new Response('Not found', {status: 404}))).toBe('notFound');
    expect(await errorOf(new Response('Captcha verification failed', {status: 403}))).toBe(
      'default',
    );
    expect(await errorOf(new Response('{"type":"rate"}', {status: 429}))).toBe('default');
    expect(await errorOf(new Response('', {status: 500}))).toBe('default');
    expect(await errorOf(new TypeError('Failed to fetch'))).toBe('default');
    expect(
      await errorOf(
        new Response(
          kapaStream({type: 'error', content: {reason: 'Model overloaded'}, stream_end: true}),
        ),
      ),
    ).toBe('default');
  });

  it('says nothing when the reader stops the answer', async () => {
    answerWith(Object.assign(new Error('aborted'), {name: 'AbortError'}));
    const onError = vi.fn();
    const service = new HostedKapaApiService();
    await service.submitQuery(args, {onError});
    service.abortCurrent();
    expect(onError).not.toHaveBeenCalled();
  });
});
