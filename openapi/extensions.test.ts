/**
 * The root extensions that pages quote instead of inventing facts: the
 * changelog (`/history` and the blog), the compatibility policy, onboarding,
 * tariffs and limits. Each must agree with the rest of the file.
 */
import {createHash} from 'crypto';
import fs from 'fs';
import path from 'path';
import {describe, expect, it} from 'vitest';
import YAML from 'yaml';
import {JSON_FENCE, SITE, contentFiles} from './pageContent';

const spec = YAML.parse(fs.readFileSync(path.join(__dirname, 'payment-api.yaml'), 'utf8')) as Spec;

type Schema = {
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  items?: Schema;
};
type ChangelogItem = {type: string; ref: string; value?: string};
type ChangelogEntry = {
  date: string;
  kind: string;
  breaking: boolean;
  title: string;
  'x-title-ru': string;
  description: string;
  'x-description-ru': string;
  blog?: string;
  items: ChangelogItem[];
};
type Tariff = {product: string; methods: string[]; percent: number};
type Limit = {id: string; value: unknown; unit: string; description: string};
type Spec = {
  paths: Record<string, unknown>;
  webhooks: Record<string, unknown>;
  components: {schemas: Record<string, Schema>; parameters: Record<string, unknown>};
  'x-error-catalogue': {code: string}[];
  'x-sandbox': Record<string, unknown>;
  'x-changelog': ChangelogEntry[];
  'x-compatibility': {description: string; 'x-description-ru': string; notice_days: number};
  'x-onboarding': {bank_keys: {sandbox: string; production: string}};
  'x-tariffs': {items: Tariff[]};
  'x-limits': {items: (Limit & Record<string, unknown>)[]};
  'x-contract-options': {items: ContractOption[]};
};
type ContractOption = {
  id: string;
  title: string;
  'x-title-ru': string;
  unlocks: ChangelogItem[];
  error_when_off: string | null;
  restricted?: boolean;
};

/** The schema a `Schema.field.field` reference points at, or undefined. */
function schemaAt(ref: string): Schema | undefined {
  const [name = '', ...fields] = ref.split('.');
  let schema: Schema | undefined = spec.components.schemas[name];
  for (const field of fields) {
    schema = schema?.properties?.[field] ?? schema?.items?.properties?.[field];
  }
  return schema;
}

/** Why a changelog item does not resolve in the file, or null when it does. */
function unresolved({type, ref, value}: ChangelogItem): string | null {
  switch (type) {
    case 'operation':
      return `/${ref}` in spec.paths ? null : 'no such path';
    case 'webhook':
      return ref in spec.webhooks ? null : 'no such webhook';
    case 'schema':
      return ref in spec.components.schemas ? null : 'no such schema';
    case 'parameter':
      return ref in spec.components.parameters ? null : 'no such parameter';
    case 'error':
      return spec['x-error-catalogue'].some(({code}) => code === ref)
        ? null
        : 'not in the catalogue';
    case 'sandbox':
      return ref in spec['x-sandbox'] ? null : 'not in x-sandbox';
    case 'field':
      return ref.includes('.') && schemaAt(ref) ? null : 'no such field';
    case 'enum_value': {
      const schema = schemaAt(ref);
      const values = schema?.enum ?? schema?.items?.enum ?? [];
      return values.includes(value) ? null : `${String(value)} is not a value`;
    }
    default:
      return `unknown item type ${type}`;
  }
}

const changelog = spec['x-changelog'];
const BLOG_DIRS = ['blog', 'i18n/en/docusaurus-plugin-content-blog'];

/** The JSON examples of the pages and posts, in both languages. */
function pageExamples(): [string, unknown][] {
  return contentFiles().flatMap(({file, text}) =>
    [...text.matchAll(JSON_FENCE)].flatMap(([, , body = '']) => {
      try {
        return [[path.relative(SITE, file), JSON.parse(body)] as [string, unknown]];
      } catch {
        return []; // Fragments with comments or ellipses are not examples of objects.
      }
    }),
  );
}

describe('x-changelog', () => {
  it('is dated, in order, and written in both languages', () => {
    const dates = changelog.map(({date}) => date);
    expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date))).toBe(true);
    expect([...dates].sort()).toEqual(dates);
    for (const entry of changelog) {
      expect(['added', 'changed', 'deprecated', 'removed'], entry.date).toContain(entry.kind);
      expect(typeof entry.breaking, entry.date).toBe('boolean');
      for (const key of ['title', 'x-title-ru', 'description', 'x-description-ru'] as const) {
        expect(entry[key]?.trim(), `${entry.date} ${key}`).toBeTruthy();
      }
      expect(entry.items.length, `${entry.date} items`).toBeGreaterThan(0);
    }
  });

  it('names only methods, webhooks, fields, values, errors and sandbox data the file has', () => {
    const broken = changelog.flatMap((entry) =>
      entry.items.flatMap((item) => {
        const why = unresolved(item);
        return why ? [`${entry.date} ${item.type} ${item.ref}: ${why}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('links each blog post, in both locales, from the entry of its date', () => {
    for (const dir of BLOG_DIRS) {
      const posts = fs
        .readdirSync(path.join(SITE, dir))
        .filter((file) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(file))
        .map((file) => file.replace(/\.mdx?$/, ''));
      expect(posts.length, dir).toBeGreaterThan(0);
      for (const post of posts) {
        const entry = changelog.find(({blog}) => blog === post);
        expect(entry, `${dir}/${post} has a changelog entry`).toBeDefined();
        expect(post.startsWith(entry?.date ?? '-'), `${post} is dated as its entry`).toBe(true);
      }
    }
    for (const {blog} of changelog.filter((entry) => entry.blog)) {
      for (const dir of BLOG_DIRS) {
        expect(fs.existsSync(path.join(SITE, dir, `${blog}.mdx`)), `${dir}/${blog}.mdx`).toBe(true);
      }
    }
  });

  it('has the blog as its readable twin: 30 posts or more, 2024-01 to 2025-09, each in both locales', () => {
    const postsOf = (dir: string) =>
      fs
        .readdirSync(path.join(SITE, dir))
        .filter((file) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(file))
        .sort();
    const [ru = [], en = []] = BLOG_DIRS.map(postsOf);
    expect(en).toEqual(ru);
    expect(ru.length).toBeGreaterThanOrEqual(30);
    for (const post of ru) {
      expect(post.slice(0, 7) >= '2024-01' && post.slice(0, 7) <= '2025-09', post).toBe(true);
    }
  });

  it('is shown on /history year by year, newest first, in both languages', () => {
    const years = [...new Set(changelog.map(({date}) => date.slice(0, 4)))].reverse();
    for (const file of [
      'docs/history.mdx',
      'i18n/en/docusaurus-plugin-content-docs/current/history.mdx',
    ]) {
      const text = fs.readFileSync(path.join(SITE, file), 'utf8');
      const shown = [...text.matchAll(/^### (\d{4}) .*\n\n<ApiChangelog year="(\d{4})" \/>$/gm)];
      expect(
        shown.map(([, heading]) => heading),
        file,
      ).toEqual(years);
      expect(
        shown.every(([, heading, year]) => heading === year),
        file,
      ).toBe(true);
    }
  });

  it('announces every breaking change the notice period of the compatibility policy ahead', () => {
    const noticeDays = spec['x-compatibility'].notice_days;
    const removals = changelog.filter((entry) => entry.breaking && entry.kind === 'removed');
    expect(removals.length).toBeGreaterThan(0);
    for (const removal of removals) {
      const announced = changelog.find(
        (entry) =>
          entry.breaking &&
          entry.kind !== 'removed' &&
          entry.items.some((item) => removal.items.some((removed) => removed.ref === item.ref)),
      );
      expect(announced, `${removal.date} was announced`).toBeDefined();
      const days = (Date.parse(removal.date) - Date.parse(announced?.date ?? '')) / 86_400_000;
      expect(days, `${removal.date}: days of notice`).toBeGreaterThanOrEqual(noticeDays);
    }
  });
});

describe('x-tariffs', () => {
  /** `[where, kind of object, method, amount, fee]` of every example object that has a fee. */
  function feesIn(where: string, value: unknown): [string, string, string, number, number][] {
    const found: [string, string, string, number, number][] = [];
    const prefixes: Record<string, string> = {pm_: 'payments', po_: 'payouts', tr_: 'transfers'};
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      // A payout in another currency is charged on what it debits, in the account currency;
      // a payment on what was captured, which for a hold captured in part is less than its amount.
      const charged = record.debit_amount ?? record.amount_captured ?? record.amount;
      const amount = (charged as {value?: unknown} | undefined)?.value;
      const fee = (record.fee as {value?: unknown} | undefined)?.value;
      const product = prefixes[String(record.id ?? '').slice(0, 3)];
      if (product && typeof amount === 'number' && typeof fee === 'number') {
        found.push([where, product, String(record.method ?? 'card'), amount, fee]);
      }
      Object.values(record).forEach(walk);
    };
    walk(value);
    return found;
  }

  it('matches the fee of every example payment, payout and transfer, in the file and on the pages', () => {
    const fees = [
      ...feesIn('openapi: paths', spec.paths),
      ...feesIn('openapi: webhooks', spec.webhooks),
      ...pageExamples().flatMap(([where, value]) => feesIn(where, value)),
    ];
    expect(fees.filter(([where]) => !where.startsWith('openapi')).length).toBeGreaterThan(10);
    const wrong = fees.filter(([, product, method, amount, fee]) => {
      const tariff = spec['x-tariffs'].items.find(
        (item) => item.product === product && item.methods.includes(method),
      );
      return !tariff || Math.round((amount * tariff.percent) / 100) !== fee;
    });
    expect(wrong).toEqual([]);
  });
});

describe('webhook examples', () => {
  /** `openapi/README.md`: the same event has the same id on every page, and receivers dedupe by it. */
  const eventId = (type: string, id: string, updatedAt: string) =>
    `evt_${createHash('sha256').update(`${type}:${id}:${updatedAt}`).digest('hex').slice(0, 10)}`;
  type Envelope = {id?: unknown; type?: unknown; data?: {id?: unknown; updated_at?: unknown}};
  const isEnvelope = (value: unknown): value is Required<Envelope> =>
    typeof (value as Envelope | null)?.id === 'string' &&
    String((value as Envelope).id).startsWith('evt_') &&
    typeof (value as Envelope).data?.updated_at === 'string';

  it('carry the event id derived from type, object id and updated_at, in the file and on the pages', () => {
    const webhooks = spec.webhooks as Record<
      string,
      {
        post: {
          requestBody: {content: Record<string, {examples?: Record<string, {value: unknown}>}>};
        };
      }
    >;
    const examples: [string, unknown][] = [
      ...Object.entries(webhooks).flatMap(([name, webhook]) =>
        Object.values(webhook.post.requestBody.content['application/json']?.examples ?? {}).map(
          ({value}) => [`openapi: ${name}`, value] as [string, unknown],
        ),
      ),
      ...pageExamples(),
    ];
    const envelopes = examples.filter(([, value]) => isEnvelope(value)) as [
      string,
      Required<Envelope>,
    ][];
    expect(envelopes.length).toBeGreaterThan(20);
    const wrong = envelopes.flatMap(([where, {id, type, data}]) => {
      const expected = eventId(String(type), String(data.id), String(data.updated_at));
      return id === expected ? [] : [`${where}: ${String(id)} should be ${expected}`];
    });
    expect(wrong).toEqual([]);
  });
});

describe('statements in the examples', () => {
  type Operation = {type: string; direction: string; amount: {value: number}; payout_id?: string};
  type Statement = {
    opening_balance: {value: number};
    closing_balance: {value: number};
    operations: Operation[];
  };
  const statements = Object.entries(
    (
      spec.paths['/account/statement'] as {
        get: {
          responses: Record<
            string,
            {
              content?: Record<
                string,
                {examples?: Record<string, {value: {statement?: Statement}}>}
              >;
            }
          >;
        };
      }
    ).get.responses['200']?.content?.['application/json']?.examples ?? {},
  ).flatMap(([name, {value}]) => (value.statement ? [[name, value.statement] as const] : []));

  it('add up from the opening to the closing balance', () => {
    expect(statements.length).toBeGreaterThan(0);
    for (const [name, statement] of statements) {
      const closing = statement.operations.reduce(
        (balance, {direction, amount}) =>
          balance + (direction === 'credit' ? amount.value : -amount.value),
        statement.opening_balance.value,
      );
      expect(closing, name).toBe(statement.closing_balance.value);
    }
  });

  it('charge each payout the payouts tariff', () => {
    const percent = spec['x-tariffs'].items.find(({product}) => product === 'payouts')?.percent;
    for (const [name, statement] of statements) {
      for (const fee of statement.operations.filter(({type}) => type === 'fee')) {
        const payout = statement.operations.find(
          ({type, payout_id}) => type === 'payout' && payout_id === fee.payout_id,
        );
        expect(payout, `${name}: the payout of ${String(fee.payout_id)}`).toBeDefined();
        expect(fee.amount.value, name).toBe(
          Math.round(((payout?.amount.value ?? 0) * (percent ?? 0)) / 100),
        );
      }
    }
  });
});

describe('x-limits and x-onboarding', () => {
  it('names each limit once, with its meaning in both languages', () => {
    const ids = spec['x-limits'].items.map(({id}) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const limit of spec['x-limits'].items) {
      expect(limit.description, limit.id).toBeTruthy();
      expect(limit['x-description-ru'], limit.id).toBeTruthy();
    }
  });

  it('points at the bank keys the site publishes', () => {
    const {sandbox, production} = spec['x-onboarding'].bank_keys;
    for (const key of [sandbox, production]) {
      expect(fs.existsSync(path.join(SITE, 'static', key)), key).toBe(true);
    }
  });
});

describe('x-contract-options', () => {
  const options = spec['x-contract-options'].items;

  it('names what each option enables, and the error without it, in the file', () => {
    const ids = options.map(({id}) => id);
    expect(new Set(ids).size).toBe(ids.length);
    const broken = options.flatMap((option) => [
      ...option.unlocks.flatMap((item) => {
        const why = unresolved(item);
        return why ? [`${option.id}: ${item.type} ${item.ref}: ${why}`] : [];
      }),
      ...(option.error_when_off === null ||
      spec['x-error-catalogue'].some(({code}) => code === option.error_when_off)
        ? []
        : [`${option.id}: error ${option.error_when_off} is not in the catalogue`]),
      ...(option.title && option['x-title-ru'] ? [] : [`${option.id}: title in both languages`]),
    ]);
    expect(broken).toEqual([]);
  });

  it('covers every payout and payment method', () => {
    const unlocked = (ref: string) =>
      options.flatMap(({unlocks}) =>
        unlocks.filter((item) => item.ref === ref).map((item) => item.value),
      );
    for (const ref of ['Payout.method', 'Payment.method']) {
      expect(unlocked(ref).sort(), ref).toEqual([...(schemaAt(ref)?.enum ?? [])].sort());
    }
  });
});

describe('x-restricted', () => {
  type Restricted = {option: string; page: string};
  /** Every `x-restricted` of the file with where it is, walking the whole document. */
  function markers(node: unknown, where: string, found: [string, unknown][]): [string, unknown][] {
    if (Array.isArray(node)) {
      node.forEach((item, index) => markers(item, `${where}[${index}]`, found));
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'x-restricted') found.push([where, value]);
        else markers(value, `${where}.${key}`, found);
      }
    }
    return found;
  }
  const found = markers(spec, '', []);
  const optionIds = spec['x-contract-options'].items.map(({id}) => id);

  it('names a restricted contract option and an existing page under docs/restricted/', () => {
    expect(found.length).toBeGreaterThan(0);
    const broken = found.flatMap(([where, value]) => {
      const {option, page} = (value ?? {}) as Partial<Restricted>;
      const problems: string[] = [];
      if (typeof option !== 'string' || !optionIds.includes(option)) {
        problems.push(`${where}: option ${String(option)} is not an x-contract-options id`);
      } else if (!spec['x-contract-options'].items.find(({id}) => id === option)?.restricted) {
        problems.push(`${where}: option ${option} is not restricted`);
      }
      const match = typeof page === 'string' ? /^\/restricted\/([a-z0-9-]+)$/.exec(page) : null;
      if (!match) {
        problems.push(`${where}: page ${String(page)} is not a route under /restricted/`);
      } else {
        for (const dir of ['docs', 'i18n/en/docusaurus-plugin-content-docs/current']) {
          const file = path.join(SITE, dir, 'restricted', `${match[1]}.mdx`);
          if (!fs.existsSync(file)) problems.push(`${where}: ${dir}/restricted/${match[1]}.mdx`);
        }
      }
      return problems;
    });
    expect(broken).toEqual([]);
  });

  it('marks every field, value and code that a restricted option unlocks', () => {
    const marked = new Set(found.map(([where]) => where));
    for (const option of spec['x-contract-options'].items.filter(({restricted}) => restricted)) {
      for (const {ref} of option.unlocks.filter(({type}) => type === 'field')) {
        const [schema = '', field = ''] = ref.split('.');
        expect(marked, `${option.id}: ${ref}`).toContain(
          `.components.schemas.${schema}.properties.${field}`,
        );
      }
    }
  });
});

describe('x-sandbox webhooks and scenarios', () => {
  type Scenario = {
    name: string;
    default?: boolean;
    applies_to: string[];
    description: string;
    'x-description-ru': string;
  };
  type Trigger = {method: string; scenarios?: string[]; example?: string};
  type WebhookEntry = {
    event: string;
    scenario: string;
    after?: Trigger[];
    description: string;
    'x-description-ru': string;
  };
  const sandbox = spec['x-sandbox'] as {scenarios: Scenario[]; webhooks: WebhookEntry[]};
  const scenarios = new Map(sandbox.scenarios.map((scenario) => [scenario.name, scenario]));
  /** `POST /session/confirm` as pages write it: `session/confirm`. */
  const commands = new Set(
    Object.entries(spec.paths)
      .filter(([, item]) => Boolean((item as {post?: unknown}).post))
      .map(([route]) => route.slice(1)),
  );
  const examplesOf = (event: string) => {
    const item = spec.webhooks[event] as {
      post: {requestBody: {content: Record<string, {examples?: Record<string, unknown>}>}};
    };
    return Object.values(item.post.requestBody.content).flatMap((media) =>
      Object.keys(media.examples ?? {}),
    );
  };

  it('says in words which scenarios are the defaults, and marks exactly those', () => {
    for (const scenario of sandbox.scenarios) {
      const saysDefault = scenario.description.startsWith('Default');
      const saysDefaultRu = scenario['x-description-ru'].startsWith('По умолчанию');
      expect({name: scenario.name, en: saysDefault, ru: saysDefaultRu}).toEqual({
        name: scenario.name,
        en: scenario.default === true,
        ru: scenario.default === true,
      });
    }
  });

  it('names after every webhook the commands that lead to it, as its prose does in both languages', () => {
    for (const entry of sandbox.webhooks) {
      expect(entry.after?.length ?? 0, `${entry.event}: after`).toBeGreaterThan(0);
      expect(scenarios.has(entry.scenario), `${entry.event}: scenario ${entry.scenario}`).toBe(
        true,
      );
      for (const trigger of entry.after ?? []) {
        const where = `${entry.event} after ${trigger.method}`;
        expect(commands.has(trigger.method), `${where}: a command of the file`).toBe(true);
        for (const text of [entry.description, entry['x-description-ru']]) {
          expect(text, where).toContain(`\`${trigger.method}\``);
        }
        for (const name of trigger.scenarios ?? []) {
          expect(scenarios.has(name), `${where}: scenario ${name}`).toBe(true);
          const named = [entry.description, entry['x-description-ru']].map(
            (text) => text.includes(name) || Boolean(scenarios.get(name)?.default),
          );
          expect(named, `${where}: ${name} named in both descriptions, or a default`).toEqual([
            true,
            true,
          ]);
        }
        if (trigger.example) {
          expect(examplesOf(entry.event), `${where}: example`).toContain(trigger.example);
        }
      }
    }
  });
});
