/**
 * The server's highlighter: every block of a page, highlighted as the page is
 * built. The browser's bundle takes `./HighlighterLazy.tsx` instead
 * (`src/plugins/code-colours` swaps the module in the server bundle): that
 * one loads Prism in an effect, and effects never run on the server.
 */
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Content';
import Highlighted from './Highlighted';

export default function Highlighter(props: Props): ReactNode {
  return <Highlighted {...props} />;
}
