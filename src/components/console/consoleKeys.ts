/**
 * The keys the request console signs with, all in the reader's browser:
 *
 * - a session key pair made with WebCrypto when the console first opens
 *   (RSASSA-PKCS1-v1_5, 2048 bits, SHA-256), whose public half the reader
 *   registers in a sandbox project; the sandbox in the browser accepts it at
 *   once;
 * - the published sandbox partner key (`/keys/partner-sandbox-private.pem`),
 *   public on purpose, which every sandbox of this site accepts;
 * - the reader's own private key, pasted in (PKCS #8 PEM).
 *
 * A private key stays in memory; it is written to `localStorage` only when the
 * reader ticks "remember", and removed by "forget".
 */
import {
  generateSigningKeyPair,
  importPrivateKey,
  pemBytes,
  pemOf,
  SIGNATURE_ALGORITHM,
} from '../../signing/webCrypto';

export type KeySource = 'session' | 'published' | 'own';

/** A key ready to sign with, and the public half to register. */
export type ConsoleKey = {source: KeySource; privateKey: CryptoKey; publicPem: string};

/** Where a remembered key is kept: one for the whole site. */
export const STORED_KEY_NAME = 'request-console:key';

async function publicPemOf(privateKey: CryptoKey): Promise<string> {
  // An RSA private key's JWK carries the modulus and exponent: its public half.
  const {kty, n, e} = await crypto.subtle.exportKey('jwk', privateKey);
  const publicKey = await crypto.subtle.importKey(
    'jwk',
    {kty, n, e, ext: true},
    SIGNATURE_ALGORITHM,
    true,
    ['verify'],
  );
  return pemOf(new Uint8Array(await crypto.subtle.exportKey('spki', publicKey)), 'PUBLIC KEY');
}

export async function sessionKey(): Promise<ConsoleKey> {
  const pair = await generateSigningKeyPair();
  return {
    source: 'session',
    privateKey: pair.privateKey,
    publicPem: pemOf(
      new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)),
      'PUBLIC KEY',
    ),
  };
}

/** Why a pasted key cannot sign: for the message at the key field. */
export type KeyProblem = 'pkcs1' | 'encrypted' | 'notPem' | 'notRsa';

export class KeyError extends Error {
  constructor(readonly problem: KeyProblem) {
    super(problem);
  }
}

/** A private key in PEM, as the reader pasted it or as it was stored. */
export async function keyFromPem(pem: string, source: KeySource): Promise<ConsoleKey> {
  if (pem.includes('BEGIN RSA PRIVATE KEY')) throw new KeyError('pkcs1');
  if (pem.includes('BEGIN ENCRYPTED PRIVATE KEY')) throw new KeyError('encrypted');
  try {
    pemBytes(pem, 'PRIVATE KEY');
  } catch {
    throw new KeyError('notPem');
  }
  let privateKey: CryptoKey;
  try {
    privateKey = await importPrivateKey(pem);
  } catch {
    throw new KeyError('notRsa');
  }
  return {source, privateKey, publicPem: await publicPemOf(privateKey)};
}

export async function privatePemOf(key: ConsoleKey): Promise<string> {
  return pemOf(
    new Uint8Array(await crypto.subtle.exportKey('pkcs8', key.privateKey)),
    'PRIVATE KEY',
  );
}

/** What storage did: a refusal (storage blocked, full) is reported, never swallowed. */
export type StorageOutcome = {ok: true} | {ok: false; reason: string};

type StorageSource = () => Storage;
export const browserStorage: StorageSource = () => window.localStorage;

export async function rememberKey(
  key: ConsoleKey,
  storage: StorageSource = browserStorage,
): Promise<StorageOutcome> {
  try {
    const record = JSON.stringify({source: key.source, privateKey: await privatePemOf(key)});
    storage().setItem(STORED_KEY_NAME, record);
    return {ok: true};
  } catch (error) {
    return {ok: false, reason: (error as Error).message || String(error)};
  }
}

export function forgetKey(storage: StorageSource = browserStorage): StorageOutcome {
  try {
    storage().removeItem(STORED_KEY_NAME);
    return {ok: true};
  } catch (error) {
    return {ok: false, reason: (error as Error).message || String(error)};
  }
}

/** The remembered key; none when nothing is stored, or what went wrong reading it. */
export async function rememberedKey(
  storage: StorageSource = browserStorage,
): Promise<{key: ConsoleKey | null} | {key: null; reason: string}> {
  let text: string | null;
  try {
    text = storage().getItem(STORED_KEY_NAME);
  } catch (error) {
    return {key: null, reason: (error as Error).message || String(error)};
  }
  if (text === null) return {key: null};
  try {
    const record = JSON.parse(text) as {source?: unknown; privateKey?: unknown};
    const source: KeySource = record.source === 'own' ? 'own' : 'session';
    return {key: await keyFromPem(String(record.privateKey), source)};
  } catch (error) {
    return {key: null, reason: (error as Error).message || String(error)};
  }
}
