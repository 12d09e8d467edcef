import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {operationSamples} from '../../plugins/openapi/samples';
import {SampleTabs} from './CodeSamples';
import EnumValues, {ERROR_CODE_SCHEMA} from './EnumValues';
import Examples from './Examples';
import SchemaTable from './SchemaTable';
import InlineText from './InlineText';
import {missing} from '../../plugins/openapi/model';
import {useMethodsApi} from './useMethodsApi';
import TryIt from '../console/TryIt';
import styles from './styles.module.css';

/** Headers every request carries (spec security schemes), before the operation's own. */
const SIGNED_HEADERS = ['X-Project-Id', 'X-Signature'];

/**
 * One API method: verb and URL, headers, request and response fields, and
 * complete examples. `name` is the method as pages write it: `session/create`.
 */
export default function ApiMethod({name}: {name: string}): ReactNode {
  const {api, lang, t} = useMethodsApi();
  const operation =
    api.operations.find((candidate) => candidate.name === name) ?? missing('method', name);
  const headers = operation.parameters.filter((parameter) => parameter.in === 'header');
  const query = operation.parameters.filter((parameter) => parameter.in === 'query');
  const server = api.servers[0]?.url ?? '';
  const errorCode = api.schemas[ERROR_CODE_SCHEMA] ?? missing('object', ERROR_CODE_SCHEMA);
  return (
    <section data-api-method={operation.name}>
      <p className={styles.method}>
        {/* The spaces between parts keep them apart in text too: copied, indexed, in the Markdown twin. */}
        <span className={styles.verb}>{operation.method.toUpperCase()}</span>{' '}
        <code>
          {server}
          {operation.path}
        </code>
      </p>
      {/* Next to the method's address, the console opens where the reader is, not past the tables. */}
      <TryIt method={operation.name} />
      <p>
        <InlineText>{t(operation.description)}</InlineText>
      </p>
      <Heading as="h4">
        <Translate id="api.method.headers">Headers</Translate>
      </Heading>
      <ul>
        {SIGNED_HEADERS.map((header) => (
          <li key={header}>
            <code>{header}</code> <Translate id="api.method.headerRequired">(required)</Translate>
          </li>
        ))}
        {headers.map((header) => (
          <li key={header.name}>
            <code>{header.name}</code> <InlineText>{t(header.description)}</InlineText>
          </li>
        ))}
      </ul>
      {query.length > 0 && (
        <SchemaTable
          schema={{
            type: 'object',
            properties: Object.fromEntries(
              query.map((parameter) => [
                parameter.name,
                {
                  ...parameter.schema,
                  description: parameter.description.en,
                  'x-description-ru': parameter.description.ru,
                },
              ]),
            ),
            required: query
              .filter((parameter) => parameter.required)
              .map((parameter) => parameter.name),
          }}
        />
      )}
      {operation.requestSchema && (
        <>
          <Heading as="h4">
            <Translate id="api.method.request">Request body</Translate>
          </Heading>
          <SchemaTable schema={operation.requestSchema} />
          <Examples
            examples={operation.requestExamples}
            title={translate({id: 'api.method.requestExample', message: 'Request'})}
          />
        </>
      )}
      <Heading as="h4">
        <Translate id="api.method.response">Response</Translate>
      </Heading>
      {operation.responseSchema && <SchemaTable schema={operation.responseSchema} />}
      <Examples
        examples={[...operation.responseExamples, ...operation.errorExamples]}
        title={translate({id: 'api.method.responseExample', message: 'Response'})}
      />
      {/* The method's own codes sit here, once: the error code fields of its
          response tables belong to nested objects (a payout's error), which
          these codes do not describe, and most methods have no such field. */}
      <Heading as="h4">
        <Translate
          id="api.method.errors"
          description="Heading of a method's errors in the API reference">
          Errors
        </Translate>
      </Heading>
      <p>
        <Translate
          id="api.method.errors.field"
          description="Lead of a method's errors in the API reference; {field} is the name of the error code field"
          values={{field: <code>error.code</code>}}>
          {'An error response carries its code in {field}.'}
        </Translate>
        <EnumValues schema={errorCode} lang={lang} methodCodes={operation.errorCodes} />
      </p>
      <Heading as="h4">
        <Translate id="api.method.samples">Code samples</Translate>
      </Heading>
      <SampleTabs samples={operationSamples({operation, baseUrl: server, lang})} />
    </section>
  );
}
