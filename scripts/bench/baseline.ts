/**
 * Fills the ignored content folders of the plain Docusaurus baseline
 * (`bench/baseline/`) from our current build, so it always carries the same
 * text: every doc page and blog post of both locales, its rendered HTML
 * converted to Markdown (htmlToMarkdown.ts) under its source's front matter,
 * at the source's path. The landing page is the doc at `/` like any other.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {i18n} from '../../config/i18n';
import {
  blogPostContent,
  contentToMarkdown,
  docContent,
  excerptLengths,
  frontMatterOf,
  markdownFile,
  parseHtml,
  withoutLocalePrefix,
} from '../../src/plugins/llms/htmlToMarkdown';

/** The folders of the baseline this module writes (all in its .gitignore). */
export const GENERATED_FOLDERS = ['docs', 'blog', 'i18n', 'static'];

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';
const TRUNCATE = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;
/** Files the baseline's navbar and head need besides the content's images. */
const SITE_IMAGES = ['img/logo.svg', 'img/favicon.svg'];

type LocalePlan = {
  locale: string;
  /** `''` for the default locale, `/en` for the others. */
  prefix: string;
  /** Our build's folder for this locale. */
  build: string;
  docsSource: string;
  blogSource: string;
  docsOut: string;
  blogOut: string;
};

export type BaselineSummary = {
  docs: Record<string, number>;
  posts: Record<string, number>;
  images: number;
  /** Sources with no page in our build (drafts), by locale. */
  missing: string[];
};

function localePlans(siteDir: string, ourBuild: string, baselineDir: string): LocalePlan[] {
  return i18n.locales.map((locale) => {
    const isDefault = locale === i18n.defaultLocale;
    const i18nDir = (root: string, plugin: string) =>
      path.join(root, 'i18n', locale, plugin, ...(plugin === DOCS_PLUGIN ? ['current'] : []));
    return {
      locale,
      prefix: isDefault ? '' : `/${locale}`,
      build: isDefault ? ourBuild : path.join(ourBuild, locale),
      docsSource: isDefault ? path.join(siteDir, 'docs') : i18nDir(siteDir, DOCS_PLUGIN),
      blogSource: isDefault ? path.join(siteDir, 'blog') : i18nDir(siteDir, BLOG_PLUGIN),
      docsOut: isDefault ? path.join(baselineDir, 'docs') : i18nDir(baselineDir, DOCS_PLUGIN),
      blogOut: isDefault ? path.join(baselineDir, 'blog') : i18nDir(baselineDir, BLOG_PLUGIN),
    };
  });
}

/** Markdown sources of a content folder, relative, without writers' `_` files and folders. */
function markdownSources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .filter((file) => !file.split(path.sep).some((part) => part.startsWith('_')))
    .sort();
}

/** Doc id → built page, from the `docs-doc-id-…` class Docusaurus puts on each doc page. */
function builtDocs(build: string, otherLocales: string[]): Map<string, string> {
  const pages = new Map<string, string>();
  const visit = (dir: string, top: boolean) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // Another locale's build lives inside the default one's; `x.html/` holds redirects.
        if (!(top && otherLocales.includes(entry.name)) && !entry.name.endsWith('.html')) {
          visit(file, false);
        }
      } else if (entry.name === 'index.html') {
        const head = fs.readFileSync(file, 'utf8').slice(0, 2000);
        const id = /\bdocs-doc-id-([^\s"'>]+)/.exec(head)?.[1];
        if (id && !pages.has(id)) pages.set(id, file);
      }
    }
  };
  visit(build, true);
  return pages;
}

function readFrontMatter(source: string): Record<string, unknown> {
  const block = frontMatterOf(source);
  const data: unknown = block ? parseYaml(block.replace(/^---\r?\n|---\r?\n$/g, '')) : {};
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

/** The id Docusaurus gives a doc: its path without extension, or its folder and front matter `id`. */
function docId(relativeFile: string, frontMatter: Record<string, unknown>): string {
  const dir = path.dirname(relativeFile).split(path.sep).join('/');
  const name =
    typeof frontMatter.id === 'string'
      ? frontMatter.id
      : path.basename(relativeFile).replace(/\.mdx?$/, '');
  return dir === '.' ? name : `${dir}/${name}`;
}

/** The route of a blog post: front matter `slug`, else its date and name (`/blog/2024/02/12/x`). */
function postRoute(relativeFile: string, frontMatter: Record<string, unknown>): string {
  if (typeof frontMatter.slug === 'string') {
    return frontMatter.slug.startsWith('/')
      ? `/blog${frontMatter.slug}`
      : `/blog/${frontMatter.slug}`;
  }
  const name = path.basename(relativeFile).replace(/\.mdx?$/, '');
  const base = name === 'index' ? path.basename(path.dirname(relativeFile)) : name;
  const dated = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/.exec(base);
  return dated ? `/blog/${dated[1]}/${dated[2]}/${dated[3]}/${dated[4]}` : `/blog/${base}`;
}

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, text);
}

function copy(from: string, to: string) {
  fs.mkdirSync(path.dirname(to), {recursive: true});
  fs.copyFileSync(from, to);
}

function asMarkdownPath(relativeFile: string): string {
  return relativeFile.replace(/\.mdx$/, '.md');
}

export function generateBaseline(options: {
  siteDir: string;
  ourBuild: string;
  baselineDir: string;
}): BaselineSummary {
  const {siteDir, ourBuild, baselineDir} = options;
  for (const folder of GENERATED_FOLDERS) {
    fs.rmSync(path.join(baselineDir, folder), {recursive: true, force: true});
  }
  const summary: BaselineSummary = {docs: {}, posts: {}, images: 0, missing: []};
  const images = new Set<string>(SITE_IMAGES.map((image) => `/${image}`));

  for (const plan of localePlans(siteDir, ourBuild, baselineDir)) {
    const otherLocales = i18n.locales.filter((locale) => locale !== plan.locale);
    const pages = builtDocs(plan.build, otherLocales);
    let docs = 0;
    for (const file of markdownSources(plan.docsSource)) {
      const source = fs.readFileSync(path.join(plan.docsSource, file), 'utf8');
      const id = docId(file, readFrontMatter(source));
      const page = pages.get(id);
      const content = page && docContent(parseHtml(fs.readFileSync(page, 'utf8')));
      if (!content) {
        summary.missing.push(`${plan.locale}: ${file}`);
        continue;
      }
      const converted = contentToMarkdown(content, {
        rewriteUrl: (url) => withoutLocalePrefix(url, plan.prefix),
      });
      converted.images.forEach((image) => images.add(image));
      write(
        path.join(plan.docsOut, asMarkdownPath(file)),
        markdownFile(frontMatterOf(source), converted.markdown),
      );
      docs += 1;
    }
    summary.docs[plan.locale] = docs;

    // Category labels of the sidebars (current.json), as our site translates them.
    const docsTranslations = path.dirname(plan.docsSource);
    if (plan.prefix && fs.existsSync(docsTranslations)) {
      for (const json of fs.readdirSync(docsTranslations).filter((f) => f.endsWith('.json'))) {
        copy(path.join(docsTranslations, json), path.join(path.dirname(plan.docsOut), json));
      }
    }

    const listPage = path.join(plan.build, 'blog', 'index.html');
    const excerpts = fs.existsSync(listPage)
      ? excerptLengths(parseHtml(fs.readFileSync(listPage, 'utf8')))
      : new Map<string, number>();
    let posts = 0;
    for (const file of markdownSources(plan.blogSource)) {
      const source = fs.readFileSync(path.join(plan.blogSource, file), 'utf8');
      const route = postRoute(file, readFrontMatter(source));
      const page = path.join(plan.build, route, 'index.html');
      const content =
        fs.existsSync(page) && blogPostContent(parseHtml(fs.readFileSync(page, 'utf8')));
      if (!content) {
        summary.missing.push(`${plan.locale}: blog/${file}`);
        continue;
      }
      const converted = contentToMarkdown(content, {
        rewriteUrl: (url) => withoutLocalePrefix(url, plan.prefix),
        truncateAfter: TRUNCATE.test(source) ? excerpts.get(`${plan.prefix}${route}`) : undefined,
      });
      converted.images.forEach((image) => images.add(image));
      write(
        path.join(plan.blogOut, asMarkdownPath(file)),
        markdownFile(frontMatterOf(source), converted.markdown),
      );
      posts += 1;
    }
    for (const data of ['authors.yml', 'tags.yml']) {
      if (fs.existsSync(path.join(plan.blogSource, data))) {
        copy(path.join(plan.blogSource, data), path.join(plan.blogOut, data));
      }
    }
    summary.posts[plan.locale] = posts;
  }

  // Images as our build serves them (static files or bundled assets), at the same path.
  for (const image of images) {
    const from = path.join(ourBuild, decodeURIComponent(image));
    if (fs.existsSync(from)) {
      copy(from, path.join(baselineDir, 'static', decodeURIComponent(image)));
      summary.images += 1;
    } else {
      summary.missing.push(`image ${image}`);
    }
  }
  return summary;
}
