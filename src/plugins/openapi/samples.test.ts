import {createSign} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  BANK_PRIVATE_KEY_PATH,
  BANK_PUBLIC_KEY_PATH,
  TSX,
  freePort,
  pythonWithCryptography,
  requireProgram,
  run,
  startTestSandbox,
  startUntil,
  type TestSandbox,
} from '../../../sandbox/testing';
import type {ApiOperation} from './model';
import {
  BANK_SANDBOX_KEY_FILE,
  RECEIVER_ENVIRONMENT,
  SAMPLE_ENVIRONMENT,
  SAMPLE_LANGUAGES,
  SANDBOX_ENVIRONMENT,
  idempotencyKeyOf,
  operationSamples,
  sampleRequest,
  webhookReceiverSamples,
  type CodeSample,
  type SampleLanguage,
} from './samples';

let sandbox: TestSandbox;
/** The sandbox's line per request: what the samples sent and how it was answered. */
const sandboxLog: string[] = [];
beforeAll(async () => {
  sandbox = await startTestSandbox((line) => sandboxLog.push(line));
});
afterAll(async () => {
  await sandbox?.close();
});

const DEFAULT_BASE_URL = 'https://sandbox.api.ivelta.example/v1';

function sampleOf(operation: ApiOperation, language: SampleLanguage): CodeSample {
  const sample = operationSamples({operation, baseUrl: DEFAULT_BASE_URL, lang: 'en'}).find(
    (candidate) => candidate.language === language,
  );
  if (!sample) throw new Error(`${operation.name}: no ${language} sample`);
  return sample;
}

/** The spec's answer to the sample's request: the response example named like its request example. */
function expectedResponse(operation: ApiOperation): unknown {
  const requestName = operation.requestExamples[0]?.name;
  return (
    operation.responseExamples.find((example) => example.name === requestName) ??
    operation.responseExamples[0]
  )?.value;
}

/** Writes every operation's sample in one language to the scratch directory. */
function writeSamples(language: SampleLanguage): {operation: ApiOperation; file: string}[] {
  const dir = path.join(sandbox.dir, language);
  fs.mkdirSync(dir, {recursive: true});
  return sandbox.api.operations.map((operation) => {
    const sample = sampleOf(operation, language);
    const file = path.join(dir, sample.fileName);
    fs.writeFileSync(file, sample.code);
    return {operation, file};
  });
}

/** Runs a few at a time: the machine has two cores and each run starts an interpreter. */
async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  }
  return results;
}

/**
 * Idempotency keys are kept per project, and every language sends the same
 * keys with bodies serialised its own way: each language runs as a project of
 * its own, as two partners would.
 */
const projectOf = (language: SampleLanguage, run = '') =>
  `2${run || '0'}00000${SAMPLE_LANGUAGES.indexOf(language) + 1}`;
/** `run` (one digit) makes another project of the same language; ids stay 8 digits, as the bank's are. */
const envOf = (language: SampleLanguage, run = '') => ({
  ...sandbox.env,
  [SAMPLE_ENVIRONMENT.projectId]: projectOf(language, run),
});

/** One operation's sample in one language, written to the scratch directory. */
function writeOne(operation: ApiOperation, language: SampleLanguage): string {
  const sample = sampleOf(operation, language);
  const dir = path.join(sandbox.dir, `${language}-single`);
  fs.mkdirSync(dir, {recursive: true});
  const file = path.join(dir, sample.fileName);
  fs.writeFileSync(file, sample.code);
  return file;
}

async function expectSamplesAnswered(
  language: SampleLanguage,
  command: (file: string) => [string, string[]],
): Promise<void> {
  const samples = writeSamples(language);
  await inBatches(samples, 4, async ({operation, file}) => {
    const [program, args] = command(file);
    const result = await run(program, args, {cwd: path.dirname(file), env: envOf(language)});
    expect(result.code, `${operation.name} (${language}): ${result.stderr}`).toBe(0);
    const expected = expectedResponse(operation);
    const received: unknown =
      typeof expected === 'string' ? result.stdout : JSON.parse(result.stdout);
    expect(received, `${operation.name} (${language})`).toEqual(expected);
  });
}

describe('code samples', () => {
  it('exist for every operation in all four languages, in both site languages', () => {
    for (const operation of sandbox.api.operations) {
      for (const lang of ['ru', 'en'] as const) {
        const samples = operationSamples({operation, baseUrl: DEFAULT_BASE_URL, lang});
        expect(samples.map((sample) => sample.language)).toEqual([...SAMPLE_LANGUAGES]);
        for (const sample of samples) {
          const where = `${operation.name} ${sample.language}`;
          expect(sample.code, where).toContain(operation.path);
          expect(sample.code, where).toContain('X-Signature');
          expect(sample.code, where).toContain('X-Timestamp');
          if (operation.method === 'post') {
            expect(sample.code, where).toContain('Idempotency-Key');
          }
        }
      }
      const [ru, en] = (['ru', 'en'] as const).map(
        (lang) => operationSamples({operation, baseUrl: DEFAULT_BASE_URL, lang})[1]?.code,
      );
      expect(ru, `${operation.name}: comments are translated`).not.toEqual(en);
    }
  });

  it('Node.js samples and the receiver type-check under strict TypeScript', () => {
    const files = writeSamples('node').map(({file}) => file);
    const receiver = path.join(sandbox.dir, 'node', 'webhook-receiver.mts');
    fs.writeFileSync(receiver, webhookReceiverSamples('en')[1]?.code ?? '');
    const program = ts.createProgram([...files, receiver], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      types: ['node'],
      typeRoots: [path.resolve(__dirname, '../../../node_modules/@types')],
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  });

  it('Node.js samples get the spec response from the sandbox', async () => {
    await expectSamplesAnswered('node', (file) => [TSX, [file]]);
  }, 180_000);

  it('Python samples get the spec response from the sandbox', async () => {
    const python = await pythonWithCryptography();
    await expectSamplesAnswered('python', (file) => [python, [file]]);
  }, 120_000);

  it('cURL samples get the spec response from the sandbox', async () => {
    await requireProgram('curl', 'curl');
    await requireProgram('openssl', 'openssl');
    await expectSamplesAnswered('curl', (file) => ['bash', [file]]);
  }, 120_000);

  it('PHP samples get the spec response from the sandbox', async () => {
    const php = await requireProgram('php', 'php-cli php-curl');
    await expectSamplesAnswered('php', (file) => [php, [file]]);
  }, 120_000);

  /** A Node.js sample changed by `edit`, run against the sandbox. */
  async function runEdited(
    name: string,
    edit: (code: string) => string,
    env: Record<string, string>,
  ): Promise<{code: number; stderr: string; stdout: string}> {
    const operation = sandbox.api.operations.find((candidate) => candidate.name === name);
    if (!operation) throw new Error(`the spec has no ${name}`);
    const sample = sampleOf(operation, 'node');
    const edited = edit(sample.code);
    expect(edited, 'the edit applies').not.toEqual(sample.code);
    const file = path.join(sandbox.dir, `edited-${operation.name.replace(/\//g, '-')}.mts`);
    fs.writeFileSync(file, edited);
    return run(TSX, [file], {env});
  }

  it('send a named request example where a page asks for one, and refuse an unknown name', async () => {
    const operation = sandbox.api.operations.find(({name}) => name === 'widget/session');
    if (!operation) throw new Error('the spec has no widget/session');
    const samples = operationSamples({
      operation,
      baseUrl: DEFAULT_BASE_URL,
      lang: 'en',
      example: 'transfer',
    });
    for (const sample of samples) {
      expect(sample.code, sample.language).toContain('T-78204');
      expect(sample.code, sample.language).not.toContain('payment_form');
    }
    const curl = samples.find(({language}) => language === 'curl');
    if (!curl) throw new Error('no cURL sample');
    const file = path.join(sandbox.dir, 'curl-example', curl.fileName);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, curl.code);
    const before = sandboxLog.length;
    const result = await run('bash', [file], {cwd: path.dirname(file), env: envOf('curl', '5')});
    expect(result.code, result.stderr).toBe(0);
    expect(sandboxLog.slice(before).join('\n')).toContain('POST /v1/widget/session → 200 ok');
    expect(() =>
      operationSamples({operation, baseUrl: DEFAULT_BASE_URL, lang: 'en', example: 'nope'}),
    ).toThrow(/widget\/session has no request example "nope" \(it has: paymentForm, /);
  });

  it('a signed GET whose query was changed after signing is refused', async () => {
    const result = await runEdited(
      'session/status',
      (code) =>
        code.replace(
          'const response = await fetch(`${baseUrl}${pathAndQuery}`',
          'const response = await fetch(`${baseUrl}${pathAndQuery}&extra=1`',
        ),
      envOf('node', '1'),
    );
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('invalid_signature');
  }, 60_000);

  it('a sample whose clock is more than 300 seconds off is refused', async () => {
    const result = await runEdited(
      'session/status',
      (code) =>
        code.replace('Math.floor(Date.now() / 1000)', 'Math.floor(Date.now() / 1000) - 301'),
      envOf('node', '2'),
    );
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('request_expired');
  }, 60_000);

  it('a second partial refund under the first one’s key is refused', async () => {
    const env = envOf('node', '3');
    const refund = sandbox.api.operations.find((candidate) => candidate.name === 'session/refund');
    if (!refund) throw new Error('the spec has no session/refund');
    const first = await run(TSX, [writeOne(refund, 'node')], {env});
    expect(first.code, first.stderr).toBe(0);
    const second = await runEdited(
      'session/refund',
      (code) => code.replace('value: 30000,', 'value: 20000,'),
      env,
    );
    expect(second.code).not.toBe(0);
    expect(second.stderr).toContain('idempotency_key_reused');
  }, 60_000);

  /** Sends wait for the next second: a retry signed in the same second would be the same signature. */
  const nextSecond = () =>
    new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20));

  it.each([
    ['node', (file: string): [string, string[]] => [TSX, [file]]],
    ['python', (file: string): [string, string[]] => ['python3', [file]]],
    ['curl', (file: string): [string, string[]] => ['bash', [file]]],
    ['php', (file: string): [string, string[]] => ['php', [file]]],
  ] as const)(
    'the %s sample run again sends the same Idempotency-Key and gets the first response',
    async (language, command) => {
      const operation = sandbox.api.operations.find(
        (candidate) => candidate.name === 'session/create',
      );
      if (!operation) throw new Error('the spec has no session/create');
      const key = idempotencyKeyOf(operation, (sampleRequest(operation) as {body: unknown}).body);
      expect(key).toBe('session/create:courier-20251014-0042');
      const file = writeOne(operation, language);
      const env = envOf(language, '4');
      const [program, args] = command(file);
      const before = sandboxLog.length;
      const first = await run(program, args, {cwd: path.dirname(file), env});
      await nextSecond();
      const again = await run(program, args, {cwd: path.dirname(file), env});
      expect([first.code, again.code], `${first.stderr}${again.stderr}`).toEqual([0, 0]);
      expect(again.stdout).toEqual(first.stdout);
      expect(sandboxLog.slice(before)).toEqual([
        `POST /v1/session/create → 200 ok [Idempotency-Key ${key}]`,
        `POST /v1/session/create → 200 ok [Idempotency-Key ${key}, replayed]`,
      ]);
    },
    60_000,
  );
});

describe('webhook receivers', () => {
  const bankPrivateKey = () => fs.readFileSync(BANK_PRIVATE_KEY_PATH, 'utf8');
  const signWebhook = (timestamp: number, body: string) =>
    createSign('RSA-SHA256').update(`${timestamp}\n${body}`).sign(bankPrivateKey(), 'base64');
  const webhookExample = (name: string) => {
    const example = sandbox.api.webhooks.find((webhook) => webhook.name === name)?.examples[0];
    if (!example) throw new Error(`the spec has no ${name} example`);
    return example.value as {id: string; type: string; data: {id: string; updated_at: string}};
  };

  async function deliver(
    url: string,
    event: unknown,
    options: {age?: number; signed?: string} = {},
  ) {
    const body = JSON.stringify(event);
    const timestamp = Math.floor(Date.now() / 1000) - (options.age ?? 0);
    return fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Event-Id': (event as {id: string}).id,
        'X-Timestamp': String(timestamp),
        'X-Signature': signWebhook(timestamp, options.signed ?? body),
      },
      body,
    });
  }

  /**
   * One receiver through the rules: the sandbox's delivery is accepted and
   * processed once, a repeat is acknowledged but not processed again, a stale
   * or forged one is refused, and an older version of an object is skipped.
   */
  async function checkReceiver(
    start: (port: number) => Promise<{stop: () => void; output: () => string}>,
  ) {
    const port = await freePort();
    const receiver = await start(port);
    try {
      const url = `http://127.0.0.1:${port}/`;
      const root = sandbox.baseUrl.replace(/\/v1$/, '');
      const viaSandbox = () =>
        fetch(`${root}/sandbox/webhooks`, {
          method: 'POST',
          body: JSON.stringify({event: 'payout_finished', url}),
        }).then((response) => response.json());
      const event = webhookExample('payout_finished');
      expect(await viaSandbox()).toMatchObject({status: 'ok', receiver_status: 200});
      await expect.poll(receiver.output).toContain(`received payout_finished ${event.id}`);
      expect(await viaSandbox(), 'a repeat is acknowledged').toMatchObject({receiver_status: 200});
      await expect.poll(receiver.output).toContain(`duplicate ${event.id}`);

      expect((await deliver(url, {...event, id: 'evt_0000000001'}, {age: 301})).status).toBe(400);
      const body = JSON.stringify(event);
      const forged = await fetch(url, {
        method: 'POST',
        headers: {
          'X-Timestamp': String(Math.floor(Date.now() / 1000)),
          'X-Signature': signWebhook(0, body),
        },
        body,
      });
      expect(forged.status).toBe(400);
      const revisionOne = createSign('RSA-SHA256').update(body).sign(bankPrivateKey(), 'base64');
      const unsignedTimestamp = await fetch(url, {
        method: 'POST',
        headers: {'X-Signature': revisionOne},
        body,
      });
      expect(unsignedTimestamp.status).toBe(400);

      const older = {
        ...event,
        id: 'evt_0000000002',
        data: {...event.data, status: 'in_progress', updated_at: '2025-10-14T12:00:50+03:00'},
      };
      expect((await deliver(url, older)).status).toBe(200);
      await expect.poll(receiver.output).toContain('outdated evt_0000000002');
      expect(receiver.output().match(/received /g)).toHaveLength(1);
    } finally {
      receiver.stop();
    }
  }

  function writeReceiver(language: SampleLanguage, dir = sandbox.dir): string {
    const sample = webhookReceiverSamples('en').find(
      (candidate) => candidate.language === language,
    );
    if (!sample) throw new Error(`no ${language} receiver`);
    fs.mkdirSync(dir, {recursive: true});
    const file = path.join(dir, sample.fileName);
    fs.writeFileSync(file, sample.code);
    return file;
  }

  const keyEnv = {[RECEIVER_ENVIRONMENT.bankPublicKeyPath]: BANK_PUBLIC_KEY_PATH};
  /** Without a key path and without API_ENV: the environment a production server starts in. */
  const noKeyEnv = {
    [RECEIVER_ENVIRONMENT.bankPublicKeyPath]: '',
    [RECEIVER_ENVIRONMENT.environment]: '',
  };
  /** A directory with the sandbox key as the site publishes it, for API_ENV=sandbox. */
  function sandboxKeyDir(name: string): string {
    const dir = path.join(sandbox.dir, name);
    fs.mkdirSync(dir, {recursive: true});
    fs.copyFileSync(BANK_PUBLIC_KEY_PATH, path.join(dir, BANK_SANDBOX_KEY_FILE));
    return dir;
  }
  const sandboxEnv = {...noKeyEnv, [RECEIVER_ENVIRONMENT.environment]: SANDBOX_ENVIRONMENT};

  it('the Node.js receiver follows the rules, and does not start without a key', async () => {
    const file = writeReceiver('node');
    await checkReceiver((port) =>
      startUntil(TSX, [file], /listening on/, {env: {...keyEnv, PORT: String(port)}}),
    );
    const refused = await run(TSX, [file], {env: {...noKeyEnv, PORT: String(await freePort())}});
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('Set BANK_PUBLIC_KEY_PATH');
    const dir = sandboxKeyDir('node-sandbox');
    await checkReceiver((port) =>
      startUntil(TSX, [file], /listening on/, {cwd: dir, env: {...sandboxEnv, PORT: String(port)}}),
    );
  }, 90_000);

  it('the Python receiver follows the rules, and does not start without a key', async () => {
    const python = await pythonWithCryptography();
    const file = writeReceiver('python');
    await checkReceiver((port) =>
      startUntil(python, [file], /listening on/, {env: {...keyEnv, PORT: String(port)}}),
    );
    const refused = await run(python, [file], {env: {...noKeyEnv, PORT: String(await freePort())}});
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('Set BANK_PUBLIC_KEY_PATH');
    const dir = sandboxKeyDir('python-sandbox');
    await checkReceiver((port) =>
      startUntil(python, [file], /listening on/, {
        cwd: dir,
        env: {...sandboxEnv, PORT: String(port)},
      }),
    );
  }, 90_000);

  it('the PHP receiver follows the rules, and does not start without a key', async () => {
    const php = await requireProgram('php', 'php-cli php-curl');
    const file = writeReceiver('php');
    const server = (dir: string, env: Record<string, string>) => (port: number) => {
      fs.mkdirSync(dir, {recursive: true});
      return startUntil(php, ['-S', `127.0.0.1:${port}`, file], /Development Server .* started/, {
        cwd: dir,
        env: {...env, [RECEIVER_ENVIRONMENT.stateDir]: path.join(dir, 'state')},
      });
    };
    await checkReceiver(server(path.join(sandbox.dir, 'php-key'), keyEnv));
    const refused = await run(php, [file], {env: noKeyEnv});
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('Set BANK_PUBLIC_KEY_PATH');
    await checkReceiver(server(sandboxKeyDir('php-sandbox'), sandboxEnv));
  }, 90_000);

  it('the OpenSSL check passes a saved webhook, fails a changed one and needs a key', async () => {
    await requireProgram('openssl', 'openssl');
    const dir = path.join(sandbox.dir, 'saved-webhook');
    const file = writeReceiver('curl', dir);
    const body = JSON.stringify(webhookExample('payout_finished'));
    const timestamp = Math.floor(Date.now() / 1000);
    fs.writeFileSync(path.join(dir, 'body.json'), body);
    fs.writeFileSync(path.join(dir, 'timestamp.txt'), `${timestamp}\n`);
    fs.writeFileSync(path.join(dir, 'signature.txt'), signWebhook(timestamp, body));
    const verified = await run('bash', [file], {cwd: dir, env: keyEnv});
    expect(verified.stdout).toContain('Verified OK');
    expect(verified.code).toBe(0);
    fs.writeFileSync(path.join(dir, 'timestamp.txt'), `${timestamp + 1}\n`);
    const otherTime = await run('bash', [file], {cwd: dir, env: keyEnv});
    expect(otherTime.code).not.toBe(0);
    fs.writeFileSync(path.join(dir, 'timestamp.txt'), `${timestamp}\n`);
    fs.writeFileSync(path.join(dir, 'body.json'), `${body}\n`);
    const changed = await run('bash', [file], {cwd: dir, env: keyEnv});
    expect(changed.code).not.toBe(0);
    const noKey = await run('bash', [file], {cwd: dir, env: noKeyEnv});
    expect(noKey.code).not.toBe(0);
    expect(noKey.stderr).toContain('Set BANK_PUBLIC_KEY_PATH');
  });
});
