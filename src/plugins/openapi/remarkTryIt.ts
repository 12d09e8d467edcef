/**
 * Gives each request a guide page shows, a JSON block marked with the method
 * it is sent to (` ```json api-request="session/create" `), the reference's
 * "Try it" button below it: the request console opens prefilled with that
 * block's body (`src/components/console/TryIt.tsx`). The page that has such a
 * block imports the button itself, rather than every page through the theme's
 * MDX components, so pages without one carry none of its code. A marker naming
 * a method the OpenAPI file lacks stops the build with the file and line.
 * The button also carries the request line (`POST /v1/session/create`): the
 * page's Markdown twin writes it on the block (`src/plugins/llms`).
 */
import type {Code, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import type {VFile} from 'vfile';
import {signedPathPrefix} from '../../signing/diagnose';
import {currentApiModel} from './index';

export type RemarkTryItOptions = {
  /** The OpenAPI file, absolute or relative to the working directory. */
  specPath: string;
};

/** The marker of a request block, as the OpenAPI tests read it (`openapi/payment-api.test.ts`). */
const REQUEST_MARKER = /\bapi-request="([^"]+)"/;

/** The button's name in the page: one no page gives anything else. */
export const TRY_IT_COMPONENT = 'ApiRequestTryIt';
const TRY_IT_MODULE = '@site/src/components/console/TryIt';

/** `import ApiRequestTryIt from '…/TryIt';`, with the syntax tree MDX compiles it from. */
function importOfButton(): MdxjsEsm {
  const source = `import ${TRY_IT_COMPONENT} from '${TRY_IT_MODULE}';`;
  return {
    type: 'mdxjsEsm',
    value: source,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [
              {type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: TRY_IT_COMPONENT}},
            ],
            source: {type: 'Literal', value: TRY_IT_MODULE, raw: `'${TRY_IT_MODULE}'`},
            attributes: [],
          },
        ],
      },
    },
  };
}

type Parent = {children: RootContent[]};

export default function remarkTryIt({specPath}: RemarkTryItOptions) {
  return async (tree: Root, file: VFile): Promise<void> => {
    const marked: {parent: Parent; node: Code; method: string}[] = [];
    const walk = (parent: Parent) => {
      for (const child of parent.children) {
        const method =
          child.type === 'code' && child.lang === 'json'
            ? REQUEST_MARKER.exec(child.meta ?? '')?.[1]
            : undefined;
        if (child.type === 'code' && method) marked.push({parent, node: child, method});
        if ('children' in child) walk(child as Parent);
      }
    };
    walk(tree);
    if (marked.length === 0) return;
    const api = await currentApiModel(specPath);
    const pathPrefix = signedPathPrefix(api.servers.map((server) => server.url));
    for (const {parent, node, method} of marked) {
      const operation = api.operations.find((candidate) => candidate.name === method);
      if (!operation) {
        throw new Error(
          `${file.path}:${node.position?.start.line ?? '?'}: api-request="${method}" names no method of the OpenAPI file`,
        );
      }
      const button: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: TRY_IT_COMPONENT,
        attributes: [
          {type: 'mdxJsxAttribute', name: 'method', value: method},
          {
            type: 'mdxJsxAttribute',
            name: 'requestLine',
            value: `${operation.method.toUpperCase()} ${pathPrefix}${operation.path}`,
          },
          // A read has no body: its console starts from the method's query examples.
          ...(operation.method === 'post'
            ? [{type: 'mdxJsxAttribute' as const, name: 'body', value: node.value}]
            : []),
        ],
        children: [],
      };
      parent.children.splice(parent.children.indexOf(node) + 1, 0, button);
    }
    tree.children.unshift(importOfButton());
  };
}
