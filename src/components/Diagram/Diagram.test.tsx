import React, {type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import type {Step} from './textAlternative';
import Diagram, {MIN_SCALE, altText, stepText} from '.';

vi.mock('@docusaurus/Translate', async () => {
  const {Translate, translate} = await import('../api/docusaurus.mock');
  return {default: Translate, translate};
});
vi.mock('@docusaurus/useBaseUrl', () => ({default: (url: string) => `/en${url}`}));
// The theme's components as they render on the server: both modes, the
// theme's CSS hiding the other one; a plain <details>.
vi.mock('@theme/ThemedImage', () => ({
  default: ({sources, ...props}: {sources: {light: string; dark: string}}) => (
    <>
      <img src={sources.light} data-mode="light" {...props} />
      <img src={sources.dark} data-mode="dark" {...props} />
    </>
  ),
}));
vi.mock('@theme/Details', () => ({
  default: ({summary, children}: {summary: ReactNode; children: ReactNode}) => (
    <details>
      {summary}
      {children}
    </details>
  ),
}));

const steps: Step[] = [
  {kind: 'message', from: 'Покупатель', to: 'Банк', text: 'Оплата'},
  {kind: 'note', over: ['Банк', 'Эмитент'], text: 'Не позже 7 дней'},
  {kind: 'block', block: 'alt', text: 'нужен 3-D Secure'},
  {kind: 'block', block: 'else', text: ''},
  {kind: 'block', block: 'end', text: ''},
  {kind: 'line', text: 'A --> B'},
];

const render = (props: Partial<React.ComponentProps<typeof Diagram>> = {}) =>
  renderToStaticMarkup(
    <Diagram
      id="29b70e8a47fdbb53"
      width="866"
      height="730"
      type="sequence"
      participants={JSON.stringify(['Покупатель', 'Банк'])}
      steps={JSON.stringify(steps)}
      {...props}
    />,
  );

describe('Diagram', () => {
  it('shows the picture of each mode, sized, lazy and with a short alt text', () => {
    const html = render();
    for (const mode of ['light', 'dark']) {
      const img = new RegExp(
        `<img src="/en/diagrams/29b70e8a47fdbb53-${mode}.svg" data-mode="${mode}"[^>]*>`,
      ).exec(html)?.[0];
      expect(img, mode).toBeDefined();
      expect(img).toContain('alt="Диаграмма последовательности: Покупатель, Банк"');
      expect(img).toContain('width="866"');
      expect(img).toContain('height="730"');
      expect(img).toContain('loading="lazy"');
      expect(img).toContain('decoding="async"');
      expect(img).toContain(`min-width:${Math.round(866 * MIN_SCALE)}px`);
    }
    expect(html).toMatch(/^<figure [^>]*data-search-exclude=/);
    expect(html).toContain('tabindex="0"');
  });

  it('tells the diagram step by step in a closed <details>', () => {
    const html = render();
    expect(html).toContain('<details><summary>Диаграмма текстом</summary><ol>');
    expect(html).toContain('<li>Покупатель → Банк: Оплата</li>');
    expect(html).toContain('<li>Примечание (Банк, Эмитент): Не позже 7 дней</li>');
    expect(html).toContain('<li>Если нужен 3-D Secure:</li><li>Иначе</li><li>Конец блока</li>');
    expect(html).toContain('<li>A --&gt; B</li>');
  });

  it('keeps the picture when the steps are missing or broken', () => {
    for (const broken of [undefined, '', '{', '[{"kind":"message"}]']) {
      const html = render({steps: broken});
      expect(html).toContain('<img');
      expect(html).not.toContain('<details>');
    }
  });
});

describe('altText and stepText', () => {
  it('names the participants of a sequence diagram, and says "diagram" otherwise', () => {
    expect(altText('sequence', ['A', 'B'])).toBe('Диаграмма последовательности: A, B');
    expect(altText('flowchart-v2', [])).toBe('Диаграмма');
    expect(altText('sequence', [])).toBe('Диаграмма');
  });

  it('writes a reply like any other message', () => {
    expect(stepText({kind: 'message', from: 'Б', to: 'П', text: 'ok', reply: true})).toBe(
      'Б → П: ok',
    );
  });
});
