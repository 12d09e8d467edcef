/**
 * The DocSearch crawler's record schema, shared by the indexer (build time)
 * and the search client (browser): types and weights only, no Node APIs.
 */
export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type Hierarchy = Record<HierarchyLevel, string | null>;

export type SearchRecord = {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: HierarchyLevel | 'content';
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  version: string[];
  docusaurus_tag: string;
  weight: {level: number; position: number; pageRank: number};
};

export const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** The crawler's weights: a page title outranks a heading, a heading outranks text. */
export const LEVEL_WEIGHT: Record<SearchRecord['type'], number> = {
  lvl0: 100,
  lvl1: 90,
  lvl2: 80,
  lvl3: 70,
  lvl4: 60,
  lvl5: 50,
  lvl6: 40,
  content: 0,
};

/** What the browser reads with `usePluginData('search-index')`: which engine answers. */
export type SearchIndexGlobalData = {
  engine: 'algolia' | 'local';
  /**
   * Only in the dev server, whose index is built in the background
   * (`dev/`): the browser may then be told that it is not ready yet.
   */
  devIndex?: true;
};

/**
 * The dev server's answer for a file of `search/` while it has no index to
 * serve: HTTP 503 while the first one is being built, 500 when the last
 * build failed (the reason is also in the terminal).
 */
export type DevIndexStatus = {status: 'building'} | {status: 'failed'; message: string};
