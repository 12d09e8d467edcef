/**
 * `npm run sandbox`: the local sandbox on loopback, for trying the reference's
 * code samples by hand. It prints the environment the samples read.
 *
 *   npm run sandbox -- [--port 8787] [--partner-key partner-public.pem] [--allow-origin https://…]
 *
 * Without `--partner-key` it makes a key pair once, in `.sandbox/`, and
 * accepts requests signed with that private key. It also accepts the
 * published partner test key (`static/keys/partner-sandbox-*.pem`), the one
 * the site's request console offers, so the console can be pointed here.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {env} from '../config/env';
import {loadApiModel} from '../src/plugins/openapi/index';
import {
  RECEIVER_ENVIRONMENT,
  SAMPLE_ENVIRONMENT,
  SANDBOX_ENVIRONMENT,
} from '../src/plugins/openapi/samples';
import {rsaKeyPair, SANDBOX_FILES, SANDBOX_PROJECT_ID, startSandbox} from './server';

const ROOT = path.resolve(__dirname, '..');
const GENERATED_KEYS = path.join(ROOT, '.sandbox');
const DEFAULT_PORT = 8787;

function partnerKeyPair(publicKeyPath: string | undefined): {
  publicKey: string;
  privateKeyPath?: string;
} {
  if (publicKeyPath) {
    return {publicKey: fs.readFileSync(publicKeyPath, 'utf8')};
  }
  const privateKeyPath = path.join(GENERATED_KEYS, 'partner-private.pem');
  const generatedPublic = path.join(GENERATED_KEYS, 'partner-public.pem');
  if (!fs.existsSync(privateKeyPath) || !fs.existsSync(generatedPublic)) {
    const pair = rsaKeyPair();
    fs.mkdirSync(GENERATED_KEYS, {recursive: true});
    fs.writeFileSync(privateKeyPath, pair.privateKey, {mode: 0o600});
    fs.writeFileSync(generatedPublic, pair.publicKey);
  }
  return {publicKey: fs.readFileSync(generatedPublic, 'utf8'), privateKeyPath};
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      port: {type: 'string', default: String(DEFAULT_PORT)},
      'partner-key': {type: 'string'},
      'allow-origin': {type: 'string', multiple: true},
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be a port number, not "${values.port}"`);
  }
  const partner = partnerKeyPair(values['partner-key']);
  // The request console of the published site (SITE_URL), and of any other deployment named.
  const corsOrigins = [new URL(env.siteUrl).origin, ...(values['allow-origin'] ?? [])];
  const sandbox = await startSandbox({
    api: await loadApiModel(SANDBOX_FILES.spec),
    partnerPublicKey: [
      partner.publicKey,
      fs.readFileSync(SANDBOX_FILES.partnerSandboxPublicKey, 'utf8'),
    ],
    bankPrivateKey: fs.readFileSync(SANDBOX_FILES.bankPrivateKey, 'utf8'),
    port,
    log: (line) => console.log(line),
    corsOrigins,
  });
  const variables = SAMPLE_ENVIRONMENT;
  console.log(`Local sandbox: ${sandbox.baseUrl}`);
  console.log('Run the reference samples with:');
  console.log(`  export ${variables.baseUrl}=${sandbox.baseUrl}`);
  console.log(`  export ${variables.projectId}=${SANDBOX_PROJECT_ID}`);
  console.log(
    `  export ${variables.privateKeyPath}=${partner.privateKeyPath ?? '<the private key of --partner-key>'}`,
  );
  console.log(
    `The site's request console may call it from ${corsOrigins.join(', ')} and from pages on this machine (http://localhost, http://127.0.0.1).`,
  );
  console.log(
    `It also accepts the published sandbox partner key: ${path.relative(ROOT, SANDBOX_FILES.partnerSandboxPrivateKey)}`,
  );
  console.log(
    `Webhooks: POST ${sandbox.baseUrl.replace(/\/v1$/, '')}/sandbox/webhooks {"event": "payout_finished", "url": "http://127.0.0.1:8080/"}`,
  );
  console.log(
    `Run the webhook receiver samples with ${RECEIVER_ENVIRONMENT.environment}=${SANDBOX_ENVIRONMENT} (or ${RECEIVER_ENVIRONMENT.bankPublicKeyPath}=static/keys/bank-sandbox-public.pem)`,
  );
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`sandbox: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
