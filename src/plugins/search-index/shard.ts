/**
 * The file format of a search shard: the records of one locale, docs tag and
 * section of the site (`index.ts` splits them), with what records of a page
 * share (URL, section, title) stored once.
 * `expandShard` gives back records in the DocSearch schema, so the engine and
 * the DocSearch UI see what an Algolia index would return. Used at build time
 * (writing) and in the browser (reading): no Node APIs here.
 */
import {LEVEL_WEIGHT, type HierarchyLevel, type SearchRecord} from './schema';

export const SHARD_FORMAT = 1;

type CompactRecord = {
  /** Index into `pages`. */
  p: number;
  t: SearchRecord['type'];
  a: string | null;
  /** lvl2..lvl6, trailing nulls dropped. */
  h: (string | null)[];
  c: string | null;
};

export type Shard = {
  format: typeof SHARD_FORMAT;
  language: string;
  version: string;
  docusaurus_tag: string;
  /** The part of the site the shard holds: its pages' first path segment, or several small ones. */
  section: string;
  /** Page path (with the base URL), section and title. */
  pages: {path: string; lvl0: string | null; lvl1: string | null; pageRank: number}[];
  records: CompactRecord[];
};

export type ShardManifest = {
  format: typeof SHARD_FORMAT;
  language: string;
  shards: {
    docusaurus_tag: string;
    section: string;
    version: string;
    file: string;
    records: number;
  }[];
};

const DEEP_LEVELS: HierarchyLevel[] = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** Records of one locale, tag and section, all from the same site, into a shard. */
export function compactShard(records: SearchRecord[], siteUrl: string, section: string): Shard {
  const first = records[0];
  const pages: Shard['pages'] = [];
  const pageIndex = new Map<string, number>();
  const compact = records.map((record): CompactRecord => {
    const path = record.url_without_anchor.startsWith(siteUrl)
      ? record.url_without_anchor.slice(siteUrl.length) || '/'
      : record.url_without_anchor;
    let index = pageIndex.get(path);
    if (index === undefined) {
      index = pages.length;
      pageIndex.set(path, index);
      pages.push({
        path,
        lvl0: record.hierarchy.lvl0,
        lvl1: record.hierarchy.lvl1,
        pageRank: record.weight.pageRank,
      });
    }
    const deep = DEEP_LEVELS.map((level) => record.hierarchy[level]);
    while (deep.length > 0 && deep[deep.length - 1] === null) deep.pop();
    return {p: index, t: record.type, a: record.anchor, h: deep, c: record.content};
  });
  return {
    format: SHARD_FORMAT,
    language: first?.language ?? '',
    version: first?.version[0] ?? 'current',
    docusaurus_tag: first?.docusaurus_tag ?? 'default',
    section,
    pages,
    records: compact,
  };
}

/** The shard's records in the DocSearch schema, with absolute URLs on `siteUrl`. */
export function expandShard(shard: Shard, siteUrl: string): SearchRecord[] {
  if (shard.format !== SHARD_FORMAT) {
    throw new Error(`search shard format ${String(shard.format)} is not ${SHARD_FORMAT}`);
  }
  let position = 0;
  let lastPage = -1;
  return shard.records.map((record, index) => {
    const page = shard.pages[record.p];
    if (!page) {
      throw new Error(
        `search shard ${shard.docusaurus_tag}/${shard.section}: record ${index} has no page`,
      );
    }
    position = record.p === lastPage ? position + 1 : 0;
    lastPage = record.p;
    const url = `${siteUrl}${page.path}`;
    const deep = Object.fromEntries(
      DEEP_LEVELS.map((level, depth) => [level, record.h[depth] ?? null]),
    ) as Record<'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;
    return {
      objectID: `${shard.language}-${shard.docusaurus_tag}-${shard.section}-${index}`,
      url: record.a ? `${url}#${record.a}` : url,
      url_without_anchor: url,
      anchor: record.a,
      type: record.t,
      hierarchy: {lvl0: page.lvl0, lvl1: page.lvl1, ...deep},
      content: record.c,
      language: shard.language,
      version: [shard.version],
      docusaurus_tag: shard.docusaurus_tag,
      weight: {level: LEVEL_WEIGHT[record.t], position, pageRank: page.pageRank},
    };
  });
}
