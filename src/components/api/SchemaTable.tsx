import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {localized, type JsonSchema} from '../../plugins/openapi/model';
import EnumValues from './EnumValues';
import InlineText from './InlineText';
import {objectLink} from './objectsPage';
import ReferenceTable from './ReferenceTable';
import {useLang} from './pageData';
import styles from './styles.module.css';

type Row = {
  path: string;
  depth: number;
  schema: JsonSchema;
  required: boolean;
  /** The objects page's address of the object this field holds, shown instead of its fields. */
  link?: string;
};

/** `string`, `integer`, `array of Payout`, `ses_… string` — what a reader needs to fill the field. */
export function typeLabel(schema: JsonSchema): string {
  if (schema.const !== undefined) {
    return JSON.stringify(schema.const);
  }
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) {
    // Dereferenced variants lose their names: list each distinct shape once.
    return [...new Set(variants.map(typeLabel))].join(' | ');
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'object');
  if (type === 'array' && schema.items) {
    return `${typeLabel(schema.items)}[]`;
  }
  if (schema.title && (type === 'object' || type === 'object | null')) {
    return schema.title;
  }
  return schema.format ? `${type} (${schema.format})` : type;
}

/**
 * Fields of an object schema, nested objects and array items flattened with
 * dotted paths. A nested object that the objects page describes is one row
 * with a link there, not its fields again; the schema given is always expanded.
 */
export function schemaRows(schema: JsonSchema, prefix = '', depth = 0): Row[] {
  const target = schema.type === 'array' && schema.items ? schema.items : schema;
  const properties = target.properties ?? {};
  const required = new Set(target.required ?? []);
  const suffix = schema.type === 'array' ? '[]' : '';
  return Object.entries(properties).flatMap(([name, property]) => {
    const path = prefix ? `${prefix}${suffix}.${name}` : name;
    const nested = property.type === 'array' ? property.items : property;
    const link = objectLink(nested?.title);
    const row: Row = {path, depth, schema: property, required: required.has(name), link};
    return nested?.properties && !link ? [row, ...schemaRows(property, path, depth + 1)] : [row];
  });
}

/**
 * A field's dotted path, free to wrap after each dot (and before the
 * "required" label). Unbroken, the deepest paths
 * (`session.payouts[].fiscalization.error.description`) made the tables wider
 * than the page, their last column under the table of contents.
 */
function FieldPath({path}: {path: string}): ReactNode {
  const parts = path.split('.');
  // Each part carries its dot: one text node per part, no separator comments in the HTML.
  return (
    <code>
      {parts.map((part, index) =>
        index < parts.length - 1 ? (
          <React.Fragment key={index}>
            {`${part}.`}
            <wbr />
          </React.Fragment>
        ) : (
          part
        ),
      )}
    </code>
  );
}

/** A table of an object's fields: name, type, required, meaning, allowed values. */
export default function SchemaTable({schema}: {schema: JsonSchema}): ReactNode {
  const {lang, t} = useLang();
  const rows = schemaRows(schema);
  return (
    <ReferenceTable
      first={<Translate id="api.schema.field">Field</Translate>}
      second={<Translate id="api.schema.type">Type</Translate>}>
      {rows.map(({path, depth, schema: field, required, link}) => (
        <tr key={path}>
          <td style={{paddingLeft: `${0.75 + depth * 1.25}rem`}}>
            <FieldPath path={path} />
            {required && (
              <>
                {' '}
                <span className={styles.required}>
                  <Translate id="api.schema.required">required</Translate>
                </span>
              </>
            )}
          </td>
          <td>
            {link ? (
              <Link to={link}>
                <code>{typeLabel(field)}</code>
              </Link>
            ) : (
              <code>{typeLabel(field)}</code>
            )}
          </td>
          <td>
            <InlineText>{t(localized(field, 'description'))}</InlineText>{' '}
            <EnumValues schema={field} lang={lang} />
            {field.pattern && (
              <span className={styles.enum}>
                {' '}
                <Translate id="api.schema.pattern">Format:</Translate> <code>{field.pattern}</code>
              </span>
            )}
          </td>
        </tr>
      ))}
    </ReferenceTable>
  );
}
