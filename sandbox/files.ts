/**
 * The files the sandbox is made of: the spec it answers from, the key it signs
 * webhooks with, and the published partner test key it accepts. The build
 * reads them too, for the sandbox that runs in the reader's browser.
 */
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

export const SANDBOX_FILES = {
  spec: path.join(ROOT, 'openapi/payment-api.yaml'),
  bankPrivateKey: path.join(ROOT, 'sandbox/keys/bank-sandbox-private.pem'),
  /** Published on the site (`/keys/…`) on purpose: for trying the sandbox, never for production. */
  partnerSandboxPublicKey: path.join(ROOT, 'static/keys/partner-sandbox-public.pem'),
  partnerSandboxPrivateKey: path.join(ROOT, 'static/keys/partner-sandbox-private.pem'),
} as const;
