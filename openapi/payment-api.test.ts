import fs from 'fs';
import path from 'path';
import {beforeAll, describe, expect, it} from 'vitest';
import YAML from 'yaml';
import {loadApiModel} from '../src/plugins/openapi/index';
import {
  methodAnchor,
  tagAnchor,
  type ApiModel,
  type JsonSchema,
} from '../src/plugins/openapi/model';
import {schemaValidator} from '../src/plugins/openapi/validator';
import {WIDGET_EVENTS, WIDGET_OPTIONS} from '../src/components/widgets/contract';
import {OBJECTS_PAGE_SCHEMAS, changeItemHref} from '../src/plugins/openapi/pageData';
import {CONTENT_ROOTS, JSON_FENCE, SITE, contentFiles} from './pageContent';

const SPEC = path.join(__dirname, 'payment-api.yaml');
const REFERENCE_PAGES = CONTENT_ROOTS.slice(0, 2).map((root) => path.join(SITE, root, 'reference'));

function namesUsed(component: string, text: string): string[] {
  return [...text.matchAll(new RegExp(`<${component} name="([^"]+)"`, 'g'))].map(
    (match) => match[1] ?? '',
  );
}
const ERROR_AREAS = [
  'request',
  'signature',
  'session',
  'card',
  'account',
  'payout',
  'payment',
  'selfemployed',
  'verification',
  'limits',
];
const WEBHOOKS = [
  'ready_to_confirm',
  'action_required',
  'ready_to_capture',
  'payment_finished',
  'payout_finished',
  'payout_returned',
  'payment_refunded',
  'selfemployed_status_changed',
  'verification_finished',
  'transfer_finished',
  'recurrent_revoked',
  'selfemployed_receipt_changed',
];

type Heading = {level: number; title: string; id: string; area?: string; renders: string[]};

/**
 * The `##` and `###` headings of a page with their custom ids, each `###` with
 * the `##` it sits under and the `<ApiMethod>` names of its section.
 */
function outline(text: string): Heading[] {
  const headings: Heading[] = [];
  let area: string | undefined;
  for (const line of text.split('\n')) {
    const heading = /^(#{2,3}) (.+?)(?: \{\/\* #([\w-]+) \*\/\})?$/.exec(line);
    if (heading) {
      const [, hashes = '', title = '', id = ''] = heading;
      area = hashes.length === 2 ? id : area;
      headings.push({level: hashes.length, title, id, area, renders: []});
    } else {
      headings.at(-1)?.renders.push(...namesUsed('ApiMethod', line));
    }
  }
  return headings;
}

let api: ApiModel;
/** The file as written, for the extensions the model does not carry. */
let raw: {
  paths: Record<string, {get: {'x-csv-columns': Record<string, {name: string}[]>}}>;
  'x-contract-options': {items: {id: string}[]};
};
let pages: {file: string; text: string}[];

/** The heading ids of each reference page; an error code is an anchor of its own in the catalogue. */
function referenceAnchors(model: ApiModel): Record<string, Set<string | undefined>> {
  const headingIds = (page: string) =>
    [
      ...fs
        .readFileSync(path.join(SITE, 'docs/reference', `${page}.mdx`), 'utf8')
        .matchAll(/\{\/\* #([\w-]+) \*\/\}/g),
    ].map((match) => match[1]);
  return {
    methods: new Set(headingIds('methods')),
    objects: new Set(headingIds('objects')),
    webhooks: new Set(headingIds('webhooks')),
    errors: new Set([...headingIds('errors'), ...model.errors.map(({code}) => code)]),
    testing: new Set(headingIds('testing')),
    format: new Set(headingIds('format')),
  };
}

beforeAll(async () => {
  api = await loadApiModel(SPEC);
  raw = YAML.parse(fs.readFileSync(SPEC, 'utf8')) as typeof raw;
  pages = contentFiles();
});

/** One compiled validator per schema: compiling is what costs, and pages reuse schemas. */
const validators = new Map<JsonSchema, ReturnType<typeof schemaValidator>>();

function expectValid(schema: JsonSchema | null, value: unknown, where: string): void {
  expect(schema, `${where}: schema`).toBeTruthy();
  const known = validators.get(schema as JsonSchema);
  const validate = known ?? schemaValidator(schema as JsonSchema);
  validators.set(schema as JsonSchema, validate);
  const valid = validate(value);
  expect(valid, `${where}: ${JSON.stringify(validate.errors, null, 1)}`).toBe(true);
}

describe('openapi/payment-api.yaml', () => {
  it('keeps the names of the schemas a field can be one of, for the type column', () => {
    const variants = api.schemas.Payout?.properties?.recipient?.oneOf ?? [];
    expect(variants.map((variant) => variant.title)).toEqual([
      'CardRecipient',
      'BankAccountRecipient',
      'FpsPhoneRecipient',
      'WalletRecipient',
      'TokenRecipient',
      'ForeignBankAccountRecipient',
    ]);
  });

  it('documents every webhook of the outline', () => {
    expect(api.webhooks.map(({name}) => name).sort()).toEqual([...WEBHOOKS].sort());
  });

  it('has error codes in every area, each code once, and the ErrorCode enum matches them', () => {
    const codes = api.errors.map(({code}) => code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const area of ERROR_AREAS) {
      expect(
        api.errors.some((error) => error.area === area),
        `area ${area}`,
      ).toBe(true);
    }
    expect(api.errors.every(({area}) => ERROR_AREAS.includes(area))).toBe(true);
    expect([...(api.schemas.ErrorCode?.enum ?? [])].sort()).toEqual([...codes].sort());
  });

  it('asks for X-Timestamp on every operation and a required Idempotency-Key on every command', () => {
    for (const operation of api.operations) {
      const headers = operation.parameters.filter((parameter) => parameter.in === 'header');
      const required = headers.filter((parameter) => parameter.required).map(({name}) => name);
      expect(required, operation.name).toContain('X-Timestamp');
      if (operation.method === 'post') {
        expect(required, operation.name).toContain('Idempotency-Key');
      } else {
        expect(required, operation.name).not.toContain('Idempotency-Key');
      }
    }
  });

  it('sends every webhook in the envelope: the full object with metadata, dated by its updated_at', () => {
    const ids = new Set<string>();
    for (const webhook of api.webhooks) {
      for (const example of webhook.examples) {
        const event = example.value as {
          id: string;
          type: string;
          created_at: string;
          data: {metadata?: object; updated_at?: string};
        };
        const where = `${webhook.name} ${example.name}`;
        expect(event.type, where).toBe(webhook.name);
        expect(event.data.metadata, `${where}: data.metadata`).toBeDefined();
        expect(event.created_at, `${where}: created_at`).toBe(event.data.updated_at);
        expect(ids.has(event.id), `${where}: ${event.id} used twice`).toBe(false);
        ids.add(event.id);
      }
    }
    const eventTypes = api.schemas.EventType?.enum ?? [];
    expect([...eventTypes].sort()).toEqual(api.webhooks.map(({name}) => name).sort());
  });

  it('has every text in both languages', () => {
    for (const operation of api.operations) {
      for (const text of [operation.summary, operation.description]) {
        expect(text.ru, `${operation.name} Russian`).not.toBe(text.en);
      }
    }
    for (const error of api.errors) {
      expect(error.description.ru, `${error.code} Russian`).not.toBe(error.description.en);
      expect(error.action.ru, `${error.code} action in Russian`).not.toBe(error.action.en);
    }
  });

  describe('examples', () => {
    it('every operation has a complete request and a success response example', () => {
      for (const operation of api.operations) {
        if (operation.method === 'post') {
          expect(operation.requestExamples.length, `${operation.name} request`).toBeGreaterThan(0);
        } else {
          for (const parameter of operation.parameters.filter(
            (p) => p.in === 'query' && p.required,
          )) {
            expect(parameter.example, `${operation.name} ?${parameter.name}`).toBeDefined();
          }
        }
        expect(operation.responseExamples.length, `${operation.name} response`).toBeGreaterThan(0);
      }
    });

    it('every request, response and webhook example matches its schema', () => {
      for (const operation of api.operations) {
        for (const example of operation.requestExamples) {
          expectValid(
            operation.requestSchema,
            example.value,
            `${operation.name} request ${example.name}`,
          );
        }
        if (operation.responseContentType === 'application/json') {
          for (const example of operation.responseExamples) {
            expectValid(
              operation.responseSchema,
              example.value,
              `${operation.name} response ${example.name}`,
            );
          }
          for (const example of operation.errorExamples) {
            expectValid(
              api.schemas.ErrorResponse ?? null,
              example.value,
              `${operation.name} error ${example.name}`,
            );
          }
        }
        for (const parameter of operation.parameters.filter((p) => p.example !== undefined)) {
          expectValid(parameter.schema, parameter.example, `${operation.name} ?${parameter.name}`);
        }
      }
      for (const webhook of api.webhooks) {
        expect(webhook.examples.length, `${webhook.name} example`).toBeGreaterThan(0);
        for (const example of webhook.examples) {
          expectValid(webhook.payloadSchema, example.value, `webhook ${webhook.name}`);
        }
      }
    });

    it('error examples use codes of the catalogue', () => {
      const codes = new Set(api.errors.map(({code}) => code));
      for (const operation of api.operations) {
        for (const example of operation.errorExamples) {
          const code = (example.value as {error?: {code?: string}}).error?.code ?? '';
          expect(codes.has(code), `${operation.name}: ${code}`).toBe(true);
        }
      }
    });
  });

  describe('pages', () => {
    it('every method, object and webhook a page renders exists in the spec', () => {
      const methods = new Set(api.operations.map(({name}) => name));
      const webhooks = new Set(api.webhooks.map(({name}) => name));
      for (const {file, text} of pages) {
        for (const name of [
          ...namesUsed('ApiMethod', text),
          ...namesUsed('OperationSamples', text),
        ]) {
          expect(methods.has(name), `${file}: method ${name}`).toBe(true);
        }
        for (const name of namesUsed('ApiWebhook', text)) {
          expect(webhooks.has(name), `${file}: webhook ${name}`).toBe(true);
        }
        for (const name of namesUsed('ApiObject', text)) {
          expect(api.schemas[name], `${file}: object ${name}`).toBeDefined();
        }
      }
    });

    it('every link to a method, object, webhook or error code lands on an existing anchor', () => {
      const anchors = referenceAnchors(api);
      let links = 0;
      for (const {file, text} of pages) {
        for (const [, page = '', anchor] of text.matchAll(
          /\/reference\/(methods|objects|webhooks|errors|testing|format)#([\w-]+)/g,
        )) {
          links += 1;
          expect(anchors[page]?.has(anchor), `${file}: /reference/${page}#${anchor}`).toBe(true);
        }
      }
      expect(links).toBeGreaterThan(0);
    });

    it('every change of /history links what it touches to an existing anchor of the reference', () => {
      const anchors = referenceAnchors(api);
      const objects = fs.readFileSync(path.join(SITE, 'docs/reference/objects.mdx'), 'utf8');
      expect(OBJECTS_PAGE_SCHEMAS).toEqual(
        [...objects.matchAll(/<ApiObject name="(\w+)"/g)].map((match) => match[1]),
      );
      const unlinked: string[] = [];
      for (const item of api.changelog.flatMap((entry) => entry.items)) {
        const href = changeItemHref(api, item);
        if (href === null) {
          unlinked.push(item.ref);
          continue;
        }
        const [, page = '', anchor] = /^\/reference\/(\w+)#([\w-]+)$/.exec(href) ?? [];
        expect(anchors[page]?.has(anchor), `${item.type} ${item.ref}: ${href}`).toBe(true);
      }
      // Only schemas no method or webhook carries stay plain text.
      expect(unlinked).toEqual([]);
    });

    // A page may only name what the file has: `session/init/payout`, `payout.recipient.token`,
    // `ready_to_confirm`, `fps_phone_not_found`. Ids (`ses_4f8a2c91d7`), id prefixes (`evt_`),
    // versions (`v1`), media types, file and host names pass.
    it('every method, field, value or code a page names in inline code is in the file', () => {
      const known = new Set<string>(['true', 'false', 'null']);
      const collect = (value: unknown): void => {
        if (Array.isArray(value)) {
          value.forEach(collect);
        } else if (value && typeof value === 'object') {
          for (const [key, item] of Object.entries(value)) {
            known.add(key);
            collect(item);
          }
        } else if (typeof value === 'string') {
          if (/^[a-z][a-z0-9_]*$/.test(value)) known.add(value);
          // Names the descriptions quote, such as `split_part` or `metadata.sandbox_error`.
          for (const [, quoted = ''] of value.matchAll(/`([a-z][a-z0-9_.]*)`/g)) {
            quoted.split('.').forEach((name) => known.add(name));
          }
        }
      };
      collect(raw);
      for (const {name} of [...WIDGET_EVENTS, ...WIDGET_OPTIONS]) known.add(name);
      // Contract options are named by dotted ids (`payouts.verification_required`).
      for (const {id} of raw['x-contract-options'].items) known.add(id);
      const methods = new Set(api.operations.map(({name}) => name));
      const unknown: string[] = [];
      for (const {file, text} of pages) {
        const prose = text.replace(/^```[\s\S]*?^```/gm, '');
        for (const [, code = ''] of prose.matchAll(/`([^`\n]+)`/g)) {
          const where = `${path.relative(SITE, file)}: \`${code}\``;
          if (/^(application|text|image)\//.test(code) || known.has(code)) continue;
          if (/^[a-z]+(\/[a-z_]+)+$/.test(code)) {
            if (!methods.has(code)) unknown.push(`${where} is no method`);
          } else if (
            /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/.test(code) &&
            !/^([a-z]+_([0-9a-z]{10,})?|v[0-9]+)$/.test(code) &&
            !/\.(example|ru|com|json|txt|csv|yaml|pdf)$/.test(code)
          ) {
            const strangers = code.split('.').filter((name) => !known.has(name));
            if (strangers.length > 0) unknown.push(`${where}: ${strangers.join(', ')}`);
          }
        }
      }
      expect(unknown).toEqual([]);
    });

    it('the webhooks page lists every webhook in both languages', () => {
      for (const dir of REFERENCE_PAGES) {
        const webhooks = fs.readFileSync(path.join(dir, 'webhooks.mdx'), 'utf8');
        expect(namesUsed('ApiWebhook', webhooks).sort()).toEqual(
          api.webhooks.map(({name}) => name).sort(),
        );
      }
    });

    // The index at the top of the page (MethodIndex) links to these headings
    // from the OpenAPI file: a method added to the file needs its heading here.
    it('the methods page renders every method once, under a `###` heading in the `##` of its area', () => {
      for (const dir of REFERENCE_PAGES) {
        const file = path.relative(SITE, path.join(dir, 'methods.mdx'));
        const text = fs.readFileSync(path.join(dir, 'methods.mdx'), 'utf8');
        expect(namesUsed('ApiMethod', text).sort(), file).toEqual(
          api.operations.map(({name}) => name).sort(),
        );
        const headings = outline(text);
        const methods = headings.filter(({level}) => level === 3);
        for (const {title, id, renders} of methods) {
          const operation = api.operations.find(({name}) => name === title);
          expect(operation, `${file}: ### ${title} names no method of the file`).toBeDefined();
          expect(id, `${file}: ### ${title}`).toBe(methodAnchor(title));
          expect(renders, `${file}: ### ${title} renders`).toEqual([title]);
        }
        for (const operation of api.operations) {
          const heading = methods.filter(({title}) => title === operation.name);
          expect(
            heading.length,
            `${file}: ### ${operation.name} {/* #${methodAnchor(operation.name)} */}`,
          ).toBe(1);
          expect(heading[0]?.area, `${file}: ${operation.name} under its area`).toBe(
            tagAnchor(operation.tag),
          );
        }
      }
    });

    it('the error codes specific to a method are codes of the catalogue', () => {
      const codes = new Set(api.errors.map(({code}) => code));
      for (const operation of api.operations) {
        for (const code of operation.errorCodes) {
          expect(codes.has(code), `${operation.name}: x-error-codes ${code}`).toBe(true);
        }
      }
    });
  });

  describe('examples on pages', () => {
    // ```json api-request="session/create"   (also api-response, api-error, api-webhook)
    const MARKER = /\bapi-(request|response|error|webhook)="([^"]+)"/;

    it('every JSON block marked as a request, response or webhook body matches its schema', () => {
      let checked = 0;
      for (const {file, text} of pages) {
        for (const [, meta = '', body = ''] of text.matchAll(JSON_FENCE)) {
          const marker = MARKER.exec(meta);
          if (!marker) {
            continue;
          }
          const [, kind, name = ''] = marker;
          const where = `${path.relative(SITE, file)} api-${kind}="${name}"`;
          let value: unknown;
          expect(() => {
            value = JSON.parse(body);
          }, `${where}: not JSON`).not.toThrow();
          if (kind === 'webhook') {
            const webhook = api.webhooks.find((candidate) => candidate.name === name);
            expect(webhook, `${where}: no such webhook`).toBeDefined();
            expectValid(webhook?.payloadSchema ?? null, value, where);
          } else {
            const operation = api.operations.find((candidate) => candidate.name === name);
            expect(operation, `${where}: no such method`).toBeDefined();
            const schema =
              kind === 'request'
                ? operation?.requestSchema
                : kind === 'response'
                  ? operation?.responseSchema
                  : api.schemas.ErrorResponse;
            expectValid(schema ?? null, value, where);
          }
          checked += 1;
        }
      }
      // The blog posts carry marked examples, so an empty count means the scan is broken.
      expect(checked).toBeGreaterThan(0);
    });
  });
});

describe.each([
  {type: 'payments', file: 'payments_2025-10-14.csv'},
  {type: 'payouts', file: 'payouts_2025-10-30.csv'},
])('the daily $type report', ({type, file: name}) => {
  it('downloadable example is the spec example, with the columns of x-csv-columns', () => {
    const report = api.operations.find((operation) => operation.name === 'report/daily');
    const example = report?.responseExamples.find((candidate) => candidate.name === type)?.value;
    expect(typeof example).toBe('string');
    const file = fs.readFileSync(path.join(SITE, 'static/examples', name), 'utf8');
    expect(file).toEqual(example);
    const columns = raw.paths['/report/daily']?.get['x-csv-columns'][type] ?? [];
    expect(file.split('\n')[0]?.split(';')).toEqual(columns.map((column) => column.name));
  });
});
