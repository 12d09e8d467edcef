/**
 * Spread on a component's root element that the Markdown twin should not
 * render as text (an interactive demo is only its controls once it is
 * text): the twin says in its place that the page has a demo
 * (`htmlToMarkdown.ts`, `omittedNote`). A module of its own, so components
 * take it without the converter.
 */
export const OMIT_IN_MARKDOWN = {'data-markdown': 'omit'} as const;

/**
 * Put by the "Try it" button (`src/components/console/TryIt.tsx`) on its root:
 * the request line (`POST /v1/session/create`) of the JSON body just above it,
 * which the rendered code block does not show. The twin writes it in that
 * block's info string (`request="POST /v1/session/create"`), so a reader of the
 * Markdown knows where the body is sent.
 */
export const REQUEST_LINE_ATTRIBUTE = 'data-request-line';

/** What a guide's sample is besides a request: a method's response or error response, or a webhook's payload. */
export type SampleKind = 'response' | 'error' | 'webhook';

/**
 * Put by the code block (`src/theme/CodeBlock`) on an element around a sample
 * its meta marks (```` ```json api-response="token/info" ````, `api-error`,
 * `api-webhook`: the marks the OpenAPI tests check samples by), which the
 * rendered block does not show: `data-sample="response token/info"`. The twin
 * writes it in that block's info string (`response="token/info"`), so a reader
 * of the Markdown knows which call's response, or which event, the block is.
 */
export const SAMPLE_ATTRIBUTE = 'data-sample';

const SAMPLE_MARK = /(?:^|\s)api-(response|error|webhook)="([^"\s]+)"/;

/** The sample a code block's meta marks, as `SAMPLE_ATTRIBUTE` writes it; null when none. */
export function sampleMark(meta: string | undefined): string | null {
  const found = SAMPLE_MARK.exec(meta ?? '');
  return found ? `${found[1]} ${found[2]}` : null;
}

/** A `SAMPLE_ATTRIBUTE` value read back; null when it is not one. */
export function parseSampleMark(value: string): {kind: SampleKind; name: string} | null {
  const found = /^(response|error|webhook) (\S+)$/.exec(value);
  return found ? {kind: found[1] as SampleKind, name: found[2] as string} : null;
}
