import {describe, expect, it} from 'vitest';
import {answerParts} from '../../scripts/bench-chat/checks';
import {
  blockKind,
  CODE_MAX_LINES,
  fencedBlock,
  holdsName,
  identifiers,
  safeLanguage,
  sampleOf,
  scoreBlock,
  shownBlock,
} from './codeBlock';
import type {TwinCodeBlock} from './twin';

const block = (fields: Partial<TwinCodeBlock>): TwinCodeBlock => ({
  lang: 'json',
  title: null,
  code: '{}',
  request: null,
  sample: null,
  lead: '',
  ...fields,
});

const wishes = {questionNames: [], passageNames: [], wantsResponse: false, wantsWebhook: false};

describe('the code block of a how-to answer', () => {
  it('finds the API names a text gives', () => {
    expect(
      identifiers('Вызовите session/init/payout с tokenized_card, затем ждите payout_finished.'),
    ).toEqual(['session/init/payout', 'tokenized_card', 'payout_finished']);
    expect(identifiers('Обычный текст без имён')).toEqual([]);
    // Pieces of an address name nothing.
    expect(
      identifiers(
        'Скрипт https://pay.sandbox.ivelta.example/widget/v1/widget.js или pay.ivelta.example/widget/v1/widget.js и token_id',
      ),
    ).toEqual(['token_id']);
  });

  it('finds a name in a block only as a whole name, a method in its address too', () => {
    expect(holdsName('POST /v1/selfemployed/receipt/cancel', 'selfemployed/receipt')).toBe(false);
    expect(holdsName('POST /v1/selfemployed/receipt/cancel', 'selfemployed/receipt/cancel')).toBe(
      true,
    );
    expect(holdsName('{"token_id": "x"}', 'token')).toBe(false);
    expect(holdsName('curl "$BASE_URL/session/refund" \\', 'session/refund')).toBe(true);
    expect(holdsName('GET /v1/selfemployed/status?inn=1', 'selfemployed/status')).toBe(true);
    expect(holdsName('{"reason": "payout_finished_late"}', 'payout_finished')).toBe(false);
  });

  it('prefers a request or a cURL sample naming the call, a payload for webhook questions, and never an error', () => {
    const request = block({title: 'Запрос', code: '{"session_id": "ses_1"}'});
    const response = block({title: 'Ответ', code: '{"status": "ok"}'});
    const error = block({title: 'Ошибка', code: '{"status": "error"}'});
    const payload = block({title: 'Уведомление', code: '{"type": "payout_finished"}'});
    const curl = block({
      lang: 'bash',
      title: 'session-refund.sh',
      code: 'curl "$BASE/session/refund"',
    });
    const html = block({lang: 'html', title: 'index.html', code: '<div id="widget"></div>'});

    expect(scoreBlock(request, wishes)).toBeGreaterThan(scoreBlock(response, wishes));
    expect(scoreBlock(error, wishes)).toBeLessThan(0);
    expect(scoreBlock(html, wishes)).toBeLessThan(scoreBlock(response, wishes));
    const refund = {...wishes, passageNames: ['session/refund']};
    expect(scoreBlock(curl, refund)).toBeGreaterThan(scoreBlock(request, refund));
    const webhook = {...wishes, wantsWebhook: true};
    expect(scoreBlock(payload, webhook)).toBeGreaterThan(scoreBlock(request, webhook));
    const response2 = {...wishes, wantsResponse: true};
    expect(scoreBlock(response, response2)).toBeGreaterThan(scoreBlock(request, response2));
    expect(scoreBlock(block({code: '   '}), wishes)).toBe(0);
  });

  it('counts the request line of a request body as its own: the names it holds, and a request', () => {
    const untitled = block({code: '{"session_id": "ses_1"}'});
    const refund = block({...untitled, request: 'POST /v1/session/refund'});
    const capture = block({...untitled, request: 'POST /v1/session/capture'});
    const asked = {...wishes, questionNames: ['session/refund']};
    expect(scoreBlock(refund, wishes)).toBeGreaterThan(scoreBlock(untitled, wishes));
    expect(scoreBlock(refund, asked)).toBeGreaterThan(scoreBlock(capture, asked));
    const quoted = {...wishes, passageNames: ['session/capture']};
    expect(scoreBlock(capture, quoted)).toBeGreaterThan(scoreBlock(refund, quoted));
  });

  it('counts a sample for what the twin says it is, whatever its title', () => {
    const untitled = block({code: '{"status": "ok", "token": {"id": "tok_1"}}'});
    const response = block({...untitled, sample: {kind: 'response', name: 'token/info'}});
    const asking = {...wishes, wantsResponse: true};
    expect(scoreBlock(response, asking)).toBeGreaterThan(scoreBlock(untitled, asking));
    const error = block({...untitled, title: 'Ответ', sample: {kind: 'error', name: 'token/info'}});
    expect(scoreBlock(error, wishes)).toBeLessThan(0);
    const payload = block({...untitled, sample: {kind: 'webhook', name: 'payout_finished'}});
    const webhook = {...wishes, wantsWebhook: true};
    expect(scoreBlock(payload, webhook)).toBeGreaterThan(scoreBlock(untitled, webhook));
    expect(blockKind(block({title: 'Ответ'}))).toBe('response');
    expect(blockKind(block({request: 'POST /v1/token/create', sample: response.sample}))).toBe(
      'request',
    );
  });

  it('names a response by its call, and shows the sample a question about an error or a report asks for', () => {
    const request = block({code: '{"session_id": "ses_1"}', request: 'POST /v1/session/capture'});
    const response = block({
      code: '{"status": "ok", "session": {"status": "accepted"}}',
      sample: {kind: 'response', name: 'session/capture'},
    });
    const asking = {...wishes, questionNames: ['session/capture'], wantsResponse: true};
    expect(scoreBlock(response, asking)).toBeGreaterThan(scoreBlock(request, asking));
    const quoted = {...wishes, passageNames: ['session/capture'], wantsResponse: true};
    expect(scoreBlock(response, quoted)).toBeGreaterThan(scoreBlock(request, quoted));

    const error = block({
      code: '{"status": "error", "error": {"code": "refund_amount_exceeded"}}',
      sample: {kind: 'error', name: 'session/refund'},
    });
    const refund = block({code: '{"session_id": "ses_1"}', request: 'POST /v1/session/refund'});
    expect(scoreBlock(error, wishes)).toBeLessThan(scoreBlock(refund, wishes));
    const aboutError = {...wishes, wantsError: true};
    expect(scoreBlock(error, aboutError)).toBeGreaterThan(scoreBlock(refund, aboutError));

    const rows = block({lang: 'csv', code: 'payout_id;amount;status\npo_1;500000;failed'});
    expect(scoreBlock(rows, wishes)).toBeLessThan(scoreBlock(refund, wishes));
    const aboutReport = {...wishes, wantsReport: true};
    expect(scoreBlock(rows, aboutReport)).toBeGreaterThan(scoreBlock(refund, aboutReport));
  });

  it('names a sample by its kind and what it is of, so that one is not shown twice', () => {
    expect(sampleOf(block({sample: {kind: 'webhook', name: 'payout_finished'}}))).toBe(
      'webhook payout_finished',
    );
    expect(sampleOf(block({sample: {kind: 'response', name: 'payout_finished'}}))).not.toBe(
      'webhook payout_finished',
    );
    expect(sampleOf(block({request: 'POST /v1/session/create'}))).toBeNull();
  });

  it('shows a request body with its request line as the whole HTTP request, other blocks as they are', () => {
    const body = '{\n  "session_id": "ses_1"\n}';
    expect(shownBlock(block({code: body, request: 'POST /v1/session/refund'}))).toEqual({
      code: `POST /v1/session/refund\n\n${body}`,
      lang: 'http',
    });
    const read = block({code: '{"session_id": "ses_1"}', request: 'GET /v1/session/status'});
    expect(shownBlock(read)).toEqual({code: read.code, lang: 'json'});
    expect(shownBlock(block({code: body}))).toEqual({code: body, lang: 'json'});
    const {markdown} = fencedBlock(
      shownBlock(block({code: body, request: 'POST /v1/session/refund'})).code,
      'http',
    );
    expect(markdown).toBe(`\`\`\`http\nPOST /v1/session/refund\n\n${body}\n\`\`\``);
  });

  it('fences the code so that nothing inside closes the block or becomes markup', () => {
    const code = 'line ``` inside\n````\n<script>alert(1)</script>\n[x](javascript:alert(1))';
    const {markdown, cut} = fencedBlock(code, 'json');
    expect(cut).toBe(false);
    expect(markdown.startsWith('`````json\n')).toBe(true);
    expect(markdown.endsWith('\n`````')).toBe(true);
    expect(answerParts(markdown).codeBlocks).toEqual([code]);
  });

  it('keeps only a plain language name in the info string, and drops control characters', () => {
    expect(safeLanguage('json')).toBe('json');
    expect(safeLanguage('shell-session')).toBe('shell-session');
    expect(safeLanguage('json onload=x')).toBe('');
    expect(safeLanguage('JSON')).toBe('');
    expect(fencedBlock('a\u0000b\u001bc\r\nd', 'x y').markdown).toBe('```\nabc\nd\n```');
  });

  it(`cuts a block after ${CODE_MAX_LINES} lines and says so`, () => {
    const lines = Array.from({length: 60}, (_, index) => `line ${index}`);
    const {markdown, cut} = fencedBlock(lines.join('\n'), 'bash');
    expect(cut).toBe(true);
    expect(answerParts(markdown).codeBlocks[0]?.split('\n')).toHaveLength(CODE_MAX_LINES);
  });
});
