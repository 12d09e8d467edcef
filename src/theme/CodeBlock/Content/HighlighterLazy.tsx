/**
 * The browser's highlighter: Prism and its languages load with the first
 * block the browser has to highlight (a page opened by a link, a sample tab);
 * until then the block shows its code plain, in the same box. Blocks that
 * came with the page never need it (`./index.tsx`). The server bundle takes
 * `./Highlighted.tsx` itself instead (`src/plugins/code-colours`): effects, which
 * load it here, never run on the server.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Content';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type * as HighlightedExports from './Highlighted';
import styles from './styles.module.css';

type HighlightedModule = typeof HighlightedExports;

/** Loaded once for the whole page, by the first block that needs it. */
let loaded: HighlightedModule | null = null;
let loading: Promise<HighlightedModule> | null = null;

function useHighlighted(): HighlightedModule | null {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (module) return;
    let current = true;
    loading ??= import('./Highlighted').then((imported) => (loaded = imported));
    loading.then(
      (imported) => current && setModule(imported),
      () => {
        // The block keeps its plain code; the next block asks again.
        loading = null;
      },
    );
    return () => {
      current = false;
    };
  }, [module]);
  return module;
}

function PlainCode({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  return (
    <pre ref={codeBlockRef} className={clsx(className, 'prism-code', styles.plain)} tabIndex={0}>
      <code>{metadata.code}</code>
    </pre>
  );
}

export default function Highlighter(props: Props): ReactNode {
  const highlighted = useHighlighted();
  if (!highlighted) return <PlainCode {...props} />;
  const Highlighted = highlighted.default;
  return <Highlighted {...props} />;
}
