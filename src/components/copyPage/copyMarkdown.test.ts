import {describe, expect, it, vi} from 'vitest';
import {copyMarkdown, CopyError, type CopyEnvironment} from './copyMarkdown';

class FakeClipboardItem {
  constructor(readonly items: Record<string, Promise<Blob>>) {}
}

function environment(options: {
  response?: Response | Error;
  clipboard?: 'write' | 'writeText' | 'none' | 'refuses';
}): CopyEnvironment & {copied: () => Promise<string | undefined>} {
  let copied: Promise<string | undefined> = Promise.resolve(undefined);
  const fetchTwin = vi.fn(async () => {
    const {response = new Response('# Page\n')} = options;
    if (response instanceof Error) throw response;
    return response;
  });
  const kind = options.clipboard ?? 'write';
  const clipboard =
    kind === 'none'
      ? undefined
      : kind === 'writeText'
        ? {
            writeText: async (text: string) => {
              copied = Promise.resolve(text);
            },
          }
        : {
            write: async (items: ClipboardItem[]) => {
              if (kind === 'refuses') throw new DOMException('Denied', 'NotAllowedError');
              const blob = await (items[0] as unknown as FakeClipboardItem).items['text/plain'];
              copied = blob ? blob.text() : Promise.resolve(undefined);
            },
          };
  return {
    fetch: fetchTwin as unknown as typeof fetch,
    clipboard,
    ClipboardItem: FakeClipboardItem as unknown as typeof ClipboardItem,
    copied: () => copied,
  };
}

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CopyError) return error.failure;
    throw error;
  }
  throw new Error('expected a failure');
};

describe('copyMarkdown', () => {
  it('writes the twin to the clipboard through a ClipboardItem', async () => {
    const env = environment({});
    await expect(copyMarkdown('/x.md', env)).resolves.toBe('# Page\n');
    await expect(env.copied()).resolves.toBe('# Page\n');
  });

  it('falls back to writeText where ClipboardItem writing is missing', async () => {
    const env = environment({clipboard: 'writeText'});
    await copyMarkdown('/x.md', env);
    await expect(env.copied()).resolves.toBe('# Page\n');
  });

  it('says the twin is missing, with the status, rather than that the clipboard failed', async () => {
    const env = environment({response: new Response('Not found', {status: 404})});
    expect(await failureOf(copyMarkdown('/x.md', env))).toEqual({kind: 'missing', status: 404});
  });

  it('says the site could not be reached', async () => {
    const env = environment({response: new TypeError('Failed to fetch')});
    expect(await failureOf(copyMarkdown('/x.md', env))).toEqual({kind: 'network'});
  });

  it('says the clipboard was refused, or is not there', async () => {
    expect(await failureOf(copyMarkdown('/x.md', environment({clipboard: 'refuses'})))).toEqual({
      kind: 'clipboard',
    });
    expect(await failureOf(copyMarkdown('/x.md', environment({clipboard: 'none'})))).toEqual({
      kind: 'clipboard',
    });
  });
});
