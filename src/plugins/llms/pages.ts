/**
 * Which documentation pages the machine-readable files list, in what order
 * and under which section: the sidebars give both (a page not in any sidebar
 * joins the section whose sidebar holds the other pages of its folder, or
 * "Other pages"; a folder's home page opens the section), and unlisted pages
 * (the restricted section) are left out.
 */
import type {LocaleKey, Localized} from '../../../config/brand';

/** A sidebar of `sidebars.ts` and its section's title in `llms.txt`. */
export type LlmsSection = {sidebar: string; title: Localized};

/** What the plugin needs of a doc (a subset of the docs plugin's `DocMetadata`). */
export type DocPage = {
  id: string;
  title: string;
  description: string;
  /** With the locale's base URL: `/en/payments/payment-hold`. */
  permalink: string;
  sourceDirName: string;
  unlisted: boolean;
};

/** The sidebar items the plugin walks (a subset of the docs plugin's `SidebarItem`). */
export type SidebarItem =
  | {type: 'doc' | 'ref'; id: string}
  | {type: 'category'; items: SidebarItem[]; link?: {type: string; id?: string}}
  | {type: 'link' | 'html'};

export type SectionPages = {title: string; pages: DocPage[]};

export const OTHER_PAGES: Localized = {ru: 'Другие страницы', en: 'Other pages'};

/** Doc ids of a sidebar in reading order (a category's own page before its items). */
export function sidebarDocIds(items: SidebarItem[]): string[] {
  return items.flatMap((item): string[] => {
    if (item.type === 'doc' || item.type === 'ref') return [item.id];
    if (item.type === 'category') {
      const own = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
      return [...own, ...sidebarDocIds(item.items)];
    }
    return [];
  });
}

/**
 * The listed pages of a locale by section, in the order of `sections`, then
 * "Other pages"; each page once, under the first sidebar that lists it.
 */
export function sectionPages(options: {
  docs: DocPage[];
  sidebars: Record<string, SidebarItem[]>;
  sections: readonly LlmsSection[];
  locale: LocaleKey;
}): SectionPages[] {
  const {docs, sidebars, sections, locale} = options;
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const sectionOf = new Map<string, string>();
  const ordered = new Map<string, DocPage[]>();
  for (const {sidebar} of sections) {
    const items = sidebars[sidebar];
    if (!items) {
      throw new Error(`llms: the section "${sidebar}" names no sidebar of sidebars.ts.`);
    }
    const pages: DocPage[] = [];
    for (const id of sidebarDocIds(items)) {
      const doc = byId.get(id);
      if (doc && !doc.unlisted && !sectionOf.has(id)) {
        sectionOf.set(id, sidebar);
        pages.push(doc);
      }
    }
    ordered.set(sidebar, pages);
  }

  // A folder's section: the sidebar that holds most of its listed pages.
  const folderVotes = new Map<string, Map<string, number>>();
  for (const [id, sidebar] of sectionOf) {
    const folder = byId.get(id)?.sourceDirName ?? '.';
    const votes = folderVotes.get(folder) ?? new Map<string, number>();
    votes.set(sidebar, (votes.get(sidebar) ?? 0) + 1);
    folderVotes.set(folder, votes);
  }
  const folderSection = (folder: string): string | undefined =>
    [...(folderVotes.get(folder) ?? new Map<string, number>())].sort(
      ([a, countA], [b, countB]) => countB - countA || a.localeCompare(b),
    )[0]?.[0];

  const others: DocPage[] = [];
  for (const doc of [...docs].sort((a, b) => a.permalink.localeCompare(b.permalink))) {
    if (doc.unlisted || sectionOf.has(doc.id)) continue;
    const pages = ordered.get(folderSection(doc.sourceDirName) ?? '') ?? others;
    // A folder's own page (the site's home page) opens its section.
    if (doc.permalink.endsWith('/')) pages.unshift(doc);
    else pages.push(doc);
  }

  return [
    ...sections.map(({sidebar, title}) => ({
      title: title[locale],
      pages: ordered.get(sidebar) ?? [],
    })),
    {title: OTHER_PAGES[locale], pages: others},
  ].filter(({pages}) => pages.length > 0);
}
