// Reads a `_headers` file (the Netlify / Cloudflare Pages format the build
// writes, see src/plugins/security-headers) and answers which headers a
// request path gets, so that `npm run serve` sends what such a CDN would.

/**
 * @typedef {{path: string, pattern: RegExp, headers: [string, string][]}} HeaderRule
 */

/** `*` matches anything (slashes too), `:name` one path segment; the rest literally. */
function pathPattern(path) {
  const source = path
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    if (!/^\s/.test(line)) {
      if (!trimmed.startsWith('/')) {
        throw new Error(`_headers line ${index + 1}: a rule starts with a path: ${line}`);
      }
      rules.push({path: trimmed, pattern: pathPattern(trimmed), headers: []});
      return;
    }
    const header = /^([A-Za-z0-9-]+):\s*(.*)$/.exec(trimmed);
    const rule = rules.at(-1);
    if (!header || !rule) {
      throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path: ${line}`);
    }
    rule.headers.push([header[1], header[2]]);
  });
  return rules;
}

/**
 * Headers of every rule that matches the path. A header set by two matching
 * rules is joined with a comma, as Cloudflare Pages does (Netlify keeps the
 * later one): the build never writes such a pair, and a test would see it.
 *
 * @param {HeaderRule[]} rules
 * @param {string} pathname URL path, as requested (percent-encoded)
 * @returns {Map<string, string>} lower-case name → value
 */
export function headersForPath(rules, pathname) {
  /** @type {Map<string, string>} */
  const headers = new Map();
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const previous = headers.get(key);
      headers.set(key, previous === undefined ? value : `${previous}, ${value}`);
    }
  }
  return headers;
}
