/**
 * The search index of `npm start`: built in the background from the current
 * sources when the dev server starts, rebuilt after the dev server has
 * recompiled a change, served by `middleware.ts`, and reported in the
 * terminal.
 *
 * Changes are taken from the dev server's own compiler rather than from a
 * second file watcher: every source the site is made of (pages, sidebars,
 * translations, config, the OpenAPI file, components) reaches the compiler,
 * directly or through the files Docusaurus regenerates, and a change that
 * leaves the generated files as they were needs no new index.
 */
import logger from '@docusaurus/logger';
import {createDevIndexMiddleware, type DevIndex, type NodeMiddleware} from './middleware';
import {
  createIndexScheduler,
  type BuildRunner,
  type IndexScheduler,
  type SchedulerEvent,
} from './scheduler';

/** What of a webpack or Rspack compiler this needs. */
export type WatchedCompiler = {
  modifiedFiles?: ReadonlySet<string>;
  removedFiles?: ReadonlySet<string>;
  hooks: {
    watchRun: {tap: (name: string, callback: (compiler: WatchedCompiler) => void) => void};
    done: {tap: (name: string, callback: (stats: {hasErrors: () => boolean}) => void) => void};
  };
};

const HOOK_NAME = 'search-index-dev';

/** Styles change how pages look, not the text the index is made of. */
const STYLESHEET = /\.(?:css|scss|sass)$/;

/**
 * Calls `onChange` after each compilation that followed a change of
 * something other than a stylesheet. The first compilation is not a change;
 * one with errors is skipped (a build would fail the same way), and the
 * change counts at the next compilation that succeeds.
 */
export function watchSourceChanges(compiler: WatchedCompiler, onChange: () => void): void {
  let changed = false;
  compiler.hooks.watchRun.tap(HOOK_NAME, (running) => {
    const files = [...(running.modifiedFiles ?? []), ...(running.removedFiles ?? [])];
    if (files.some((file) => !STYLESHEET.test(file))) changed = true;
  });
  compiler.hooks.done.tap(HOOK_NAME, (stats) => {
    if (!changed || stats.hasErrors()) return;
    changed = false;
    onChange();
  });
}

/**
 * One edit makes the dev server compile two or three times over a few
 * seconds (the file itself, then the data Docusaurus regenerates from it):
 * waiting this long after the last compilation makes that one build.
 */
export const DEBOUNCE_MS = 5000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The terminal lines of the index builds, in Docusaurus' logger style. */
export function logIndexEvent(locale: string, event: SchedulerEvent<DevIndex>): void {
  const prefix = `${logger.name(`[${locale}]`)} Search index:`;
  switch (event.type) {
    case 'started':
      logger.info(
        event.trigger === 'start'
          ? `${prefix} building it from the current sources in the background; search answers once it is ready.`
          : event.serving
            ? `${prefix} sources changed, rebuilding; search answers from the previous index meanwhile.`
            : `${prefix} sources changed, building again.`,
      );
      return;
    case 'succeeded':
      logger.success(
        `${prefix} ${logger.num(event.index.records)} records, built in ${seconds(event.durationMs)}.`,
      );
      return;
    case 'failed': {
      const consequence = event.serving
        ? 'search keeps answering from the previous index'
        : 'search says so until a build succeeds';
      const reason = event.error instanceof Error ? event.error.message : String(event.error);
      logger.error(
        `${prefix} the build failed after ${seconds(event.durationMs)}; ${consequence} (a change to the sources tries again).\n${reason}`,
      );
    }
  }
}

export type DevIndexOptions = {
  locale: string;
  baseUrl: string;
  run: BuildRunner<DevIndex>;
  /** The dev server's compiler, whose recompilations trigger rebuilds. */
  compiler: WatchedCompiler | null;
  debounceMs?: number;
  onEvent?: (event: SchedulerEvent<DevIndex>) => void;
};

/** Starts the first build; the middleware serves whatever index is ready. */
export function startDevIndex(options: DevIndexOptions): {
  middleware: NodeMiddleware;
  scheduler: IndexScheduler<DevIndex>;
} {
  const scheduler = createIndexScheduler<DevIndex>({
    run: options.run,
    debounceMs: options.debounceMs ?? DEBOUNCE_MS,
    onEvent: options.onEvent ?? ((event) => logIndexEvent(options.locale, event)),
  });
  if (options.compiler) {
    watchSourceChanges(options.compiler, scheduler.changed);
  }
  scheduler.start();
  return {middleware: createDevIndexMiddleware(options.baseUrl, scheduler.state), scheduler};
}
