/**
 * Where each locale's pages are in the deployment, and which of them a
 * locale build can read.
 *
 * Docusaurus builds one locale at a time, each with its own postBuild: the
 * default locale into the root of the output (`build/`), the others into a
 * folder each (`build/en/`); `--locale en` alone puts English at the root.
 * Building the root locale empties the whole output, so a locale's folder
 * exists only if that locale was built after the root one. The `_headers`
 * of the deployment must allow the inline scripts of every locale in it, so
 * each locale build writes it afresh from all the pages on disk at that
 * moment: its own, and those of the locales already built. Whichever locale
 * builds last writes the complete file, in any build order, and a
 * single-locale build sees only its own pages. Nothing is carried between
 * builds, so there is nothing to go stale.
 *
 * A locale's own pages are read from its route list, not from its folder:
 * this postBuild runs concurrently with the other plugins' (Promise.all in
 * @docusaurus/core), which write more pages into the folder meanwhile
 * (redirect pages). Pages rendered by the build are complete when postBuild
 * starts; the folders of locales built earlier are complete too.
 */
import fs from 'fs/promises';
import path from 'path';
import type {LoadContext} from '@docusaurus/types';

export type LocaleArea = {
  locale: string;
  /** Folder of the locale's pages relative to the deployment root: `''` or `'en/'`. */
  dir: string;
};

export type DeploymentLayout = {
  /** Root of the deployment, where `_headers` goes. */
  root: string;
  /** Base URL of the whole site. */
  siteBaseUrl: string;
  current: LocaleArea;
  /** The other locales' folders this build could hold (they exist if built earlier). */
  others: LocaleArea[];
};

type LayoutContext = Pick<LoadContext, 'outDir' | 'baseUrl' | 'i18n'>;

function relativeTo(siteBaseUrl: string, localeBaseUrl: string, locale: string): string {
  if (!localeBaseUrl.startsWith(siteBaseUrl)) {
    throw new Error(
      `security-headers: the base URL of locale "${locale}" (${localeBaseUrl}) is outside the site's (${siteBaseUrl}); one _headers file cannot describe such a deployment.`,
    );
  }
  return localeBaseUrl.slice(siteBaseUrl.length);
}

export function deploymentLayout({outDir, baseUrl, i18n}: LayoutContext): DeploymentLayout {
  const siteBaseUrl = i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ?? '/';
  const dir = relativeTo(siteBaseUrl, baseUrl, i18n.currentLocale);
  const resolvedOut = path.resolve(outDir);
  const depth = dir.split('/').filter(Boolean).length;
  const root = path.resolve(resolvedOut, ...Array<string>(depth).fill('..'));
  if (path.resolve(root, dir) !== resolvedOut) {
    throw new Error(`security-headers: ${outDir} is not the folder of ${baseUrl} in its output.`);
  }
  const others = i18n.locales
    .filter((locale) => locale !== i18n.currentLocale)
    .map((locale) => ({
      locale,
      dir: relativeTo(siteBaseUrl, i18n.localeConfigs[locale]?.baseUrl ?? siteBaseUrl, locale),
    }))
    // A single-locale build puts every locale's base URL at the root: only its own is there.
    .filter((area) => area.dir !== dir);
  return {root, siteBaseUrl, current: {locale: i18n.currentLocale, dir}, others};
}

/** The files a locale build rendered its routes to (`/x` → `x/index.html` or `x.html`). */
export async function routeFiles(
  outDir: string,
  baseUrl: string,
  routesPaths: string[],
): Promise<string[]> {
  const files = new Set<string>();
  for (const routePath of new Set(routesPaths)) {
    const relative = routePath.startsWith(baseUrl)
      ? routePath.slice(baseUrl.length)
      : routePath.replace(/^\/+/, '');
    const trimmed = relative.replace(/\/+$/, '');
    const candidates = trimmed.endsWith('.html')
      ? [trimmed]
      : trimmed === ''
        ? ['index.html']
        : [path.join(trimmed, 'index.html'), `${trimmed}.html`];
    let found: string | null = null;
    for (const candidate of candidates) {
      const file = path.join(outDir, candidate);
      if (await isFile(file)) {
        found = file;
        break;
      }
    }
    if (!found) {
      throw new Error(
        `security-headers: no page was rendered for route ${routePath} in ${outDir}; its inline scripts would be missing from the policy.`,
      );
    }
    files.add(found);
  }
  return [...files];
}

/** The HTML files a static directory copies into the build. */
export async function staticHtmlFiles(
  outDir: string,
  siteDir: string,
  staticDirectories: string[],
): Promise<string[]> {
  const files: string[] = [];
  for (const directory of staticDirectories) {
    const source = path.resolve(siteDir, directory);
    for (const file of await htmlFilesUnder(source, [])) {
      files.push(path.join(outDir, path.relative(source, file)));
    }
  }
  return files;
}

/**
 * Every HTML file of a locale area already on disk, leaving out the folders
 * of other locales nested in it (`en/` inside the root locale's).
 */
export async function areaHtmlFiles(layout: DeploymentLayout, area: LocaleArea): Promise<string[]> {
  const directory = path.join(layout.root, area.dir);
  const nested = [layout.current, ...layout.others]
    .filter((other) => other.dir !== area.dir && other.dir.startsWith(area.dir))
    .map((other) => path.join(layout.root, other.dir));
  return htmlFilesUnder(directory, nested);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

async function htmlFilesUnder(directory: string, excluded: string[]): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(directory, {withFileTypes: true});
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (!excluded.includes(path.join(full, '/'))) {
        files.push(...(await htmlFilesUnder(full, excluded)));
      }
    } else if (entry.isFile() && entry.name.endsWith('.html')) {
      files.push(full);
    }
  }
  return files;
}
