import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {SourceMapGenerator} from 'source-map';
import {describe, expect, it} from 'vitest';
import {
  GENERATED,
  RUNTIME,
  UNMAPPED,
  attributeScripts,
  builtFile,
  bytesByPackage,
  packageOfSource,
} from './attribution';

describe('packageOfSource', () => {
  it('names the npm package of a file under node_modules', () => {
    expect(packageOfSource('node_modules/@docsearch/react/dist/esm/index.js')).toBe(
      '@docsearch/react',
    );
    expect(
      packageOfSource('webpack://site/./node_modules/react-dom/cjs/react-dom.production.js'),
    ).toBe('react-dom');
    expect(
      packageOfSource(
        'webpack://site/./node_modules/.pnpm/@docusaurus+theme-classic@3.10.2_react@19.2.0/node_modules/@docusaurus/theme-classic/lib/theme/Layout/index.js',
      ),
    ).toBe('@docusaurus/theme-classic');
    expect(
      packageOfSource(
        'webpack:///../../node_modules/.pnpm/clsx@2.1.1/node_modules/clsx/dist/clsx.mjs',
      ),
    ).toBe('clsx');
  });

  it('names our source by its folders under src/, other site files by their folder', () => {
    expect(packageOfSource('webpack://site/./src/components/api/ApiMethod.tsx')).toBe(
      'src/components/api',
    );
    expect(packageOfSource('webpack://site/./src/search/engine/index.ts')).toBe(
      'src/search/engine',
    );
    expect(packageOfSource('webpack://site/./src/search/index.ts')).toBe('src/search');
    expect(packageOfSource('/work/site/src/theme/Root/index.tsx', ['/work/site'])).toBe(
      'src/theme/Root',
    );
    expect(packageOfSource('webpack://site/./docs/payments/payment-hold.mdx')).toBe('docs/');
    expect(
      packageOfSource('webpack://site/./bench/baseline/docs/payments/payment-hold.md', [
        '/abs/bench/baseline',
        'bench/baseline',
      ]),
    ).toBe('docs/');
  });

  it('tells generated data, by plugin, and the bundler runtime apart', () => {
    expect(packageOfSource('webpack://site/./.docusaurus/registry.js')).toBe(GENERATED);
    expect(
      packageOfSource('webpack://site/json|/work/site/.docusaurus/ivelta-openapi/default/api.json'),
    ).toBe(`${GENERATED} ivelta-openapi`);
    expect(packageOfSource('webpack://site/webpack/runtime/jsonp_chunk_loading')).toBe(RUNTIME);
  });
});

function mappedScript() {
  // Line 1: "AAAA" from react-dom, "BB" from our src; line 2: "ééé" (6 bytes) from clsx.
  const code = 'AAAABB\néééX';
  const map = new SourceMapGenerator({file: 'main.js'});
  const add = (line: number, column: number, source: string) =>
    map.addMapping({generated: {line, column}, original: {line: 1, column: 0}, source});
  add(1, 0, 'webpack://site/./node_modules/react-dom/index.js');
  add(1, 4, 'webpack://site/./src/theme/Root/index.tsx');
  add(2, 0, 'webpack://site/./node_modules/clsx/dist/clsx.mjs');
  return {code, map: map.toJSON()};
}

describe('bytesByPackage', () => {
  it('counts the bytes from each mapping to the next for its package', async () => {
    const {code, map} = mappedScript();
    const bytes = await bytesByPackage(code, map);
    expect(Object.fromEntries(bytes)).toEqual({
      'react-dom': 4,
      'src/theme/Root': 3, // "BB" and the line break
      clsx: 7, // "ééé" is 6 bytes in UTF-8, then "X"
    });
    expect([...bytes.values()].reduce((a, b) => a + b)).toBe(Buffer.byteLength(code));
  });
});

describe('attributeScripts', () => {
  it('shares each script’s transferred bytes out by package, largest first', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-attribution-'));
    const {code, map} = mappedScript();
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'main.js'), code);
    fs.writeFileSync(path.join(dir, 'assets', 'main.js.map'), JSON.stringify(map));
    fs.writeFileSync(path.join(dir, 'assets', 'plain.js'), 'x()');
    const server = 'http://127.0.0.1:4000';
    const packages = await attributeScripts(
      [
        {url: `${server}/assets/main.js`, transferBytes: 70},
        {url: `${server}/assets/plain.js`, transferBytes: 3},
      ],
      (url) => builtFile(dir, server, url),
      [dir],
    );
    expect(packages.map((item) => [item.name, item.bytes, item.transferBytes])).toEqual(
      [
        ['react-dom', 4, 20],
        ['clsx', 7, 35],
        ['src/theme/Root', 3, 15],
        ['(no source map) /assets/plain.js', 3, 3],
      ].sort((a, b) => Number(b[2]) - Number(a[2])),
    );
    expect(packages.some((item) => item.name === UNMAPPED)).toBe(false);
    fs.rmSync(dir, {recursive: true, force: true});
  });
});
