/**
 * The `kapa` chat engine: the SDK's own service for the hosted provider, with
 * one change. The SDK turns every refused request into one English sentence,
 * but spec §8 has its own texts for 403 (the page's address is not the
 * project's) and 404 (no such project), so this service sends the question
 * itself and reports the status (`errors.ts`); it also hands the sources
 * over once the answer is complete. Stream parsing, feedback and the rest
 * are the SDK's.
 */
import {DefaultKapaApiService, processStream, type StreamSource} from '@kapaai/react-sdk';
import type {KapaApiService} from './localApiService';
import {chatErrorMessage} from './errors';
import {KAPA_PROXY_URL} from './hosts';

type SubmitQuery = KapaApiService['submitQuery'];

/** The reader stopped the answer: nothing to report. */
const isAbort = (error: unknown) => (error as Error | null)?.name === 'AbortError';

export class HostedKapaApiService extends DefaultKapaApiService {
  private questionController = new AbortController();

  constructor(private readonly proxyUrl: string = KAPA_PROXY_URL) {
    super(processStream, proxyUrl);
  }

  override submitQuery: SubmitQuery = async (args, callbacks) => {
    const onError = (status: 403 | 404 | null, detail: string) =>
      callbacks.onError?.(chatErrorMessage(status, detail));
    const path = args.threadId
      ? `/proxy/query/v2/thread/${encodeURIComponent(args.threadId)}/chat/stream/`
      : '/proxy/query/v2/chat/stream/';
    let response: Response;
    try {
      response = await fetch(`${this.proxyUrl}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [args.captcha.key]: args.captcha.token,
          'X-WEBSITE-ID': args.integrationId,
        },
        body: JSON.stringify({
          query: args.query,
          mode: args.mode ?? 'default',
          ...(args.customizationId ? {customization_id: args.customizationId} : {}),
          user: {...args.userIdentifiers, metadata: args.userMetadata},
          metadata: {origin_url: args.originUrl},
          ...(args.threadId ? {thread_id: args.threadId} : {}),
        }),
        signal: this.questionController.signal,
      });
    } catch (error) {
      if (isAbort(error)) return;
      onError(null, 'Network error while fetching the answer.');
      return;
    }
    if (response.ok && response.body) {
      // The SDK keeps only the sources whose URL the answer shown so far
      // contains, and it shows the text gradually until the identifiers end
      // the stream: sources that arrive mid-stream are handed over after them.
      let sources: StreamSource[] | null = null;
      const deliverSources = () => {
        if (sources) callbacks.onRelevantSources?.(sources);
        sources = null;
      };
      try {
        await processStream(response, {
          onFirstToken: callbacks.onFirstToken ?? (() => {}),
          onPartialAnswer: callbacks.onPartialAnswer ?? (() => {}),
          onRelevantSources: (found) => {
            sources = found;
          },
          onMetadata: callbacks.onMetadata ?? (() => {}),
          onIdentifiers: (threadId, questionAnswerId) => {
            callbacks.onIdentifiers?.(threadId, questionAnswerId);
            deliverSources();
          },
          onStreamStart: callbacks.onStreamStart,
          onAgentActivityUpdate: callbacks.onAgentActivityUpdate,
          onError: (message) => onError(null, message),
        });
      } catch (error) {
        if (!isAbort(error)) {
          onError(null, 'The answer stream broke off.');
        }
        return;
      }
      deliverSources();
      return;
    }
    const body = await response.text().catch(() => '');
    // A failed captcha is also a 403, but asking again is the cure: the default text.
    if (response.status === 403 && !/captcha/i.test(body)) {
      onError(403, 'The request URL does not match the one defined for this project.');
    } else if (response.status === 404) {
      onError(404, 'The project ID was not found.');
    } else {
      onError(null, `The chat service answered HTTP ${response.status}.`);
    }
  };

  override abortCurrent = (): void => {
    this.questionController.abort();
    this.questionController = new AbortController();
    super.abortCurrent();
  };
}
