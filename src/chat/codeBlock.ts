/**
 * The request or payload block a how-to answer shows: chosen among the code
 * blocks of the quoted sections in the pages' Markdown twins, and written as
 * a fenced block that nothing in it can break out of.
 */
import type {SampleKind} from '../plugins/llms/markers';
import type {TwinCodeBlock} from './twin';

export const CODE_MAX_LINES = 40;

/** Words of a block's title or label that say what it is. */
const REQUEST_TITLE = /^(запрос|request|http-запрос|http request|тело запроса|request body)$/i;
const PAYLOAD_TITLE = /^(уведомление|webhook)$/i;
const RESPONSE_TITLE = /^(ответ|response)$/i;
const ERROR_TITLE = /(ошибк|error)/i;
/** Languages of a sample a reader can send or read as it is. */
const DATA_LANGS = new Set(['json', 'http', 'text']);
const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'curl']);
const MARKUP_LANGS = new Set(['html', 'jsx', 'tsx', 'vue']);
const REPORT_LANGS = new Set(['csv']);

/**
 * Names in a text that a code block can hold: API methods (`session/create`),
 * snake_case fields, events and codes (`payout_finished`), `tok_…` prefixes.
 * Not the pieces of an address (`example/widget/v1/widget` of a script's URL),
 * which name nothing.
 */
export function identifiers(text: string): string[] {
  const withoutAddresses = text.replace(
    /\b(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)+\/\S*/g,
    ' ',
  );
  const found = withoutAddresses.match(/[a-z][a-z0-9]*(?:[/_][a-z0-9]+)+/g) ?? [];
  return [...new Set(found)];
}

/**
 * Whether a text holds a name as a whole: `selfemployed/receipt` is not in
 * `selfemployed/receipt/cancel`, nor `token` in `token_id`; a method is in its
 * address (`/v1/session/refund`).
 */
export function holdsName(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![A-Za-z0-9_])${escaped}(?![A-Za-z0-9_]|/[A-Za-z0-9])`).test(text);
}

export type BlockWishes = {
  /** Names the question gives: a block holding them is what it asks for. */
  questionNames: string[];
  /** Names the quoted passages give. */
  passageNames: string[];
  /** The question asks what comes back (a response), rather than what to send. */
  wantsResponse: boolean;
  /** The question asks what an error looks like, rather than how to succeed. */
  wantsError?: boolean;
  /** The question is about a report: its CSV rows are the answer. */
  wantsReport?: boolean;
  /** The question is about webhooks. */
  wantsWebhook: boolean;
  /** The question is about putting a widget or form on a page: its HTML is the answer. */
  wantsMarkup?: boolean;
};

/** An HTTP request written out: its first line is the method and the address. */
const HTTP_REQUEST_LINE = /^(GET|POST|PUT|PATCH|DELETE) \S/;

/**
 * What a block is: a request (a body with its request line, a request written
 * out, or titled so), a response, an error or a webhook's payload (as the twin
 * marks the sample, or else as its title says); null for anything else.
 */
export function blockKind(block: TwinCodeBlock): 'request' | SampleKind | null {
  const title = (block.title ?? '').trim();
  if (
    block.request ||
    REQUEST_TITLE.test(title) ||
    HTTP_REQUEST_LINE.test(block.code.trimStart())
  ) {
    return 'request';
  }
  if (block.sample) return block.sample.kind;
  if (PAYLOAD_TITLE.test(title)) return 'webhook';
  if (RESPONSE_TITLE.test(title)) return 'response';
  if (ERROR_TITLE.test(title)) return 'error';
  return null;
}

/**
 * The sample a block is, when the twin says: a call's response or error, an
 * event's payload (`webhook payout_finished`). Two blocks of one sample are one
 * example twice, even with other values; two request bodies of one call are not
 * (a first payment and a repeat one are both `session/init/payment`).
 */
export function sampleOf(block: TwinCodeBlock): string | null {
  return block.sample ? `${block.sample.kind} ${block.sample.name}` : null;
}

/**
 * The text a block names things in: a request body names its method in its
 * request line, a cURL sample in its address, a block its file in its title.
 */
export const blockText = (block: TwinCodeBlock): string =>
  `${block.request ?? ''}\n${block.code}\n${(block.title ?? '').trim()}`;

/** How well a block answers a how-to question; 0 or less: not at all. */
export function scoreBlock(block: TwinCodeBlock, wishes: BlockWishes): number {
  if (block.code.trim().length === 0) return 0;
  const lang = block.lang;
  const text = blockText(block);
  let score = 0;
  // A response or a payload is of the call or event its sample names, which its body does not
  // hold: "what does session/refund return" names the response too.
  const named = block.sample ? `${text}\n${block.sample.name}` : text;
  // What the question names first, then the methods the quoted passages name (the call
  // they are about), then the other names they give (fields, events).
  for (const name of wishes.questionNames) if (holdsName(named, name)) score += 6;
  const held = wishes.passageNames.filter((name) => holdsName(named, name));
  score += 3 * Math.min(2, held.filter((name) => name.includes('/')).length);
  score += Math.min(2, held.filter((name) => !name.includes('/')).length);
  const kind = blockKind(block);
  if (kind === 'request') score += wishes.wantsResponse ? 1 : 3;
  else if (kind === 'webhook') score += wishes.wantsWebhook ? 5 : 1;
  else if (kind === 'response') score += wishes.wantsResponse ? 4 : 1;
  // An error response answers "what went wrong": what a question about an error asks, as a
  // question about a webhook asks for its payload.
  else if (kind === 'error') score += wishes.wantsError ? 5 : -2;
  // A cURL sample is the whole request: the method's address, the headers and the body
  // (a question about webhooks asks what arrives, not what to send).
  else if (SHELL_LANGS.has(lang)) score += wishes.wantsWebhook ? 1 : 3;
  else if (DATA_LANGS.has(lang)) score += 1;
  // A page's HTML answers how to put a widget on it, a report's CSV what the report holds.
  else if (MARKUP_LANGS.has(lang) && wishes.wantsMarkup) score += 3;
  else if (REPORT_LANGS.has(lang) && wishes.wantsReport) score += 5;
  // Other languages (a widget's HTML or a report's CSV otherwise) count by the names they hold.
  if (
    !DATA_LANGS.has(lang) &&
    !SHELL_LANGS.has(lang) &&
    !(MARKUP_LANGS.has(lang) && wishes.wantsMarkup) &&
    !(REPORT_LANGS.has(lang) && wishes.wantsReport)
  ) {
    score -= 1.5;
  }
  return score;
}

/**
 * A block as the answer shows it: a JSON body whose request line the twin
 * gives becomes the whole request a reader knows from HTTP (`POST /v1/…`, a
 * blank line, the body); a read (GET) has no body to show that way, and other
 * blocks are shown as they are.
 */
export function shownBlock(block: TwinCodeBlock): {code: string; lang: string} {
  if (block.request?.startsWith('POST ') && block.lang === 'json') {
    return {code: `${block.request}\n\n${block.code}`, lang: 'http'};
  }
  return {code: block.code, lang: block.lang};
}

/** The info string a fence may carry: a plain language name, or none. */
export const safeLanguage = (lang: string): string => (/^[a-z0-9-]{1,20}$/.test(lang) ? lang : '');

/**
 * A fenced block of the code: a fence longer than any run of backticks in it,
 * no control characters, at most `maxLines` lines. `cut` says whether lines
 * were left out.
 */
export function fencedBlock(
  code: string,
  lang: string,
  maxLines = CODE_MAX_LINES,
): {markdown: string; cut: boolean} {
  const lines = code
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u2028\u2029]/g, '')
    .replace(/\n+$/, '')
    .split('\n');
  const cut = lines.length > maxLines;
  const body = (cut ? lines.slice(0, maxLines) : lines).join('\n');
  const longestRun = Math.max(0, ...(body.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  return {markdown: `${fence}${safeLanguage(lang)}\n${body}\n${fence}`, cut};
}
