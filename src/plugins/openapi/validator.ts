import Ajv2020, {type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type {JsonSchema} from './model';

/**
 * A JSON Schema 2020-12 validator of one schema of the spec, as OpenAPI 3.1
 * defines them. Used by the spec tests and the local sandbox (never by the
 * site's pages), so the two judge a body the same way.
 */
export function schemaValidator(schema: JsonSchema): ValidateFunction {
  // The spec's own x- keywords are annotations, not validation keywords.
  const ajv = new Ajv2020({strict: false, allErrors: true});
  addFormats(ajv);
  return ajv.compile(schema);
}
