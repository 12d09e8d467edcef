/**
 * What the tests of the sandbox and of the code samples share: a sandbox on a
 * free loopback port with a fresh partner key, and the programs that run the
 * samples. A missing program fails the test with what to install: CI
 * installs them (`.ci/run`), so no sample goes untested by being skipped.
 */
import {execFile, spawn} from 'node:child_process';
import fs from 'node:fs';
import {createServer, type AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {loadApiModel} from '../src/plugins/openapi/index';
import type {ApiModel} from '../src/plugins/openapi/model';
import {SAMPLE_ENVIRONMENT} from '../src/plugins/openapi/samples';
import {
  rsaKeyPair,
  SANDBOX_FILES,
  SANDBOX_PROJECT_ID,
  startSandbox,
  type RunningSandbox,
} from './server';

const ROOT = path.resolve(__dirname, '..');
export const BANK_PRIVATE_KEY_PATH = SANDBOX_FILES.bankPrivateKey;
export const BANK_PUBLIC_KEY_PATH = path.join(ROOT, 'static/keys/bank-sandbox-public.pem');
export const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

let lastSecond = Number.POSITIVE_INFINITY;
/**
 * A second of its own for each request. RSA PKCS#1 v1.5 signatures are
 * deterministic: two requests with the same timestamp, method, path and body
 * carry the same signature, and the bank accepts that signature once. The
 * tests send many identical bodies within one second, which a partner would
 * not; going back a second per request keeps them inside the 300 s window.
 * Strictly back from the last one: counting back from the clock would give
 * the same second again whenever the clock ticks between two requests (on a
 * busy machine, a retry was refused as a replay).
 */
export const uniqueSecond = () =>
  (lastSecond = Math.min(Math.floor(Date.now() / 1000), lastSecond) - 1);

export type TestSandbox = RunningSandbox & {
  api: ApiModel;
  /** A scratch directory that holds the partner key; removed by `close`. */
  dir: string;
  partnerPrivateKey: string;
  /** For a second sandbox in a test that accepts the same partner. */
  partnerPublicKey: string;
  /** The environment every sample reads. */
  env: Record<string, string>;
};

/** `log` receives the sandbox's line per request, to see what a sample sent. */
export async function startTestSandbox(log?: (line: string) => void): Promise<TestSandbox> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-sandbox-'));
  const pair = rsaKeyPair();
  const privateKeyPath = path.join(dir, 'partner-private.pem');
  fs.writeFileSync(privateKeyPath, pair.privateKey);
  const api = await loadApiModel(SANDBOX_FILES.spec);
  const sandbox = await startSandbox({
    api,
    partnerPublicKey: pair.publicKey,
    bankPrivateKey: fs.readFileSync(BANK_PRIVATE_KEY_PATH, 'utf8'),
    log,
  });
  return {
    ...sandbox,
    api,
    dir,
    partnerPrivateKey: pair.privateKey,
    partnerPublicKey: pair.publicKey,
    env: {
      [SAMPLE_ENVIRONMENT.baseUrl]: sandbox.baseUrl,
      [SAMPLE_ENVIRONMENT.projectId]: SANDBOX_PROJECT_ID,
      [SAMPLE_ENVIRONMENT.privateKeyPath]: privateKeyPath,
    },
    close: async () => {
      await sandbox.close();
      fs.rmSync(dir, {recursive: true, force: true});
    },
  };
}

export type RunResult = {code: number; stdout: string; stderr: string};

const execFileAsync = promisify(execFile);

/** Runs a program to its end and reports, never throws on a non-zero exit. */
export async function run(
  command: string,
  args: string[],
  options: {cwd?: string; env?: Record<string, string>} = {},
): Promise<RunResult> {
  try {
    const {stdout, stderr} = await execFileAsync(command, args, {
      cwd: options.cwd,
      env: {...process.env, ...options.env},
      timeout: 60_000,
    });
    return {code: 0, stdout, stderr};
  } catch (error) {
    const failed = error as {code?: number | string; stdout?: string; stderr?: string};
    return {
      code: typeof failed.code === 'number' ? failed.code : -1,
      stdout: failed.stdout ?? '',
      stderr: failed.stderr ?? String(error),
    };
  }
}

/**
 * A Python 3 that has `cryptography`, the one package the Python samples need:
 * `$PYTHON`, else `python3` on the PATH, else Debian's (`python3-cryptography`).
 */
export async function pythonWithCryptography(): Promise<string> {
  const candidates = [process.env.PYTHON, 'python3', '/usr/bin/python3'].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
  for (const candidate of candidates) {
    if ((await run(candidate, ['-c', 'import cryptography'])).code === 0) {
      return candidate;
    }
  }
  throw new Error(
    'The Python samples need Python 3 with the cryptography package: apt-get install python3-cryptography (or pip install cryptography)',
  );
}

/** A program the samples need, or an error naming the Debian package that has it. */
export async function requireProgram(command: string, debianPackage: string): Promise<string> {
  if ((await run('sh', ['-c', `command -v ${command}`])).code !== 0) {
    throw new Error(`The samples need ${command}: apt-get install ${debianPackage}`);
  }
  return command;
}

/** Runs a program in the background until it prints `ready`, for the webhook receivers. */
export async function startUntil(
  command: string,
  args: string[],
  ready: RegExp,
  options: {cwd?: string; env?: Record<string, string>},
): Promise<{output: () => string; stop: () => void}> {
  const child = spawn(command, args, {cwd: options.cwd, env: {...process.env, ...options.env}});
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${command} did not start: ${output}`)),
      30_000,
    );
    const check = () => {
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', check);
    child.stderr.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited with ${code}: ${output}`));
    });
  });
  return {output: () => output, stop: () => child.kill()};
}

/** A loopback port nobody listens on now, for a program that takes its port from the environment. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
