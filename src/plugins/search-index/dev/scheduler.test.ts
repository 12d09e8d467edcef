import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {createIndexScheduler, type SchedulerEvent} from './scheduler';

type Build = {
  signal: AbortSignal;
  succeed: (index: string) => void;
  fail: (error: Error) => void;
};

/** A build runner whose builds the test ends, one by one. */
function controlledRunner() {
  const builds: Build[] = [];
  const run = vi.fn(
    (signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        builds.push({signal, succeed: resolve, fail: reject});
      }),
  );
  return {run, builds};
}

const DEBOUNCE = 1000;
/** Lets settled builds run their callbacks (and timers that are due). */
const settle = () => vi.advanceTimersByTimeAsync(0);

function setup() {
  const {run, builds} = controlledRunner();
  const events: SchedulerEvent<string>[] = [];
  const scheduler = createIndexScheduler({
    run,
    debounceMs: DEBOUNCE,
    onEvent: (event) => events.push(event),
  });
  return {run, builds, events, scheduler};
}

describe("the dev server's index builds", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('builds at start and serves nothing until that build is done', async () => {
    const {run, builds, events, scheduler} = setup();
    expect(scheduler.state()).toEqual({status: 'building'});
    scheduler.start();
    expect(run).toHaveBeenCalledTimes(1);
    expect(scheduler.state()).toEqual({status: 'building'});

    await vi.advanceTimersByTimeAsync(24_300);
    builds[0]?.succeed('index 1');
    await settle();
    expect(scheduler.state()).toEqual({status: 'ready', index: 'index 1', rebuilding: false});
    expect(events).toEqual([
      {type: 'started', trigger: 'start', serving: null},
      {type: 'succeeded', index: 'index 1', durationMs: 24_300},
    ]);
  });

  it('debounces changes: a burst of them makes one build, once the sources are quiet', async () => {
    const {run, builds, scheduler} = setup();
    scheduler.start();
    builds[0]?.succeed('index 1');
    await settle();

    scheduler.changed();
    await vi.advanceTimersByTimeAsync(600);
    scheduler.changed();
    await vi.advanceTimersByTimeAsync(600);
    scheduler.changed();
    expect(scheduler.state()).toMatchObject({status: 'ready', index: 'index 1', rebuilding: true});
    await vi.advanceTimersByTimeAsync(DEBOUNCE - 1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('never runs two builds at once: changes during a build queue exactly one more', async () => {
    const {run, builds, events, scheduler} = setup();
    scheduler.start();
    for (let change = 0; change < 3; change += 1) {
      scheduler.changed();
      await vi.advanceTimersByTimeAsync(DEBOUNCE * 2);
    }
    expect(run).toHaveBeenCalledTimes(1);

    builds[0]?.succeed('index 1');
    await settle();
    expect(run).toHaveBeenCalledTimes(2);
    // The queued build runs while the first index is served.
    expect(scheduler.state()).toEqual({status: 'ready', index: 'index 1', rebuilding: true});
    expect(events.at(-1)).toEqual({type: 'started', trigger: 'change', serving: 'index 1'});

    builds[1]?.succeed('index 2');
    await settle();
    await vi.advanceTimersByTimeAsync(DEBOUNCE * 2);
    expect(run).toHaveBeenCalledTimes(2);
    expect(scheduler.state()).toEqual({status: 'ready', index: 'index 2', rebuilding: false});
  });

  it('keeps serving the previous index when a rebuild fails', async () => {
    const {builds, events, scheduler} = setup();
    scheduler.start();
    builds[0]?.succeed('index 1');
    await settle();
    scheduler.changed();
    await vi.advanceTimersByTimeAsync(DEBOUNCE);

    const error = new Error('docs/intro.mdx: Unexpected closing tag');
    builds[1]?.fail(error);
    await settle();
    expect(scheduler.state()).toEqual({status: 'ready', index: 'index 1', rebuilding: false});
    expect(events.at(-1)).toMatchObject({type: 'failed', error, serving: 'index 1'});
  });

  it('reports a failed first build until a change builds again', async () => {
    const {builds, scheduler} = setup();
    scheduler.start();
    const error = new Error('broken sidebar');
    builds[0]?.fail(error);
    await settle();
    expect(scheduler.state()).toEqual({status: 'failed', error});

    scheduler.changed();
    expect(scheduler.state()).toEqual({status: 'building'});
    await vi.advanceTimersByTimeAsync(DEBOUNCE);
    builds[1]?.succeed('index 1');
    await settle();
    expect(scheduler.state()).toEqual({status: 'ready', index: 'index 1', rebuilding: false});
  });

  it('treats a runner that throws at once like a failed build', async () => {
    const scheduler = createIndexScheduler<string>({
      run: () => {
        throw new Error('cannot spawn');
      },
      debounceMs: DEBOUNCE,
    });
    scheduler.start();
    await settle();
    expect(scheduler.state()).toMatchObject({status: 'failed', error: new Error('cannot spawn')});
  });

  it('on stop, aborts the running build and runs nothing more', async () => {
    const {run, builds, events, scheduler} = setup();
    scheduler.start();
    scheduler.changed();
    await vi.advanceTimersByTimeAsync(DEBOUNCE);
    scheduler.changed();

    scheduler.stop();
    expect(builds[0]?.signal.aborted).toBe(true);
    builds[0]?.fail(new Error('killed by SIGTERM'));
    await vi.advanceTimersByTimeAsync(DEBOUNCE * 2);
    scheduler.changed();
    await vi.advanceTimersByTimeAsync(DEBOUNCE * 2);
    expect(run).toHaveBeenCalledTimes(1);
    // The build killed on the way out is not reported as a failure.
    expect(events.map(({type}) => type)).toEqual(['started']);
  });
});
