import {describe, expect, it} from 'vitest';
import {bytesToHex, openPkcs1Signature, rsaPublicKeyOf} from './rsaSignature';

async function keyPair(hash: string) {
  return crypto.subtle.generateKey(
    {
      name: 'RSASSA-PKCS1-v1_5',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash,
    },
    true,
    ['sign', 'verify'],
  );
}

const message = new TextEncoder().encode('1760432400\n{"id":"evt_17d1be150c"}');

describe('openPkcs1Signature', () => {
  it.each(['SHA-256', 'SHA-1', 'SHA-512'] as const)(
    'reads the %s digest of a signature made with the key',
    async (hash) => {
      const pair = await keyPair(hash);
      const signature = new Uint8Array(
        await crypto.subtle.sign('RSASSA-PKCS1-v1_5', pair.privateKey, message),
      );
      const key = await rsaPublicKeyOf(pair.publicKey);
      expect(key.size).toBe(256);
      const opened = openPkcs1Signature(key, signature);
      const digest = new Uint8Array(await crypto.subtle.digest(hash, message));
      expect(opened?.hash).toBe(hash);
      expect(bytesToHex(opened?.digest ?? new Uint8Array())).toBe(bytesToHex(digest));
    },
  );

  it('opens nothing with another key, or from a signature of the wrong length', async () => {
    const [signer, other] = await Promise.all([keyPair('SHA-256'), keyPair('SHA-256')]);
    const signature = new Uint8Array(
      await crypto.subtle.sign('RSASSA-PKCS1-v1_5', signer.privateKey, message),
    );
    expect(openPkcs1Signature(await rsaPublicKeyOf(other.publicKey), signature)).toBeNull();
    const key = await rsaPublicKeyOf(signer.publicKey);
    expect(openPkcs1Signature(key, signature.subarray(1))).toBeNull();
  });
});
