/**
 * Sizes of the files for machines (`src/plugins/llms`) in a build: each
 * locale's Markdown twins next to the HTML of the same pages (what a tool
 * reads without them), `llms.txt`, `llms-full.txt` and the OpenAPI file.
 */
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {
  LLMS_FILE,
  LLMS_FULL_FILE,
  OPENAPI_JSON_FILE,
  OPENAPI_YAML_FILE,
} from '../../src/plugins/llms/files';
import {TWIN_EXTENSION} from '../../src/plugins/llms/twinPath';
import {table} from './report';

type Size = {raw: number; gzip: number};

export type LocaleMachineFiles = {
  locale: string;
  twins: number;
  twinsSize: Size;
  /** The HTML of the pages that have twins. */
  pagesSize: Size;
  largestTwin: {file: string; raw: number};
  llmsTxt: Size;
  llmsFullTxt: Size;
};

export type MachineFiles = {locales: LocaleMachineFiles[]; openapiYaml: Size; openapiJson: Size};

function sizeOf(file: string): Size {
  const bytes = fs.readFileSync(file);
  return {raw: bytes.length, gzip: gzipSync(bytes).length};
}

const add = (a: Size, b: Size): Size => ({raw: a.raw + b.raw, gzip: a.gzip + b.gzip});

/** Twin files of a locale's folder, without descending into other locales' folders. */
function twinFiles(dir: string, skip: Set<string>, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), {withFileTypes: true}).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) return skip.has(relative) ? [] : twinFiles(dir, skip, relative);
    return entry.name.endsWith(TWIN_EXTENSION) ? [relative] : [];
  });
}

/** The page a twin is made from: `a/b.md` → `a/b/index.html`, `index.md` → `index.html`. */
function pageOfTwin(twin: string): string {
  const base = twin.slice(0, -TWIN_EXTENSION.length);
  return path.basename(base) === 'index' ? `${base}.html` : path.join(base, 'index.html');
}

/**
 * `locales`: each locale and its folder in the build (`''` for the default
 * locale at the root, `'en'`); the other locales' folders are skipped.
 */
export function machineFiles(
  buildDir: string,
  locales: {locale: string; dir: string}[],
): MachineFiles {
  const otherDirs = new Set(locales.map(({dir}) => dir).filter(Boolean));
  const zero: Size = {raw: 0, gzip: 0};
  return {
    locales: locales.map(({locale, dir}) => {
      const root = path.join(buildDir, dir);
      const twins = twinFiles(root, dir ? new Set() : otherDirs);
      let twinsSize = zero;
      let pagesSize = zero;
      let largestTwin = {file: '', raw: 0};
      for (const twin of twins) {
        const size = sizeOf(path.join(root, twin));
        twinsSize = add(twinsSize, size);
        pagesSize = add(pagesSize, sizeOf(path.join(root, pageOfTwin(twin))));
        if (size.raw > largestTwin.raw) largestTwin = {file: path.join(dir, twin), raw: size.raw};
      }
      return {
        locale,
        twins: twins.length,
        twinsSize,
        pagesSize,
        largestTwin,
        llmsTxt: sizeOf(path.join(root, LLMS_FILE)),
        llmsFullTxt: sizeOf(path.join(root, LLMS_FULL_FILE)),
      };
    }),
    openapiYaml: sizeOf(path.join(buildDir, OPENAPI_YAML_FILE)),
    openapiJson: sizeOf(path.join(buildDir, OPENAPI_JSON_FILE)),
  };
}

const kib = ({raw, gzip}: Size) => `${(raw / 1024).toFixed(0)} / ${(gzip / 1024).toFixed(0)}`;

export function formatMachineFiles(files: MachineFiles): string {
  const rows = files.locales.flatMap((item) => [
    [`${item.locale}: ${item.twins} Markdown twins`, kib(item.twinsSize)],
    [`${item.locale}: the same pages' HTML`, kib(item.pagesSize)],
    [
      `${item.locale}: largest twin (${item.largestTwin.file})`,
      `${(item.largestTwin.raw / 1024).toFixed(0)} / —`,
    ],
    [`${item.locale}: ${LLMS_FILE}`, kib(item.llmsTxt)],
    [`${item.locale}: ${LLMS_FULL_FILE}`, kib(item.llmsFullTxt)],
  ]);
  return [
    'Files for machines (src/plugins/llms): KiB raw / gzip',
    table([
      ['file', 'KiB'],
      ...rows,
      [OPENAPI_YAML_FILE, kib(files.openapiYaml)],
      [OPENAPI_JSON_FILE, kib(files.openapiJson)],
    ]),
  ].join('\n');
}
