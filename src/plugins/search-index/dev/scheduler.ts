/**
 * When the dev server's search index is built: once at start, then after
 * source changes, debounced; never two builds at once, and a change during a
 * build queues exactly one more (the running build may have read the sources
 * before the change). The last good index stays served while a rebuild runs
 * and after a rebuild fails. The build itself is injected, so this is tested
 * without running Docusaurus.
 */

/** Builds an index from the current sources; aborting it must end the build. */
export type BuildRunner<Index> = (signal: AbortSignal) => Promise<Index>;

export type BuildTrigger = 'start' | 'change';

export type SchedulerEvent<Index> =
  | {type: 'started'; trigger: BuildTrigger; serving: Index | null}
  | {type: 'succeeded'; index: Index; durationMs: number}
  | {type: 'failed'; error: unknown; durationMs: number; serving: Index | null};

export type IndexState<Index> =
  /** `rebuilding`: a build is running, queued or waiting for the debounce. */
  | {status: 'ready'; index: Index; rebuilding: boolean}
  | {status: 'building'}
  | {status: 'failed'; error: unknown};

export type IndexScheduler<Index> = {
  /** The first build, right away. */
  start: () => void;
  /** Sources changed: a build after `debounceMs` without further changes. */
  changed: () => void;
  state: () => IndexState<Index>;
  /** Aborts the running build and schedules nothing more. */
  stop: () => void;
};

export type SchedulerOptions<Index> = {
  run: BuildRunner<Index>;
  debounceMs: number;
  onEvent?: (event: SchedulerEvent<Index>) => void;
  now?: () => number;
};

export function createIndexScheduler<Index>(
  options: SchedulerOptions<Index>,
): IndexScheduler<Index> {
  const now = options.now ?? Date.now;
  let index: Index | null = null;
  let failure: {error: unknown} | null = null;
  let running: AbortController | null = null;
  let queued = false;
  let debounce: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  // A throwing listener must not leave a build promise rejected and unhandled:
  // Node would end the dev server for it.
  const emit = (event: SchedulerEvent<Index>) => {
    try {
      options.onEvent?.(event);
    } catch (error) {
      console.error(error);
    }
  };

  const launch = (trigger: BuildTrigger) => {
    if (stopped) return;
    if (running) {
      queued = true;
      return;
    }
    const controller = new AbortController();
    running = controller;
    const startedAt = now();
    emit({type: 'started', trigger, serving: index});
    let outcome: Promise<Index>;
    try {
      outcome = options.run(controller.signal);
    } catch (error) {
      outcome = Promise.reject(error);
    }
    void outcome
      .then(
        (built) => {
          if (controller.signal.aborted) return;
          index = built;
          failure = null;
          emit({type: 'succeeded', index: built, durationMs: now() - startedAt});
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          failure = {error};
          emit({type: 'failed', error, durationMs: now() - startedAt, serving: index});
        },
      )
      .finally(() => {
        if (running !== controller) return;
        running = null;
        if (queued) {
          queued = false;
          launch('change');
        }
      });
  };

  return {
    start: () => launch('start'),
    changed: () => {
      if (stopped) return;
      if (debounce) clearTimeout(debounce);
      debounce = setTimeout(() => {
        debounce = null;
        launch('change');
      }, options.debounceMs);
    },
    state: () => {
      const pending = running !== null || queued || debounce !== null;
      if (index !== null) return {status: 'ready', index, rebuilding: pending};
      if (failure && !pending) return {status: 'failed', error: failure.error};
      return {status: 'building'};
    },
    stop: () => {
      stopped = true;
      queued = false;
      if (debounce) clearTimeout(debounce);
      debounce = null;
      running?.abort();
      running = null;
    },
  };
}
