/**
 * Writes into each guide page what its API blocks show (`pageData.ts`):
 * `<OperationSamples name="session/create" />` becomes the same element with
 * a `data` attribute holding that method's four samples as JSON, made from
 * the OpenAPI file at build time in the page's language. A block naming
 * something the file lacks stops the build with the file and the name.
 *
 * The MDX of such a page depends on the OpenAPI file (`specDependencyLoader.cjs`),
 * so the dev server and the bundler's cache compile it again when the file changes.
 */
import type {Root} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {currentApiModel} from './index';
import type {Lang} from './model';
import {isPageDataComponent, pageDataOf} from './pageData';

export type RemarkPageDataOptions = {
  /** The OpenAPI file, absolute or relative to the working directory. */
  specPath: string;
  locale: string;
};

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

function blocksOf(tree: Root): JsxElement[] {
  const found: JsxElement[] = [];
  const walk = (node: {type: string; children?: unknown[]}) => {
    if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      isPageDataComponent((node as JsxElement).name)
    ) {
      found.push(node as JsxElement);
    }
    for (const child of node.children ?? []) walk(child as {type: string; children?: unknown[]});
  };
  walk(tree);
  return found;
}

/** A block's literal props; `{expression}` values are not known at build time. */
function propsOf(element: JsxElement, where: string): Record<string, string> {
  const props: Record<string, string> = {};
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') {
      const name = attribute.type === 'mdxJsxAttribute' ? attribute.name : '{...}';
      throw new Error(
        `${where}: <${element.name}> takes literal props only; "${name}" is not one.`,
      );
    }
    if (attribute.name === 'data') {
      throw new Error(`${where}: <${element.name}> gets its "data" from the OpenAPI file.`);
    }
    props[attribute.name] = attribute.value;
  }
  return props;
}

export default function remarkPageData({specPath, locale}: RemarkPageDataOptions) {
  const lang: Lang = locale === 'en' ? 'en' : 'ru';
  return async (tree: Root, file: VFile): Promise<void> => {
    const blocks = blocksOf(tree);
    if (blocks.length === 0) return;
    const api = await currentApiModel(specPath);
    for (const block of blocks) {
      const where = `${file.path}:${block.position?.start.line ?? '?'}`;
      const name = block.name;
      if (!isPageDataComponent(name)) continue;
      const props = propsOf(block, where);
      let data: unknown;
      try {
        data = pageDataOf(name, props, {api, lang});
      } catch (error) {
        throw new Error(`${where}: <${name}>: ${(error as Error).message}`, {cause: error});
      }
      block.attributes.push({type: 'mdxJsxAttribute', name: 'data', value: JSON.stringify(data)});
    }
  };
}
