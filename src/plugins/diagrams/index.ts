/**
 * Diagrams as static SVG, drawn at build time instead of in the reader's
 * browser (architecture.md, "Performance budgets"): `loadContent` finds every
 * ```` ```mermaid ```` block of the docs and the blog, both locales, and
 * renders those missing from the committed cache (`static/diagrams/`, see
 * `cache.ts`) with Chromium. On a machine without one the cache must be
 * complete, and the build says which diagram is not. The remark plugin
 * (`remark.ts`) then puts a `<Diagram>` where each block was.
 *
 * `loadContent` runs before the bundler compiles a single page, so the remark
 * plugin finds every diagram rendered; in the dev server, watching the
 * sources re-renders an edited diagram.
 */
import path from 'path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cacheDirOf, orphanFiles} from './cache';
import {ensureDiagrams, RENDER_COMMAND, withKeys} from './ensure';
import {CONTENT_ROOTS, scanDiagrams} from './scan';

export default function diagramsPlugin(context: LoadContext): Plugin<void> {
  const {siteDir} = context;
  return {
    name: 'ivelta-diagrams',

    getPathsToWatch() {
      return CONTENT_ROOTS.map((root) => path.join(siteDir, root, '**/*.{md,mdx}'));
    },

    async loadContent() {
      const diagrams = withKeys(scanDiagrams(siteDir));
      await ensureDiagrams(siteDir, diagrams);
      const orphans = orphanFiles(
        cacheDirOf(siteDir),
        diagrams.map(({key}) => key),
      );
      if (orphans.length > 0) {
        // Not an error: an edit leaves the old pictures behind until someone prunes.
        logger.warn(
          `${logger.num(orphans.length)} file(s) in static/diagrams/ belong to no diagram any more; ${logger.code(`${RENDER_COMMAND} -- --prune`)} deletes them.`,
        );
      }
    },
  };
}
