/**
 * The renderer itself, in the Chromium the build uses (skipped on a machine
 * without one, where the build reads the committed cache instead).
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {findChromium, openRenderer, type Renderer} from './render';

const chromium = findChromium();

const SOURCE = `sequenceDiagram
    participant C as Покупатель
    participant B as Ивелта Банк
    C->>B: Оплата<br/>картой
    alt Нужен 3-D Secure
        B-->>C: Страница банка-эмитента
    else
        B-->>C: Результат
    end
    Note over C,B: Сумма заблокирована`;

describe.skipIf(!chromium)('the renderer', () => {
  let renderer: Renderer;
  beforeAll(async () => {
    renderer = await openRenderer(chromium ?? '');
  });
  afterAll(() => renderer?.close());

  it('tells a sequence diagram in order, with names, blocks and replies', async () => {
    const {meta} = await renderer.render('0000000000000000', SOURCE);
    expect(meta.type).toBe('sequence');
    expect(meta.participants).toEqual(['Покупатель', 'Ивелта Банк']);
    expect(meta.steps).toEqual([
      {kind: 'message', from: 'Покупатель', to: 'Ивелта Банк', text: 'Оплата картой'},
      {kind: 'block', block: 'alt', text: 'Нужен 3-D Secure'},
      {
        kind: 'message',
        from: 'Ивелта Банк',
        to: 'Покупатель',
        text: 'Страница банка-эмитента',
        reply: true,
      },
      {kind: 'block', block: 'else', text: ''},
      {kind: 'message', from: 'Ивелта Банк', to: 'Покупатель', text: 'Результат', reply: true},
      {kind: 'block', block: 'end', text: ''},
      {kind: 'note', over: ['Покупатель', 'Ивелта Банк'], text: 'Сумма заблокирована'},
    ]);
  });

  it('draws both themes at one size, byte for byte the same each time', async () => {
    const first = await renderer.render('0000000000000001', SOURCE);
    const again = await renderer.render('0000000000000001', SOURCE);
    expect(again).toEqual(first);
    const {width, height} = first.meta;
    for (const svg of [first.svg.light, first.svg.dark]) {
      expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${width}"`));
      expect(svg).toContain(`height="${height}"`);
    }
    expect(first.svg.light).not.toEqual(first.svg.dark);
  });

  it('puts the lines of the source in the text of a diagram type it cannot read', async () => {
    const {meta} = await renderer.render('0000000000000002', 'graph TD\n  A[Заказ] --> B[Оплата]');
    expect(meta.participants).toEqual([]);
    expect(meta.steps).toEqual([{kind: 'line', text: 'A[Заказ] --> B[Оплата]'}]);
  });

  it('names the problem of a diagram mermaid cannot parse', async () => {
    await expect(renderer.render('0000000000000003', 'sequenceDiagram\n  A->>: ?')).rejects.toThrow(
      /Parse error|error/i,
    );
  });
});
