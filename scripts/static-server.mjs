// Serves a built site the way a CDN with gzip does: `/x` answers from
// `x/index.html` or `x.html`, there are no server-side redirects (so the
// client-side redirect pages are what readers actually get), unknown paths
// get 404.html with status 404, hashed assets are cached for a year.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';

const HASHED_ASSET = /\/assets\/.+\.[0-9a-f]{8,}\./;

/**
 * @param {{dir: string, port: number, host?: string}} options
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export function startStaticServer({dir, port, host = '127.0.0.1'}) {
  const root = path.resolve(dir);
  const rootNotFoundPage = path.join(root, '404.html');
  if (!fs.existsSync(rootNotFoundPage)) {
    throw new Error(`${root} has no 404.html: run "npm run build" first.`);
  }
  const compress = compression();
  const serveFile = sirv(root, {
    dev: false,
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // Each locale has its own 404 page (`/en/404.html`), as a CDN is set up to serve.
  const notFoundPageFor = (url = '/') => {
    const firstSegment = url.split('/')[1] ?? '';
    const localePage = path.join(root, firstSegment, '404.html');
    return firstSegment && !firstSegment.includes('.') && fs.existsSync(localePage)
      ? localePage
      : rootNotFoundPage;
  };
  const notFound = (req, res) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    fs.createReadStream(notFoundPageFor(req.url)).pipe(res);
  };
  const server = http.createServer((req, res) => {
    compress(req, res, () => serveFile(req, res, () => notFound(req, res)));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://${host}:${actualPort}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
