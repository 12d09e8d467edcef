import React, {type ReactNode} from 'react';
import {localized} from '../../plugins/openapi/model';
import SchemaTable from './SchemaTable';
import InlineText from './InlineText';
import {missing, useApi} from './useApi';

/** The fields of one object of the API (`Payout`, `Session`…), nested fields and enums included. */
export default function ApiObject({name}: {name: string}): ReactNode {
  const {api, t} = useApi();
  const schema = api.schemas[name] ?? missing('object', name);
  const description = t(localized(schema, 'description'));
  return (
    <section data-api-object={name}>
      {description && (
        <p>
          <InlineText>{description}</InlineText>
        </p>
      )}
      <SchemaTable schema={schema} />
    </section>
  );
}
