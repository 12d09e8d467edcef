import path from 'path';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {describe, expect, it} from 'vitest';
import remarkTryIt from './remarkTryIt';

const specPath = path.join(__dirname, '../../../openapi/payment-api.yaml');

async function treeOf(mdx: string): Promise<Root> {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(mdx);
  await remarkTryIt({specPath})(tree, new VFile({path: 'docs/guide.mdx', value: mdx}));
  return tree;
}

const attributes = (node: MdxJsxFlowElement) =>
  Object.fromEntries(
    node.attributes.map((attribute) =>
      attribute.type === 'mdxJsxAttribute' ? [attribute.name, attribute.value] : ['', ''],
    ),
  );

describe('remarkTryIt', () => {
  it('puts the button below each marked request, with its body and request line', async () => {
    const body = '{\n  "session_id": "ses_4f8a2c91d7"\n}';
    const tree = await treeOf(
      `Text.\n\n\`\`\`json title="Запрос" api-request="session/confirm"\n${body}\n\`\`\`\n\nMore.\n`,
    );
    expect(tree.children.map((node) => node.type)).toEqual([
      'mdxjsEsm',
      'paragraph',
      'code',
      'mdxJsxFlowElement',
      'paragraph',
    ]);
    expect(tree.children[0]).toMatchObject({
      value: "import ApiRequestTryIt from '@site/src/components/console/TryIt';",
    });
    const button = tree.children[3] as MdxJsxFlowElement;
    expect(button.name).toBe('ApiRequestTryIt');
    expect(attributes(button)).toEqual({
      method: 'session/confirm',
      requestLine: 'POST /v1/session/confirm',
      body,
    });
  });

  it('adds nothing to a page without a marked request', async () => {
    const mdx = '```json api-response="session/confirm"\n{}\n```';
    const tree = await treeOf(mdx);
    expect(tree.children.map((node) => node.type)).toEqual(['code']);
  });

  it('leaves responses, webhooks and unmarked blocks alone; gives a read no body', async () => {
    const tree = await treeOf(
      [
        '```json api-response="session/confirm"\n{}\n```',
        '```json api-webhook="payout_finished"\n{}\n```',
        '```json\n{}\n```',
        '- ```json api-request="session/status"\n  {}\n  ```',
      ].join('\n\n'),
    );
    const buttons: MdxJsxFlowElement[] = [];
    const walk = (node: {type: string; children?: unknown[]}) => {
      if (node.type === 'mdxJsxFlowElement') buttons.push(node as MdxJsxFlowElement);
      for (const child of node.children ?? []) walk(child as {type: string});
    };
    walk(tree);
    expect(buttons.map(attributes)).toEqual([
      {method: 'session/status', requestLine: 'GET /v1/session/status'},
    ]);
  });

  it('stops the build at a method the OpenAPI file lacks, naming the file and line', async () => {
    await expect(treeOf('\n```json api-request="session/teleport"\n{}\n```\n')).rejects.toThrow(
      'docs/guide.mdx:2: api-request="session/teleport" names no method of the OpenAPI file',
    );
  });
});
