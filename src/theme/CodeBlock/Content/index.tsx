/**
 * Wraps the theme's code block content (no eject) so that hydration does not
 * highlight every block of the page again. The server renders the highlighted
 * lines as before; on the first render in the browser, a block that came with
 * the page takes that markup over as HTML instead of running Prism and
 * reconciling one React element per token (the methods page has some 14,000
 * token spans: most of its hydration time). A block rendered later in the
 * browser (another page, a sample tab opened) is highlighted as before. The
 * taken-over markup follows the colour mode because token colours are CSS
 * (`src/plugins/code-colours`), not inline styles (`../Line/Token`).
 * Prism itself loads with the first block the browser has to highlight
 * (`./HighlighterLazy.tsx`).
 */
import React, {useCallback, useId, useState, type ReactNode, type RefObject} from 'react';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Highlighter from './HighlighterLazy';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/** The server's markup of this block, when the page came with it and is being hydrated. */
function serverMarkup(id: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`[data-code-block="${CSS.escape(id)}"]`)?.innerHTML ?? null;
}

export default function ContentWrapper(props: Props): ReactNode {
  // useId gives a block the same id on the server and in the hydrating browser.
  const id = useId();
  const [markup] = useState(() => serverMarkup(id));
  const codeBlockRef = useCodeBlockContext().wordWrap
    .codeBlockRef as RefObject<HTMLPreElement | null>;
  // The word-wrap button measures and restyles the <pre> the theme would have given it.
  const adoptPre = useCallback(
    (box: HTMLDivElement | null) => {
      if (box) codeBlockRef.current = box.querySelector('pre');
    },
    [codeBlockRef],
  );
  if (markup !== null) {
    return (
      <div
        ref={adoptPre}
        className={styles.content}
        data-code-block={id}
        dangerouslySetInnerHTML={{__html: markup}}
      />
    );
  }
  return (
    <div className={styles.content} data-code-block={id}>
      <Highlighter {...props} />
    </div>
  );
}
