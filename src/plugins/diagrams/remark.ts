/**
 * Remark plugin for the docs and the blog: each ```` ```mermaid ```` block
 * becomes `<Diagram id=… width=… height=… …/>` (`src/components/Diagram`,
 * registered in MDXComponents, so pages need no import). Every value is a
 * plain string attribute, the text alternative as JSON, so the MDX compiler
 * needs no estree for them.
 *
 * The plugin's `loadContent` has rendered every diagram before the bundler
 * compiles a page; a diagram still missing here (one the dev server sees
 * before the plugin reloads) is rendered now, or fails as the plugin would.
 */
import path from 'path';
import {SITE_DIR, cacheDirOf, diagramKey, mermaidPackage, readMeta} from './cache';
import {ensureDiagrams} from './ensure';
import type {DiagramMeta} from '../../components/Diagram/textAlternative';

/** The little of mdast this plugin touches, so it depends on no syntax-tree typings. */
type Node = {
  type: string;
  children?: Node[];
  lang?: string | null;
  value?: string;
  position?: {start: {line: number}};
};

type JsxAttribute = {type: 'mdxJsxAttribute'; name: string; value: string};
export type DiagramElement = {
  type: 'mdxJsxFlowElement';
  name: 'Diagram';
  attributes: JsxAttribute[];
  children: [];
  position?: Node['position'];
};

export type RemarkDiagramsOptions = {
  /** The site whose `static/diagrams/` holds the cache; this repository by default. */
  siteDir?: string;
};

/** The `<Diagram>` element for a rendered diagram: the attributes `Diagram`'s props read. */
export function diagramElement(key: string, meta: DiagramMeta): DiagramElement {
  const attribute = (name: string, value: string): JsxAttribute => ({
    type: 'mdxJsxAttribute',
    name,
    value,
  });
  return {
    type: 'mdxJsxFlowElement',
    name: 'Diagram',
    attributes: [
      attribute('id', key),
      attribute('width', String(meta.width)),
      attribute('height', String(meta.height)),
      attribute('type', meta.type),
      attribute('participants', JSON.stringify(meta.participants)),
      attribute('steps', JSON.stringify(meta.steps)),
    ],
    children: [],
  };
}

type Block = {siblings: Node[]; index: number; node: Node};

/** Mermaid code nodes wherever they are: lists, quotes and JSX elements such as tabs hold them too. */
function mermaidBlocks(tree: Node): Block[] {
  const found: Block[] = [];
  const walk = (node: Node) => {
    node.children?.forEach((child, index, siblings) => {
      if (child.type === 'code' && child.lang === 'mermaid')
        found.push({siblings, index, node: child});
      else walk(child);
    });
  };
  walk(tree);
  return found;
}

export default function remarkDiagrams(options: RemarkDiagramsOptions = {}) {
  const siteDir = options.siteDir ?? SITE_DIR;
  return async (tree: Node, file: {path?: string}): Promise<void> => {
    const blocks = mermaidBlocks(tree);
    if (blocks.length === 0) return;
    const relative = file.path ? path.relative(siteDir, file.path) : '(unnamed file)';
    const {version} = mermaidPackage();
    const found = blocks.map((block) => {
      const source = block.node.value ?? '';
      const line = block.node.position?.start.line ?? 0;
      return {...block, diagram: {file: relative, line, source, key: diagramKey(source, version)}};
    });
    await ensureDiagrams(
      siteDir,
      found.map(({diagram}) => diagram),
    );
    const cacheDir = cacheDirOf(siteDir);
    for (const {siblings, index, node, diagram} of found) {
      const element = diagramElement(diagram.key, readMeta(cacheDir, diagram.key));
      element.position = node.position;
      siblings[index] = element;
    }
  };
}
