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
  RECEIVER_ENVIRONMENT,
  SAMPLE_LANGUAGES,
  operationSamples,
  webhookReceiverSamples,
  type CodeSample,
  type SampleLanguage,
} from './samples';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
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

async function expectSamplesAnswered(
  language: SampleLanguage,
  command: (file: string) => [string, string[]],
): Promise<void> {
  const samples = writeSamples(language);
  await inBatches(samples, 4, async ({operation, file}) => {
    const [program, args] = command(file);
    const result = await run(program, args, {cwd: path.dirname(file), env: sandbox.env});
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
          expect(sample.code, `${operation.name} ${sample.language}`).toContain(operation.path);
          expect(sample.code, `${operation.name} ${sample.language}`).toContain('X-Signature');
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

  it('a signed GET whose query was changed after signing is refused', async () => {
    const operation = sandbox.api.operations.find((candidate) => candidate.method === 'get');
    if (!operation) throw new Error('the spec has no GET operation');
    const sample = sampleOf(operation, 'node');
    const tampered = sample.code.replace(
      'const response = await fetch(`${baseUrl}${pathAndQuery}`',
      'const response = await fetch(`${baseUrl}${pathAndQuery}&extra=1`',
    );
    expect(tampered).not.toEqual(sample.code);
    const file = path.join(sandbox.dir, 'tampered-get.mts');
    fs.writeFileSync(file, tampered);
    const result = await run(TSX, [file], {env: sandbox.env});
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('invalid_signature');
  }, 60_000);
});

describe('webhook receivers', () => {
  const event = 'payout_finished';

  async function checkReceiver(
    start: (port: number) => Promise<{stop: () => void; output: () => string}>,
  ) {
    const port = await freePort();
    const receiver = await start(port);
    try {
      const url = `http://127.0.0.1:${port}/`;
      const delivery = await fetch(`${sandbox.baseUrl.replace(/\/v1$/, '')}/sandbox/webhooks`, {
        method: 'POST',
        body: JSON.stringify({event, url}),
      });
      expect(await delivery.json()).toMatchObject({status: 'ok', receiver_status: 200});
      const body = JSON.stringify({event});
      const signature = createSign('RSA-SHA256')
        .update(`${body} `)
        .sign(fs.readFileSync(BANK_PRIVATE_KEY_PATH, 'utf8'), 'base64');
      const forged = await fetch(url, {method: 'POST', headers: {'X-Signature': signature}, body});
      expect(forged.status).toBe(400);
      const unsigned = await fetch(url, {method: 'POST', body});
      expect(unsigned.status).toBe(400);
      await expect.poll(receiver.output).toContain(`received ${event}`);
    } finally {
      receiver.stop();
    }
  }

  function writeReceiver(language: SampleLanguage): string {
    const sample = webhookReceiverSamples('en').find(
      (candidate) => candidate.language === language,
    );
    if (!sample) throw new Error(`no ${language} receiver`);
    const file = path.join(sandbox.dir, sample.fileName);
    fs.writeFileSync(file, sample.code);
    return file;
  }

  const keyEnv = {[RECEIVER_ENVIRONMENT.bankPublicKeyPath]: BANK_PUBLIC_KEY_PATH};

  it('the Node.js receiver accepts the sandbox webhook and refuses forgeries', async () => {
    const file = writeReceiver('node');
    await checkReceiver((port) =>
      startUntil(TSX, [file], /listening on/, {env: {...keyEnv, PORT: String(port)}}),
    );
  }, 60_000);

  it('the Python receiver accepts the sandbox webhook and refuses forgeries', async () => {
    const python = await pythonWithCryptography();
    const file = writeReceiver('python');
    await checkReceiver((port) =>
      startUntil(python, [file], /listening on/, {env: {...keyEnv, PORT: String(port)}}),
    );
  }, 60_000);

  it('the PHP receiver accepts the sandbox webhook and refuses forgeries', async () => {
    const php = await requireProgram('php', 'php-cli php-curl');
    const file = writeReceiver('php');
    await checkReceiver((port) =>
      startUntil(php, ['-S', `127.0.0.1:${port}`, file], /Development Server .* started/, {
        env: keyEnv,
      }),
    );
  }, 60_000);

  it('the OpenSSL check passes a saved webhook and fails a changed one', async () => {
    await requireProgram('openssl', 'openssl');
    const dir = path.join(sandbox.dir, 'saved-webhook');
    fs.mkdirSync(dir, {recursive: true});
    const file = path.join(dir, 'verify-webhook.sh');
    fs.writeFileSync(file, webhookReceiverSamples('en')[0]?.code ?? '');
    const body = JSON.stringify({event});
    fs.writeFileSync(path.join(dir, 'body.json'), body);
    fs.writeFileSync(
      path.join(dir, 'signature.txt'),
      createSign('RSA-SHA256')
        .update(body)
        .sign(fs.readFileSync(BANK_PRIVATE_KEY_PATH, 'utf8'), 'base64'),
    );
    const verified = await run('bash', [file], {cwd: dir, env: keyEnv});
    expect(verified.stdout).toContain('Verified OK');
    expect(verified.code).toBe(0);
    fs.writeFileSync(path.join(dir, 'body.json'), `${body}\n`);
    const changed = await run('bash', [file], {cwd: dir, env: keyEnv});
    expect(changed.code).not.toBe(0);
  });
});
