import {describe, expect, it, vi} from 'vitest';

vi.mock('@docusaurus/ExecutionEnvironment', () => ({default: {canUseDOM: false}}));
vi.mock('@generated/docusaurus.config', () => ({default: {baseUrl: '/'}}));

const {canonicalPath} = await import('./normalizeHtmlPaths');

describe('canonicalPath', () => {
  it('strips index.html down to the page path', () => {
    expect(canonicalPath('/intro/index.html', '/')).toBe('/intro');
    expect(canonicalPath('/en/payouts/russian-card/index.html', '/en/')).toBe(
      '/en/payouts/russian-card',
    );
  });

  it('keeps the slash of the base URL itself', () => {
    expect(canonicalPath('/index.html', '/')).toBe('/');
    expect(canonicalPath('/en/index.html', '/en/')).toBe('/en/');
  });

  it('leaves every other path alone', () => {
    expect(canonicalPath('/intro', '/')).toBe('/intro');
    expect(canonicalPath('/reference/index.htm', '/')).toBe('/reference/index.htm');
    expect(canonicalPath('/blog/', '/')).toBe('/blog/');
  });
});
