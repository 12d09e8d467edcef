import {describe, expect, it, vi} from 'vitest';
import {siteTwinLoader} from './twinLoader';

const response = (body: string, type: string, status = 200) =>
  new Response(body, {status, headers: {'content-type': type}});

describe('the browser twin loader', () => {
  it('fetches the twin of a page from this site, once', async () => {
    const fetchTwin = vi.fn(async () => response('# Выплата на карту\n', 'text/markdown'));
    const load = siteTwinLoader(fetchTwin as unknown as typeof fetch);
    expect(await load('https://docs.ivelta.example/en/payouts/russian-card')).toBe(
      '# Выплата на карту\n',
    );
    expect(await load('https://docs.ivelta.example/en/payouts/russian-card')).toBe(
      '# Выплата на карту\n',
    );
    expect(fetchTwin).toHaveBeenCalledOnce();
    // The path only: the site the reader is on, whatever host the index names.
    expect(fetchTwin).toHaveBeenCalledWith('/en/payouts/russian-card.md', {
      credentials: 'same-origin',
    });
    await load('https://docs.ivelta.example/');
    expect(fetchTwin).toHaveBeenLastCalledWith('/index.md', {credentials: 'same-origin'});
  });

  it("says there is none for an error, the dev server's HTML page or a failed request", async () => {
    const answers = [
      async () => response('Not found', 'text/plain', 404),
      async () => response('<!DOCTYPE html><html></html>', 'text/html'),
      async () => response('<!DOCTYPE html>', 'application/octet-stream'),
    ];
    for (const answer of answers) {
      expect(
        await siteTwinLoader(answer as unknown as typeof fetch)('https://x.example/a'),
      ).toBeNull();
    }
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const load = siteTwinLoader(failing as unknown as typeof fetch);
    await expect(load('https://x.example/a')).rejects.toThrow('Failed to fetch');
    // A failed request is not remembered: the next answer tries again.
    await expect(load('https://x.example/a')).rejects.toThrow('Failed to fetch');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
