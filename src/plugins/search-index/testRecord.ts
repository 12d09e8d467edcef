/**
 * A DocSearch record for tests: a content record of a current-docs page, with
 * what a test does not care about filled in. Tests only.
 */
import {LEVEL_WEIGHT, type Hierarchy, type SearchRecord} from './schema';

export function testRecord(
  fields: Partial<Omit<SearchRecord, 'hierarchy'>> & {url: string; hierarchy?: Partial<Hierarchy>},
): SearchRecord {
  const [withoutAnchor = fields.url, anchor = null] = fields.url.split('#');
  const type = fields.type ?? 'content';
  return {
    objectID: fields.url,
    url_without_anchor: withoutAnchor,
    anchor,
    type,
    content: null,
    language: 'ru',
    version: ['current'],
    docusaurus_tag: 'docs-default-current',
    weight: {level: LEVEL_WEIGHT[type], position: 0, pageRank: 0},
    ...fields,
    hierarchy: {
      lvl0: 'Docs',
      lvl1: 'Page',
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
      ...fields.hierarchy,
    },
  };
}
