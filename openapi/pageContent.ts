/** The MDX pages and posts of both locales, as the OpenAPI tests read them. */
import fs from 'fs';
import path from 'path';

export const SITE = path.join(__dirname, '..');
export const CONTENT_ROOTS = [
  'docs',
  'i18n/en/docusaurus-plugin-content-docs/current',
  'blog',
  'i18n/en/docusaurus-plugin-content-blog',
];

/** A fenced JSON block: its info string (markers such as `api-request="…"`) and its body. */
export const JSON_FENCE = /^```json([^\n]*)\n([\s\S]*?)^```/gm;

/** Every MDX file of the docs and the blog in both locales, with its text. */
export function contentFiles(): {file: string; text: string}[] {
  return CONTENT_ROOTS.flatMap((root) =>
    fs
      .readdirSync(path.join(SITE, root), {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => {
        const full = path.join(SITE, root, file);
        return {file: full, text: fs.readFileSync(full, 'utf8')};
      }),
  );
}
