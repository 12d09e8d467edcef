/**
 * Search records of one built page, in the schema of the DocSearch crawler's
 * Docusaurus template, so the same records serve the in-browser engine and an
 * Algolia index: lvl0 is the section (active sidebar category or navbar item),
 * lvl1 the page title, lvl2..lvl6 the headings, and `content` records the
 * paragraphs, list items and table cells under the nearest heading.
 */
import {createHash} from 'crypto';
import * as cheerio from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {
  LEVELS,
  LEVEL_WEIGHT,
  type Hierarchy,
  type HierarchyLevel,
  type SearchRecord,
} from './schema';

export type {SearchRecord} from './schema';

export type PageMeta = {
  language: string;
  version: string;
  docusaurusTag: string;
  /** `noindex` pages (unlisted docs, drafts) are left out of search. */
  noIndex: boolean;
};

/**
 * Tags the theme's contextual search asks for: pages (`default`, which blog
 * posts also carry) and docs versions. Blog lists, tag and author pages
 * repeat their posts under other tags and would only be downloaded unread.
 */
export const isSearchableTag = (tag: string): boolean =>
  tag === 'default' || tag.startsWith('docs-');

/** Long cells and paragraphs are cut: a hit shows a snippet, not the whole text. */
const MAX_CONTENT_LENGTH = 1000;

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

export function pageMeta(html: string): PageMeta {
  const $ = cheerio.load(html);
  const meta = (name: string) => $(`meta[name="${name}"]`).attr('content') ?? '';
  return {
    language: meta('docsearch:language') || $('html').attr('lang') || '',
    version: meta('docsearch:version') || 'current',
    docusaurusTag: meta('docsearch:docusaurus_tag') || 'default',
    noIndex: /noindex/i.test(meta('robots')),
  };
}

/** Heading text without the theme's "#" anchor link. */
function headingText($: cheerio.CheerioAPI, heading: Element): string {
  const copy = $(heading).clone();
  copy.find('.hash-link').remove();
  return clean(copy.text());
}

function section($: cheerio.CheerioAPI, fallback: string): string {
  const category = $('.menu__link--sublist.menu__link--active, .menu__caret.menu__link--active')
    .first()
    .text();
  const navbar = $('.navbar__item.navbar__link--active').first().text();
  return clean(category) || clean(navbar) || fallback;
}

/**
 * Records of a page. `url` is the page's absolute URL; `fallbackSection` names
 * lvl0 when neither a sidebar category nor a navbar item is active.
 */
export function pageRecords(
  html: string,
  url: string,
  options: {fallbackSection: string; pageRank?: number},
): SearchRecord[] {
  const $ = cheerio.load(html);
  const meta = pageMeta(html);
  if (meta.noIndex || !isSearchableTag(meta.docusaurusTag)) {
    return [];
  }
  const article = $('article').first();
  const root = article.length > 0 ? article : $('main').first();
  if (root.length === 0) {
    return [];
  }
  const hierarchy: Hierarchy = {
    lvl0: section($, options.fallbackSection),
    lvl1: null,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  let anchor: string | null = null;
  const records: SearchRecord[] = [];
  // `rowAnchor`: the id of a table row that defines a name (the error catalogue's
  // `#card_declined`), which a hit links to instead of the section's heading.
  const push = (type: SearchRecord['type'], content: string | null, rowAnchor?: string) => {
    const position = records.length;
    const recordAnchor = rowAnchor ?? anchor;
    const recordUrl = recordAnchor ? `${url}#${recordAnchor}` : url;
    records.push({
      objectID: createHash('sha1')
        .update(`${recordUrl}\n${type}\n${position}\n${content ?? ''}`)
        .digest('hex')
        .slice(0, 16),
      url: recordUrl,
      url_without_anchor: url,
      anchor: recordAnchor,
      type,
      hierarchy: {...hierarchy},
      content,
      language: meta.language,
      version: [meta.version],
      docusaurus_tag: meta.docusaurusTag,
      weight: {level: LEVEL_WEIGHT[type], position, pageRank: options.pageRank ?? 0},
    });
  };

  // Code, the theme's own controls and demos are not what a reader searches for,
  // nor boilerplate a component marks with `data-search-exclude` (the same
  // "being written" notice on many pages would answer every question).
  root
    .find(
      'pre, .theme-doc-breadcrumbs, .theme-doc-toc-mobile, nav, button, script, style, svg, [data-search-exclude]',
    )
    .remove();

  // A table row is reached through its last cell.
  const seen = new Set<string>();
  const description = clean($('meta[name="description"]').attr('content') ?? '').slice(
    0,
    MAX_CONTENT_LENGTH,
  );
  root.find('h1, h2, h3, h4, h5, h6, p, li, td:last-child').each((_index, node: AnyNode) => {
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    const heading = /^h([1-6])$/.exec(tag);
    if (heading) {
      const depth = Number(heading[1]);
      const text = headingText($, element);
      if (!text) return;
      hierarchy[LEVELS[depth] as HierarchyLevel] = text;
      for (const level of LEVELS.slice(depth + 1)) hierarchy[level] = null;
      anchor = depth === 1 ? null : ($(element).attr('id') ?? anchor);
      push(LEVELS[depth] as HierarchyLevel, null);
      // The page's description says in a sentence what the page answers: it is
      // indexed under the title (once, unless the page's text repeats it).
      if (depth === 1 && description && !seen.has(description)) {
        seen.add(description);
        push('content', description);
      }
      return;
    }
    // A list item or cell that holds paragraphs is indexed through them.
    if ((tag === 'li' || tag === 'td') && $(element).find('p, li').length > 0) return;
    // A table row is one record, its cells joined: the name in the first cell
    // (a field, an error code, a header) is what a reader searches for.
    const cells =
      tag === 'td'
        ? $(element)
            .parent()
            .children('td')
            .toArray()
            .map((cell) => clean($(cell).text()))
        : [];
    const source = tag === 'td' ? cells.filter(Boolean).join(' — ') : clean($(element).text());
    // A row is the definition of the name in its first cell when its id is that name; other
    // ids (`event-token`) only make the row a link target, and the row stays in its section.
    const rowId = tag === 'td' ? $(element).parent().attr('id') : undefined;
    const definedName = rowId !== undefined && rowId === cells[0] ? rowId : undefined;
    const text = source.slice(0, MAX_CONTENT_LENGTH);
    // Reference tables repeat the same field descriptions: one record per text and page.
    if (text && hierarchy.lvl1 && !seen.has(text)) {
      seen.add(text);
      push('content', text, definedName);
    }
  });
  return records;
}
