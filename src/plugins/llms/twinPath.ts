/**
 * The address of a page's Markdown twin: the page's address plus `.md`
 * (`/en/payments/payment-hold` → `/en/payments/payment-hold.md`); a page at
 * a folder's address (`/`, `/en/`) has `index.md` there. Shared by the build
 * (`index.ts`) and the "Copy page" control, which runs in the browser.
 */
export const TWIN_EXTENSION = '.md';

export function twinPath(permalink: string): string {
  return permalink.endsWith('/')
    ? `${permalink}index${TWIN_EXTENSION}`
    : `${permalink}${TWIN_EXTENSION}`;
}
