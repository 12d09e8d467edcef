/**
 * The API's signature (RSASSA-PKCS1-v1_5 with SHA-256, standard Base64) and
 * its keys (PEM) on WebCrypto, which Node 20 and browsers both have: the
 * sandbox core, the request console, the signature debugger's example and the
 * webhook deliveries all sign and verify through these.
 */

/** A public key in PEM (SPKI, `BEGIN PUBLIC KEY`) or one WebCrypto imported already. */
export type PublicKeyInput = string | CryptoKey;
/** A private key in PEM (PKCS #8, `BEGIN PRIVATE KEY`) or one WebCrypto imported already. */
export type PrivateKeyInput = string | CryptoKey;

/** RSASSA-PKCS1-v1_5 with SHA-256: the API's `RSA-SHA256`. */
export const SIGNATURE_ALGORITHM = {name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256'} as const;

/** Standard Base64 with padding, as `X-Signature` carries it. */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  // In slices: spreading a large array into one call overflows the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** Bytes of standard Base64; throws on anything else. */
export function bytesOfBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The DER bytes of a PEM block with the given label (`PUBLIC KEY`, `PRIVATE KEY`). */
export function pemBytes(pem: string, label: string): Uint8Array {
  const match = new RegExp(`-----BEGIN ${label}-----([^-]+)-----END ${label}-----`).exec(pem);
  if (!match?.[1]) {
    throw new Error(`not a PEM "${label}" block`);
  }
  return bytesOfBase64(match[1].replace(/\s+/g, ''));
}

/** The PEM of DER bytes, 64 characters a line, as OpenSSL writes it. */
export function pemOf(der: Uint8Array, label: string): string {
  const lines = base64Of(der).match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

// WebCrypto's BufferSource wants an ArrayBuffer-backed view; TextEncoder's and ours are.
const source = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => bytes as Uint8Array<ArrayBuffer>;

export async function importPublicKey(key: PublicKeyInput): Promise<CryptoKey> {
  if (typeof key !== 'string') return key;
  return crypto.subtle.importKey(
    'spki',
    source(pemBytes(key, 'PUBLIC KEY')),
    SIGNATURE_ALGORITHM,
    true,
    ['verify'],
  );
}

export async function importPrivateKey(key: PrivateKeyInput): Promise<CryptoKey> {
  if (typeof key !== 'string') return key;
  return crypto.subtle.importKey(
    'pkcs8',
    source(pemBytes(key, 'PRIVATE KEY')),
    SIGNATURE_ALGORITHM,
    true,
    ['sign'],
  );
}

/** `X-Signature` of the bytes: RSA-SHA256, standard Base64. */
export async function signatureOf(bytes: Uint8Array, key: CryptoKey): Promise<string> {
  return base64Of(
    new Uint8Array(await crypto.subtle.sign(SIGNATURE_ALGORITHM, key, source(bytes))),
  );
}

export async function verifiesSignature(
  bytes: Uint8Array,
  signature: string,
  key: CryptoKey,
): Promise<boolean> {
  let signatureBytes: Uint8Array;
  try {
    signatureBytes = bytesOfBase64(signature);
  } catch {
    return false;
  }
  return crypto.subtle.verify(SIGNATURE_ALGORITHM, key, source(signatureBytes), source(bytes));
}

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', source(bytes)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A fresh RSA-2048 key pair for the API's signature; extractable, so the console can show and remember it. */
export function generateSigningKeyPair(): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey(
    {...SIGNATURE_ALGORITHM, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1])},
    true,
    ['sign', 'verify'],
  );
}
