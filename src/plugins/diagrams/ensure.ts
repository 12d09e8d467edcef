/**
 * Makes sure every diagram has its files in the cache: renders the missing
 * ones when this machine has a Chromium, and otherwise fails naming each one,
 * so a build never ships a page with a hole where a diagram should be.
 */
import path from 'path';
import logger from '@docusaurus/logger';
import {cacheDirOf, diagramKey, isCached, mermaidPackage, writeCacheEntry} from './cache';
import {findChromium, openRenderer, renderAll} from './render';
import type {DiagramSource} from './scan';

export type KeyedDiagram = DiagramSource & {key: string};

export const RENDER_COMMAND = 'npm run diagrams';

export function withKeys(diagrams: DiagramSource[]): KeyedDiagram[] {
  const {version} = mermaidPackage();
  return diagrams.map((diagram) => ({...diagram, key: diagramKey(diagram.source, version)}));
}

export class MissingDiagramsError extends Error {
  constructor(missing: KeyedDiagram[]) {
    const places = missing.map(({file, line, key}) => `  ${file}:${line} (${key})`);
    super(
      [
        `${missing.length} mermaid diagram(s) have no rendered SVG in static/diagrams/, and no Chromium was found to render them:`,
        ...places,
        `Run \`${RENDER_COMMAND}\` on a machine with Chromium (or set CHROMIUM_PATH) and commit static/diagrams/.`,
      ].join('\n'),
    );
    this.name = 'MissingDiagramsError';
  }
}

/**
 * Renders under way in this process, by key: the plugin's `loadContent` and
 * the remark plugin can both find the same new diagram while the dev server
 * reloads an edited page, and one of them should wait for the other.
 */
const inFlight = new Map<string, Promise<void>>();

/** Renders the diagrams of `diagrams` missing from the cache; returns the keys it rendered. */
export async function ensureDiagrams(siteDir: string, diagrams: KeyedDiagram[]): Promise<string[]> {
  const cacheDir = cacheDirOf(siteDir);
  const waiting: Promise<void>[] = [];
  const missing = new Map<string, KeyedDiagram>();
  for (const diagram of diagrams) {
    const pending = inFlight.get(diagram.key);
    if (pending) waiting.push(pending);
    else if (!isCached(cacheDir, diagram.key) && !missing.has(diagram.key)) {
      missing.set(diagram.key, diagram);
    }
  }
  if (missing.size > 0) {
    const chromium = findChromium();
    if (!chromium) {
      throw new MissingDiagramsError(diagrams.filter(({key}) => missing.has(key)));
    }
    const batch = renderBatch(siteDir, chromium, [...missing.values()]);
    for (const key of missing.keys()) inFlight.set(key, batch);
    waiting.push(batch.finally(() => missing.forEach((_, key) => inFlight.delete(key))));
  }
  await Promise.all(waiting);
  return [...missing.keys()];
}

async function renderBatch(
  siteDir: string,
  chromium: string,
  items: KeyedDiagram[],
): Promise<void> {
  const cacheDir = cacheDirOf(siteDir);
  logger.info(
    `Rendering ${logger.num(items.length)} diagram(s) with Chromium into ${logger.path(path.relative(siteDir, cacheDir))}`,
  );
  const renderer = await openRenderer(chromium);
  try {
    await renderAll(renderer, items, (item, rendered) => {
      writeCacheEntry(cacheDir, item.key, rendered);
      logger.info(`  ${logger.path(`${item.file}:${item.line}`)} → ${logger.name(item.key)}`);
    });
  } finally {
    await renderer.close();
  }
}
