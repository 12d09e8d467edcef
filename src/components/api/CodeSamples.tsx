import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import {
  operationSamples,
  webhookReceiverSamples,
  type CodeSample,
} from '../../plugins/openapi/samples';
import {missing, useApi} from './useApi';

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
export function WebhookVerification(): ReactNode {
  const {lang} = useApi();
  return <SampleTabs samples={webhookReceiverSamples(lang)} />;
}

/** The code samples of one method, where a page needs them without the whole method block. */
export function OperationSamples({name}: {name: string}): ReactNode {
  const {api, lang} = useApi();
  const operation =
    api.operations.find((candidate) => candidate.name === name) ?? missing('method', name);
  return (
    <SampleTabs samples={operationSamples({operation, baseUrl: api.servers[0]?.url ?? '', lang})} />
  );
}
