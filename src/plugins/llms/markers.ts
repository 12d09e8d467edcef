/**
 * Spread on a component's root element that the Markdown twin should not
 * render as text (an interactive demo is only its controls once it is
 * text): the twin says in its place that the page has a demo
 * (`htmlToMarkdown.ts`, `omittedNote`). A module of its own, so components
 * take it without the converter.
 */
export const OMIT_IN_MARKDOWN = {'data-markdown': 'omit'} as const;
