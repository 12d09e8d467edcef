/**
 * postBuild: writes `_headers` at the root of the deployment, the headers a
 * CDN should send with the site: a Content-Security-Policy that allows the
 * site's inline scripts by hash (read from the built HTML) and nothing from
 * another host unless the build was configured with that service, plus
 * `X-Content-Type-Options`, `Referrer-Policy` and long caching for
 * content-hashed files. `npm run serve` sends what it says; DEPLOYMENT.md
 * explains it for each host.
 *
 * How the file covers every locale although each locale builds (and runs
 * this postBuild) on its own: see `layout.ts`.
 */
import fs from 'fs/promises';
import path from 'path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {MANIFEST_FILE, SEARCH_DIR} from '../search-index';
import type {ShardManifest} from '../search-index/shard';
import {
  formatHeadersFile,
  HEADERS_FILE,
  headerRules,
  MAX_LINE_LENGTH,
  overlongLines,
  type LocaleOutput,
} from './headersFile';
import {pageScripts, scriptDigest} from './inlineScripts';
import {
  areaHtmlFiles,
  deploymentLayout,
  routeFiles,
  staticHtmlFiles,
  type DeploymentLayout,
} from './layout';
import {contentSecurityPolicy, hashSource, type HostedServices} from './policy';

export type SecurityHeadersOptions = {
  services: HostedServices;
  /**
   * Inline scripts of pages that other plugins write in their own postBuild,
   * which runs at the same time as this one (the redirect pages' script):
   * those pages may not exist yet when this one reads the build.
   */
  postBuildInlineScripts: string[];
};

/** The search index plugin writes its manifest last, after every shard. */
const SEARCH_INDEX_PLUGIN = 'search-index';
const SEARCH_INDEX_TIMEOUT_MS = 5 * 60_000;

async function readManifest(file: string): Promise<ShardManifest> {
  return JSON.parse(await fs.readFile(file, 'utf8')) as ShardManifest;
}

/**
 * The shards of this locale's search index, once the search index plugin,
 * running alongside, has written them. Its manifest can only be this
 * build's: Docusaurus empties the locale's folder before building it.
 */
async function awaitManifest(file: string): Promise<ShardManifest> {
  const started = Date.now();
  for (;;) {
    try {
      return await readManifest(file);
    } catch (error) {
      if (Date.now() - started > SEARCH_INDEX_TIMEOUT_MS) {
        throw new Error(`security-headers: the search index did not write ${file}.`, {
          cause: error,
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function scriptsAndHandlers(files: string[]) {
  const digests = new Set<string>();
  const handlers: string[] = [];
  for (const file of files) {
    const page = pageScripts(await fs.readFile(file, 'utf8'));
    page.digests.forEach((digest) => digests.add(digest));
    handlers.push(...page.eventHandlers.map((handler) => `${file}: ${handler}`));
  }
  return {digests, handlers};
}

async function localeOutputs(
  layout: DeploymentLayout,
  outDir: string,
  waitForOwnIndex: boolean,
): Promise<LocaleOutput[]> {
  const outputs: LocaleOutput[] = [];
  for (const area of [layout.current, ...layout.others]) {
    const isCurrent = area === layout.current;
    const directory = isCurrent ? outDir : path.join(layout.root, area.dir);
    const manifestFile = path.join(directory, SEARCH_DIR, MANIFEST_FILE);
    const manifest =
      isCurrent && waitForOwnIndex
        ? await awaitManifest(manifestFile)
        : await readManifest(manifestFile).catch(() => null);
    if (!isCurrent && manifest === null && (await areaHtmlFiles(layout, area)).length === 0) {
      continue; // That locale is not in this build.
    }
    outputs.push({
      locale: area.locale,
      pathPrefix: `${layout.siteBaseUrl}${area.dir}`,
      searchShards: manifest?.shards.map(({file}) => file) ?? [],
    });
  }
  // The file must not depend on which locale happened to build last.
  return outputs.sort((a, b) => a.pathPrefix.localeCompare(b.pathPrefix));
}

export default function securityHeadersPlugin(
  context: LoadContext,
  options: SecurityHeadersOptions,
): Plugin<void> {
  return {
    name: 'ivelta-security-headers',
    async postBuild({outDir, routesPaths, baseUrl, plugins}) {
      const layout = deploymentLayout(context);
      const own = [
        ...(await routeFiles(outDir, baseUrl, routesPaths)),
        ...(await staticHtmlFiles(outDir, context.siteDir, context.siteConfig.staticDirectories)),
      ];
      const others = (
        await Promise.all(layout.others.map((area) => areaHtmlFiles(layout, area)))
      ).flat();
      const {digests, handlers} = await scriptsAndHandlers([...own, ...others]);
      if (handlers.length > 0) {
        throw new Error(
          `security-headers: inline event handlers cannot run under the site's policy (no 'unsafe-hashes'); attach them from code instead:\n${handlers.join('\n')}`,
        );
      }
      options.postBuildInlineScripts.forEach((script) => digests.add(scriptDigest(script)));

      const waitForOwnIndex = plugins.some(({name}) => name === SEARCH_INDEX_PLUGIN);
      const locales = await localeOutputs(layout, outDir, waitForOwnIndex);
      const policy = contentSecurityPolicy({
        services: options.services,
        scriptHashes: [...digests].sort().map(hashSource),
      });
      const text = formatHeadersFile(
        headerRules({baseUrl: layout.siteBaseUrl, contentSecurityPolicy: policy, locales}),
        [
          'Response headers of this deployment, for Netlify and Cloudflare Pages (`npm run serve`',
          'sends them too). Written by src/plugins/security-headers at build time: rebuild, do not',
          'edit. HTML has no Cache-Control rule: those hosts revalidate what no rule covers.',
          `Locales: ${locales.map(({locale, pathPrefix}) => `${locale} ${pathPrefix}`).join(', ')}.`,
        ],
      );
      for (const line of overlongLines(text)) {
        logger.warn(
          `security-headers: a line of ${HEADERS_FILE} is ${line.length} characters long, and Cloudflare Pages ignores lines over ${MAX_LINE_LENGTH}: ${line.slice(0, 80)}…`,
        );
      }
      // Written whole, then renamed: a server reading it meanwhile sees the old or the new file.
      const target = path.join(layout.root, HEADERS_FILE);
      const temporary = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temporary, text);
      await fs.rename(temporary, target);
      logger.info(
        `security-headers: wrote ${logger.path(path.relative(process.cwd(), target))} (${digests.size} inline script hashes; locales ${locales.map(({locale}) => locale).join(', ')}).`,
      );
    },
  };
}
