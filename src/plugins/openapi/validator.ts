import Ajv2020, {type Options, type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type {SandboxValidators} from '../../../sandbox/core';
import {querySchemaOf, type ApiModel, type JsonSchema} from './model';

/**
 * How every validator of the spec's schemas is made, compiled at run time here
 * and to standalone code for the browser (`standaloneValidators.ts`), so both
 * judge a body the same way. The spec's own x- keywords are annotations, not
 * validation keywords: not strict.
 */
export const AJV_OPTIONS = {strict: false, allErrors: true} as const satisfies Options;

/**
 * A JSON Schema 2020-12 validator of one schema of the spec, as OpenAPI 3.1
 * defines them. Used by the spec tests and the local sandbox (never by the
 * site's pages), so the two judge a body the same way.
 */
export function schemaValidator(schema: JsonSchema): ValidateFunction {
  const ajv = new Ajv2020(AJV_OPTIONS);
  addFormats(ajv);
  return ajv.compile(schema);
}

/**
 * The sandbox's checks of every operation's body and query, compiled at run
 * time (Node), each when first needed: compiling all of them takes seconds.
 */
export function runtimeValidators(api: ApiModel): SandboxValidators {
  const compiled = new Map<string, ValidateFunction | null>();
  const lazily = (kind: string, name: string, schemaOf: () => JsonSchema | null) => {
    const key = `${kind}:${name}`;
    if (!compiled.has(key)) {
      const schema = schemaOf();
      compiled.set(key, schema ? schemaValidator(schema) : null);
    }
    return compiled.get(key) ?? undefined;
  };
  const operation = (name: string) => api.operations.find((candidate) => candidate.name === name);
  return {
    request: (name) => lazily('request', name, () => operation(name)?.requestSchema ?? null),
    query: (name) =>
      lazily('query', name, () => {
        const found = operation(name);
        return found ? querySchemaOf(found) : null;
      }),
  };
}
