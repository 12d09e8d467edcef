/**
 * Docusaurus fetches the code of every internal link as soon as the link
 * scrolls into view: on a docs page, the sidebar's links alone pulled about
 * 100 KB of pages the reader had not pointed at. Here a page's code is
 * fetched when the reader shows the intent to open it: the pointer over its
 * link or a touch (Docusaurus' own `preload` on those) and, added here, the
 * keyboard focus on it. Viewport prefetching is switched off by wrapping the
 * `window.docusaurus` object the client entry installs, which `<Link>` calls;
 * core keeps its own checks (slow connections, pages already loaded).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type DocusaurusGlobal = Window['docusaurus'];

/** The same helpers, but a link coming into view no longer fetches anything. */
export function withoutViewportPrefetch(docusaurus: DocusaurusGlobal): DocusaurusGlobal {
  return Object.freeze({...docusaurus, prefetch: () => false as const});
}

/** The route path of a link within this site, or null for another origin or a download. */
export function internalPath(link: HTMLAnchorElement, origin: string): string | null {
  if (link.origin !== origin || link.hasAttribute('download') || link.target === '_blank') {
    return null;
  }
  return link.pathname;
}

if (ExecutionEnvironment.canUseDOM) {
  // Client modules run before the client entry assigns `window.docusaurus`.
  let current: DocusaurusGlobal | undefined = window.docusaurus;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value: DocusaurusGlobal) => {
      current = withoutViewportPrefetch(value);
    },
  });
  document.addEventListener('focusin', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const path =
      link instanceof HTMLAnchorElement ? internalPath(link, window.location.origin) : null;
    if (path !== null && path !== window.location.pathname) {
      current?.preload(path);
    }
  });
}
