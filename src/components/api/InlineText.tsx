import React, {type ReactNode} from 'react';

/**
 * Spec descriptions mark names with backticks, as Markdown does; this shows
 * them as code. Nothing else of Markdown is used in the spec's prose.
 */
export default function InlineText({children}: {children: string}): ReactNode {
  return children
    .split(/(`[^`]+`)/)
    .map((part, index) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
        <code key={index}>{part.slice(1, -1)}</code>
      ) : (
        part
      ),
    );
}
