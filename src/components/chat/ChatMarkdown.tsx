/**
 * An answer's Markdown as React elements, never as HTML: raw HTML in the text
 * is dropped, `javascript:` and other unsafe URLs are emptied by
 * react-markdown's URL filter, and rehype-sanitize (GitHub's schema) removes
 * whatever a plugin might let through, such as `on*` attributes. Images
 * become their alt text: an answer must not make the page fetch anything.
 */
import React, {useMemo, type ComponentProps, type ComponentType} from 'react';
import Markdown, {defaultUrlTransform} from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

export type ChatLinkProps = {href: string; children?: React.ReactNode};

function PlainLink({href, children}: ChatLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function linkRenderer(Link: ComponentType<ChatLinkProps>) {
  return function AnswerLink({href, children}: ComponentProps<'a'>) {
    // An unsafe URL arrives empty: the words stay, the link goes.
    if (!href) return <>{children}</>;
    return <Link href={href}>{children}</Link>;
  };
}

const REMARK_PLUGINS = [remarkGfm];
const REHYPE_PLUGINS = [rehypeSanitize];

function AltText({alt}: ComponentProps<'img'>) {
  return alt ? <>{alt}</> : null;
}

/** A code block scrolls sideways: it takes focus, so a keyboard can scroll it too. */
function CodeBlock({children}: ComponentProps<'pre'>) {
  return <pre tabIndex={0}>{children}</pre>;
}

export default function ChatMarkdown({
  text,
  Link = PlainLink,
}: {
  text: string;
  /** How a link is rendered; the widget's follows site links in place. */
  Link?: ComponentType<ChatLinkProps>;
}) {
  const components = useMemo(() => ({a: linkRenderer(Link), img: AltText, pre: CodeBlock}), [Link]);
  return (
    <Markdown
      skipHtml
      remarkPlugins={REMARK_PLUGINS}
      rehypePlugins={REHYPE_PLUGINS}
      urlTransform={defaultUrlTransform}
      components={components}>
      {text}
    </Markdown>
  );
}
