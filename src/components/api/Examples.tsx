import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import type {ApiExample} from '../../plugins/openapi/model';
import {useLang} from './pageData';

/** JSON examples with the theme's copy button; several examples become tabs. */
export default function Examples({
  examples,
  title,
}: {
  examples: ApiExample[];
  title: string;
}): ReactNode {
  const {t} = useLang();
  const block = (example: ApiExample) => (
    <CodeBlock language="json" title={t(example.summary) || title}>
      {JSON.stringify(example.value, null, 2)}
    </CodeBlock>
  );
  if (examples.length <= 1) {
    return examples[0] ? block(examples[0]) : null;
  }
  // Only the open example is rendered: the reference pages hold dozens of them.
  return (
    <Tabs lazy>
      {examples.map((example) => (
        <TabItem key={example.name} value={example.name} label={t(example.summary) || example.name}>
          {block(example)}
        </TabItem>
      ))}
    </Tabs>
  );
}
