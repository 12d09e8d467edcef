/**
 * Renders diagrams the way the reader's browser used to: mermaid's own
 * browser bundle in Chromium (headless, driven by playwright-core), so text
 * is measured by a real layout engine and the SVG is what mermaid draws.
 * Nothing is downloaded: the Chromium is the one the tests use.
 */
import path from 'path';
import type {Browser} from 'playwright-core';
import type {DiagramMeta, Step} from '../../components/Diagram/textAlternative';
import {CHROMIUM_FLAGS, chromiumPath} from '../../../scripts/chromium.mjs';
import {
  MERMAID_CONFIG,
  MODES,
  THEMES,
  mermaidPackage,
  type Mode,
  type RenderedDiagram,
} from './cache';

const IN_PAGE_SCRIPT = path.join(__dirname, 'inPage.js');
/** Pages rendering at once: the machines that build this site have two cores. */
const PARALLEL_PAGES = 2;

/** The Chromium to render with, or null when this machine has none. */
export function findChromium(): string | null {
  try {
    return chromiumPath();
  } catch {
    return null;
  }
}

type InPageResult = {
  type: string;
  images: Record<Mode, {svg: string; width: number; height: number}>;
  participants: string[];
  steps: Step[];
};

export type Renderer = {
  render(key: string, source: string): Promise<RenderedDiagram>;
  close(): Promise<void>;
};

/** One browser for a batch of diagrams; `close()` it when the batch is done. */
export async function openRenderer(executablePath: string): Promise<Renderer> {
  const {chromium} = await import('playwright-core');
  const {browserBundle} = mermaidPackage();
  const browser: Browser = await chromium.launch({executablePath, args: [...CHROMIUM_FLAGS]});
  // Fixed metrics and locale: what mermaid measures or formats must not depend on the machine.
  const context = await browser.newContext({
    viewport: {width: 1280, height: 800},
    deviceScaleFactor: 1,
    locale: 'en-US',
  });

  async function render(key: string, source: string): Promise<RenderedDiagram> {
    // A fresh page per diagram: mermaid numbers the elements it draws with
    // counters that live as long as the page, so a reused page would give
    // the same source different bytes depending on what was drawn before.
    const page = await context.newPage();
    try {
      await page.setContent(
        '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>',
      );
      await page.addScriptTag({path: browserBundle});
      await page.addScriptTag({path: IN_PAGE_SCRIPT});
      const result = await page.evaluate(
        ([text, options]) =>
          (
            window as unknown as {
              renderDiagram(text: string, options: unknown): Promise<InPageResult>;
            }
          ).renderDiagram(text, options),
        [source, {id: `diagram-${key}`, themes: THEMES, config: MERMAID_CONFIG}] as const,
      );
      const {width, height} = result.images.light;
      const meta: DiagramMeta = {
        type: result.type,
        width,
        height,
        participants: result.participants,
        steps: result.steps,
      };
      const svg = Object.fromEntries(
        MODES.map((mode) => [mode, result.images[mode].svg]),
      ) as Record<Mode, string>;
      return {svg, meta};
    } finally {
      await page.close();
    }
  }

  return {render, close: () => browser.close()};
}

/** Renders each of `items` with at most PARALLEL_PAGES at once; calls `done` as each finishes. */
export async function renderAll<
  T extends {key: string; source: string; file: string; line: number},
>(
  renderer: Renderer,
  items: T[],
  done: (item: T, rendered: RenderedDiagram) => void,
): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      let rendered: RenderedDiagram;
      try {
        rendered = await renderer.render(item.key, item.source);
      } catch (error) {
        // Mermaid's parse errors count lines from the diagram's first line.
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(
          `The diagram at ${item.file}:${item.line} could not be rendered: ${reason}`,
          {
            cause: error,
          },
        );
      }
      done(item, rendered);
    }
  };
  await Promise.all(Array.from({length: Math.min(PARALLEL_PAGES, items.length)}, worker));
}
