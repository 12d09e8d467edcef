/**
 * For tests: a response body as the hosted provider streams it, JSON chunks
 * each followed by U+241E (what the SDK's `processStream` reads). Shared by
 * the hosted service's unit tests and the hosted chat's browser tests.
 */
export const kapaStream = (...chunks: object[]): string =>
  chunks.map((chunk) => `${JSON.stringify({chunk})}\u241e`).join('');
