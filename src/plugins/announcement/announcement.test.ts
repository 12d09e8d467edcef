import {describe, expect, it, beforeEach} from 'vitest';
import {announcementResetScript} from './index';

const ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

function runScript(storage: Map<string, string> | null, id: string): string | null {
  const attributes = new Map<string, string>([[ATTRIBUTE, 'true']]);
  const localStorage = storage
    ? {getItem: (key: string) => storage.get(key) ?? null}
    : {
        getItem: () => {
          throw new Error('SecurityError: storage is disabled');
        },
      };
  const document = {
    documentElement: {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
    },
  };
  new Function('localStorage', 'document', announcementResetScript(id, ''))(localStorage, document);
  return attributes.get(ATTRIBUTE) ?? null;
}

describe('announcementResetScript', () => {
  let storage: Map<string, string>;
  beforeEach(() => {
    storage = new Map([['docusaurus.announcement.dismiss', 'true']]);
  });

  it('keeps a dismissed bar hidden while the id is the same', () => {
    storage.set('docusaurus.announcement.id', 'current');
    expect(runScript(storage, 'current')).toBe('true');
  });

  it('shows the bar when the reader dismissed another announcement', () => {
    storage.set('docusaurus.announcement.id', 'older');
    expect(runScript(storage, 'current')).toBe('false');
  });

  it('does not throw when storage is blocked', () => {
    expect(() => runScript(null, 'current')).not.toThrow();
  });

  it('reads the namespaced key', () => {
    expect(announcementResetScript('x', '-abc')).toContain('"docusaurus.announcement.id-abc"');
  });
});
