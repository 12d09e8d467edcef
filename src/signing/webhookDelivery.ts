/**
 * A webhook as the bank delivers it: the event envelope serialised once as the
 * body, and the headers that go with it, `X-Signature` made with the bank's
 * private key over `webhookStringToSign`. The local sandbox sends such
 * deliveries on request (`POST /sandbox/webhooks`); the site's webhook
 * fixtures are such deliveries, signed at build time. Node only (node:crypto).
 */
import {createSign} from 'node:crypto';
import {webhookStringToSign} from './stringToSign';

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

export function signedWebhook({
  envelope,
  timestamp,
  privateKey,
}: {
  /** The event as the spec's examples hold it; `id` goes into `X-Event-Id`. */
  envelope: {id: string};
  /** Unix seconds. */
  timestamp: number;
  /** PEM of the bank key. */
  privateKey: string;
}): SignedWebhook {
  // Serialised once: any other serialisation (spaces, key order) would be other bytes than the signed ones.
  const body = JSON.stringify(envelope);
  const signedTimestamp = String(timestamp);
  const signature = createSign('RSA-SHA256')
    .update(webhookStringToSign({timestamp: signedTimestamp, body}))
    .sign(privateKey, 'base64');
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
