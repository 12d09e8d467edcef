/**
 * What the sandbox in the reader's browser answers from, written by the build
 * as a data file of its own that only the request console loads: the
 * operations with their parameters and examples, the error catalogue, the
 * webhooks' examples and `x-sandbox` (test data, scenarios, what leads to
 * each webhook), without the texts the pages show; and the sandbox keys.
 *
 * The keys are test keys that are public already: the bank sandbox key's
 * private half is in this repository (`sandbox/keys/`) and signs the sandbox
 * webhooks, and the partner sandbox pair is published under `/keys/`. Neither
 * is trusted anywhere but in the sandbox.
 */
import type {SandboxApi, SandboxOperation, SandboxParameter} from '../../../sandbox/core';
import type {ApiModel} from './model';
import {validationSchema} from './standaloneValidators';

/** An operation as the console shows and sends it. */
export type ConsoleOperation = Omit<SandboxOperation, 'parameters'> & {
  path: string;
  parameters: (SandboxParameter & {example?: unknown})[];
};

export type BrowserSandboxData = {
  api: Omit<SandboxApi, 'operations'> & {operations: ConsoleOperation[]};
  keys: {
    /** PKCS #8 PEM: signs the webhooks of the sandbox in the browser. */
    bankPrivateKey: string;
    /** The published partner test pair, offered as "the published sandbox key". */
    partnerPublicKey: string;
    partnerPrivateKey: string;
  };
};

/** Texts of `x-sandbox` that only the testing page shows. */
const PROSE = new Set(['description', 'x-description-ru', 'trigger', 'x-trigger-ru']);

function withoutProse(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutProse);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !PROSE.has(key))
      .map(([key, item]) => [key, withoutProse(item)]),
  );
}

export function browserSandboxData(
  api: ApiModel,
  keys: BrowserSandboxData['keys'],
): BrowserSandboxData {
  const example = ({name, value}: {name: string; value: unknown}) => ({name, value});
  return {
    api: {
      operations: api.operations.map((operation) => ({
        name: operation.name,
        method: operation.method,
        path: operation.path,
        parameters: operation.parameters.map(({name, in: where, required, schema, example}) => ({
          name,
          in: where,
          required,
          // The sandbox reads a parameter's type and pattern; its texts stay on the pages.
          schema: validationSchema(schema) as SandboxParameter['schema'],
          ...(example === undefined ? {} : {example}),
        })),
        requestExamples: operation.requestExamples.map(example),
        responseExamples: operation.responseExamples.map(example),
        errorExamples: operation.errorExamples.map(example),
        responseContentType: operation.responseContentType,
        maxBodyBytes: operation.maxBodyBytes,
      })),
      errors: api.errors.map(({code, httpStatus, description}) => ({
        code,
        httpStatus,
        description: {en: description.en},
      })),
      webhooks: api.webhooks.map(({name, examples}) => ({name, examples: examples.map(example)})),
      sandbox: withoutProse(api.sandbox) as Record<string, unknown>,
    },
    keys,
  };
}
