/**
 * The request console checks bodies in the reader's browser, where the site's
 * Content-Security-Policy forbids `eval` (no 'unsafe-eval'), so Ajv cannot
 * compile there. The build compiles instead: Ajv's standalone code of every
 * operation's request body and query schema, with the options of the Node
 * validators (`validator.ts`), so both judge a body alike. The module loads
 * only with the console.
 *
 * The named schemas are compiled once and shared through `$ref`, as the
 * OpenAPI file writes them (dereferenced, each operation would carry its own
 * copy of every object it reaches: four times the code). Annotations
 * (descriptions, titles, examples, `x-` keywords) do not validate and are
 * left out of the schemas embedded in the code.
 */
import path from 'path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone';
import {querySchemaOf, type ApiModel, type JsonSchema} from './model';
import {AJV_OPTIONS} from './validator';

/** The id the named schemas are compiled under; `$ref`s point into its `$defs`. */
const SCHEMAS_ID = 'urn:ivelta:payment-api:schemas';
const COMPONENT_REF = '#/components/schemas/';

const MAP_OF_SCHEMAS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
const LIST_OF_SCHEMAS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const ONE_SCHEMA = new Set([
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedProperties',
  'unevaluatedItems',
]);
const isAnnotation = (key: string) =>
  key === 'description' ||
  key === 'title' ||
  key === 'examples' ||
  key === 'example' ||
  key.startsWith('x-');

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A schema without annotations, its `$ref`s to named schemas pointing into `SCHEMAS_ID`. */
export function validationSchema(schema: unknown): unknown {
  if (!isNode(schema)) return schema;
  const result: Node = {};
  for (const [key, value] of Object.entries(schema)) {
    if (isAnnotation(key)) continue;
    if (key === '$ref' && typeof value === 'string' && value.startsWith(COMPONENT_REF)) {
      result.$ref = `${SCHEMAS_ID}#/$defs/${value.slice(COMPONENT_REF.length)}`;
    } else if (MAP_OF_SCHEMAS.has(key) && isNode(value)) {
      result[key] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, validationSchema(sub)]),
      );
    } else if (LIST_OF_SCHEMAS.has(key) && Array.isArray(value)) {
      result[key] = value.map(validationSchema);
    } else if (ONE_SCHEMA.has(key)) {
      result[key] = validationSchema(value);
    } else {
      result[key] = value;
    }
  }
  return result;
}

/** The request body schema of an operation as the file writes it, `$ref`s and all. */
function rawRequestSchema(document: Node, route: string, method: string): unknown {
  const paths = isNode(document.paths) ? document.paths : {};
  const operation = isNode(paths[route]) ? (paths[route] as Node)[method] : undefined;
  const body = isNode(operation) ? operation.requestBody : undefined;
  const content = isNode(body) && isNode(body.content) ? body.content : {};
  const media = Object.values(content)[0];
  return isNode(media) ? media.schema : undefined;
}

/** `request_session_init_payout`: the export name of a check in the generated module. */
const exportName = (kind: 'request' | 'query', operation: string) =>
  `${kind}_${operation.replace(/[^A-Za-z0-9]/g, '_')}`;

/** Ajv's standalone code asks for its helpers with `require`; an ES module imports them. */
const RUNTIME_IMPORTS: Record<string, string> = {
  'require("ajv/dist/runtime/ucs2length").default': 'runtime.ucs2length',
  'require("ajv/dist/runtime/equal").default': 'runtime.equal',
  'require("ajv-formats/dist/formats").fullFormats': 'runtime.fullFormats',
};

/**
 * An ES module exporting `requestChecks` and `queryChecks`: each operation's
 * compiled check by its name (`session/create`), the shape of the sandbox
 * core's `SandboxValidators`. `document` is the OpenAPI file as parsed, not
 * dereferenced; `api` is its model.
 */
export function standaloneValidatorsCode(document: unknown, api: ApiModel): string {
  const root = isNode(document) ? document : {};
  const components = isNode(root.components) ? root.components : {};
  // `inlineRefs: false`: a named schema is one function that every use calls, not a copy per use.
  const ajv = new Ajv2020({...AJV_OPTIONS, inlineRefs: false, code: {source: true, esm: true}});
  addFormats(ajv);
  ajv.addSchema(validationSchema({$id: SCHEMAS_ID, $defs: components.schemas ?? {}}) as JsonSchema);
  const exports: Record<string, string> = {};
  const checks = {request: [] as [string, string][], query: [] as [string, string][]};
  for (const operation of api.operations) {
    const raw = rawRequestSchema(root, operation.path, operation.method);
    if (operation.requestSchema && raw) {
      const name = exportName('request', operation.name);
      ajv.addSchema(validationSchema(raw) as JsonSchema, name);
      exports[name] = name;
      checks.request.push([operation.name, name]);
    }
    const query = querySchemaOf(operation);
    if (query) {
      const name = exportName('query', operation.name);
      ajv.addSchema(validationSchema(query) as JsonSchema, name);
      exports[name] = name;
      checks.query.push([operation.name, name]);
    }
  }
  let code = standaloneCode(ajv, exports);
  for (const [call, replacement] of Object.entries(RUNTIME_IMPORTS)) {
    code = code.split(call).join(replacement);
  }
  const unknown = /require\("[^"]+"\)/.exec(code);
  if (unknown) {
    throw new Error(
      `Ajv's standalone code needs ${unknown[0]}: re-export it from validatorRuntime.ts and map it in RUNTIME_IMPORTS`,
    );
  }
  const table = (entries: [string, string][]) =>
    `{${entries.map(([operation, name]) => `${JSON.stringify(operation)}: ${name}`).join(', ')}}`;
  const runtime = JSON.stringify(path.join(__dirname, 'validatorRuntime'));
  return [
    `import * as runtime from ${runtime};`,
    code.replace(/^"use strict";/, ''),
    `export const requestChecks = ${table(checks.request)};`,
    `export const queryChecks = ${table(checks.query)};`,
    '',
  ].join('\n');
}
