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
