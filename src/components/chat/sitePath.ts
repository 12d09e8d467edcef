/**
 * Answers cite pages by absolute, percent-encoded URL (the local engine
 * builds them from the configured site URL; hosted answers point at the
 * production site). A URL of this site becomes a path the router can follow
 * in place, so the conversation stays open; anything else stays as it is.
 */
export function sitePath(url: string, siteUrl: string): string | null {
  const base = siteUrl.replace(/\/+$/, '');
  if (url !== base && !url.startsWith(`${base}/`) && !url.startsWith(`${base}#`)) return null;
  const path = url.slice(base.length) || '/';
  try {
    return decodeURI(path.startsWith('#') ? `/${path}` : path);
  } catch {
    return path;
  }
}
