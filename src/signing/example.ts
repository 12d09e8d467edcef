/**
 * "Fill in an example" of the signature debugger: the spec's example request
 * or webhook, signed now with a key pair made for the occasion in the
 * reader's browser. Its private half is never exported and is dropped with
 * the call, so the site ships no private key and no signature that would go
 * stale: the example's timestamp is the reader's clock, inside the bank's window.
 */
import type {HttpMethod, Mode, SignatureInput} from './diagnose';
import {requestStringToSign, webhookStringToSign} from './stringToSign';

export type SignatureExamples = {
  request: {method: HttpMethod; pathAndQuery: string; body: string};
  webhook: {body: string};
};

const toBase64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

function publicKeyPem(spki: ArrayBuffer): string {
  const lines = toBase64(spki).match(/.{1,64}/g) ?? [];
  return ['-----BEGIN PUBLIC KEY-----', ...lines, '-----END PUBLIC KEY-----', ''].join('\n');
}

/** Every field of the debugger for `mode`, signed at `now` (Unix seconds) with a fresh RSA-2048 key. */
export async function signedExample(
  mode: Mode,
  examples: SignatureExamples,
  now: number,
): Promise<SignatureInput> {
  const algorithm = {name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256'};
  const {privateKey, publicKey} = await crypto.subtle.generateKey(
    {...algorithm, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1])},
    true,
    ['sign', 'verify'],
  );
  const timestamp = String(now);
  const {method, pathAndQuery} = examples.request;
  const body = examples[mode].body;
  const signed =
    mode === 'request'
      ? requestStringToSign({timestamp, method, pathAndQuery, body})
      : webhookStringToSign({timestamp, body});
  const signature = await crypto.subtle.sign(algorithm, privateKey, signed.slice().buffer);
  return {
    mode,
    method,
    pathAndQuery: mode === 'request' ? pathAndQuery : '',
    timestamp,
    body,
    signature: toBase64(signature),
    publicKey: publicKeyPem(await crypto.subtle.exportKey('spki', publicKey)),
  };
}
