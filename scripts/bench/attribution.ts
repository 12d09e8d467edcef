/**
 * Which npm package (or part of our source) the bytes of a built script come
 * from, read from the hidden source maps the bench builds write (`*.js.map`
 * beside each script, BENCH_SOURCE_MAPS). Each stretch of generated code
 * between two mappings counts for the source of the first, as
 * source-map-explorer does; a script's transferred bytes are shared out in
 * proportion to its uncompressed bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import {SourceMapConsumer, type RawSourceMap} from 'source-map';

export const GENERATED = '(docusaurus generated)';
export const RUNTIME = '(bundler runtime)';
export const UNMAPPED = '(unmapped)';

/**
 * The package a source of a source map belongs to: the npm package for
 * anything under `node_modules` (pnpm's `.pnpm/x@1/node_modules/x` included),
 * `src/<dir>/<dir>` for our code, `(docusaurus generated) <plugin>` for the
 * data Docusaurus writes into `.docusaurus/`, and the first folder (`docs/`,
 * `config/`…) for the site's other files. `roots`: the site's folder, as an
 * absolute path or relative to the bundler's context, stripped from paths.
 */
export function packageOfSource(source: string, roots: readonly string[] = []): string {
  let file = source
    .replace(/\\/g, '/')
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/[?#].*$/, '');
  // Loader prefixes such as `json|/abs/path`.
  file = file.slice(file.lastIndexOf('|') + 1);
  const inModules = file.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [scope = '', name = ''] = file.slice(inModules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const generated = file.indexOf('.docusaurus/');
  if (generated >= 0) {
    const parts = file.slice(generated + '.docusaurus/'.length).split('/');
    return parts.length > 1 ? `${GENERATED} ${parts[0]}` : GENERATED;
  }
  if (/^(webpack|rspack)\/runtime\//.test(file) || file.startsWith('(webpack)')) return RUNTIME;
  file = file.replace(/^(\.\.?\/)+/, '');
  for (const root of roots) {
    const prefix = `${root.replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/$/, '')}/`;
    if (file.startsWith(prefix)) {
      file = file.slice(prefix.length);
      break;
    }
  }
  file = file.replace(/^\/+/, '');
  const parts = file.split('/');
  if (parts[0] === 'src') {
    const folders = parts.slice(1, -1).slice(0, 2);
    return ['src', ...folders].join('/');
  }
  return parts.length > 1 ? `${parts[0]}/` : file;
}

/** Uncompressed bytes of a script by package, from its source map. */
export async function bytesByPackage(
  code: string,
  map: RawSourceMap,
  roots: readonly string[] = [],
): Promise<Map<string, number>> {
  const lines = code.split('\n');
  // Per generated line, the columns where a mapping starts and the package it is from.
  const starts = lines.map(() => [] as {column: number; name: string}[]);
  const consumer = await new SourceMapConsumer(map);
  try {
    consumer.eachMapping((mapping) => {
      starts[mapping.generatedLine - 1]?.push({
        column: mapping.generatedColumn,
        name: mapping.source ? packageOfSource(mapping.source, roots) : UNMAPPED,
      });
    });
  } finally {
    consumer.destroy();
  }
  const bytes = new Map<string, number>();
  const add = (name: string, text: string) => {
    const size = Buffer.byteLength(text);
    if (size > 0) bytes.set(name, (bytes.get(name) ?? 0) + size);
  };
  lines.forEach((line, index) => {
    const mappings = (starts[index] ?? []).sort((a, b) => a.column - b.column);
    add(UNMAPPED, line.slice(0, mappings[0]?.column ?? line.length));
    mappings.forEach((mapping, i) => {
      add(mapping.name, line.slice(mapping.column, mappings[i + 1]?.column ?? line.length));
    });
    // The line break belongs to what precedes it.
    if (index < lines.length - 1) add(mappings.at(-1)?.name ?? UNMAPPED, '\n');
  });
  return bytes;
}

export type ScriptBytes = {url: string; transferBytes: number};

export type PackageBytes = {name: string; bytes: number; transferBytes: number};

/**
 * The startup scripts of a page by package, largest first: uncompressed bytes
 * from the source maps of the built files, transferred bytes in proportion.
 * `fileOf` finds the built file of a script URL (null: not from this build).
 */
export async function attributeScripts(
  scripts: readonly ScriptBytes[],
  fileOf: (url: string) => string | null,
  roots: readonly string[],
): Promise<PackageBytes[]> {
  const totals = new Map<string, PackageBytes>();
  const add = (name: string, bytes: number, transferBytes: number) => {
    const total = totals.get(name) ?? {name, bytes: 0, transferBytes: 0};
    total.bytes += bytes;
    total.transferBytes += transferBytes;
    totals.set(name, total);
  };
  for (const script of scripts) {
    const file = fileOf(script.url);
    const mapFile = file && `${file}.map`;
    if (!file || !fs.existsSync(file) || !mapFile || !fs.existsSync(mapFile)) {
      const name = `(no source map) ${new URL(script.url).pathname}`;
      add(name, file && fs.existsSync(file) ? fs.statSync(file).size : 0, script.transferBytes);
      continue;
    }
    const code = fs.readFileSync(file, 'utf8');
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as RawSourceMap;
    const byPackage = await bytesByPackage(code, map, roots);
    const total = [...byPackage.values()].reduce((sum, bytes) => sum + bytes, 0);
    for (const [name, bytes] of byPackage) {
      add(name, bytes, total > 0 ? (script.transferBytes * bytes) / total : 0);
    }
  }
  return [...totals.values()].sort((a, b) => b.transferBytes - a.transferBytes);
}

/** The built file a script URL of a served build stands for. */
export function builtFile(buildDir: string, serverUrl: string, url: string): string | null {
  if (!url.startsWith(serverUrl)) return null;
  const pathname = decodeURIComponent(new URL(url).pathname);
  return path.join(buildDir, pathname);
}
