import {describe, expect, it} from 'vitest';
import {buildApiModel, localized, methodAnchor, tagAnchor} from './model';

const okBody = {
  type: 'object',
  properties: {status: {const: 'ok'}, session: {type: 'object', title: 'Session'}},
};
const errorBody = {type: 'object', properties: {status: {const: 'error'}}};

const document = {
  openapi: '3.1.0',
  info: {title: 'Payments', version: '1.0.0', description: 'API', 'x-description-ru': 'АПИ'},
  servers: [{url: 'https://sandbox.api.example/v1', description: 'Sandbox'}],
  tags: [{name: 'Sessions', 'x-name-ru': 'Сессии', description: 'Payouts and payments'}],
  paths: {
    '/session/create': {
      post: {
        operationId: 'sessionCreate',
        tags: ['Sessions'],
        summary: 'Create a session',
        'x-summary-ru': 'Создать сессию',
        'x-error-codes': ['card_declined'],
        requestBody: {
          content: {
            'application/json': {
              schema: {type: 'object'},
              examples: {payout: {summary: 'Payout', value: {amount: 1}}},
            },
          },
        },
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: {oneOf: [okBody, errorBody]},
                examples: {
                  ok: {value: {status: 'ok'}},
                  declined: {value: {status: 'error', error: {code: 'card_declined'}}},
                },
              },
            },
          },
        },
      },
    },
    '/session/status': {
      get: {
        operationId: 'sessionStatus',
        parameters: [{name: 'session_id', in: 'query', required: true, schema: {type: 'string'}}],
        responses: {
          '200': {content: {'application/json': {schema: okBody, example: {status: 'ok'}}}},
        },
      },
    },
  },
  webhooks: {
    payout_finished: {
      post: {
        operationId: 'payoutFinished',
        requestBody: {
          content: {
            'application/json': {schema: {type: 'object'}, example: {event: 'payout_finished'}},
          },
        },
      },
    },
  },
  'x-error-catalogue': [
    {
      code: 'card_declined',
      area: 'card',
      http_status: 200,
      final: true,
      description: 'Declined',
      'x-description-ru': 'Отказ',
      action: 'Ask for another card',
    },
  ],
};

describe('buildApiModel', () => {
  const model = buildApiModel(document);

  it('names each operation the way pages write it', () => {
    expect(model.operations.map(({name, method}) => `${method} ${name}`)).toEqual([
      'post session/create',
      'get session/status',
    ]);
  });

  it('takes the ok branch of a oneOf response as the success body', () => {
    expect(model.operations[0]?.responseSchema).toBe(okBody);
    expect(model.operations[1]?.responseSchema).toBe(okBody);
  });

  it('keeps error examples apart from success examples', () => {
    const [create] = model.operations;
    expect(create?.responseExamples.map(({name}) => name)).toEqual(['ok']);
    expect(create?.errorExamples.map(({name}) => name)).toEqual(['declined']);
  });

  it('reads a single `example` when there are no named examples', () => {
    expect(model.operations[1]?.responseExamples).toHaveLength(1);
    expect(model.webhooks[0]?.examples[0]?.value).toEqual({event: 'payout_finished'});
  });

  it('reads the error catalogue with both languages', () => {
    expect(model.errors).toEqual([
      {
        code: 'card_declined',
        area: 'card',
        httpStatus: 200,
        final: true,
        description: {en: 'Declined', ru: 'Отказ'},
        action: {en: 'Ask for another card', ru: 'Ask for another card'},
      },
    ]);
  });

  it('reads the codes specific to each operation, none where it declares none', () => {
    expect(model.operations.map(({errorCodes}) => errorCodes)).toEqual([['card_declined'], []]);
  });

  it('reads the areas with their names in both languages', () => {
    expect(model.tags).toEqual([
      {
        name: 'Sessions',
        title: {en: 'Sessions', ru: 'Сессии'},
        description: {en: 'Payouts and payments', ru: 'Payouts and payments'},
      },
    ]);
  });

  it('fails loudly on an operation without an operationId', () => {
    expect(() => buildApiModel({...document, paths: {'/x': {post: {responses: {}}}}})).toThrow(
      'POST /x has no operationId',
    );
  });
});

describe('anchors on the methods page', () => {
  it('turn a method name and an area name into heading ids', () => {
    expect(methodAnchor('session/init/payout')).toBe('session-init-payout');
    expect(methodAnchor('report/finance-act')).toBe('report-finance-act');
    expect(tagAnchor('Tokens and widgets')).toBe('tokens-and-widgets');
    expect(tagAnchor('Self-employed')).toBe('self-employed');
  });
});

describe('localized', () => {
  it('pairs `key` with `x-key-ru` and falls back to the language that exists', () => {
    expect(localized({summary: 'Create', 'x-summary-ru': 'Создать'}, 'summary')).toEqual({
      en: 'Create',
      ru: 'Создать',
    });
    expect(localized({'x-description-ru': 'Только русский'}, 'description')).toEqual({
      en: 'Только русский',
      ru: 'Только русский',
    });
  });
});
