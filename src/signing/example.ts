/**
 * "Fill in an example" of the signature debugger: the spec's example request
 * or webhook, signed now with a key pair made for the occasion in the
 * reader's browser. Its private half is never exported and is dropped with
 * the call, so the site ships no private key and no signature that would go
 * stale: the example's timestamp is the reader's clock, inside the bank's window.
 */
import type {HttpMethod, Mode, SignatureInput} from './diagnose';
import {requestStringToSign, webhookStringToSign} from './stringToSign';
import {generateSigningKeyPair, pemOf, signatureOf} from './webCrypto';

export type SignatureExamples = {
  request: {method: HttpMethod; pathAndQuery: string; body: string};
  webhook: {body: string};
};

/** Every field of the debugger for `mode`, signed at `now` (Unix seconds) with a fresh RSA-2048 key. */
export async function signedExample(
  mode: Mode,
  examples: SignatureExamples,
  now: number,
): Promise<SignatureInput> {
  const {privateKey, publicKey} = await generateSigningKeyPair();
  const timestamp = String(now);
  const {method, pathAndQuery} = examples.request;
  const body = examples[mode].body;
  const signed =
    mode === 'request'
      ? requestStringToSign({timestamp, method, pathAndQuery, body})
      : webhookStringToSign({timestamp, body});
  return {
    mode,
    method,
    pathAndQuery: mode === 'request' ? pathAndQuery : '',
    timestamp,
    body,
    signature: await signatureOf(signed, privateKey),
    publicKey: pemOf(
      new Uint8Array(await crypto.subtle.exportKey('spki', publicKey)),
      'PUBLIC KEY',
    ),
  };
}
