import {describe, expect, it} from 'vitest';
import {schemaValidator} from '../../plugins/openapi/validator';
import {checkBody, checkQuery, jsonErrorLocation, queryString, typedQuery} from './draftCheck';

const payoutAmount = schemaValidator({
  type: 'object',
  required: ['payout'],
  additionalProperties: false,
  properties: {
    payout: {
      type: 'object',
      required: ['amount'],
      properties: {
        amount: {
          type: 'object',
          required: ['value'],
          properties: {value: {type: 'integer', minimum: 1}},
        },
      },
    },
  },
});

describe('checkBody', () => {
  it('finds where the JSON breaks, by line and column', () => {
    const text = '{\n  "payout": {\n    "amount": 1,\n  }\n}';
    const problem = checkBody(text, payoutAmount);
    expect(problem).toMatchObject({kind: 'json', line: 4, column: 3});
  });

  it('reads the places of the engines that state line and column, or nothing', () => {
    expect(
      jsonErrorLocation(
        '',
        'JSON.parse: expected double-quoted property name at line 4 column 3 of the JSON data',
      ),
    ).toEqual({line: 4, column: 3});
    expect(jsonErrorLocation('{"a": 1', 'Unexpected end of JSON input')).toEqual({
      line: 1,
      column: 8,
    });
    expect(jsonErrorLocation('{', 'JSON Parse error: Expected a property name')).toBeUndefined();
  });

  it('asks for an object', () => {
    expect(checkBody('[1]', payoutAmount)).toEqual({kind: 'notObject'});
    expect(checkBody('"text"', payoutAmount)).toEqual({kind: 'notObject'});
  });

  it('names the field that breaks the schema, as the sandbox does', () => {
    expect(checkBody('{"payout": {"amount": {"value": 0}}}', payoutAmount)).toMatchObject({
      kind: 'schema',
      problem: {
        code: 'invalid_field_value',
        field: 'payout.amount.value',
        error: {keyword: 'minimum'},
      },
    });
    expect(checkBody('{"payout": {"amount": {}}}', payoutAmount)).toMatchObject({
      kind: 'schema',
      problem: {code: 'missing_field', field: 'payout.amount.value'},
    });
    expect(checkBody('{"payout": {"amount": {"value": 5}}, "x": 1}', payoutAmount)).toMatchObject({
      kind: 'schema',
      problem: {field: 'x', error: {keyword: 'additionalProperties'}},
    });
    expect(checkBody('{"payout": {"amount": {"value": 5}}}', payoutAmount)).toBeNull();
  });
});

describe('the query', () => {
  const parameters = [
    {name: 'since', required: true, schema: {type: 'string'}},
    {name: 'limit', required: false, schema: {type: 'integer'}},
  ];
  const check = schemaValidator({
    type: 'object',
    required: ['since'],
    properties: {since: {type: 'string'}, limit: {type: 'integer', maximum: 100}},
    additionalProperties: false,
  });

  it('is typed, written and checked as the sandbox reads it; empty fields are left out', () => {
    const values = {since: '2025-10-14T12:00:00+03:00', limit: '20'};
    expect(typedQuery(parameters, values)).toEqual({since: values.since, limit: 20});
    expect(queryString(parameters, values)).toBe(
      '?since=2025-10-14T12%3A00%3A00%2B03%3A00&limit=20',
    );
    expect(queryString(parameters, {since: '', limit: ''})).toBe('');
    expect(checkQuery(parameters, values, check)).toBeNull();
    expect(checkQuery(parameters, {since: 'x', limit: '101'}, check)).toMatchObject({
      field: 'limit',
    });
    expect(checkQuery(parameters, {since: '', limit: ''}, check)).toMatchObject({
      code: 'missing_field',
      field: 'since',
    });
  });
});
