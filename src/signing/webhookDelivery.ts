/**
 * A webhook as the bank delivers it: the event envelope serialised once as the
 * body, and the headers that go with it, `X-Signature` made with the bank's
 * private key over `webhookStringToSign`. The sandbox (`npm run sandbox`'s
 * `POST /sandbox/webhooks` and the webhooks a call leads to, also in the
 * request console) sends such deliveries; the site's webhook fixtures are such
 * deliveries, signed at build time. WebCrypto, so Node and browsers alike.
 */
import {webhookStringToSign} from './stringToSign';
import {importPrivateKey, type PrivateKeyInput, signatureOf} from './webCrypto';

export type WebhookHeaders = {
  'Content-Type': 'application/json';
  'X-Event-Id': string;
  'X-Timestamp': string;
  'X-Signature': string;
};

export type SignedWebhook = {
  /** The exact bytes that were signed (as UTF-8): send them unchanged. */
  body: string;
  headers: WebhookHeaders;
};

export async function signedWebhook({
  envelope,
  timestamp,
  privateKey,
}: {
  /** The event as the spec's examples hold it; `id` goes into `X-Event-Id`. */
  envelope: {id: string};
  /** Unix seconds. */
  timestamp: number;
  /** The bank key: PEM (PKCS #8) or imported. */
  privateKey: PrivateKeyInput;
}): Promise<SignedWebhook> {
  // Serialised once: any other serialisation (spaces, key order) would be other bytes than the signed ones.
  const body = JSON.stringify(envelope);
  const signedTimestamp = String(timestamp);
  const signature = await signatureOf(
    webhookStringToSign({timestamp: signedTimestamp, body}),
    await importPrivateKey(privateKey),
  );
  return {
    body,
    headers: {
      'Content-Type': 'application/json',
      'X-Event-Id': envelope.id,
      'X-Timestamp': signedTimestamp,
      'X-Signature': signature,
    },
  };
}
