import path from 'path';
import {beforeAll, describe, expect, it} from 'vitest';
import {compactModel, expandModel} from './compact';
import {loadApiModel} from './index';
import type {ApiModel} from './model';

let api: ApiModel;
beforeAll(async () => {
  api = await loadApiModel(path.join(__dirname, '../../../openapi/payment-api.yaml'));
});

describe('compact API data', () => {
  it('expands back to the model it was made from', () => {
    const expanded = expandModel(JSON.parse(compactModel(api)) as ApiModel);
    expect(expanded).toEqual(JSON.parse(JSON.stringify(api)));
  });

  it('keeps each named schema once', () => {
    const compact = compactModel(api);
    expect(compact.length).toBeLessThan(JSON.stringify(api).length / 2);
    expect(compact.includes('"requestSchema":{"$ref":"SessionCreateRequest"}')).toBe(true);
  });

  it('names a pointer that leads nowhere', () => {
    const broken = JSON.parse(compactModel(api)) as ApiModel;
    delete broken.schemas.SessionCreateRequest;
    expect(() => expandModel(broken)).toThrow('missing schema "SessionCreateRequest"');
  });
});
