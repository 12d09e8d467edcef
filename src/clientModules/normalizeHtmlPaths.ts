/**
 * Spec §2: paths ending in `index.html` are normalised to the bare path.
 * `/x/index.html` is served the page of `/x`; rewriting the address before
 * React hydrates lets the router see the path the page was rendered for, so
 * hydration matches and links, the active sidebar item and analytics all use
 * the canonical URL. (`/x.html` never gets here: plugin-client-redirects
 * answers it with a redirect page.)
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';

/** `/a/index.html` → `/a`; the base URL itself keeps its slash (`/en/index.html` → `/en/`). */
export function canonicalPath(pathname: string, baseUrl: string): string {
  if (!pathname.endsWith('/index.html')) {
    return pathname;
  }
  const directory = pathname.slice(0, -'index.html'.length);
  return directory === baseUrl ? directory : directory.slice(0, -1);
}

if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const canonical = canonicalPath(pathname, siteConfig.baseUrl);
  if (canonical !== pathname) {
    window.history.replaceState(window.history.state, '', canonical + search + hash);
  }
}
