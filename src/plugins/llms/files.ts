/**
 * The texts of the machine-readable files: a page's Markdown twin, the
 * locale's `llms.txt` (the llmstxt.org format: an H1 with the site's name, a
 * summary in a blockquote, then H2 sections listing links with a one-line
 * description) and `llms-full.txt` (every listed page's twin in order).
 */
import type {LocaleKey} from '../../../config/brand';
import type {DocPage, SectionPages} from './pages';
import {twinPath} from './twinPath';

export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';
export const OPENAPI_YAML_FILE = 'openapi.yaml';
export const OPENAPI_JSON_FILE = 'openapi.json';

const WORDS = {
  ru: {
    page: 'Страница на сайте',
    updated: 'Обновлено',
    about:
      'Документация для разработчиков. У каждой страницы есть копия в Markdown: адрес страницы с окончанием `.md`. Файл OpenAPI — единственный источник правды о методах, объектах, уведомлениях и ошибках API.',
    openapi: 'Файл OpenAPI',
    openapiYaml:
      'OpenAPI 3.1 в YAML: все методы, объекты, уведомления, коды ошибок и тестовые данные',
    openapiJson: 'тот же файл в JSON',
    optional: 'Optional',
    full: 'Вся документация одним файлом',
    fullText: 'все страницы этого списка в Markdown, подряд',
    blog: 'Что нового (RSS)',
    blogText: 'публикации об изменениях API и документации',
    otherLanguage: 'English version',
    otherLanguageText: 'эта документация на английском языке',
  },
  en: {
    page: 'Page on the site',
    updated: 'Updated',
    about:
      'Developer documentation. Every page has a Markdown copy at its address with `.md` added. The OpenAPI file is the single source of truth about the API methods, objects, webhooks and errors.',
    openapi: 'OpenAPI file',
    openapiYaml: 'OpenAPI 3.1 in YAML: every method, object, webhook, error code and test value',
    openapiJson: 'the same file in JSON',
    optional: 'Optional',
    full: 'The whole documentation in one file',
    fullText: 'every page of this list in Markdown, one after another',
    blog: "What's new (RSS)",
    blogText: 'posts about changes to the API and the documentation',
    otherLanguage: 'Русская версия',
    otherLanguageText: 'this documentation in Russian',
  },
} as const;

/** The twin's file, relative to the deployment's root (the site's base URL). */
export function twinFile(permalink: string, siteBaseUrl: string): string {
  const twin = twinPath(permalink);
  return twin.startsWith(siteBaseUrl) ? twin.slice(siteBaseUrl.length) : twin.replace(/^\/+/, '');
}

/** One line of Markdown: descriptions and titles go into list items and blockquotes. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

export type TwinHeader = {
  title: string;
  description: string;
  pageUrl: string;
  /** ISO date (`2026-11-20`) of the page's last change, if known. */
  lastUpdated?: string;
};

export function twinMarkdown(header: TwinHeader, body: string, locale: LocaleKey): string {
  const words = WORDS[locale];
  const lines = [`# ${oneLine(header.title)}`, ''];
  if (header.description) lines.push(`> ${oneLine(header.description)}`, '');
  lines.push(`${words.page}: ${header.pageUrl}`);
  if (header.lastUpdated) lines.push(`${words.updated}: ${header.lastUpdated}`);
  return `${lines.join('\n')}\n\n${body.trim()}\n`;
}

export type LlmsSite = {
  locale: LocaleKey;
  title: string;
  summary: string;
  /** The site's URL with the locale's base URL: `https://docs.x/en/`. */
  localeUrl: string;
  /** The site's URL with its base URL (the default locale's): `https://docs.x/`. */
  siteRootUrl: string;
  /** The other locale's `llms.txt`, absolute. */
  otherLanguageLlmsUrl: string;
  twinUrl: (page: DocPage) => string;
};

export function llmsTxt(site: LlmsSite, sections: SectionPages[]): string {
  const words = WORDS[site.locale];
  const link = (title: string, url: string, text: string) =>
    `- [${oneLine(title)}](${url})${text ? `: ${oneLine(text)}` : ''}`;
  const parts = [`# ${site.title}`, `> ${oneLine(site.summary)}`, words.about];
  for (const {title, pages} of sections) {
    parts.push(
      [
        `## ${title}`,
        '',
        ...pages.map((page) => link(page.title, site.twinUrl(page), page.description)),
      ].join('\n'),
    );
  }
  parts.push(
    [
      `## ${words.openapi}`,
      '',
      link('openapi.yaml', `${site.siteRootUrl}${OPENAPI_YAML_FILE}`, words.openapiYaml),
      link('openapi.json', `${site.siteRootUrl}${OPENAPI_JSON_FILE}`, words.openapiJson),
    ].join('\n'),
  );
  parts.push(
    [
      `## ${words.optional}`,
      '',
      link(words.full, `${site.localeUrl}${LLMS_FULL_FILE}`, words.fullText),
      link(words.blog, `${site.localeUrl}blog/rss.xml`, words.blogText),
      link(words.otherLanguage, site.otherLanguageLlmsUrl, words.otherLanguageText),
    ].join('\n'),
  );
  return `${parts.join('\n\n')}\n`;
}

export function llmsFullTxt(site: Pick<LlmsSite, 'title' | 'summary'>, twins: string[]): string {
  return `${[`# ${site.title}\n\n> ${oneLine(site.summary)}\n`, ...twins].join('\n---\n\n')}`;
}
