import {stripVTControlCharacters} from 'util';
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {DevIndex} from './middleware';
import {logIndexEvent, startDevIndex, watchSourceChanges, type WatchedCompiler} from './service';

/** A compiler whose watch runs and compilations the test plays. */
function fakeCompiler() {
  const watchRuns: ((compiler: WatchedCompiler) => void)[] = [];
  const dones: ((stats: {hasErrors: () => boolean}) => void)[] = [];
  const compiler: WatchedCompiler = {
    hooks: {
      watchRun: {tap: (_name, callback) => watchRuns.push(callback)},
      done: {tap: (_name, callback) => dones.push(callback)},
    },
  };
  const compile = (modified: string[] | undefined, errors = false) => {
    const running = {...compiler, modifiedFiles: modified && new Set(modified)};
    for (const callback of watchRuns) callback(running);
    for (const callback of dones) callback({hasErrors: () => errors});
  };
  return {compiler, compile};
}

const index = (records: number): DevIndex => ({files: new Map(), records});

describe('what makes the dev server rebuild its index', () => {
  it('a compilation after a source change, not the first one', () => {
    const {compiler, compile} = fakeCompiler();
    const onChange = vi.fn();
    watchSourceChanges(compiler, onChange);
    compile(undefined);
    expect(onChange).not.toHaveBeenCalled();
    compile(['/site/docs/payments/payment-refund.mdx']);
    expect(onChange).toHaveBeenCalledTimes(1);
    compile(['/site/.docusaurus/docusaurus-plugin-content-docs/default/p/index-ab1.json']);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('not a change of styles only', () => {
    const {compiler, compile} = fakeCompiler();
    const onChange = vi.fn();
    watchSourceChanges(compiler, onChange);
    compile(['/site/src/css/custom.css', '/site/src/theme/SearchBar/styles.module.css']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('waits for a change that does not compile to be fixed', () => {
    const {compiler, compile} = fakeCompiler();
    const onChange = vi.fn();
    watchSourceChanges(compiler, onChange);
    compile(['/site/docs/intro.mdx'], true);
    expect(onChange).not.toHaveBeenCalled();
    compile(['/site/src/css/custom.css']);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('starts building at once and serves through the middleware', async () => {
    const {compiler, compile} = fakeCompiler();
    const run = vi.fn(async () => index(7));
    const {scheduler} = startDevIndex({
      locale: 'en',
      baseUrl: '/en/',
      run,
      compiler,
      debounceMs: 0,
      onEvent: () => undefined,
    });
    expect(run).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(scheduler.state()).toMatchObject({status: 'ready'}));
    compile(['/site/sidebars.ts']);
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(2));
    scheduler.stop();
  });
});

describe('the terminal lines of the index builds', () => {
  const printed: string[] = [];
  const capture = (...args: unknown[]) => {
    printed.push(stripVTControlCharacters(args.map(String).join(' ')));
  };
  afterEach(() => {
    vi.restoreAllMocks();
    printed.length = 0;
  });
  const log = (event: Parameters<typeof logIndexEvent>[1]) => {
    for (const method of ['info', 'log', 'error', 'warn'] as const) {
      vi.spyOn(console, method).mockImplementation(capture);
    }
    logIndexEvent('ru', event);
    return printed.join('\n');
  };

  it('say when a build starts, and what search answers from meanwhile', () => {
    expect(log({type: 'started', trigger: 'start', serving: null})).toMatch(
      /^\[INFO\] \[ru\] Search index: building it from the current sources in the background/,
    );
    expect(log({type: 'started', trigger: 'change', serving: index(1)})).toMatch(
      /rebuilding; search answers from the previous index meanwhile/,
    );
  });

  it('give the record count and duration of a finished build', () => {
    expect(log({type: 'succeeded', index: index(2958), durationMs: 24_321})).toBe(
      '[SUCCESS] [ru] Search index: 2958 records, built in 24.3 s.',
    );
  });

  it('give the reason of a failed build and what search does now', () => {
    const text = log({
      type: 'failed',
      error: new Error('docusaurus build ended with exit code 1\n[ERROR] MDX compilation failed'),
      durationMs: 12_050,
      serving: null,
    });
    expect(text).toMatch(/^\[ERROR\] \[ru\] Search index: the build failed after 12\.1 s;/);
    expect(text).toMatch(/search says so until a build succeeds/);
    expect(text).toMatch(/\n\[ERROR\] MDX compilation failed$/);
  });
});
