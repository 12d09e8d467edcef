/**
 * What went wrong, as the widget tells the reader: spec §8 has one text for
 * 403 (the page's address is not the project's), one for 404 (no such
 * project) and one for everything else. The engines report an HTTP status
 * as a leading `[403]` or `[404]` in the SDK's error message, which stays
 * readable in the console; any other message (the SDK's own, in English) is
 * shown as the default text in the page's language.
 */
export type ChatErrorKind = 'forbidden' | 'notFound' | 'default';

export const chatErrorMessage = (status: 403 | 404 | null, detail: string): string =>
  status ? `[${status}] ${detail}` : detail;

export function chatErrorKind(message: string | null): ChatErrorKind | null {
  if (message === null) return null;
  if (message.startsWith('[403]')) return 'forbidden';
  if (message.startsWith('[404]')) return 'notFound';
  return 'default';
}
