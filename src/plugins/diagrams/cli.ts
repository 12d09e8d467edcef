/**
 * `npm run diagrams`: renders the diagrams missing from `static/diagrams/`
 * (what the build would render), without building the site.
 * `npm run diagrams -- --prune` also deletes the cache files no diagram uses
 * any more, which the unit tests refuse to see committed.
 */
import fs from 'fs';
import path from 'path';
import logger from '@docusaurus/logger';
import {SITE_DIR, cacheDirOf, orphanFiles} from './cache';
import {ensureDiagrams, withKeys} from './ensure';
import {scanDiagrams} from './scan';

async function main(args: string[]): Promise<void> {
  const unknown = args.filter((arg) => arg !== '--prune');
  if (unknown.length > 0) {
    throw new Error(
      `Unknown argument(s): ${unknown.join(' ')}. Usage: npm run diagrams [-- --prune]`,
    );
  }
  const diagrams = withKeys(scanDiagrams(SITE_DIR));
  const rendered = await ensureDiagrams(SITE_DIR, diagrams);
  const keys = new Set(diagrams.map(({key}) => key));
  logger.success(
    `${logger.num(keys.size)} diagram(s) in the sources, ${logger.num(rendered.length)} rendered now.`,
  );

  const cacheDir = cacheDirOf(SITE_DIR);
  const orphans = orphanFiles(cacheDir, keys);
  if (args.includes('--prune')) {
    orphans.forEach((name) => fs.rmSync(path.join(cacheDir, name)));
    logger.info(`Deleted ${logger.num(orphans.length)} file(s) no diagram uses.`);
  } else if (orphans.length > 0) {
    logger.warn(
      `${logger.num(orphans.length)} file(s) belong to no diagram; ${logger.code('npm run diagrams -- --prune')} deletes them.`,
    );
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  logger.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
