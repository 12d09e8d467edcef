import fs from 'fs';
import os from 'os';
import path from 'path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startStaticServer} from './static-server.mjs';

const build = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(build, file)), {recursive: true});
  fs.writeFileSync(path.join(build, file), text);
}

const HEADERS = `# comment
/*
  Content-Security-Policy: default-src 'self'
  X-Content-Type-Options: nosniff

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/en/search/manifest.json
  Cache-Control: no-cache

/openapi.yaml
  Content-Type: application/yaml; charset=utf-8
`;

let server: {url: string; close: () => Promise<void>};
beforeAll(async () => {
  write('404.html', '<h1>Страница не найдена</h1>');
  write('en/404.html', '<h1>Page Not Found</h1>');
  write('index.html', '<h1>Главная</h1>');
  write('payouts/intro/index.html', '<h1>Выплаты</h1>');
  write('assets/js/main.1a2b3c4d.js', 'main()');
  write('en/search/manifest.json', '{}');
  write('payouts/intro.md', '# Выплаты\n');
  write('llms.txt', '# Ивелта API\n');
  write('openapi.yaml', 'openapi: 3.1.0\n');
  write('_headers', HEADERS);
  server = await startStaticServer({dir: build, port: 0});
});
afterAll(async () => {
  await server.close();
  fs.rmSync(build, {recursive: true, force: true});
});

const get = (pathname: string) => fetch(`${server.url}${pathname}`);

describe('the static server', () => {
  it('sends the headers of _headers with a page, and revalidates what no rule caches', async () => {
    const response = await get('/payouts/intro');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('caches what the rules say to cache', async () => {
    const asset = await get('/assets/js/main.1a2b3c4d.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect((await get('/en/search/manifest.json')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers an unknown English path with the English 404 page, at any depth', async () => {
    for (const pathname of ['/en/no-such-page', '/en/a/b']) {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Page Not Found');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    }
  });

  it('answers any other unknown path with the root 404 page, never cached', async () => {
    for (const pathname of ['/no-such-page', '/assets/js/gone.0000000.js', '/english/x']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text()).toContain('Страница не найдена');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('sends the Markdown twins and llms.txt as UTF-8 text, next to the page of the same name', async () => {
    const twin = await get('/payouts/intro.md');
    expect(twin.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await twin.text()).toBe('# Выплаты\n');
    expect((await get('/payouts/intro')).headers.get('content-type')).toMatch(/^text\/html/);
    expect((await get('/llms.txt')).headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('lets a _headers rule set the content type', async () => {
    const spec = await get('/openapi.yaml');
    expect(spec.headers.get('content-type')).toBe('application/yaml; charset=utf-8');
  });

  it('does not publish _headers itself', async () => {
    expect((await get('/_headers')).status).toBe(404);
  });

  it('keeps the last headers while a new build has emptied the folder', async () => {
    fs.rmSync(path.join(build, '_headers'));
    expect((await get('/')).headers.get('content-security-policy')).toBe("default-src 'self'");
    write('_headers', HEADERS);
  });

  it('picks up the _headers of a new build without a restart', async () => {
    write('_headers', HEADERS.replace("default-src 'self'", "default-src 'none'"));
    // Let the file's modification time move on.
    fs.utimesSync(path.join(build, '_headers'), new Date(), new Date(Date.now() + 2000));
    expect((await get('/')).headers.get('content-security-policy')).toBe("default-src 'none'");
    write('_headers', HEADERS);
  });
});

describe('the static server under a base URL', () => {
  let docs: {url: string; close: () => Promise<void>};
  beforeAll(async () => {
    docs = await startStaticServer({dir: build, port: 0, baseUrl: '/docs'});
  });
  afterAll(() => docs.close());

  it('serves the build under the base URL and nothing outside it', async () => {
    expect(docs.url).toMatch(/\/docs$/);
    const page = await fetch(`${docs.url}/payouts/intro`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Выплаты');
    const englishMissing = await fetch(`${docs.url}/en/missing`);
    expect(englishMissing.status).toBe(404);
    expect(await englishMissing.text()).toContain('Page Not Found');
    const outside = await fetch(`${docs.url.replace(/\/docs$/, '')}/payouts/intro`);
    expect(outside.status).toBe(404);
  });
});

describe('a build without _headers', () => {
  it('is refused, so that nothing is ever served without its policy', () => {
    const old = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-old-'));
    fs.writeFileSync(path.join(old, '404.html'), 'x');
    expect(() => startStaticServer({dir: old, port: 0})).toThrow(/_headers/);
    fs.rmSync(old, {recursive: true, force: true});
  });

  it('is served, compressed, only when asked for (the bench baseline), and ours is not', async () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-plain-'));
    fs.writeFileSync(path.join(plain, '404.html'), 'x');
    fs.writeFileSync(path.join(plain, 'index.html'), `<h1>${'Главная '.repeat(200)}</h1>`);
    const baseline = await startStaticServer({
      dir: plain,
      port: 0,
      withoutHeadersFile: true,
      gzipOnly: true,
    });
    const page = await fetch(`${baseline.url}/`, {headers: {'Accept-Encoding': 'gzip, br, zstd'}});
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('content-security-policy')).toBeNull();
    expect(page.headers.get('cache-control')).toBe('no-cache');
    await baseline.close();
    fs.rmSync(plain, {recursive: true, force: true});
    expect(() => startStaticServer({dir: build, port: 0, withoutHeadersFile: true})).toThrow(
      /has a _headers/,
    );
  });
});
