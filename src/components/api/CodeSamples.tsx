import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import type {CodeSample} from '../../plugins/openapi/samples';
import {usePageData, type WithPageData} from './pageData';

/**
 * One tab per language. The shared `groupId` makes the theme remember the
 * reader's language (local storage) and switch every sample on the site to it.
 * `lazy` renders only the open tab: the methods page carries over a hundred
 * highlighted samples, and rendering all of them tripled its HTML.
 */
export function SampleTabs({samples}: {samples: CodeSample[]}): ReactNode {
  return (
    <Tabs groupId="api-language" lazy>
      {samples.map((sample) => (
        <TabItem key={sample.language} value={sample.language} label={sample.label}>
          <CodeBlock language={sample.highlight} title={sample.fileName}>
            {sample.code}
          </CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}

/** Webhook signature verification in every language: a receiver, or OpenSSL for a saved webhook. */
export function WebhookVerification({data}: WithPageData): ReactNode {
  return <SampleTabs samples={usePageData('WebhookVerification', data).samples} />;
}

/**
 * The code samples of one method, where a page needs them without the whole
 * method block; the build writes them into the page (`name` is the method,
 * `example` the name of the spec's request example to send, the first by default).
 */
export function OperationSamples({
  data,
}: {name: string; example?: string} & WithPageData): ReactNode {
  return <SampleTabs samples={usePageData('OperationSamples', data).samples} />;
}
