import {describe, expect, it} from 'vitest';
import {
  blogPostContent,
  contentToMarkdown,
  docContent,
  excerptLengths,
  frontMatterOf,
  markdownFile,
  parseHtml,
  withoutLocalePrefix,
} from './htmlToMarkdown';

// A doc page as our build renders it (trimmed): title header, heading with its
// hash link, a Prism code block with a title, a table, an admonition, tabs.
const PAGE = `<!doctype html><html lang=en class="docs-wrapper docs-doc-id-payments/hold"><body>
<nav>Sidebar</nav><article><div class="theme-doc-markdown markdown">
<header><h1>Holds</h1></header>
<p>Block the money, then <a href=/en/reference/methods#session-capture><code>session/capture</code></a> it.</p>
<!-- -->
<h2 class="anchor anchorTargetHideOnScrollNavbar_vjPI" id=flow>How it works<a href=#flow class=hash-link aria-label="Direct link" translate=no>\u200b</a></h2>
<div class="language-json codeBlockContainer_Ckt0 theme-code-block"><div class=codeBlockTitle_OeMC>Request</div><div class=codeBlockContent_QJqH><pre tabindex=0 class="prism-code language-json codeBlock_bY9V"><code class=codeBlockLines_e6Vv><div class=token-line><span class="token punctuation">{</span><br/></div><div class=token-line><span class="token plain">  </span><span class="token property">"hold"</span><span class="token operator">:</span><span class="token plain"> true</span><br/></div><div class=token-line><span class="token punctuation">}</span><br/></div></code></pre></div></div>
<table><thead><tr><th>Stage<th><code>status</code><tbody><tr><td>Blocked<td><code>authorized</code> or<ul><li>a</li><li>b</li></ul><tr><td>Pipe | in text<td>&lt;none></table>
<div class="theme-admonition theme-admonition-warning admonition_xJq3 alert alert--warning"><div class=admonitionHeading_Gvgb><span class=admonitionIcon_Rf37><svg viewBox="0 0 16 16"><path d="M0"/></svg></span>Do not wait</div><div class=admonitionContent_BuS1><p>Capture within 7 days.</div></div>
<div class="theme-tabs-container tabs-container"><ul role=tablist class=tabs><li role=tab>cURL<li role=tab>PHP</ul><div class=margin-top--md><div role=tabpanel><p>curl sample</div><div role=tabpanel hidden><p>php sample</div></div></div>
<p><img src=/en/diagrams/hold.svg alt="Hold flow"></p>
</div></article></body></html>`;

describe('contentToMarkdown', () => {
  const content = docContent(parseHtml(PAGE));
  if (!content) throw new Error('no content found');
  const {markdown, images} = contentToMarkdown(content, {
    rewriteUrl: (url) => withoutLocalePrefix(url, '/en'),
  });

  it('keeps heading ids as {#id} and leaves out the title header and hash links', () => {
    expect(markdown).toContain('## How it works {#flow}\n');
    expect(markdown).not.toContain('# Holds');
    expect(markdown).not.toContain('Direct link');
    expect(markdown).not.toContain('<!--');
  });

  it('writes code blocks with their language and title', () => {
    expect(markdown).toContain('```json title="Request"\n{\n  "hold": true\n}\n```');
  });

  it('writes GFM tables, one line per row', () => {
    expect(markdown).toContain('| Stage | `status` |\n| - | - |\n');
    expect(markdown).toMatch(/\| Blocked \| `authorized` or a b +\|\n/);
    expect(markdown).toContain('| Pipe \\| in text |');
  });

  it('writes admonitions as directives, tabs as labelled sections', () => {
    expect(markdown).toContain(':::warning[Do not wait]\nCapture within 7 days.\n:::');
    expect(markdown).toContain('**cURL**\n\ncurl sample\n\n**PHP**\n\nphp sample');
  });

  it('writes links and images without the locale prefix, and lists the images', () => {
    expect(markdown).toContain('[`session/capture`](/reference/methods#session-capture)');
    expect(markdown).toContain('![Hold flow](/diagrams/hold.svg)');
    expect(images).toEqual(['/diagrams/hold.svg']);
  });

  it('escapes what CommonMark would read as HTML', () => {
    expect(markdown).toContain('\\<none>');
  });
});

/** The Markdown of a doc page whose content is the given HTML. */
function markdownOfContent(html: string): string {
  const page = docContent(
    parseHtml(`<article><div class="theme-doc-markdown markdown">${html}</div></article>`),
  );
  if (!page) throw new Error('no content found');
  return contentToMarkdown(page).markdown;
}

/** A titled JSON code block as the build renders it. */
const jsonBlock = (title: string, body: string) =>
  `<div class="language-json codeBlockContainer_Ckt0 theme-code-block"><div class=codeBlockTitle_OeMC>${title}</div><div class=codeBlockContent_QJqH><pre class="prism-code language-json"><code><div class=token-line>${body}</div></code></pre></div></div>`;

describe('request bodies', () => {
  // A marked request as the build renders it: the code block, then the "Try it"
  // button, which carries the request line; in a list item too.
  const block = (body: string) => jsonBlock('Запрос', body);
  const tryIt = (line: string) =>
    `<div class=tryIt_un6r data-request-line="${line}"><button type=button>Попробовать</button></div>`;
  const markdown = markdownOfContent(`
${block('{"amount": 1}')}
${tryIt('POST /v1/session/refund')}
<p>Then:</p>
<ol><li><p>Start it:</p>${block('{"session_id": "ses_1"}')}
${tryIt('POST /v1/session/start/payout')}</li></ol>
${block('{"unmarked": true}')}
<p>Between.</p>
${tryIt('POST /v1/session/confirm')}
`);

  it('keep the request line of the button below them in the info string', () => {
    expect(markdown).toContain(
      '```json title="Запрос" request="POST /v1/session/refund"\n{"amount": 1}\n```',
    );
    expect(markdown).toContain(
      '```json title="Запрос" request="POST /v1/session/start/payout"\n   {"session_id": "ses_1"}',
    );
  });

  it('a button gives its line to no block but the one right above it, and shows no text', () => {
    expect(markdown).toContain('```json title="Запрос"\n{"unmarked": true}\n```');
    expect(markdown).not.toContain('session/confirm');
    expect(markdown).not.toContain('Попробовать');
  });
});

describe('marked samples', () => {
  // A response and a webhook's payload as the code block renders them: the block in
  // an element naming what it is (`src/theme/CodeBlock`).
  const markdown = markdownOfContent(`
<div data-sample="response token/info">${jsonBlock('Ответ', '{"status": "ok"}')}</div>
<ul><li><div data-sample="webhook payout_finished">${jsonBlock('Уведомление', '{"id": "evt_1"}')}</div></li></ul>
<div data-sample="nonsense">${jsonBlock('Ошибка', '{"status": "error"}')}</div>
`);

  it('say in the info string which call answers with them, or which event they are', () => {
    expect(markdown).toContain(
      '```json title="Ответ" response="token/info"\n{"status": "ok"}\n```',
    );
    expect(markdown).toContain('```json title="Уведомление" webhook="payout_finished"\n');
  });

  it('a mark that names no kind of sample is left out', () => {
    expect(markdown).toContain('```json title="Ошибка"\n{"status": "error"}\n```');
  });
});

describe('blog posts', () => {
  const list =
    parseHtml(`<main><article><header><h2><a href=/en/blog/2024/02/12/fps>FPS</a></h2></header>
    <div class=markdown><p>First.<p>Second.</div></article></main>`);
  const post =
    parseHtml(`<article><header><h1>FPS</h1></header><div id=__blog-post-container class=markdown>
    <p>First.</p><p>Second.</p><!-- --><h2 id=what>What</h2><p>More.</p></div></article>`);

  it('puts the truncate marker where the excerpt on the list page ends', () => {
    const lengths = excerptLengths(list);
    expect(lengths.get('/en/blog/2024/02/12/fps')).toBe(2);
    const content = blogPostContent(post);
    if (!content) throw new Error('no post found');
    const {markdown} = contentToMarkdown(content, {truncateAfter: 2});
    expect(markdown).toBe('First.\n\nSecond.\n\n<!-- truncate -->\n\n## What {#what}\n\nMore.\n');
  });
});

describe('front matter', () => {
  it('is kept verbatim above the converted body', () => {
    const source =
      '---\ntitle: "Holds"\nsidebar_label: Holds # short\nslug: /hold\n---\n\nimport X from "x";\n';
    const frontMatter = frontMatterOf(source);
    expect(frontMatter).toBe(
      '---\ntitle: "Holds"\nsidebar_label: Holds # short\nslug: /hold\n---\n',
    );
    expect(markdownFile(frontMatter, 'Body.\n')).toBe(`${frontMatter}\nBody.\n`);
    expect(frontMatterOf('No front matter.\n')).toBe('');
  });
});

describe('withoutLocalePrefix', () => {
  it('removes the locale prefix of site paths only', () => {
    expect(withoutLocalePrefix('/en/blog', '/en')).toBe('/blog');
    expect(withoutLocalePrefix('/en', '/en')).toBe('/');
    expect(withoutLocalePrefix('/english', '/en')).toBe('/english');
    expect(withoutLocalePrefix('https://x.example/en/a', '/en')).toBe('https://x.example/en/a');
    expect(withoutLocalePrefix('/en/a', '')).toBe('/en/a');
  });
});

describe('options of the Markdown twin', () => {
  const page = docContent(
    parseHtml(`<article><div class="theme-doc-markdown markdown"><header><h1>Demo</h1></header>
<p>See <a href=/en/payments/hold#flow>holds</a> and <a href=https://example.com/x>elsewhere</a>.</p>
<figure><img src=/en/diagrams/a-light.svg alt=Flow class="themedComponent_mlkZ themedComponent--light_NVdE"><img src=/en/diagrams/a-dark.svg alt=Flow class="themedComponent_mlkZ themedComponent--dark_xIcU"></figure>
<div data-markdown=omit><button>Try</button><p>Pick a bank</p></div>
</div></article>`),
  );
  if (!page) throw new Error('no content found');

  it('rewrites links and images, keeps one picture per diagram, replaces a demo by the note', () => {
    const {markdown} = contentToMarkdown(page, {
      rewriteUrl: (url, kind) =>
        url.startsWith('/') ? `https://docs.x${url}${kind === 'link' ? '.md' : ''}` : url,
      lightImagesOnly: true,
      omittedNote: 'An interactive demo is here.',
    });
    expect(markdown).toContain('[holds](https://docs.x/en/payments/hold#flow.md)');
    expect(markdown).toContain('[elsewhere](https://example.com/x)');
    expect(markdown).toContain('![Flow](https://docs.x/en/diagrams/a-light.svg)');
    expect(markdown).not.toContain('a-dark.svg');
    expect(markdown).toContain('*An interactive demo is here.*');
    expect(markdown).not.toContain('Pick a bank');
  });

  it('without those options, keeps both pictures and the demo as text (the bench baseline)', () => {
    const {markdown} = contentToMarkdown(page);
    expect(markdown).toContain('a-dark.svg');
    expect(markdown).toContain('Pick a bank');
  });
});
