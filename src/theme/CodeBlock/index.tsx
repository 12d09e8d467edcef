/**
 * Ejected from @docusaurus/theme-classic 3.10.2 `theme/CodeBlock/index`.
 *
 * CHANGED: upstream gives the block `key={String(isBrowser)}`, so every code
 * block on the page is thrown away and rendered again, Prism and all, right
 * after hydration: Prism's colours were inline styles of the light theme,
 * which hydration does not correct for a reader in dark mode. Here the
 * colours are a stylesheet that follows the mode (`src/plugins/code-colours`),
 * so the block the server rendered is kept (`./Content`).
 *
 * CHANGED: a sample its meta marks as a response, an error or a webhook's
 * payload (`api-response="token/info"`) is wrapped in an element saying so
 * (`SAMPLE_ATTRIBUTE`), which the page's Markdown twin reads (`src/plugins/llms`).
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {SAMPLE_ATTRIBUTE, sampleMark} from '../../plugins/llms/markers';

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const block =
    typeof children === 'string' ? (
      <StringContent {...props}>{children}</StringContent>
    ) : (
      <ElementContent {...props}>{children}</ElementContent>
    );
  const sample = sampleMark(props.metastring);
  return sample ? <div {...{[SAMPLE_ATTRIBUTE]: sample}}>{block}</div> : block;
}
