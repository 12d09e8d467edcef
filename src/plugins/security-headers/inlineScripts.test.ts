import {describe, expect, it} from 'vitest';
import {pageScripts, scriptDigest} from './inlineScripts';

describe('scriptDigest', () => {
  it("matches the CSP specification's own example", () => {
    // CSP Level 3, "hash-source": <script>alert('Hello, world.');</script>
    expect(scriptDigest("alert('Hello, world.');")).toBe(
      'qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=',
    );
  });

  it('hashes the UTF-8 bytes of the text', () => {
    expect(scriptDigest('"ё"')).not.toBe(scriptDigest('"е"'));
  });
});

describe('pageScripts', () => {
  it('hashes every script the browser runs, with its text exactly as written', () => {
    const page = `<!doctype html><html><head>
<script>one()</script>
<script type="module">two()</script>
<script type="text/javascript">if (a &amp;&amp; b) three()</script>
<script type="importmap">{"imports":{}}</script>
</head><body>
<script>
  four();
</script>
<svg><script>five()</script></svg>
</body></html>`;
    expect(pageScripts(page).digests.sort()).toEqual(
      [
        'one()',
        'two()',
        // No character references are decoded inside a script.
        'if (a &amp;&amp; b) three()',
        '{"imports":{}}',
        '\n  four();\n',
        'five()',
      ]
        .map(scriptDigest)
        .sort(),
    );
  });

  it('leaves out scripts loaded from a file and data blocks the browser never runs', () => {
    const page = `<html><head>
<script src="/assets/js/main.js"></script>
<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>
<script type="application/json">{"captcha":"stand-in"}</script>
<script type="text/plain">not code</script>
</head></html>`;
    expect(pageScripts(page).digests).toEqual([]);
  });

  it('counts a script repeated on the page once', () => {
    expect(pageScripts('<script>x()</script><p></p><script>x()</script>').digests).toEqual([
      scriptDigest('x()'),
    ]);
  });

  it('reports inline event handlers, which a hash cannot allow', () => {
    const page = '<img src="x" onerror="go()"><button ONCLICK="go()">Go</button><a href="/">ok</a>';
    expect(pageScripts(page).eventHandlers).toEqual(['<img onerror>', '<button onclick>']);
  });
});
