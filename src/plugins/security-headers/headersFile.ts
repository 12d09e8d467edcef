/**
 * The `_headers` file: the response headers of the deployment, in the format
 * Netlify and Cloudflare Pages read from the root of what they publish, and
 * `npm run serve` sends (`scripts/headers-file.mjs` parses it).
 *
 * Hosts differ when two rules matching one path set the same header (Netlify
 * keeps the later, Cloudflare joins both with a comma), so no two rules here
 * ever give one path the same header. That is why HTML has no rule of its
 * own: it lives at every path, and a catch-all `Cache-Control: no-cache`
 * would collide with the asset rules. Both hosts revalidate a file no rule
 * covers (`public, max-age=0, must-revalidate`), and `npm run serve` sends
 * `no-cache`, so HTML is revalidated on every visit all the same.
 */

import {CACHE_URL_PATH as DIAGRAMS_DIR} from '../diagrams/cache';
import {LLMS_FILE, LLMS_FULL_FILE, OPENAPI_JSON_FILE, OPENAPI_YAML_FILE} from '../llms/files';

export const HEADERS_FILE = '_headers';

/** One year, never revalidated: for files whose name changes with their content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept, but checked with the server before each use. */
export const REVALIDATE = 'no-cache';

/** Cloudflare Pages ignores longer lines of `_headers`. */
export const MAX_LINE_LENGTH = 2000;

export type HeaderRule = {
  /** URL path pattern: `*` matches anything, as in Netlify and Cloudflare Pages. */
  path: string;
  headers: [name: string, value: string][];
};

/** A locale's part of the deployment, under the site's base URL. */
export type LocaleOutput = {
  locale: string;
  /** URL path of the locale's pages: `/`, `/en/`, `/docs/en/`. */
  pathPrefix: string;
  /** File names of its content-hashed search shards (`search/manifest.json` lists them). */
  searchShards: string[];
};

export function headerRules(options: {
  /** Base URL of the site: every path starts with it. */
  baseUrl: string;
  contentSecurityPolicy: string;
  locales: LocaleOutput[];
}): HeaderRule[] {
  const {baseUrl, contentSecurityPolicy, locales} = options;
  const rules: HeaderRule[] = [
    {
      path: `${baseUrl}*`,
      headers: [
        ['Content-Security-Policy', contentSecurityPolicy],
        // Scripts and styles run only when served with their own type.
        ['X-Content-Type-Options', 'nosniff'],
        // Other sites learn which host a reader came from, not which page.
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ],
    },
  ];
  // Files for tools and AI assistants (src/plugins/llms), by exact path: the
  // hosts' own types lack a charset for text (and YAML has no settled one),
  // so Cyrillic would be misread. Any origin may fetch them, as a tool in a
  // browser (an OpenAPI viewer, an assistant) does.
  const machineFile = (path: string, contentType: string): HeaderRule => ({
    path,
    headers: [
      ['Content-Type', contentType],
      ['Access-Control-Allow-Origin', '*'],
    ],
  });
  rules.push(machineFile(`${baseUrl}${OPENAPI_YAML_FILE}`, 'application/yaml; charset=utf-8'));
  rules.push(machineFile(`${baseUrl}${OPENAPI_JSON_FILE}`, 'application/json; charset=utf-8'));
  for (const {pathPrefix} of locales) {
    for (const file of [LLMS_FILE, LLMS_FULL_FILE]) {
      rules.push(machineFile(`${pathPrefix}${file}`, 'text/plain; charset=utf-8'));
    }
  }
  for (const {pathPrefix, searchShards} of locales) {
    // Bundles, styles and files: each locale build has its own, named by content hash.
    rules.push({path: `${pathPrefix}assets/*`, headers: [['Cache-Control', IMMUTABLE]]});
    // Diagrams rendered at build time, named by the hash of what they are drawn from.
    rules.push({path: `${pathPrefix}${DIAGRAMS_DIR}/*`, headers: [['Cache-Control', IMMUTABLE]]});
    // The manifest keeps its name and says which shards are current.
    rules.push({
      path: `${pathPrefix}search/manifest.json`,
      headers: [['Cache-Control', REVALIDATE]],
    });
    for (const shard of [...searchShards].sort()) {
      rules.push({path: `${pathPrefix}search/${shard}`, headers: [['Cache-Control', IMMUTABLE]]});
    }
  }
  return rules;
}

const UNSAFE = /[\r\n]/;

export function formatHeadersFile(rules: HeaderRule[], comments: string[]): string {
  const lines = comments.map((comment) => `# ${comment}`.trimEnd());
  for (const {path, headers} of rules) {
    lines.push('', path);
    for (const [name, value] of headers) {
      if (UNSAFE.test(name) || UNSAFE.test(value) || UNSAFE.test(path)) {
        throw new Error(`A header rule cannot span lines: ${path} ${name}`);
      }
      lines.push(`  ${name}: ${value}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Lines a host may reject or ignore (Cloudflare Pages: over 2,000 characters). */
export function overlongLines(text: string): string[] {
  return text.split('\n').filter((line) => line.length > MAX_LINE_LENGTH);
}
