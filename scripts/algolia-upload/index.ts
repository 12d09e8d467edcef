/**
 * `npm run algolia-upload`: pushes the search records of `build/` (or
 * BUILD_DIR) to the Algolia index ALGOLIA_INDEX_NAME of ALGOLIA_APP_ID, with
 * an admin key (ALGOLIA_ADMIN_API_KEY, never the search-only key the site
 * ships). Run it after `npm run build` in the deploy job.
 */
import {algoliasearch} from 'algoliasearch';
import {readEnv} from '../../config/env';
import {buildRecords, uploadToAlgolia} from './upload';

const required = (name: string): string => {
  const value = process.env[name]?.trim();
  if (!value) {
    console.error(
      `${name} is not set: algolia-upload needs ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY and ALGOLIA_INDEX_NAME.`,
    );
    process.exit(2);
  }
  return value;
};

const appId = required('ALGOLIA_APP_ID');
const adminKey = required('ALGOLIA_ADMIN_API_KEY');
const indexName = required('ALGOLIA_INDEX_NAME');
const buildDir = process.env.BUILD_DIR ?? 'build';

async function main() {
  const records = buildRecords(buildDir, readEnv().siteUrl);
  const {records: count} = await uploadToAlgolia(
    algoliasearch(appId, adminKey),
    indexName,
    records,
  );
  console.log(`Uploaded ${count} records from ${buildDir}/ to the Algolia index ${indexName}.`);
}

main().catch((error: unknown) => {
  console.error(`algolia-upload failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
