/**
 * Our built HTML → Markdown, for the Markdown twin of every page (`index.ts`)
 * and the bench's plain-Docusaurus baseline (`scripts/bench/baseline.ts`),
 * with the unified packages: rehype-parse reads the page, a small pass turns
 * Docusaurus's rendered constructs back into what Markdown has (code blocks
 * with their language, title and, for a request body, the request line the
 * "Try it" button below it carries, for a response or a webhook's payload,
 * the call or event the element around it names; admonitions, heading ids,
 * tabs as labelled sections), rehype-remark maps the rest, and
 * remark-stringify writes CommonMark with GFM tables and `:::` admonitions.
 * Being made from the rendered page, the Markdown holds what components drew
 * (reference tables, samples, error catalogue). What plain Markdown cannot
 * hold (interactive components) is left as its text, or replaced by a note.
 */
import type {Element, ElementContent, Root as HastRoot, RootContent, Text} from 'hast';
import type {BlockContent, DefinitionContent, Paragraph, RootContent as MdastContent} from 'mdast';
import rehypeParse from 'rehype-parse';
import rehypeRemark, {type Options as ToMdastOptions} from 'rehype-remark';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {
  OMIT_IN_MARKDOWN,
  REQUEST_LINE_ATTRIBUTE,
  SAMPLE_ATTRIBUTE,
  parseSampleMark,
} from './markers';

export type ConvertOptions = {
  /**
   * The address a link (`href`) or image (`src`) gets in the Markdown: the
   * baseline takes the locale prefix off, a twin points to other twins.
   */
  rewriteUrl?: (url: string, kind: 'link' | 'image') => string;
  /** Blog posts: how many top-level blocks come before `<!-- truncate -->`. */
  truncateAfter?: number;
  /**
   * Leaves out the image each diagram has for the dark colour mode: Markdown
   * has no colour modes, and one picture reads better than the same one twice.
   */
  lightImagesOnly?: boolean;
  /**
   * Said, in italics, in place of an element marked with `OMIT_IN_MARKDOWN`
   * (`markers.ts`). Without it, the element's text stays.
   */
  omittedNote?: string;
};

export type Converted = {
  markdown: string;
  /** Site-absolute paths of the images the Markdown refers to (to copy into `static/`). */
  images: string[];
};

type Handle = NonNullable<NonNullable<ToMdastOptions['handlers']>[string]>;
type FlowContent = BlockContent | DefinitionContent;

const TRUNCATE_MARKER = '<!-- truncate -->';
/** Rendered elements that carry nothing for a reader of plain Markdown. */
const DROPPED_TAGS = new Set(['svg', 'button', 'script', 'style', 'noscript', 'wbr', 'input']);

function classList(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
}

/** A CSS-module class: `codeBlockTitle_OeMC` matches the name `codeBlockTitle`. */
function hasClass(node: Element, name: string): boolean {
  return classList(node).some((value) => value === name || value.startsWith(`${name}_`));
}

function isElement(node: RootContent | ElementContent | HastRoot): node is Element {
  return node.type === 'element';
}

function findAll(node: Element | HastRoot, test: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  for (const child of node.children) {
    if (isElement(child)) {
      if (test(child)) {
        found.push(child);
      } else {
        found.push(...findAll(child, test));
      }
    }
  }
  return found;
}

function findFirst(node: Element | HastRoot, test: (element: Element) => boolean) {
  return findAll(node, test)[0];
}

/** The text of a node as rendered, ignoring what is dropped anyway (icons). */
function textOf(node: ElementContent | RootContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || DROPPED_TAGS.has(node.tagName)) return '';
  return node.children.map(textOf).join('');
}

function text(value: string): Text {
  return {type: 'text', value};
}

function element(
  tagName: string,
  properties: Element['properties'],
  children: ElementContent[],
): Element {
  return {type: 'element', tagName, properties, children};
}

/** `/en/x` → `/x` for the locale prefix `/en`; other URLs as they are. */
export function withoutLocalePrefix(url: string, prefix: string | undefined): string {
  if (!prefix || !url.startsWith('/')) return url;
  if (url === prefix) return '/';
  return url.startsWith(`${prefix}/`) ? url.slice(prefix.length) : url;
}

/**
 * A Prism code block of the classic theme (`div.theme-code-block`) or a bare
 * `<pre>`: a `pre` the handler below turns into a fenced block with its
 * language and `title="…"`.
 */
function codeBlock(node: Element): Element {
  const withLanguage = [node, ...findAll(node, (el) => ['pre', 'code'].includes(el.tagName))];
  const language = withLanguage
    .flatMap(classList)
    .find((value) => value.startsWith('language-'))
    ?.slice('language-'.length);
  const title = findFirst(node, (el) => hasClass(el, 'codeBlockTitle'));
  const lines = findAll(node, (el) => hasClass(el, 'token-line'));
  const code =
    node.tagName === 'pre' ? node : (findFirst(node, (el) => el.tagName === 'pre') ?? node);
  const value =
    lines.length > 0
      ? lines.map((line) => textOf(line)).join('\n')
      : textOf(code).replace(/\n$/, '');
  return element(
    'pre',
    {
      dataLanguage: language ?? null,
      dataTitle: title ? textOf(title).trim() : null,
    },
    [text(value)],
  );
}

/** Tabs cannot be Markdown: each panel under its label, all of them shown. */
function tabs(node: Element, options: ConvertOptions): ElementContent[] {
  const labels = findAll(node, (el) => el.properties.role === 'tab').map((tab) => textOf(tab));
  const panels = findAll(node, (el) => el.properties.role === 'tabpanel');
  return panels.flatMap((panel, index) => [
    element('p', {}, [element('strong', {}, [text(labels[index] ?? '')])]),
    ...transformChildren(panel.children, options),
  ]);
}

function admonition(node: Element, options: ConvertOptions): Element {
  const type =
    classList(node)
      .find((value) => value.startsWith('theme-admonition-'))
      ?.slice('theme-admonition-'.length) ?? 'note';
  const heading = findFirst(node, (el) => hasClass(el, 'admonitionHeading'));
  const content = findFirst(node, (el) => hasClass(el, 'admonitionContent'));
  return element(
    'x-admonition',
    {dataType: type, dataTitle: heading ? textOf(heading).trim() : null},
    transformChildren(content?.children ?? [], options),
  );
}

/** Elements a GFM table cell cannot hold: a cell is one line of inline content. */
const BLOCK_TAGS = new Set([
  'p',
  'div',
  'ul',
  'ol',
  'li',
  'details',
  'summary',
  'section',
  'aside',
  'nav',
  'blockquote',
  'pre',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'thead',
  'tbody',
  'tr',
  'td',
  'th',
]);

/** A table cell's content as one line: blocks become runs of text set apart by spaces. */
function inline(children: ElementContent[]): ElementContent[] {
  return children.flatMap((child): ElementContent[] => {
    if (child.type !== 'element') return [child];
    if (child.tagName === 'pre') {
      return [text(' '), element('code', {}, [text(textOf(child))]), text(' ')];
    }
    const content = inline(child.children);
    return BLOCK_TAGS.has(child.tagName)
      ? [text(' '), element('span', {}, content), text(' ')]
      : [element(child.tagName, child.properties, content)];
  });
}

function transformElement(node: Element, options: ConvertOptions): ElementContent[] {
  if (DROPPED_TAGS.has(node.tagName) || hasClass(node, 'hash-link')) return [];
  if (
    options.omittedNote !== undefined &&
    node.properties.dataMarkdown === OMIT_IN_MARKDOWN['data-markdown']
  ) {
    return [element('p', {}, [element('em', {}, [text(options.omittedNote)])])];
  }
  if (options.lightImagesOnly && hasClass(node, 'themedComponent--dark')) return [];
  if (node.tagName === 'td' || node.tagName === 'th') {
    const cell = transformChildren(node.children, options);
    return [element(node.tagName, node.properties, inline(cell))];
  }
  if (hasClass(node, 'theme-code-block') || node.tagName === 'pre') return [codeBlock(node)];
  // The element around a marked sample: its block, which keeps the mark.
  const sample = node.properties[SAMPLE_PROPERTY];
  if (typeof sample === 'string') {
    const inner = transformChildren(node.children, options);
    const block = inner.find(
      (child): child is Element => child.type === 'element' && child.tagName === 'pre',
    );
    if (block) block.properties.dataSample = sample;
    return inner;
  }
  if (hasClass(node, 'tabs-container')) return tabs(node, options);
  if (hasClass(node, 'theme-admonition')) return [admonition(node, options)];
  const properties = {...node.properties};
  const {rewriteUrl} = options;
  if (rewriteUrl && node.tagName === 'a' && typeof properties.href === 'string') {
    properties.href = rewriteUrl(properties.href, 'link');
  }
  if (rewriteUrl && node.tagName === 'img' && typeof properties.src === 'string') {
    properties.src = rewriteUrl(properties.src, 'image');
  }
  const children = transformChildren(node.children, options);
  // Docusaurus's heading ids, kept as `{#id}` so every anchor still matches.
  if (/^h[1-6]$/.test(node.tagName) && typeof properties.id === 'string') {
    children.push(text(` {#${properties.id}}`));
  }
  return [element(node.tagName, properties, children)];
}

/** A `data-…` attribute as hast names its property: `data-request-line` → `dataRequestLine`. */
const propertyOf = (attribute: string): string =>
  attribute.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
const REQUEST_LINE_PROPERTY = propertyOf(REQUEST_LINE_ATTRIBUTE);
const SAMPLE_PROPERTY = propertyOf(SAMPLE_ATTRIBUTE);

/** The code block (a `pre` of `codeBlock`) just before the end of a run, past blank text. */
function lastCodeBlock(transformed: ElementContent[]): Element | undefined {
  for (let index = transformed.length - 1; index >= 0; index--) {
    const node = transformed[index] as ElementContent;
    if (node.type === 'text' && !node.value.trim()) continue;
    return node.type === 'element' && node.tagName === 'pre' ? node : undefined;
  }
  return undefined;
}

/**
 * The "Try it" button names the request of the body above it: when the next
 * child is one, the block transformed last keeps its request line.
 */
function keepRequestLine(next: ElementContent, transformed: ElementContent[]): void {
  if (next.type !== 'element') return;
  const requestLine = next.properties[REQUEST_LINE_PROPERTY];
  const block = typeof requestLine === 'string' ? lastCodeBlock(transformed) : undefined;
  if (block) block.properties.dataRequestLine = requestLine;
}

function transformChildren(children: ElementContent[], options: ConvertOptions): ElementContent[] {
  const transformed: ElementContent[] = [];
  for (const child of children) {
    if (child.type === 'comment') continue;
    keepRequestLine(child, transformed);
    transformed.push(...(child.type === 'element' ? transformElement(child, options) : [child]));
  }
  return transformed;
}

/** The content element of a page: its children, without the title header (front matter gives it). */
function contentRoot(content: Element, options: ConvertOptions): HastRoot {
  const blocks = content.children.filter(
    (child) => !(child.type === 'element' && child.tagName === 'header'),
  );
  const children: ElementContent[] = [];
  let elementCount = 0;
  for (const child of blocks) {
    keepRequestLine(child, children);
    children.push(...transformChildren([child], options));
    if (child.type === 'element') {
      elementCount += 1;
      if (elementCount === options.truncateAfter) {
        children.push(element('x-truncate', {}, []));
      }
    }
  }
  return {type: 'root', children};
}

const handlers: Record<string, Handle> = {
  pre(_state, node) {
    const {dataLanguage, dataTitle, dataRequestLine, dataSample} = node.properties;
    const sample = typeof dataSample === 'string' ? parseSampleMark(dataSample) : null;
    const meta = [
      typeof dataTitle === 'string' && dataTitle ? `title=${JSON.stringify(dataTitle)}` : '',
      // `request="POST /v1/session/create"`: where the body goes, which its title does not say.
      typeof dataRequestLine === 'string' ? `request=${JSON.stringify(dataRequestLine)}` : '',
      // `response="token/info"`, `error="…"`, `webhook="payout_finished"`: what the sample is.
      sample ? `${sample.kind}=${JSON.stringify(sample.name)}` : '',
    ].filter(Boolean);
    return {
      type: 'code',
      lang: typeof dataLanguage === 'string' ? dataLanguage : null,
      meta: meta.length > 0 ? meta.join(' ') : null,
      value: textOf(node),
    };
  },
  'x-admonition'(state, node) {
    const {dataType, dataTitle} = node.properties;
    const label: Paragraph = {
      type: 'paragraph',
      data: {directiveLabel: true},
      children: [{type: 'text', value: String(dataTitle ?? '')}],
    };
    return {
      type: 'containerDirective',
      name: String(dataType),
      attributes: {},
      children: [
        ...(dataTitle ? [label] : []),
        ...(state.toFlow(state.all(node) as MdastContent[]) as FlowContent[]),
      ],
    };
  },
  'x-truncate'() {
    return {type: 'html', value: TRUNCATE_MARKER};
  },
};

const toMarkdown = unified()
  .use(rehypeRemark, {handlers})
  // Unpadded tables: the reference's wide tables would be mostly spaces otherwise.
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkDirective)
  .use(remarkStringify, {bullet: '-', fences: true, rule: '-'});

/** Every site-absolute image path of a tree. */
function imagesOf(root: HastRoot): string[] {
  return findAll(root, (el) => el.tagName === 'img')
    .map((img) => img.properties.src)
    .filter((src): src is string => typeof src === 'string' && src.startsWith('/'));
}

/** Markdown of a rendered content element (`.theme-doc-markdown`, a blog post's container). */
export function contentToMarkdown(content: Element, options: ConvertOptions = {}): Converted {
  const root = contentRoot(content, options);
  const mdast = toMarkdown.runSync(root);
  return {markdown: toMarkdown.stringify(mdast), images: imagesOf(root)};
}

export function parseHtml(html: string): HastRoot {
  return unified().use(rehypeParse).parse(html);
}

/** The doc's rendered Markdown in a built page (`article .theme-doc-markdown`). */
export function docContent(page: HastRoot): Element | undefined {
  const article = findFirst(page, (el) => el.tagName === 'article');
  return article && findFirst(article, (el) => hasClass(el, 'theme-doc-markdown'));
}

/** The post's rendered Markdown in a built blog post page. */
export function blogPostContent(page: HastRoot): Element | undefined {
  return findFirst(page, (el) => el.properties.id === '__blog-post-container');
}

/**
 * The blog list page: for each post's path (as linked from its title), how
 * many top-level blocks its excerpt has, i.e. where the source's truncate
 * marker stands.
 */
export function excerptLengths(listPage: HastRoot): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const article of findAll(listPage, (el) => el.tagName === 'article')) {
    const title = findFirst(article, (el) => el.tagName === 'header');
    const link = title && findFirst(title, (el) => el.tagName === 'a');
    const excerpt = findFirst(article, (el) => hasClass(el, 'markdown'));
    if (link && typeof link.properties.href === 'string' && excerpt) {
      lengths.set(link.properties.href, excerpt.children.filter(isElement).length);
    }
  }
  return lengths;
}

/** The front matter block of a Markdown/MDX source, verbatim with its `---` lines, or ''. */
export function frontMatterOf(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source);
  return match ? match[0] : '';
}

/** A Markdown file: the source's front matter as it is, then the converted body. */
export function markdownFile(frontMatter: string, markdown: string): string {
  return frontMatter ? `${frontMatter}\n${markdown}` : markdown;
}
