/**
 * Pushes the records of a build's search index to Algolia, with the index
 * settings and synonyms DocSearch's Docusaurus template uses, so hosted search
 * ranks and filters what the site's own engine does. Records come from the
 * shards the `search-index` plugin wrote: the site is crawled once, at build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Algoliasearch, IndexSettings} from 'algoliasearch';
import type {SearchRecord} from '../../src/plugins/search-index/schema';
import {expandShard, type Shard, type ShardManifest} from '../../src/plugins/search-index/shard';
import {SYNONYM_GROUPS} from '../../src/search/synonyms';

/** DocSearch's index settings for Docusaurus v3 sites, with the site's languages. */
export const INDEX_SETTINGS: IndexSettings = {
  attributesForFaceting: ['type', 'language', 'version', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  ignorePlurals: ['ru', 'en'],
  removeStopWords: ['ru', 'en'],
  queryLanguages: ['ru', 'en'],
  indexLanguages: ['ru', 'en'],
  advancedSyntax: true,
  attributeCriteriaComputedByMinProximity: true,
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_',
};

/** Every record of every locale a build holds (`search/manifest.json` in each locale's directory). */
export function buildRecords(buildDir: string, siteUrl: string): SearchRecord[] {
  const manifests: string[] = [];
  const visit = (directory: string) => {
    const manifest = path.join(directory, 'search', 'manifest.json');
    if (fs.existsSync(manifest)) manifests.push(manifest);
    for (const entry of fs.readdirSync(directory, {withFileTypes: true})) {
      // Locale builds sit one level down (build/en/); deeper folders are pages.
      if (
        directory === buildDir &&
        entry.isDirectory() &&
        /^[a-z]{2}(-[A-Z]{2})?$/.test(entry.name)
      ) {
        visit(path.join(directory, entry.name));
      }
    }
  };
  if (fs.existsSync(buildDir)) visit(buildDir);
  if (manifests.length === 0) {
    throw new Error(`${buildDir} holds no search index: build the site first (npm run build).`);
  }
  return manifests.flatMap((file) => {
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as ShardManifest;
    return manifest.shards.flatMap(({file: shardFile}) =>
      expandShard(
        JSON.parse(fs.readFileSync(path.join(path.dirname(file), shardFile), 'utf8')) as Shard,
        siteUrl,
      ),
    );
  });
}

/** Settings and synonyms first, then all records at once (Algolia swaps in a filled copy). */
export async function uploadToAlgolia(
  client: Pick<Algoliasearch, 'setSettings' | 'saveSynonyms' | 'replaceAllObjects' | 'waitForTask'>,
  indexName: string,
  records: SearchRecord[],
): Promise<{records: number}> {
  const settings = await client.setSettings({indexName, indexSettings: INDEX_SETTINGS});
  await client.waitForTask({indexName, taskID: settings.taskID});
  const synonyms = await client.saveSynonyms({
    indexName,
    replaceExistingSynonyms: true,
    synonymHit: SYNONYM_GROUPS.map((group, index) => ({
      objectID: `site-synonyms-${index}`,
      type: 'synonym',
      synonyms: group,
    })),
  });
  await client.waitForTask({indexName, taskID: synonyms.taskID});
  await client.replaceAllObjects({indexName, objects: records, batchSize: 1000});
  return {records: records.length};
}
