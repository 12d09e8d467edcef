/**
 * Copies a page's Markdown twin to the clipboard. The twin is fetched inside
 * the clipboard write (a `ClipboardItem` holding a promise), so browsers that
 * only allow writing during the click (Safari) still accept it; where
 * `ClipboardItem` is missing, the text is fetched first and written after.
 */
export type CopyFailure =
  /** The twin is not there: the dev server writes none (only a build does), or the page is new. */
  | {kind: 'missing'; status: number}
  /** The request failed: offline, or the site is unreachable. */
  | {kind: 'network'}
  /** The browser refused the clipboard (no permission, page not focused, no secure context). */
  | {kind: 'clipboard'};

export class CopyError extends Error {
  constructor(readonly failure: CopyFailure) {
    super(failure.kind);
  }
}

export type ClipboardLike = {
  write?: (items: ClipboardItem[]) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
};

export type CopyEnvironment = {
  fetch: typeof fetch;
  clipboard: ClipboardLike | undefined;
  ClipboardItem: typeof ClipboardItem | undefined;
};

function browserEnvironment(): CopyEnvironment {
  return {
    fetch: (...args) => window.fetch(...args),
    clipboard: navigator.clipboard as ClipboardLike | undefined,
    ClipboardItem: typeof ClipboardItem === 'undefined' ? undefined : ClipboardItem,
  };
}

export async function fetchTwin(url: string, environment: CopyEnvironment): Promise<string> {
  let response: Response;
  try {
    response = await environment.fetch(url, {headers: {Accept: 'text/markdown'}});
  } catch {
    throw new CopyError({kind: 'network'});
  }
  if (!response.ok) throw new CopyError({kind: 'missing', status: response.status});
  return response.text();
}

/** Resolves with the copied text; rejects with a `CopyError` saying what failed. */
export async function copyMarkdown(
  url: string,
  environment: CopyEnvironment = browserEnvironment(),
): Promise<string> {
  const {clipboard, ClipboardItem: Item} = environment;
  const text = fetchTwin(url, environment);
  // The fetch's own failure is reported, not the clipboard's refusal it causes.
  text.catch(() => undefined);
  try {
    if (clipboard?.write && Item) {
      const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
      await clipboard.write([new Item({'text/plain': blob})]);
    } else if (clipboard?.writeText) {
      await clipboard.writeText(await text);
    } else {
      await text;
      throw new CopyError({kind: 'clipboard'});
    }
  } catch (error) {
    await text;
    throw error instanceof CopyError ? error : new CopyError({kind: 'clipboard'});
  }
  return text;
}
