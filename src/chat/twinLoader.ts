/**
 * The browser's twin loader for the local chat engine: a page's Markdown twin
 * (`<page>.md`, written by `src/plugins/llms` in a production build) fetched
 * from this site, whatever host the index's URLs name, once per page. The
 * dev server has no twins (it answers with the app's HTML): that, an error
 * status or a failed request is "no twin", and the answer goes without.
 */
import {twinPath} from '../plugins/llms/twinPath';
import type {TwinLoader} from './answer';

export function siteTwinLoader(fetchTwin: typeof globalThis.fetch = globalThis.fetch): TwinLoader {
  const loaded = new Map<string, Promise<string | null>>();
  return (pageUrl) => {
    let path: string;
    try {
      path = twinPath(new URL(pageUrl).pathname);
    } catch {
      return Promise.resolve(null);
    }
    let twin = loaded.get(path);
    if (!twin) {
      twin = fetchTwin(path, {credentials: 'same-origin'}).then(async (response) => {
        const type = response.headers.get('content-type') ?? '';
        if (!response.ok || /html/i.test(type)) return null;
        const text = await response.text();
        return text.trimStart().startsWith('<') ? null : text;
      });
      // A failed request is tried again by the next answer.
      twin.catch(() => loaded.delete(path));
      loaded.set(path, twin);
    }
    return twin;
  };
}
