import {EventEmitter} from 'events';
import fs from 'fs';
import os from 'os';
import path from 'path';
import {PassThrough} from 'stream';
import type {ChildProcess} from 'child_process';
import {afterAll, describe, expect, it, vi} from 'vitest';
import {readEnv} from '../../../../config/env';
import {
  childBuildCommand,
  createChildBuildRunner,
  devIndexCacheDir,
  failureReason,
  type ChildBuildOptions,
} from './childBuild';

const siteDir = path.resolve(__dirname, '../../../..');
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-dev-'));
afterAll(() => fs.rmSync(cacheDir, {recursive: true, force: true}));

const options: ChildBuildOptions = {
  siteDir,
  siteConfigPath: path.join(siteDir, 'docusaurus.config.ts'),
  locale: 'en',
  baseUrl: '/en/',
  cacheDir,
};

/** A child process that prints `lines` and exits with `code`, or waits to be killed. */
function fakeChild(lines: string[], code: number | null) {
  const child = new EventEmitter() as ChildProcess & EventEmitter;
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  Object.assign(child, {
    stdout,
    stderr,
    pid: undefined,
    kill: vi.fn((signal: NodeJS.Signals) => {
      setImmediate(() => child.emit('close', null, signal));
      return true;
    }),
  });
  setImmediate(() => {
    // Output arrives in chunks that do not follow lines.
    const text = lines.join('\n');
    stdout.write(text.slice(0, 7));
    stderr.write(text.slice(7));
    if (code !== null) setImmediate(() => child.emit('close', code, null));
  });
  return child;
}

function writeBuiltIndex(dir: string) {
  fs.mkdirSync(dir, {recursive: true});
  const manifest = {
    format: 1,
    language: 'en',
    shards: [
      {docusaurus_tag: 'default', version: 'current', file: 'default.aaaaaaaaaa.json', records: 3},
      {
        docusaurus_tag: 'docs-default-current',
        version: 'current',
        file: 'docs-default-current.bbbbbbbbbb.json',
        records: 40,
      },
    ],
  };
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'default.aaaaaaaaaa.json'), '{"shard":"default"}');
  fs.writeFileSync(path.join(dir, 'docs-default-current.bbbbbbbbbb.json'), '{"shard":"docs"}');
  // A shard of an earlier build that the manifest no longer names.
  fs.writeFileSync(path.join(dir, 'default.cccccccccc.json'), '{}');
}

describe("the dev server's background index build", () => {
  it('is a production build of the locale into its cache, with generated files of its own', () => {
    const {command, args, env} = childBuildCommand(options);
    expect(command).toBe(process.execPath);
    expect(args[0]).toMatch(/@docusaurus[\\/]core[\\/]bin[\\/]docusaurus\.mjs$/);
    expect(fs.existsSync(args[0] ?? '')).toBe(true);
    expect(args.slice(1)).toEqual([
      'build',
      siteDir,
      '--config',
      options.siteConfigPath,
      '--locale',
      'en',
      '--out-dir',
      path.join(cacheDir, 'build'),
      '--no-minify',
    ]);
    // The site's config knows it is this build (and so does not start another),
    // and serves the locale where the dev server does, not at the site's root.
    expect(readEnv(env).searchIndexDevBuild).toBe(true);
    expect(readEnv(process.env).searchIndexDevBuild).toBe(false);
    expect(readEnv(env).baseUrl).toBe('/en/');
    expect(env.DOCUSAURUS_GENERATED_FILES_DIR_NAME).toBe(path.join(cacheDir, '.docusaurus'));
  });

  it('keeps each locale in its own cache directory under node_modules/.cache', () => {
    expect(devIndexCacheDir('/site', 'en')).toBe(
      path.join('/site', 'node_modules', '.cache', 'search-dev', 'en'),
    );
    expect(devIndexCacheDir('/site', 'ru')).not.toBe(devIndexCacheDir('/site', 'en'));
  });

  it("reads the locale's built index into memory: the manifest and the shards it names", async () => {
    writeBuiltIndex(path.join(cacheDir, 'build', 'search'));
    const spawn = vi.fn(() =>
      fakeChild(['[INFO] [en] Creating an optimized production build...'], 0),
    );
    const index = await createChildBuildRunner({...options, spawn})(new AbortController().signal);
    expect(spawn).toHaveBeenCalledWith(process.execPath, expect.any(Array), {
      cwd: siteDir,
      env: expect.objectContaining({SEARCH_INDEX_DEV_BUILD: 'true'}),
    });
    expect(index.records).toBe(43);
    expect([...index.files.keys()]).toEqual([
      'manifest.json',
      'default.aaaaaaaaaa.json',
      'docs-default-current.bbbbbbbbbb.json',
    ]);
    expect(index.files.get('docs-default-current.bbbbbbbbbb.json')?.toString()).toBe(
      '{"shard":"docs"}',
    );
  });

  it("fails with Docusaurus' error when the build fails", async () => {
    const output = [
      '[INFO] [en] Creating an optimized production build...',
      '\u001b[31m[ERROR]\u001b[39m Error: Unable to build website for locale en.',
      '    at tryToBuildLocale (node_modules/@docusaurus/core/lib/commands/build/build.js:76:15)',
      '  [cause]: Error: MDX compilation failed for file "docs/intro.mdx"',
      'Cause: Unexpected closing tag `</div>`',
    ];
    const spawn = vi.fn(() => fakeChild(output, 1));
    const build = createChildBuildRunner({...options, spawn})(new AbortController().signal);
    await expect(build).rejects.toThrow(
      [
        'docusaurus build ended with exit code 1',
        '[ERROR] Error: Unable to build website for locale en.',
        '  [cause]: Error: MDX compilation failed for file "docs/intro.mdx"',
        'Cause: Unexpected closing tag `</div>`',
      ].join('\n'),
    );
  });

  it('kills the build when aborted', async () => {
    const child = fakeChild([], null);
    const controller = new AbortController();
    const build = createChildBuildRunner({...options, spawn: () => child})(controller.signal);
    controller.abort();
    await expect(build).rejects.toThrow(/killed by SIGTERM/);
    expect(child.kill).toHaveBeenCalledWith('SIGTERM');
  });

  it('gives the end of the output when there is no [ERROR] line', () => {
    const lines = Array.from({length: 30}, (_, line) => `line ${line}`);
    expect(failureReason(lines, {code: null, signal: 'SIGKILL'}).split('\n')).toEqual([
      'docusaurus build was killed by SIGKILL',
      ...lines.slice(-10),
    ]);
  });
});
