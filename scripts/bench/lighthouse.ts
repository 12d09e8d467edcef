/**
 * Lighthouse runs for the bench, each in a child Node process of its own
 * (lighthouse-run.mjs), which launches and closes a fresh Chromium.
 */
import {execFile} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import type {ScriptBytes} from './attribution';
import type {Figures} from './stats';

export type FormFactor = 'mobile' | 'desktop';

export type RunResult = {
  figures: Figures;
  /** Scripts requested before the load event. */
  startupScripts: ScriptBytes[];
};

const RUNNER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lighthouse-run.mjs');

export async function runLighthouse(url: string, form: FormFactor): Promise<RunResult> {
  const {stdout} = await promisify(execFile)(process.execPath, [RUNNER, url, form], {
    maxBuffer: 16 * 1024 * 1024,
    timeout: 5 * 60_000,
  });
  return JSON.parse(stdout) as RunResult;
}
