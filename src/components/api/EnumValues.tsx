import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {ERROR_CODE_SCHEMA, type JsonSchema, type Lang} from '../../plugins/openapi/model';
import InlineText from './InlineText';
import styles from './styles.module.css';

/**
 * Enums of up to this many values are listed inline in the field's row; a
 * longer list buries the field's description. The 46 error codes, listed in
 * every `error.code` row, were a tenth of the methods page's words.
 */
export const INLINE_ENUM_LIMIT = 6;

/** The schema of the error codes; its values are the rows of the error catalogue. */
export {ERROR_CODE_SCHEMA};

/** The error catalogue page; each code's row is the anchor `#<code>`. */
const ERROR_CATALOGUE = '/reference/errors';

export type EnumRendering = 'inline' | 'catalogue' | 'collapsed';

/**
 * How a field's allowed values are shown: error codes by the catalogue that
 * explains them, a short list inline, a long one in a list the reader opens.
 */
export function enumRendering(schema: JsonSchema): EnumRendering | null {
  if (!schema.enum) {
    return null;
  }
  if (schema.title === ERROR_CODE_SCHEMA) {
    return 'catalogue';
  }
  return schema.enum.length > INLINE_ENUM_LIMIT ? 'collapsed' : 'inline';
}

/** What each value means (`x-enum-descriptions`, `-ru`), in `lang` or else in the other language. */
export function enumDescriptions(schema: JsonSchema, lang: Lang): Record<string, string> {
  const own = schema[lang === 'ru' ? 'x-enum-descriptions-ru' : 'x-enum-descriptions'];
  const other = schema[lang === 'ru' ? 'x-enum-descriptions' : 'x-enum-descriptions-ru'];
  const asRecord = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};
  return {...asRecord(other), ...asRecord(own)};
}

const valueText = (value: unknown): string => (value === null ? 'null' : String(value));

function Inline({values}: {values: unknown[]}): ReactNode {
  return (
    <span className={styles.enum}>
      <Translate id="api.schema.oneOf">One of:</Translate>{' '}
      {values.map((value, index) => (
        <React.Fragment key={valueText(value)}>
          {index > 0 && ', '}
          <code>{valueText(value)}</code>
        </React.Fragment>
      ))}
    </span>
  );
}

function Collapsed({
  values,
  descriptions,
}: {
  values: unknown[];
  descriptions: Record<string, string>;
}) {
  return (
    <details className={styles.enumList}>
      <summary>
        <Translate
          id="api.schema.enumValues"
          description="Summary of the closed list of a field's allowed values in the API reference tables; {count} is how many there are"
          values={{count: values.length}}>
          {'One of {count} values'}
        </Translate>
      </summary>
      <ul>
        {values.map((value) => {
          const description = descriptions[valueText(value)];
          return (
            <li key={valueText(value)}>
              <code>{valueText(value)}</code>
              {description && (
                <>
                  {' — '}
                  <InlineText>{description}</InlineText>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}

function Catalogue({count, methodCodes}: {count: number; methodCodes: string[]}): ReactNode {
  return (
    <>
      <span className={styles.enum}>
        <Translate
          id="api.schema.errorCodes"
          description="Instead of the list of error codes in the API reference tables; {count} is the number of codes, {catalogue} the link to the error catalogue"
          values={{
            count,
            catalogue: (
              <Link to={ERROR_CATALOGUE}>
                {translate({
                  id: 'api.schema.errorCodes.catalogue',
                  message: 'error catalogue',
                  description:
                    'Text of the link to the error catalogue in "One of the {count} codes of the {catalogue}"',
                })}
              </Link>
            ),
          }}>
          {'One of the {count} codes of the {catalogue}.'}
        </Translate>
      </span>
      {methodCodes.length > 0 && (
        <span className={styles.enum}>
          <Translate
            id="api.schema.errorCodes.method"
            description="Before the error codes specific to a method, each a link to its row of the error catalogue">
            Specific to this method:
          </Translate>{' '}
          {methodCodes.map((code, index) => (
            <React.Fragment key={code}>
              {index > 0 && ', '}
              <Link to={`${ERROR_CATALOGUE}#${code}`}>
                <code>{code}</code>
              </Link>
            </React.Fragment>
          ))}
        </span>
      )}
    </>
  );
}

/**
 * The allowed values of a field, as `enumRendering` decides. With error codes,
 * `methodCodes` (a method's `x-error-codes`) follow the catalogue link, each
 * linking to its row: the few codes a reader of that method needs first.
 */
export default function EnumValues({
  schema,
  lang,
  methodCodes = [],
}: {
  schema: JsonSchema;
  lang: Lang;
  methodCodes?: string[];
}): ReactNode {
  const values = schema.enum ?? [];
  switch (enumRendering(schema)) {
    case 'catalogue':
      return <Catalogue count={values.length} methodCodes={methodCodes} />;
    case 'collapsed':
      return <Collapsed values={values} descriptions={enumDescriptions(schema, lang)} />;
    case 'inline':
      return <Inline values={values} />;
    default:
      return null;
  }
}
