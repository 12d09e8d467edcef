import {createSign, createVerify} from 'node:crypto';
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {signatureOf} from '../../signing/webCrypto';
import {SANDBOX_FILES} from '../../../sandbox/files';
import {
  forgetKey,
  KeyError,
  keyFromPem,
  privatePemOf,
  rememberedKey,
  rememberKey,
  sessionKey,
  STORED_KEY_NAME,
} from './consoleKeys';

/** A `localStorage` that keeps items in memory, or refuses as a blocked one does. */
function memoryStorage(refuse = false): () => Storage {
  const items = new Map<string, string>();
  const refusal = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  const storage = {
    getItem: (key: string) => (refuse ? refusal() : (items.get(key) ?? null)),
    setItem: (key: string, value: string) => (refuse ? refusal() : items.set(key, value)),
    removeItem: (key: string) => (refuse ? refusal() : items.delete(key)),
  } as unknown as Storage;
  return () => storage;
}

const data = new TextEncoder().encode('1760432400\nPOST\n/v1/session/create\n{}');

describe('the console keys', () => {
  it('makes a session key whose signatures verify with the public half it shows', async () => {
    const key = await sessionKey();
    expect(key.publicPem).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    const signature = await signatureOf(data, key.privateKey);
    expect(createVerify('RSA-SHA256').update(data).verify(key.publicPem, signature, 'base64')).toBe(
      true,
    );
  });

  it('reads a PKCS #8 key, signing as OpenSSL does, and derives its public half', async () => {
    const pem = fs.readFileSync(SANDBOX_FILES.partnerSandboxPrivateKey, 'utf8');
    const key = await keyFromPem(pem, 'published');
    expect(key.publicPem.trim()).toBe(
      fs.readFileSync(SANDBOX_FILES.partnerSandboxPublicKey, 'utf8').trim(),
    );
    expect(await signatureOf(data, key.privateKey)).toBe(
      createSign('RSA-SHA256').update(data).sign(pem, 'base64'),
    );
  });

  it.each([
    ['pkcs1', '-----BEGIN RSA PRIVATE KEY-----\nMIIB\n-----END RSA PRIVATE KEY-----'],
    [
      'encrypted',
      '-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIB\n-----END ENCRYPTED PRIVATE KEY-----',
    ],
    ['notPem', 'ssh-rsa AAAAB3NzaC1yc2E'],
    ['notRsa', '-----BEGIN PRIVATE KEY-----\nMIIBAAAA\n-----END PRIVATE KEY-----'],
  ])('names why a pasted key cannot sign: %s', async (problem, pem) => {
    await expect(keyFromPem(pem, 'own')).rejects.toEqual(new KeyError(problem as never));
  });

  it('stores a key only when asked, reads it back, and forgets it', async () => {
    const storage = memoryStorage();
    expect(await rememberedKey(storage)).toEqual({key: null});
    const key = await sessionKey();
    expect(await rememberKey(key, storage)).toEqual({ok: true});
    expect(storage().getItem(STORED_KEY_NAME)).toContain('BEGIN PRIVATE KEY');
    const remembered = await rememberedKey(storage);
    expect(remembered.key?.publicPem).toBe(key.publicPem);
    expect(remembered.key && (await privatePemOf(remembered.key))).toBe(await privatePemOf(key));
    expect(forgetKey(storage)).toEqual({ok: true});
    expect(await rememberedKey(storage)).toEqual({key: null});
  });

  it('reports a storage that refuses, and a stored key that is damaged', async () => {
    const refusing = memoryStorage(true);
    const key = await sessionKey();
    expect(await rememberKey(key, refusing)).toEqual({
      ok: false,
      reason: 'The operation is insecure.',
    });
    expect(forgetKey(refusing)).toMatchObject({ok: false});
    expect(await rememberedKey(refusing)).toMatchObject({key: null, reason: expect.any(String)});
    const damaged = memoryStorage();
    damaged().setItem(STORED_KEY_NAME, '{"source": "session", "privateKey": "nope"}');
    expect(await rememberedKey(damaged)).toMatchObject({key: null, reason: 'notPem'});
  });
});
