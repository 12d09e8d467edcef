/**
 * The `local` chat engine: a `KapaApiService` for `@kapaai/react-sdk` that
 * answers in the page itself from the site's search index and the pages'
 * Markdown twins (`answer.ts`), so the SDK keeps the conversation state while
 * no request leaves the site.
 * The answer streams in word groups at about the pace of a hosted model, so
 * the UI's partial state, "stop generating" and sources behave the same.
 */
import type {ComponentProps} from 'react';
import type {KapaProvider} from '@kapaai/react-sdk';
import type {SearchEngine} from '../search/engine';
import {composeAnswer, type AnswerLocale, type TwinLoader} from './answer';
import {chatErrorMessage} from './errors';

export type KapaApiService = NonNullable<ComponentProps<typeof KapaProvider>['apiService']>;
type SubmitQuery = KapaApiService['submitQuery'];

export type LocalServiceOptions = {
  locale: AnswerLocale;
  /** The index of the page's locale, shared with search (loads once). */
  loadEngine: () => Promise<SearchEngine>;
  /**
   * A page's Markdown twin, for the code block of a how-to answer and the
   * header of a quoted table row; without it the answer goes without both.
   */
  loadTwin?: TwinLoader;
  /** Words per streamed chunk, and the pause between chunks (ms). */
  chunkWords?: number;
  chunkDelayMs?: number;
  /** Feedback reactions, kept where the reader's browser keeps them. */
  onFeedback?: (questionAnswerId: string, reaction: 'upvote' | 'downvote') => void;
};

const pause = (ms: number) =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

let sequence = 0;
const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(sequence += 1)}`;

/** Chunks of the text that keep its whitespace, `words` words each. */
function wordChunks(text: string, words: number): string[] {
  const parts = text.match(/\s*\S+/g) ?? [];
  const result: string[] = [];
  for (let index = 0; index < parts.length; index += words) {
    result.push(parts.slice(index, index + words).join(''));
  }
  const trailing = /\s+$/.exec(text)?.[0];
  if (trailing && result.length > 0) result[result.length - 1] += trailing;
  else if (trailing) result.push(trailing);
  return result;
}

/** Lines of a code block per streamed chunk: code arrives as a reader scans it, not word by word. */
const CODE_LINES_PER_CHUNK = 8;

/**
 * Chunks of the text that join back unchanged: prose `words` words each, a
 * fenced code block (a line of three or more backticks to the next line
 * fencing as long) a few lines at a time.
 */
export function chunks(text: string, words: number): string[] {
  const result: string[] = [];
  const fence = /^(`{3,})[^\n`]*\n[\s\S]*?(?:\n\1`*[ \t]*(?=\n|$)|(?![\s\S]))/gm;
  let last = 0;
  for (const match of text.matchAll(fence)) {
    const prose = text.slice(last, match.index);
    result.push(...wordChunks(prose, words));
    const lines = match[0].split(/(?<=\n)/);
    for (let index = 0; index < lines.length; index += CODE_LINES_PER_CHUNK) {
      result.push(lines.slice(index, index + CODE_LINES_PER_CHUNK).join(''));
    }
    last = match.index + match[0].length;
  }
  result.push(...wordChunks(text.slice(last), words));
  return result.filter(Boolean);
}

export class LocalKapaApiService implements KapaApiService {
  private aborted = false;

  constructor(private readonly options: LocalServiceOptions) {}

  submitQuery: SubmitQuery = async (args, callbacks) => {
    this.aborted = false;
    const threadId = args.threadId ?? newId('local-thread');
    callbacks.onStreamStart?.(threadId);
    let engine: SearchEngine;
    try {
      engine = await this.options.loadEngine();
    } catch {
      // The index did not load: the UI shows its configured default error text.
      callbacks.onError?.(chatErrorMessage(null, 'The documentation index could not be loaded.'));
      return;
    }
    const answer = await composeAnswer(engine, args.query, {
      locale: this.options.locale,
      loadTwin: this.options.loadTwin,
    });
    if (this.aborted) return;
    let first = true;
    for (const chunk of chunks(answer.markdown, this.options.chunkWords ?? 3)) {
      if (this.aborted) return;
      if (first) {
        callbacks.onFirstToken?.();
        first = false;
      } else {
        await pause(this.options.chunkDelayMs ?? 30);
        if (this.aborted) return;
      }
      callbacks.onPartialAnswer?.(chunk);
    }
    callbacks.onMetadata?.({is_uncertain: answer.uncertain});
    callbacks.onIdentifiers?.(threadId, newId('local-answer'));
    // Last: the SDK keeps only the sources whose URL the answer shown so far
    // contains, and the answer is all shown once the identifiers have arrived.
    callbacks.onRelevantSources?.(answer.sources);
  };

  addFeedback: KapaApiService['addFeedback'] = async ({questionAnswerId, reaction}) => {
    this.options.onFeedback?.(questionAnswerId, reaction);
  };

  // The local engine takes no files, sends no e-mail and keeps no exit surveys.
  initiateFileUpload: KapaApiService['initiateFileUpload'] = async () => {
    throw new Error('File upload is not available in the local chat engine.');
  };

  validateFile: KapaApiService['validateFile'] = async () => ({
    is_valid: false,
    error_type: null,
  });

  upsertExitFeedback: KapaApiService['upsertExitFeedback'] = async () => undefined;

  submitHandoff: KapaApiService['submitHandoff'] = async () => {
    throw new Error('Handoff to support is not available in the local chat engine.');
  };

  abortCurrent = (): void => {
    this.aborted = true;
  };
}
