/**
 * `@docusaurus/plugin-client-redirects` with one change: every redirect page
 * carries the same inline script instead of one naming its own target.
 *
 * Why: the site is served under a Content-Security-Policy without
 * 'unsafe-inline' (`src/plugins/security-headers`), so each inline script
 * needs its hash in the policy. Upstream writes one script per target, and
 * `fromExtensions: ['html']` makes a redirect page for every route: that is
 * hundreds of hashes, a header far over what CDNs accept (Cloudflare Pages
 * takes 2,000 characters a line). The shared script reads the target from
 * the page's own `<link rel="canonical">` and forwards the query and
 * fragment exactly when upstream does (when the target has neither).
 *
 * The postBuild mirrors upstream's (3.10.2, pinned in package.json) with its
 * own building blocks; `redirects.spec.ts` and `csp.spec.ts` prove the pages
 * still land, under the policy.
 */
import {addLeadingSlash, removePrefix} from '@docusaurus/utils-common';
import type {LoadContext, Plugin} from '@docusaurus/types';
import clientRedirectsPlugin, {type PluginOptions} from '@docusaurus/plugin-client-redirects';
import collectRedirects from '@docusaurus/plugin-client-redirects/lib/collectRedirects';
import writeRedirectFiles, {
  toRedirectFiles,
} from '@docusaurus/plugin-client-redirects/lib/writeRedirectFiles';

export {validateOptions} from '@docusaurus/plugin-client-redirects';

/**
 * The one script of every redirect page. Upstream forwards `?query#hash`
 * unless the target has a query or a fragment of its own; so does this.
 */
export const REDIRECT_PAGE_SCRIPT =
  '(function(){var l=document.querySelector(\'link[rel="canonical"]\');if(!l)return;' +
  'var t=new URL(l.getAttribute("href"),window.location.href);' +
  'if(!t.search&&!t.hash){t.search=window.location.search;t.hash=window.location.hash}' +
  'window.location.href=t.href})();';

const UPSTREAM_SCRIPT = /<script>\s*window\.location\.href = '[^']*'[^<]*<\/script>/g;

/** A redirect page of upstream's template, with the shared script in place of its own. */
export function withSharedScript(page: string): string {
  const scripts = page.match(UPSTREAM_SCRIPT) ?? [];
  if (scripts.length !== 1) {
    // A new upstream template: fail the build rather than ship pages the policy blocks.
    throw new Error(
      `redirect-pages: expected one redirect script in the page of plugin-client-redirects, found ${scripts.length}. Has its template changed?\n${page}`,
    );
  }
  return page.replace(UPSTREAM_SCRIPT, `<script>${REDIRECT_PAGE_SCRIPT}</script>`);
}

export default function redirectPagesPlugin(
  context: LoadContext,
  options: PluginOptions,
): Plugin<void> | null {
  const upstream = clientRedirectsPlugin(context, options);
  if (!upstream) {
    return null;
  }
  const {trailingSlash} = context.siteConfig;
  return {
    ...upstream,
    name: 'ivelta-redirect-pages',
    async postBuild(props) {
      const pluginContext = {
        relativeRoutesPaths: props.routesPaths.map((routePath) =>
          addLeadingSlash(removePrefix(routePath, props.baseUrl)),
        ),
        baseUrl: props.baseUrl,
        outDir: props.outDir,
        options,
        siteConfig: props.siteConfig,
      };
      const redirects = collectRedirects(pluginContext, trailingSlash);
      const files = toRedirectFiles(redirects, pluginContext, trailingSlash).map((file) => ({
        ...file,
        fileContent: withSharedScript(file.fileContent),
      }));
      await writeRedirectFiles(files);
    },
  };
}
