/**
 * Wraps the theme's code token (no eject) to leave out its inline colour:
 * token colours come from the stylesheet of both code themes
 * (`src/plugins/code-colours`), so the markup the server highlighted is right
 * in either colour mode and can be kept as it is on hydration (`../../Content`).
 */
import React, {type ReactNode} from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type TokenType from '@theme/CodeBlock/Line/Token';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof TokenType>;

export default function TokenWrapper({style, ...props}: Props): ReactNode {
  // An empty token keeps the renderer's `display: inline-block`, which is not a colour.
  return <Token {...props} style={style?.display ? {display: style.display} : undefined} />;
}
