import path from 'path';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {describe, expect, it} from 'vitest';
import type {PageData} from './pageData';
import remarkPageData from './remarkPageData';

const specPath = path.join(__dirname, '../../../openapi/payment-api.yaml');

/** Runs the plugin over an MDX text; returns the `data` of each block, parsed. */
async function dataOf(mdx: string, locale = 'ru'): Promise<unknown[]> {
  const processor = unified().use(remarkParse).use(remarkMdx);
  const tree = processor.parse(mdx);
  await remarkPageData({specPath, locale})(tree, new VFile({path: 'docs/page.mdx', value: mdx}));
  return (tree as Root).children
    .filter((node): node is MdxJsxFlowElement => node.type === 'mdxJsxFlowElement')
    .map((node) => {
      const data = node.attributes.find(
        (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'data',
      );
      return typeof data?.value === 'string' ? JSON.parse(data.value) : undefined;
    });
}

describe('remarkPageData', () => {
  it("writes a method's four samples into the page, in the page's language", async () => {
    const [ru] = (await dataOf('<OperationSamples name="session/create" />')) as [
      PageData['OperationSamples'],
    ];
    const [en] = (await dataOf('<OperationSamples name="session/create" />', 'en')) as [
      PageData['OperationSamples'],
    ];
    expect(ru.samples.map((sample) => sample.language)).toEqual(['curl', 'node', 'python', 'php']);
    expect(ru.samples[0]?.code).toContain('/session/create');
    expect(ru.samples[1]?.code).not.toEqual(en.samples[1]?.code);
  });

  it('writes a sandbox list and the demo widget’s cards with the errors they name', async () => {
    const [list, demo] = (await dataOf(
      '<SandboxData kind="cards" />\n\n<PaymentWidgetDemo />',
    )) as [PageData['SandboxData'], PageData['PaymentWidgetDemo']];
    expect(list.entries.length).toBeGreaterThan(0);
    expect(demo.cards).toEqual(list.entries);
    const codes = new Set(demo.cards.flatMap((card) => Object.values(card).map(String)));
    expect(demo.errors.length).toBeGreaterThan(0);
    for (const error of demo.errors) expect(codes.has(error.code), error.code).toBe(true);
  });

  it('writes one year of the changelog, newest first, with links to the reference and the blog', async () => {
    const [ru] = (await dataOf('<ApiChangelog year="2024" />')) as [PageData['ApiChangelog']];
    const [en] = (await dataOf('<ApiChangelog year="2024" />', 'en')) as [PageData['ApiChangelog']];
    const dates = ru.changes.map((change) => change.date);
    expect(dates.every((date) => date.startsWith('2024-'))).toBe(true);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(ru.changes.map((change) => change.id)).size).toBe(ru.changes.length);
    const fps = ru.changes.find((change) => change.date === '2024-02-12');
    expect(fps?.dateLabel).toBe('12 февраля 2024 г.');
    expect(en.changes.find((change) => change.date === '2024-02-12')?.dateLabel).toBe(
      '12 February 2024',
    );
    expect(fps?.blog).toBe('/blog/2024/02/12/payout-fps-phone');
    expect(fps?.items).toContainEqual({
      type: 'enum_value',
      name: 'Payout.method: fps_phone',
      href: '/reference/objects#payout',
    });
    const retries = ru.changes.find((change) => change.date === '2024-01-30');
    expect(retries?.items[0]).toEqual({
      type: 'parameter',
      name: 'Idempotency-Key',
      href: '/reference/format#headers',
    });
    // A schema the objects page does not show links to the first method whose body holds it.
    expect(fps?.items.find((item) => item.name === 'FpsPhoneRecipient')?.href).toBe(
      '/reference/methods#session-init-payout',
    );
  });

  it('writes the compatibility policy paragraph by paragraph, and refuses a year with no changes', async () => {
    const [policy] = (await dataOf('<ApiCompatibility />', 'en')) as [PageData['ApiCompatibility']];
    expect(policy.paragraphs.length).toBeGreaterThan(1);
    expect(policy.paragraphs.join(' ')).toMatch(/at least 90 days/);
    await expect(dataOf('<ApiChangelog year="2019" />')).rejects.toThrow(/x-changelog year "2019"/);
  });

  it('leaves other elements alone', async () => {
    expect(await dataOf('<BeingWritten />')).toEqual([undefined]);
  });

  it('stops the build naming the page, the line and what the file lacks', async () => {
    await expect(dataOf('\n<OperationSamples name="session/nope" />')).rejects.toThrow(
      /docs\/page\.mdx:2: <OperationSamples>: .*no method "session\/nope"/,
    );
    await expect(dataOf('<SandboxData kind="nope" />')).rejects.toThrow(/x-sandbox list "nope"/);
    await expect(dataOf('<OperationSamples name={name} />')).rejects.toThrow(/literal props only/);
    await expect(dataOf('<SandboxData kind="cards" data="[]" />')).rejects.toThrow(
      /gets its "data" from the OpenAPI file/,
    );
  });
});
