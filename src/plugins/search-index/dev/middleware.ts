/**
 * Serves the dev server's search index at `<baseUrl>search/` from memory
 * (the background build empties its output directory when it starts again,
 * so files on disk would vanish mid-rebuild). Without an index yet it
 * answers in a way the browser client recognises (`DevIndexStatus`):
 * 503 with `Retry-After` while building, 500 when the build failed.
 */
import type {IncomingMessage, ServerResponse} from 'http';
import type {DevIndexStatus} from '../schema';
import type {IndexState} from './scheduler';

/** The files of one built `search/` directory, by name, and their record count. */
export type DevIndex = {files: ReadonlyMap<string, Buffer>; records: number};

export type NodeMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** Seconds a client may wait before asking again while the first index builds. */
export const BUILDING_RETRY_AFTER = 10;

function sendJson(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  body: string | Buffer,
  headers: Record<string, string>,
): void {
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    ...headers,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** The text of an error for the browser: its message, not its stack. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createDevIndexMiddleware(
  baseUrl: string,
  state: () => IndexState<DevIndex>,
): NodeMiddleware {
  const prefix = `${baseUrl}search/`;
  return (request, response, next) => {
    const pathname = new URL(request.url ?? '/', 'http://dev.invalid').pathname;
    const file = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : null;
    // Only the index's own files: `search/` is also the search page's route.
    if (
      !file ||
      !/^[^/]+\.json$/.test(file) ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      next();
      return;
    }
    const current = state();
    if (current.status === 'ready') {
      const content = current.index.files.get(file);
      if (!content) {
        sendJson(request, response, 404, JSON.stringify({status: 'missing'}), {
          'Cache-Control': 'no-store',
        });
        return;
      }
      // The manifest keeps its name across rebuilds: the browser revalidates.
      sendJson(request, response, 200, content, {'Cache-Control': 'no-cache'});
      return;
    }
    const body: DevIndexStatus =
      current.status === 'building'
        ? {status: 'building'}
        : {status: 'failed', message: errorMessage(current.error)};
    sendJson(request, response, current.status === 'building' ? 503 : 500, JSON.stringify(body), {
      'Cache-Control': 'no-store',
      ...(current.status === 'building' ? {'Retry-After': String(BUILDING_RETRY_AFTER)} : {}),
    });
  };
}
