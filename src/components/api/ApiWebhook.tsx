import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Examples from './Examples';
import SchemaTable from './SchemaTable';
import InlineText from './InlineText';
import WebhookFixtures from './WebhookFixtures';
import {missing, useApi} from './useApi';

/** A webhook the bank sends: what it means, its payload fields, its example bodies and their signed fixtures. */
export default function ApiWebhook({name}: {name: string}): ReactNode {
  const {api, t} = useApi();
  const webhook =
    api.webhooks.find((candidate) => candidate.name === name) ?? missing('webhook', name);
  return (
    <section data-api-webhook={name}>
      <p>
        <InlineText>{t(webhook.description)}</InlineText>
      </p>
      {webhook.payloadSchema && <SchemaTable schema={webhook.payloadSchema} />}
      <Examples
        examples={webhook.examples}
        title={translate({id: 'api.webhook.example', message: 'Webhook body'})}
      />
      <WebhookFixtures webhook={webhook} />
    </section>
  );
}
