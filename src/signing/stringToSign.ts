/**
 * The strings the API's RSA-SHA256 signatures cover (`X-Signature`, Base64 of
 * PKCS #1 v1.5 over SHA-256), in one place for everything that signs or checks
 * them: the local sandbox, the signature debugger, the request console and the
 * webhook fixtures. Bytes, not text: the body is signed exactly as sent.
 *
 * - A request: `X-Timestamp`, line feed, the HTTP method in capitals, line
 *   feed, the path from `/v1` with the query string, line feed, the raw body
 *   (empty for `GET`).
 * - A webhook: `X-Timestamp`, line feed, the raw body.
 */
const encoder = new TextEncoder();

function concat(head: string, body: Uint8Array): Uint8Array {
  const prefix = encoder.encode(head);
  const bytes = new Uint8Array(prefix.length + body.length);
  bytes.set(prefix);
  bytes.set(body, prefix.length);
  return bytes;
}

const bytesOf = (body: Uint8Array | string): Uint8Array =>
  typeof body === 'string' ? encoder.encode(body) : body;

export function requestStringToSign(request: {
  timestamp: string;
  method: string;
  /** From `/v1`, with the query string: `/v1/event/list?since=…`. */
  pathAndQuery: string;
  body: Uint8Array | string;
}): Uint8Array {
  return concat(
    `${request.timestamp}\n${request.method.toUpperCase()}\n${request.pathAndQuery}\n`,
    bytesOf(request.body),
  );
}

export function webhookStringToSign(webhook: {
  timestamp: string;
  body: Uint8Array | string;
}): Uint8Array {
  return concat(`${webhook.timestamp}\n`, bytesOf(webhook.body));
}
