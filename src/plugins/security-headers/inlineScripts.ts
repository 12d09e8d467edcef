/**
 * What a built page asks of the policy: the digests of its inline scripts,
 * read with an HTML parser the way a browser reads them.
 */
import {createHash} from 'crypto';
import * as cheerio from 'cheerio';
import type {Element} from 'domhandler';

/**
 * `type` values that make a `<script>` something the browser runs and so
 * checks against `script-src` (HTML "prepare the script element": a
 * JavaScript MIME type, `module`, `importmap`, `speculationrules`). Any
 * other type, such as `application/ld+json` structured data, is a data block:
 * the browser stops before the CSP check, so it needs no hash.
 */
const EXECUTED_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

function isExecuted(script: Element): boolean {
  const type = script.attribs.type;
  if (type !== undefined) {
    return EXECUTED_TYPES.has(type.trim().toLowerCase());
  }
  // No `type`: a `language` attribute names the language instead (HTML spec).
  const language = script.attribs.language;
  return !language || EXECUTED_TYPES.has(`text/${language.trim().toLowerCase()}`);
}

/** Base64 SHA-256 of a script's text, as CSP hashes it (UTF-8). */
export function scriptDigest(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

export type PageScripts = {
  /** Digests of the inline scripts the browser would run. */
  digests: string[];
  /** Inline event handler attributes (`onclick`…), which no hash allows without 'unsafe-hashes'. */
  eventHandlers: string[];
};

export function pageScripts(html: string): PageScripts {
  const $ = cheerio.load(html);
  const digests = new Set<string>();
  $('script').each((_, script) => {
    if (script.attribs.src !== undefined || !isExecuted(script)) return;
    // The parser keeps a script's text raw (no character references decoded),
    // exactly the text the browser hashes.
    const text = script.children.map((child) => ('data' in child ? child.data : '')).join('');
    digests.add(scriptDigest(text));
  });
  const eventHandlers: string[] = [];
  $('*').each((_, element) => {
    if (!('attribs' in element)) return;
    for (const name of Object.keys(element.attribs)) {
      if (/^on/i.test(name)) eventHandlers.push(`<${element.tagName} ${name}>`);
    }
  });
  return {digests: [...digests], eventHandlers};
}
