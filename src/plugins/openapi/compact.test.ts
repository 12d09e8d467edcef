import path from 'path';
import {beforeAll, describe, expect, it} from 'vitest';
import {compactModel, expandModel, inLanguage, methodsModel} from './compact';
import {loadApiModel} from './index';
import {localized, type ApiModel} from './model';

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

describe('API data in one language', () => {
  it('keeps the Russian twin in its key on a Russian page, and drops it on an English one', () => {
    const node = {
      description: 'Amount',
      'x-description-ru': 'Сумма',
      'x-enum-descriptions': {a: 'A'},
      'x-enum-descriptions-ru': {a: 'А'},
      crediting_time: 'instant',
      'x-crediting-time-ru': 'мгновенно',
      'x-only-ru': 'нет пары',
    };
    expect(inLanguage(node, 'ru')).toEqual({
      description: 'Сумма',
      'x-enum-descriptions': {a: 'А'},
      crediting_time: 'мгновенно',
      'x-only-ru': 'нет пары',
    });
    expect(inLanguage(node, 'en')).toEqual({
      description: 'Amount',
      'x-enum-descriptions': {a: 'A'},
      crediting_time: 'instant',
      'x-only-ru': 'нет пары',
    });
    expect(inLanguage({en: 'Sessions', ru: 'Сессии'}, 'en')).toEqual({en: 'Sessions', ru: ''});
  });

  it("reads, through the model's own helpers, as the full model does in that language", () => {
    for (const lang of ['ru', 'en'] as const) {
      const one = expandModel(JSON.parse(compactModel(api, lang)) as ApiModel);
      const operation = one.operations.find((candidate) => candidate.name === 'session/create');
      const full = api.operations.find((candidate) => candidate.name === 'session/create');
      expect(operation?.summary[lang]).toBe(full?.summary[lang]);
      const amount = one.schemas.Amount as Record<string, unknown>;
      expect(localized(amount, 'description')[lang]).toBe(
        localized(api.schemas.Amount as Record<string, unknown>, 'description')[lang],
      );
      expect(compactModel(api, lang).length).toBeLessThan(compactModel(api).length * 0.85);
    }
  });
});

describe('the methods model', () => {
  it('keeps every schema the operations reach and the ones named, and no webhooks', () => {
    const methods = methodsModel(api, ['ErrorCode']);
    expect(methods.webhooks).toEqual([]);
    expect(methods.operations).toBe(api.operations);
    expect(Object.keys(methods.schemas)).toContain('ErrorCode');
    expect(Object.keys(methods.schemas)).toContain('SessionCreateRequest');
    expect(Object.keys(methods.schemas).length).toBeLessThan(Object.keys(api.schemas).length);
    // Every pointer of its compact form leads to a schema it keeps.
    const expanded = expandModel(JSON.parse(compactModel(methods)) as ApiModel);
    expect(JSON.parse(JSON.stringify(expanded.operations))).toEqual(
      JSON.parse(JSON.stringify(api.operations)),
    );
    expect(compactModel(methods).length).toBeLessThan(compactModel(api).length * 0.9);
  });
});
