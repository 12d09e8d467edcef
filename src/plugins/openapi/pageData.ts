/**
 * What each API block of a guide page shows, taken from the model at build
 * time (`remarkPageData.ts` writes it into the page). A guide page then
 * carries its own samples and tables, not the whole model and the sample
 * generator, which only the reference pages that render the model load.
 */
import fs from 'fs';
import path from 'path';
import {
  methodAnchor,
  missing,
  type ApiError,
  type ApiModel,
  type ChangelogEntry,
  type ChangelogItem,
  type JsonSchema,
  type Lang,
} from './model';
import {LINKED_OBJECTS} from '../../components/api/objectsPage';
import {longDate} from '../../components/common/longDate';
import {operationSamples, webhookReceiverSamples, type CodeSample} from './samples';
import {signedPathPrefix, type BankKey, type HttpMethod} from '../../signing/diagnose';

type Entry = Record<string, unknown>;

/** The data of each component, by the name a page writes it under. */
export type PageData = {
  OperationSamples: {samples: CodeSample[]};
  WebhookVerification: {samples: CodeSample[]};
  SandboxData: {entries: Entry[]};
  PayoutTerms: {terms: Entry};
  PaymentWidgetDemo: DemoWidgetData;
  TokenizeWidgetDemo: DemoWidgetData;
  AccountTokenizeWidgetDemo: AccountDemoData;
  SelfEmployedWidgetDemo: SelfEmployedDemoData;
  FpsWidgetDemo: FpsDemoData;
  ApiChangelog: {changes: ChangeView[]};
  ApiCompatibility: {paragraphs: string[]};
  SignatureDebugger: SignatureDebuggerData;
};

/** What the signature debugger checks against, and the examples it fills in. */
export type SignatureDebuggerData = {
  /** The base URLs: a request signed over its full URL names one of them. */
  servers: string[];
  /** The keys the bank signs webhooks with, as the site publishes them. */
  bankKeys: BankKey[];
  /** The examples of `SIGNATURE_EXAMPLES`, their JSON compact, as the reference's signed strings show it. */
  request: {name: string; method: HttpMethod; pathAndQuery: string; body: string};
  webhook: {name: string; body: string};
};

/** The method and webhook whose examples the debugger signs: the ones `/reference/format` and `/reference/webhooks` sign. */
export const SIGNATURE_EXAMPLES = {method: 'session/create', webhook: 'payout_finished'};

/** `static/`, where the keys the spec names (`/keys/…`) are published from. */
const STATIC_DIR = path.resolve(__dirname, '../../../static');

/** A change of `x-changelog` as `/history` shows it, in the page's language. */
export type ChangeView = Pick<ChangelogEntry, 'date' | 'kind' | 'breaking'> & {
  id: string;
  dateLabel: string;
  title: string;
  description: string;
  /** The announcing blog post's address, or null. */
  blog: string | null;
  items: {type: ChangelogItem['type']; name: string; href: string | null}[];
};

export type DemoErrors = Pick<ApiError, 'code' | 'description' | 'final'>[];

/** The sandbox's test cards and the errors their outcomes name. */
export type DemoWidgetData = {cards: Entry[]; errors: DemoErrors};

/** The sandbox's test accounts and the errors their outcomes name. */
export type AccountDemoData = {accounts: Entry[]; errors: DemoErrors};

/** The sandbox's test tax ids and cards, and the errors their outcomes name. */
export type SelfEmployedDemoData = DemoWidgetData & {taxIds: Entry[]};

/** The FPS directory of `fps/banks`, what a payout to each test bank ends with, and those errors. */
export type FpsDemoData = {banks: Entry[]; outcomes: Entry[]; errors: DemoErrors};

export type PageDataComponent = keyof PageData;

type Props = Record<string, string>;
type Context = {api: ApiModel; lang: Lang};

function sandboxList(api: ApiModel, kind: string | undefined): Entry[] {
  const list = kind === undefined ? undefined : api.sandbox[kind];
  return Array.isArray(list) ? (list as Entry[]) : missing('x-sandbox list', kind);
}

/** The catalogue entries of the error codes that test data names. */
function errorsNamedBy(api: ApiModel, ...lists: Entry[][]): DemoErrors {
  const named = new Set(lists.flat().flatMap((entry) => Object.values(entry).map(String)));
  return api.errors
    .filter((error) => named.has(error.code))
    .map(({code, description, final}) => ({code, description, final}));
}

function demoWidget({api}: Context): DemoWidgetData {
  const cards = sandboxList(api, 'cards');
  return {cards, errors: errorsNamedBy(api, cards)};
}

/** The schemas `/reference/objects` shows, each under the heading `#<name in lower case>`. */
export const OBJECTS_PAGE_SCHEMAS: string[] = [...LINKED_OBJECTS, 'Amount', 'Metadata'];

/**
 * Whether the schema named `name` is `schema` or sits inside it. A `$ref` with a
 * description of its own dereferences to a copy, so the name (`title`) is compared.
 */
function contains(schema: unknown, name: string, seen = new Set<unknown>()): boolean {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return false;
  if ((schema as JsonSchema).title === name) return true;
  seen.add(schema);
  return Object.values(schema).some((child) => contains(child, name, seen));
}

/**
 * Where the reference shows a changelog item: the method, webhook, error or
 * sandbox heading; a schema on the objects page, else the first method whose
 * request, then response, holds it, else the first webhook carrying it; a header on the format page.
 */
export function changeItemHref(api: ApiModel, {type, ref}: ChangelogItem): string | null {
  switch (type) {
    case 'operation':
      return `/reference/methods#${methodAnchor(ref)}`;
    case 'webhook':
      return `/reference/webhooks#${ref.replace(/_/g, '-')}`;
    case 'error':
      return `/reference/errors#${ref}`;
    case 'sandbox':
      return `/reference/testing#${ref.replace(/_/g, '-')}`;
    case 'parameter':
      return '/reference/format#headers';
    default: {
      const name = ref.split('.')[0] ?? '';
      if (OBJECTS_PAGE_SCHEMAS.includes(name)) return `/reference/objects#${name.toLowerCase()}`;
      if (!api.schemas[name]) return null;
      // A request shows a schema where the partner fills it in; a response only echoes it.
      const operation =
        api.operations.find((candidate) => contains(candidate.requestSchema, name)) ??
        api.operations.find((candidate) => contains(candidate.responseSchema, name));
      if (operation) return `/reference/methods#${methodAnchor(operation.name)}`;
      const webhook = api.webhooks.find((candidate) => contains(candidate.payloadSchema, name));
      return webhook ? `/reference/webhooks#${webhook.name.replace(/_/g, '-')}` : null;
    }
  }
}

/** A post's address from its file name: `2024-02-12-payout-fps-phone` → `/blog/2024/02/12/payout-fps-phone`. */
export function blogPostPath(file: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/.exec(file) ?? missing('blog post', file);
  return `/blog/${match[1]}/${match[2]}/${match[3]}/${match[4]}`;
}

/** The changes of one year, newest first, each with an id unique on the page. */
function changesOf(api: ApiModel, year: string | undefined, lang: Lang): ChangeView[] {
  const changes = api.changelog.filter((entry) => entry.date.startsWith(`${year ?? '-'}-`));
  if (changes.length === 0) missing('x-changelog year', year);
  // Several changes can share a date: the id counts them in the file's order.
  const sameDay = (entry: ChangelogEntry) =>
    api.changelog.filter((other) => other.date === entry.date).indexOf(entry) + 1;
  return changes.reverse().map((entry) => ({
    id: `change-${entry.date}-${sameDay(entry)}`,
    date: entry.date,
    dateLabel: longDate(entry.date, lang),
    kind: entry.kind,
    breaking: entry.breaking,
    title: entry.title[lang],
    description: entry.description[lang],
    blog: entry.blog ? blogPostPath(entry.blog) : null,
    items: entry.items.map((item) => ({
      type: item.type,
      name: item.name,
      href: changeItemHref(api, item),
    })),
  }));
}

const builders: {[K in PageDataComponent]: (props: Props, context: Context) => PageData[K]} = {
  OperationSamples: ({name, example}, {api, lang}) => {
    const operation =
      api.operations.find((candidate) => candidate.name === name) ?? missing('method', name);
    return {
      samples: operationSamples({operation, baseUrl: api.servers[0]?.url ?? '', lang, example}),
    };
  },
  WebhookVerification: (_props, {lang}) => ({samples: webhookReceiverSamples(lang)}),
  SandboxData: ({kind}, {api}) => ({entries: sandboxList(api, kind)}),
  PayoutTerms: (_props, {api}) => {
    if (!Array.isArray(api.payoutTerms.methods) || api.payoutTerms.methods.length === 0) {
      missing('extension', 'x-payout-terms');
    }
    return {terms: api.payoutTerms};
  },
  PaymentWidgetDemo: (_props, context) => demoWidget(context),
  TokenizeWidgetDemo: (_props, context) => demoWidget(context),
  AccountTokenizeWidgetDemo: (_props, {api}) => {
    const accounts = sandboxList(api, 'bank_accounts');
    return {accounts, errors: errorsNamedBy(api, accounts)};
  },
  SelfEmployedWidgetDemo: (_props, {api}) => {
    const cards = sandboxList(api, 'cards');
    const taxIds = sandboxList(api, 'tax_ids');
    return {cards, taxIds, errors: errorsNamedBy(api, cards, taxIds)};
  },
  FpsWidgetDemo: (_props, {api}) => {
    const directory = api.operations
      .find((operation) => operation.name === 'fps/banks')
      ?.responseExamples.map((example) => (example.value as {banks?: unknown}).banks)
      .find(Array.isArray);
    const outcomes = sandboxList(api, 'fps_banks');
    return {
      banks: (directory as Entry[] | undefined) ?? missing('example of', 'fps/banks'),
      outcomes,
      // An unpaid QR code of the payment mode expires with this code.
      errors: errorsNamedBy(api, outcomes, [{code: 'payment_expired'}]),
    };
  },
  ApiChangelog: ({year}, {api, lang}) => ({changes: changesOf(api, year, lang)}),
  SignatureDebugger: (_props, {api}) => {
    const operation =
      api.operations.find((candidate) => candidate.name === SIGNATURE_EXAMPLES.method) ??
      missing('method', SIGNATURE_EXAMPLES.method);
    const requestBody =
      operation.requestExamples[0]?.value ?? missing('request example of', operation.name);
    const webhookBody =
      api.webhooks.find((candidate) => candidate.name === SIGNATURE_EXAMPLES.webhook)?.examples[0]
        ?.value ?? missing('webhook example of', SIGNATURE_EXAMPLES.webhook);
    const servers = api.servers.map((server) => server.url);
    if (servers.length === 0) missing('servers', '');
    if (api.bankKeys.length === 0) missing('extension', 'x-onboarding.bank_keys');
    return {
      servers,
      bankKeys: api.bankKeys.map(({environment, path: keyPath}) => ({
        environment,
        pem: fs.readFileSync(path.join(STATIC_DIR, keyPath), 'utf8'),
      })),
      request: {
        name: operation.name,
        method: operation.method === 'get' ? 'GET' : 'POST',
        pathAndQuery: signedPathPrefix(servers) + operation.path,
        body: JSON.stringify(requestBody),
      },
      webhook: {name: SIGNATURE_EXAMPLES.webhook, body: JSON.stringify(webhookBody)},
    };
  },
  ApiCompatibility: (_props, {api, lang}) => {
    const paragraphs = api.compatibility.description[lang].split(/\n\s*\n/).filter(Boolean);
    return paragraphs.length > 0 ? {paragraphs} : missing('extension', 'x-compatibility');
  },
};

export const PAGE_DATA_COMPONENTS = Object.keys(builders) as PageDataComponent[];

export function isPageDataComponent(name: string | null | undefined): name is PageDataComponent {
  return name != null && Object.hasOwn(builders, name);
}

/** The data one block of a page shows; throws naming what the OpenAPI file lacks. */
export function pageDataOf<K extends PageDataComponent>(
  component: K,
  props: Props,
  context: Context,
): PageData[K] {
  return builders[component](props, context);
}
