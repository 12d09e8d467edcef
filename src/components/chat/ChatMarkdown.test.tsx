import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import ChatMarkdown from './ChatMarkdown';

const render = (text: string) => renderToStaticMarkup(<ChatMarkdown text={text} />);

describe('ChatMarkdown', () => {
  it('renders the Markdown of an answer', () => {
    const html = render(
      '**Use** `payout/create`:\n\n- [Card payouts](https://docs.example/payouts/russian-card)\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(html).toContain('<strong>Use</strong>');
    expect(html).toContain('<code>payout/create</code>');
    expect(html).toContain(
      '<a href="https://docs.example/payouts/russian-card" target="_blank" rel="noopener noreferrer">Card payouts</a>',
    );
    expect(html).toContain('<table>');
  });

  it('renders scripts, javascript: links and event handlers inert', () => {
    const html = render(
      [
        'Before <script>window.pwned = 1</script> after.',
        '<img src="x" onerror="window.pwned = 1"> and <a href="#" onclick="window.pwned = 1">link</a>',
        '[click me](javascript:window.pwned=1) and [again](JAVASCRIPT:alert(1)) and <javascript:alert(1)>',
        '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
        '![img](javascript:alert(1))',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/(href|src)="\s*(javascript|data):/i);
    expect(html).not.toMatch(/<(img|a)\b/i);
    // The words of the unsafe links stay, as text.
    expect(html).toContain('click me');
    expect(html).toContain('again');
    expect(html).toContain('img');
  });

  it('renders a fenced code block of an answer as text, whatever it holds', () => {
    const html = render(
      ['````json', '{"a": "``` <script>alert(1)</script> [x](javascript:alert(1))"}', '````'].join(
        '\n',
      ),
    );
    expect(html).toContain('<pre tabindex="0"><code class="language-json">');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('[x](javascript:alert(1))');
    expect(html).not.toMatch(/<(script|a)\b/i);
  });
});
