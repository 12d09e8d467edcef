/**
 * The sandbox in the reader's browser: the sandbox core (`sandbox/core.ts`,
 * the code of `npm run sandbox`) over the data and the compiled request checks
 * the build writes for it. One per page, shared by every open console, so an
 * idempotency key or a signature is remembered across them as the bank would.
 * Only the console's lazily loaded code imports this module.
 */
import data from '@generated/ivelta-openapi/default/sandbox.json';
import {queryChecks, requestChecks} from '@generated/ivelta-openapi/default/sandbox-validators.js';
import {
  createSandbox,
  type Sandbox,
  type SandboxValidators,
  type SchemaCheck,
} from '../../../sandbox/core';
import type {BrowserSandboxData} from '../../plugins/openapi/sandboxData';

// Typed here: a declaration of a generated module (`api-data.d.ts`) cannot import types by a
// relative path, so TypeScript reads those modules as untyped.
export const sandboxData: BrowserSandboxData = data;
const checks: {request: Record<string, SchemaCheck>; query: Record<string, SchemaCheck>} = {
  request: requestChecks,
  query: queryChecks,
};

export const validators: SandboxValidators = {
  request: (name) => checks.request[name],
  query: (name) => checks.query[name],
};

let sandbox: Sandbox | undefined;
/** Public keys (PEM) the sandbox accepts already: registering twice is harmless but slow. */
const registered = new Set<string>([sandboxData.keys.partnerPublicKey]);

export function browserSandbox(): Sandbox {
  sandbox ??= createSandbox({
    api: sandboxData.api,
    validators,
    partnerKeys: [sandboxData.keys.partnerPublicKey],
    bankPrivateKey: sandboxData.keys.bankPrivateKey,
  });
  return sandbox;
}

/** Registers a key in the sandbox's project, as a partner does in the bank's: accepted from now on. */
export async function registerPartnerKey(publicPem: string): Promise<void> {
  if (registered.has(publicPem)) return;
  await browserSandbox().addPartnerKey(publicPem);
  registered.add(publicPem);
}
