import {describe, expect, it} from 'vitest';
import {requestStringToSign, webhookStringToSign} from './stringToSign';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('the strings the signatures cover', () => {
  it('a request: timestamp, method in capitals, path with query, body as sent', () => {
    const signed = requestStringToSign({
      timestamp: '1760432400',
      method: 'post',
      pathAndQuery: '/v1/session/create',
      body: '{"metadata": {"order_id": "Заказ-1"}}',
    });
    expect(text(signed)).toBe(
      '1760432400\nPOST\n/v1/session/create\n{"metadata": {"order_id": "Заказ-1"}}',
    );
  });

  it('a GET request has an empty body after the third line feed', () => {
    const signed = requestStringToSign({
      timestamp: '1760432400',
      method: 'GET',
      pathAndQuery: '/v1/event/list?since=2025-10-01T00:00:00%2B03:00',
      body: new Uint8Array(),
    });
    expect(text(signed)).toBe(
      '1760432400\nGET\n/v1/event/list?since=2025-10-01T00:00:00%2B03:00\n',
    );
  });

  it('keeps the body bytes as they are, not UTF-8 re-encoded', () => {
    const body = new Uint8Array([0x7b, 0xff, 0x7d]);
    const signed = webhookStringToSign({timestamp: '1', body});
    expect([...signed]).toEqual([0x31, 0x0a, 0x7b, 0xff, 0x7d]);
  });
});
