/**
 * Opens an RSA signature with a public key (the public operation, s^e mod n)
 * to read what it holds. WebCrypto only answers "verifies" or "does not",
 * while the signature debugger needs more: whether the signature was made
 * with this key at all (over other bytes, or with another hash) or with
 * another key, and, when it was made with this key, to compare its digest
 * with the SHA-256 of many candidate strings without one RSA operation each.
 * Diagnosis only: a "verifies" verdict always comes from `crypto.subtle.verify`.
 */

import {bytesOfBase64} from './webCrypto';

export type HashName = 'SHA-1' | 'SHA-256' | 'SHA-384' | 'SHA-512';

/** The DER of each hash's DigestInfo up to the digest (RFC 8017, section 9.2, note 1). */
const DIGEST_INFO_PREFIXES: Record<HashName, string> = {
  'SHA-1': '3021300906052b0e03021a05000414',
  'SHA-256': '3031300d060960864801650304020105000420',
  'SHA-384': '3041300d060960864801650304020205000430',
  'SHA-512': '3051300d060960864801650304020305000440',
};

export type RsaPublicKey = {
  modulus: bigint;
  exponent: bigint;
  /** Length of the modulus, and of every signature it makes, in bytes. */ size: number;
};

export const bytesToHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

function base64UrlToBytes(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return bytesOfBase64(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
}

const bytesToBigInt = (bytes: Uint8Array): bigint =>
  bytes.length === 0 ? 0n : BigInt(`0x${bytesToHex(bytes)}`);

function bigIntToBytes(value: bigint, size: number): Uint8Array {
  const hex = value.toString(16).padStart(size * 2, '0');
  return Uint8Array.from({length: size}, (_, index) =>
    parseInt(hex.slice(index * 2, index * 2 + 2), 16),
  );
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let factor = base % modulus;
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * factor) % modulus;
    factor = (factor * factor) % modulus;
  }
  return result;
}

/** The modulus and exponent of an extractable RSA public key. */
export async function rsaPublicKeyOf(key: CryptoKey): Promise<RsaPublicKey> {
  const jwk = await crypto.subtle.exportKey('jwk', key);
  if (!jwk.n || !jwk.e) throw new Error('not an RSA public key');
  const modulusBytes = base64UrlToBytes(jwk.n);
  const modulus = bytesToBigInt(modulusBytes);
  return {
    modulus,
    exponent: bytesToBigInt(base64UrlToBytes(jwk.e)),
    size: Math.ceil(modulus.toString(16).length / 2),
  };
}

/**
 * The hash and digest a PKCS #1 v1.5 signature carries, or null when the
 * signature is no such signature made with this key's private half (another
 * key, another padding, or damaged).
 */
export function openPkcs1Signature(
  key: RsaPublicKey,
  signature: Uint8Array,
): {hash: HashName; digest: Uint8Array} | null {
  if (signature.length !== key.size) return null;
  const representative = bytesToBigInt(signature);
  if (representative >= key.modulus) return null;
  const encoded = bytesToHex(
    bigIntToBytes(modPow(representative, key.exponent, key.modulus), key.size),
  );
  // 00 01, at least eight FF, 00, then the DigestInfo.
  const match = /^0001(?:ff){8,}00(.*)$/.exec(encoded);
  if (!match) return null;
  const digestInfo = match[1] ?? '';
  for (const [hash, prefix] of Object.entries(DIGEST_INFO_PREFIXES) as [HashName, string][]) {
    const digestLength = parseInt(prefix.slice(-2), 16);
    if (digestInfo.startsWith(prefix) && digestInfo.length === prefix.length + digestLength * 2) {
      const digestHex = digestInfo.slice(prefix.length);
      return {
        hash,
        digest: Uint8Array.from({length: digestLength}, (_, index) =>
          parseInt(digestHex.slice(index * 2, index * 2 + 2), 16),
        ),
      };
    }
  }
  return null;
}
