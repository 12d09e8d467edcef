/**
 * postBuild: the documentation for machines (AI assistants, scripts), for the
 * locale being built.
 * - A Markdown twin of every documentation page at its address plus `.md`,
 *   converted from the built HTML (`htmlToMarkdown.ts`), so it holds what
 *   components drew; links to other pages point to their twins.
 * - `llms.txt` (llmstxt.org) and `llms-full.txt`: the listed pages by
 *   section (`pages.ts`), unlisted pages left out (their twins are written).
 * - `openapi.yaml` and `openapi.json` at the site's root, stable addresses of
 *   the OpenAPI file (each locale build writes the same two files there).
 */
import fs from 'fs/promises';
import path from 'path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import YAML from 'yaml';
import {brand, type LocaleKey} from '../../../config/brand';
import {readBuiltPage} from '../search-index';
import {deploymentLayout} from '../security-headers/layout';
import {
  LLMS_FILE,
  LLMS_FULL_FILE,
  llmsFullTxt,
  llmsTxt,
  OPENAPI_JSON_FILE,
  OPENAPI_YAML_FILE,
  twinFile,
  twinMarkdown,
} from './files';
import {contentToMarkdown, docContent, parseHtml} from './htmlToMarkdown';
import {sectionPages, type DocPage, type LlmsSection, type SidebarItem} from './pages';

export type LlmsPluginOptions = {
  /** The OpenAPI file, relative to the site directory. */
  specPath: string;
  /** The sections of `llms.txt`, in order: the sidebars and their titles. */
  sections: readonly LlmsSection[];
};

const OMITTED_NOTE: Record<LocaleKey, string> = {
  ru: 'Здесь на странице интерактивная демонстрация: откройте страницу в браузере.',
  en: 'The page has an interactive demo here: open the page in a browser.',
};

type LoadedDocs = {
  loadedVersions: {
    docs: (DocPage & {lastUpdatedAt?: number | null})[];
    sidebars: Record<string, SidebarItem[]>;
  }[];
};

/** Writes a file whole, then renames it, so a server reading it never sees half. */
async function writeWhole(file: string, text: string): Promise<void> {
  await fs.mkdir(path.dirname(file), {recursive: true});
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, text);
  await fs.rename(temporary, file);
}

/** A site-absolute path (`/en/x#y`) without its fragment and trailing slash, and the fragment. */
function splitPath(href: string): [string, string] {
  const hashAt = href.indexOf('#');
  const pathPart = hashAt === -1 ? href : href.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : href.slice(hashAt);
  return [pathPart.length > 1 ? pathPart.replace(/\/+$/, '') : pathPart, fragment];
}

export default function llmsPlugin(context: LoadContext, options: LlmsPluginOptions): Plugin<void> {
  const locale: LocaleKey = context.i18n.currentLocale === 'en' ? 'en' : 'ru';
  return {
    name: 'ivelta-llms',
    async postBuild({outDir, plugins}) {
      const docsPlugin = plugins.find(
        ({name, options: pluginOptions}) =>
          name === 'docusaurus-plugin-content-docs' &&
          (pluginOptions as {id?: string}).id === 'default',
      );
      const version = (docsPlugin?.content as LoadedDocs | undefined)?.loadedVersions[0];
      if (!version) throw new Error('llms: the docs plugin has no loaded version.');

      const {siteConfig, baseUrl} = context;
      const layout = deploymentLayout(context);
      const siteUrl = siteConfig.url.replace(/\/+$/, '');
      const localeUrl = `${siteUrl}${baseUrl}`;
      const siteRootUrl = `${siteUrl}${layout.siteBaseUrl}`;
      const twinUrl = (doc: DocPage) =>
        `${siteRootUrl}${twinFile(doc.permalink, layout.siteBaseUrl)}`;
      const twinByPath = new Map(
        version.docs.map((doc) => [splitPath(doc.permalink)[0], twinUrl(doc)]),
      );
      // A fragment alone points into this page's own twin: in llms-full.txt,
      // where every page follows the other, it must still say which page.
      const rewriteUrlOf =
        (doc: DocPage) =>
        (url: string): string => {
          if (url.startsWith('#')) return `${twinUrl(doc)}${url}`;
          if (!url.startsWith('/') || url.startsWith('//')) return url;
          const [pagePath, fragment] = splitPath(url);
          const twin = twinByPath.get(pagePath);
          return twin ? `${twin}${fragment}` : `${siteUrl}${url}`;
        };

      const twins = new Map<string, string>();
      await Promise.all(
        version.docs.map(async (doc) => {
          const withinLocale = doc.permalink.slice(baseUrl.length - 1);
          const html = await readBuiltPage(outDir, withinLocale);
          const content = html === null ? undefined : docContent(parseHtml(html));
          if (!content) {
            throw new Error(`llms: no built page with documentation content for ${doc.permalink}.`);
          }
          const {markdown} = contentToMarkdown(content, {
            rewriteUrl: rewriteUrlOf(doc),
            lightImagesOnly: true,
            omittedNote: OMITTED_NOTE[locale],
          });
          const text = twinMarkdown(
            {
              title: doc.title,
              description: doc.description,
              pageUrl: `${siteUrl}${doc.permalink}`,
              lastUpdated: doc.lastUpdatedAt
                ? new Date(doc.lastUpdatedAt).toISOString().slice(0, 10)
                : undefined,
            },
            markdown,
            locale,
          );
          twins.set(doc.id, text);
          await writeWhole(
            path.join(layout.root, twinFile(doc.permalink, layout.siteBaseUrl)),
            text,
          );
        }),
      );

      const sections = sectionPages({
        docs: version.docs,
        sidebars: version.sidebars,
        sections: options.sections,
        locale,
      });
      const otherLocale: LocaleKey = locale === 'en' ? 'ru' : 'en';
      const otherBaseUrl = context.i18n.localeConfigs[otherLocale]?.baseUrl ?? layout.siteBaseUrl;
      const site = {
        locale,
        title: brand.siteTitle[locale],
        summary: brand.tagline[locale],
        localeUrl,
        siteRootUrl,
        otherLanguageLlmsUrl: `${siteUrl}${otherBaseUrl}${LLMS_FILE}`,
        twinUrl,
      };
      await writeWhole(path.join(outDir, LLMS_FILE), llmsTxt(site, sections));
      const listed = sections.flatMap(({pages}) => pages.map(({id}) => twins.get(id) ?? ''));
      await writeWhole(path.join(outDir, LLMS_FULL_FILE), llmsFullTxt(site, listed));

      const specSource = await fs.readFile(path.join(context.siteDir, options.specPath), 'utf8');
      await writeWhole(path.join(layout.root, OPENAPI_YAML_FILE), specSource);
      await writeWhole(
        path.join(layout.root, OPENAPI_JSON_FILE),
        `${JSON.stringify(YAML.parse(specSource), null, 2)}\n`,
      );
      logger.info(
        `llms: wrote ${twins.size} Markdown twins, ${LLMS_FILE} and ${LLMS_FULL_FILE} (${listed.length} pages) for ${locale}.`,
      );
    },
  };
}
