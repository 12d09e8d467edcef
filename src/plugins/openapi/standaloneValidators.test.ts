import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import YAML from 'yaml';
import {fieldProblem, type SchemaCheck} from '../../../sandbox/core';
import {SANDBOX_FILES} from '../../../sandbox/files';
import {loadApiModel} from './index';
import {querySchemaOf, type ApiModel, type ApiOperation} from './model';
import {standaloneValidatorsCode} from './standaloneValidators';
import {schemaValidator} from './validator';

type Checks = Record<string, SchemaCheck>;

let api: ApiModel;
let code: string;
let standalone: {requestChecks: Checks; queryChecks: Checks};
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'standalone-validators-'));
beforeAll(async () => {
  api = await loadApiModel(SANDBOX_FILES.spec);
  code = standaloneValidatorsCode(YAML.parse(fs.readFileSync(SANDBOX_FILES.spec, 'utf8')), api);
  // Imported as the bundle imports it: a module file, its helpers resolved from here.
  const file = path.join(dir, 'validators.mjs');
  fs.writeFileSync(file, code);
  standalone = (await import(/* @vite-ignore */ file)) as typeof standalone;
});
afterAll(() => {
  fs.rmSync(dir, {recursive: true, force: true});
});

const operation = (name: string): ApiOperation => {
  const found = api.operations.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no operation ${name}`);
  return found;
};

/** What the two validators say of a body: valid, and else the first error as the API names it. */
function verdict(check: SchemaCheck | undefined, body: unknown) {
  if (!check) throw new Error('no check');
  const valid = check(body);
  if (valid) return {valid};
  const problem = fieldProblem(check.errors);
  return {valid, code: problem.code, field: problem.field, message: problem.error.message};
}

describe('standalone validators (the browser) and runtime Ajv (Node)', () => {
  it('is plain code: no eval, no require, the helpers imported', () => {
    expect(code).not.toMatch(/\bnew Function\b|\beval\(|require\(/);
    expect(code).toMatch(/^import \* as runtime from /);
  });

  it('has a check for every request body and query of the spec', () => {
    for (const candidate of api.operations) {
      expect(Boolean(standalone.requestChecks[candidate.name]), candidate.name).toBe(
        Boolean(candidate.requestSchema),
      );
      expect(Boolean(standalone.queryChecks[candidate.name]), candidate.name).toBe(
        Boolean(querySchemaOf(candidate)),
      );
    }
  });

  it('accept every request example of the spec, as the runtime does', () => {
    for (const candidate of api.operations) {
      if (!candidate.requestSchema) continue;
      const runtime = schemaValidator(candidate.requestSchema);
      for (const example of candidate.requestExamples) {
        const where = `${candidate.name} ${example.name}`;
        expect(verdict(standalone.requestChecks[candidate.name], example.value), where).toEqual(
          verdict(runtime, example.value),
        );
        expect(verdict(runtime, example.value), where).toEqual({valid: true});
      }
    }
  });

  const payout = () =>
    structuredClone(operation('session/init/payout').requestExamples[0]?.value) as {
      payout: {amount: Record<string, unknown>; recipient?: unknown};
      [field: string]: unknown;
    };
  it.each<[string, () => unknown, string]>([
    [
      'a missing nested field',
      () => {
        const body = payout();
        delete body.payout.amount.currency;
        return body;
      },
      'payout.amount.currency',
    ],
    [
      'a wrong type',
      () => {
        const body = payout();
        body.payout.amount.value = '100';
        return body;
      },
      'payout.amount.value',
    ],
    ['an unknown field', () => ({...payout(), sesion: 1}), 'sesion'],
    ['a wrong pattern', () => ({...payout(), session_id: 'nope'}), 'session_id'],
    ['not an object', () => [], ''],
  ])('refuse %s alike, naming the same field', (_case, body, field) => {
    const runtime = schemaValidator(operation('session/init/payout').requestSchema ?? {});
    const browser = verdict(standalone.requestChecks['session/init/payout'], body());
    expect(browser).toEqual(verdict(runtime, body()));
    expect(browser).toMatchObject({valid: false, field});
  });

  it('count characters and check formats with the helpers they import', () => {
    const body = structuredClone(operation('payout/create').requestExamples[0]?.value) as {
      metadata: Record<string, string>;
    };
    // 500 characters outside the Basic Multilingual Plane: 1000 UTF-16 code units, 500 characters.
    body.metadata.order_id = '😀'.repeat(500);
    const runtime = schemaValidator(operation('payout/create').requestSchema ?? {});
    expect(verdict(standalone.requestChecks['payout/create'], body)).toEqual({valid: true});
    expect(verdict(runtime, body)).toEqual({valid: true});
    body.metadata.order_id += 'x';
    expect(verdict(standalone.requestChecks['payout/create'], body)).toEqual(
      verdict(runtime, body),
    );
    const query = {since: 'yesterday'};
    const queryRuntime = schemaValidator(querySchemaOf(operation('event/list')) ?? {});
    const browser = verdict(standalone.queryChecks['event/list'], query);
    expect(browser).toEqual(verdict(queryRuntime, query));
    expect(browser).toMatchObject({valid: false, field: 'since'});
  });

  it('refuse a query out of range alike', () => {
    const query = {since: '2025-10-14T12:00:00+03:00', limit: 101};
    const runtime = schemaValidator(querySchemaOf(operation('event/list')) ?? {});
    const browser = verdict(standalone.queryChecks['event/list'], query);
    expect(browser).toEqual(verdict(runtime, query));
    expect(browser).toMatchObject({valid: false, field: 'limit'});
  });
});
