/**
 * The committed cache of rendered diagrams, `static/diagrams/`: per diagram
 * `<key>-light.svg`, `<key>-dark.svg` and `<key>.json` (size and text
 * alternative). The key hashes everything the pictures depend on, so a file
 * never changes once written: the site serves them as immutable, and a build
 * without a browser can trust whatever the cache holds.
 */
import crypto from 'crypto';
import fs from 'fs';
import {createRequire} from 'module';
import path from 'path';
import type {DiagramMeta} from '../../components/Diagram/textAlternative';

/** Where the cache lives, relative to the site; under `static/`, so the build copies it. */
export const CACHE_DIR = 'static/diagrams';
/** The URL path the files are served from, under each locale's base URL. */
export const CACHE_URL_PATH = 'diagrams';

/** Mermaid themes per colour mode of the site, as `@docusaurus/theme-mermaid` used them. */
export const THEMES = {light: 'neutral', dark: 'dark'} as const;
export type Mode = keyof typeof THEMES;
export const MODES = Object.keys(THEMES) as Mode[];

/**
 * Options given to `mermaid.initialize` for every diagram. Text stays SVG text
 * (`htmlLabels: false`): HTML labels are `<foreignObject>`s, which render
 * differently, or not at all, once the SVG is an `<img>`.
 *
 * Sequence diagrams wrap their labels (`wrap`). Unwrapped, mermaid sizes a
 * note over two participants by the distance between them, not by its text,
 * so long notes ran out of their box (white on white in the light theme, as
 * the client-side diagrams did); and one long message spread a diagram to
 * 1,400–1,500 px, shrunk to 8 px text in a 700 px column. Wrapped, they are
 * 660–880 px wide and every label stays inside its shape.
 */
export const MERMAID_CONFIG = {
  startOnLoad: false,
  securityLevel: 'strict',
  deterministicIds: true,
  htmlLabels: false,
  flowchart: {htmlLabels: false},
  sequence: {wrap: true},
} as const;

/**
 * Bumped when what `inPage.js` writes changes (SVG clean-up, JSON shape), so
 * that every diagram is rendered again rather than mixing old and new files.
 */
export const FORMAT = 1;

/** The site this module belongs to: the default when a caller does not say. */
export const SITE_DIR = path.resolve(__dirname, '../../..');

/** The mermaid this code renders with: the version in the keys, the bundle Chromium loads. */
export function mermaidPackage(): {version: string; browserBundle: string} {
  const manifest = createRequire(__filename).resolve('mermaid/package.json');
  const {version} = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string};
  return {version, browserBundle: path.join(path.dirname(manifest), 'dist', 'mermaid.min.js')};
}

/**
 * The source as the hash sees it: line endings and trailing blanks are not
 * part of a diagram, and the remark plugin and the file scanner must agree.
 */
export function normalizeSource(source: string): string {
  return source
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

const KEY_LENGTH = 16;

/** Short sha256 of the source, the mermaid version and the render settings. */
export function diagramKey(source: string, mermaidVersion: string): string {
  const input = JSON.stringify({
    source: normalizeSource(source),
    mermaid: mermaidVersion,
    themes: THEMES,
    config: MERMAID_CONFIG,
    format: FORMAT,
  });
  return crypto.createHash('sha256').update(input).digest('hex').slice(0, KEY_LENGTH);
}

/** The three files of one diagram, by name. */
export function cacheFileNames(key: string): string[] {
  return [...MODES.map((mode) => `${key}-${mode}.svg`), `${key}.json`];
}

const CACHE_FILE = new RegExp(
  `^([0-9a-f]{${KEY_LENGTH}})(?:-(?:${MODES.join('|')})\\.svg|\\.json)$`,
);

/** The key a cache file belongs to, or null for a file the cache does not own. */
export function keyOfCacheFile(name: string): string | null {
  return CACHE_FILE.exec(name)?.[1] ?? null;
}

export function cacheDirOf(siteDir: string): string {
  return path.join(siteDir, CACHE_DIR);
}

export function isCached(cacheDir: string, key: string): boolean {
  return cacheFileNames(key).every((name) => fs.existsSync(path.join(cacheDir, name)));
}

export function readMeta(cacheDir: string, key: string): DiagramMeta {
  return JSON.parse(fs.readFileSync(path.join(cacheDir, `${key}.json`), 'utf8')) as DiagramMeta;
}

/** Files of the cache folder that belong to none of `keys` (edited or deleted diagrams). */
export function orphanFiles(cacheDir: string, keys: Iterable<string>): string[] {
  if (!fs.existsSync(cacheDir)) return [];
  const used = new Set(keys);
  return fs
    .readdirSync(cacheDir)
    .filter((name) => {
      const key = keyOfCacheFile(name);
      return key === null || !used.has(key);
    })
    .sort();
}

/** Written under a temporary name and renamed: a reader never sees half a file. */
function writeAtomically(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}

export type RenderedDiagram = {
  svg: Record<Mode, string>;
  meta: DiagramMeta;
};

/** The JSON last: a diagram counts as cached once all three files exist. */
export function writeCacheEntry(cacheDir: string, key: string, rendered: RenderedDiagram): void {
  fs.mkdirSync(cacheDir, {recursive: true});
  for (const mode of MODES) {
    writeAtomically(path.join(cacheDir, `${key}-${mode}.svg`), `${rendered.svg[mode]}\n`);
  }
  writeAtomically(
    path.join(cacheDir, `${key}.json`),
    `${JSON.stringify(rendered.meta, null, 2)}\n`,
  );
}
