// Serves a built site the way the CDN does: gzip, `/x` answers from
// `x/index.html` or `x.html`, no server-side redirects (so the client-side
// redirect pages are what readers actually get), unknown paths get the
// 404 page of their locale with status 404, and every response carries the
// headers the build wrote into `_headers` (src/plugins/security-headers):
// the Content-Security-Policy and the caching of hashed files, exactly as
// Netlify or Cloudflare Pages would send them.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import {headersForPath, parseHeadersFile} from './headers-file.mjs';

const HEADERS_FILE = '_headers';
/**
 * Text files the build writes besides HTML: the Markdown twins of the pages
 * and `llms.txt`. sirv names their type without a charset (so a browser would
 * misread Cyrillic); here they go as UTF-8, as DEPLOYMENT.md asks of the host. A
 * `_headers` rule giving a Content-Type still wins.
 */
const UTF8_TEXT_TYPES = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
/** What Netlify and Cloudflare Pages do with a file no rule gives a Cache-Control. */
const DEFAULT_CACHE_CONTROL = 'no-cache';

/** `/docs` or `docs/` → `/docs/`; the site's base URL as the build uses it (config/env.ts). */
function normalizeBaseUrl(value = '/') {
  const withLeading = value.startsWith('/') ? value : `/${value}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

/**
 * The rules of `_headers`, read again whenever a new build replaces the file.
 * While a build has emptied the folder, the last rules read still apply.
 */
function headerRulesOf(file) {
  let cached = {mtimeMs: -1, rules: []};
  return () => {
    try {
      const {mtimeMs} = fs.statSync(file);
      if (mtimeMs !== cached.mtimeMs) {
        cached = {mtimeMs, rules: parseHeadersFile(fs.readFileSync(file, 'utf8'))};
      }
    } catch (error) {
      if (error?.code !== 'ENOENT') throw error;
    }
    return cached.rules;
  };
}

/**
 * @param {{dir: string, port: number, host?: string, baseUrl?: string, withoutHeadersFile?: boolean, gzipOnly?: boolean}} options
 *   `baseUrl`: the path the site was built for (BASE_URL); the build is served under it.
 *   `withoutHeadersFile`: serve a build that is not ours and has no `_headers` (the
 *   bench's plain Docusaurus baseline), with no headers but the default Cache-Control.
 *   Our builds are always served with theirs: without this option a build lacking
 *   `_headers` is refused.
 *   `gzipOnly`: compress with gzip even for a browser that accepts Brotli (the bench
 *   compares both sites with gzip).
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export function startStaticServer({
  dir,
  port,
  host = '127.0.0.1',
  baseUrl = '/',
  withoutHeadersFile = false,
  gzipOnly = false,
}) {
  const root = path.resolve(dir);
  const base = normalizeBaseUrl(baseUrl);
  const rootNotFoundPage = path.join(root, '404.html');
  if (!fs.existsSync(rootNotFoundPage)) {
    throw new Error(`${root} has no 404.html: run "npm run build" first.`);
  }
  const headersFile = path.join(root, HEADERS_FILE);
  if (withoutHeadersFile) {
    if (fs.existsSync(headersFile)) {
      throw new Error(`${root} has a ${HEADERS_FILE}: serve it with its headers.`);
    }
  } else if (!fs.existsSync(headersFile)) {
    throw new Error(
      `${root} has no ${HEADERS_FILE}: it was built before the site wrote one; run "npm run build" again.`,
    );
  }
  const headerRules = withoutHeadersFile ? () => [] : headerRulesOf(headersFile);
  const compress = compression();
  const serveFile = sirv(root, {
    dev: false,
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      const utf8Type = UTF8_TEXT_TYPES[path.extname(pathname)];
      if (utf8Type && !res.getHeader('content-type')) res.setHeader('Content-Type', utf8Type);
    },
  });

  // Each locale has its own 404 page (`/en/404.html`), as the CDN is set up to serve.
  const notFoundPageFor = (sitePath) => {
    const firstSegment = sitePath.split('/')[1] ?? '';
    const localePage = path.join(root, firstSegment, '404.html');
    return firstSegment && !firstSegment.includes('.') && fs.existsSync(localePage)
      ? localePage
      : rootNotFoundPage;
  };
  const notFound = (sitePath, res) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // Whatever the rules say of the path, a missing file is not to be kept.
    res.setHeader('Cache-Control', 'no-cache');
    fs.createReadStream(notFoundPageFor(sitePath)).pipe(res);
  };

  const server = http.createServer((req, res) => {
    const requestPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    const headers = headersForPath(headerRules(), requestPath);
    for (const [name, value] of headers) res.setHeader(name, value);
    if (!headers.has('cache-control')) res.setHeader('Cache-Control', DEFAULT_CACHE_CONTROL);

    if (gzipOnly) {
      const accepted = req.headers['accept-encoding'] ?? '';
      req.headers['accept-encoding'] = /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
    }
    const inSite = `${requestPath}/`.startsWith(base);
    // The site's path below the base URL, which is where the build has it.
    const sitePath = inSite ? `/${requestPath.slice(base.length)}` : '/';
    compress(req, res, () => {
      // The CDN publishes the build, not the file describing its headers.
      if (!inSite || sitePath === `/${HEADERS_FILE}`) {
        notFound(sitePath, res);
        return;
      }
      const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      req.url = sitePath + query;
      serveFile(req, res, () => notFound(sitePath, res));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://${host}:${actualPort}${base.slice(0, -1)}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
