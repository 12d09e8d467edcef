/**
 * What each API block of a guide page shows, taken from the model at build
 * time (`remarkPageData.ts` writes it into the page). A guide page then
 * carries its own samples and tables, not the whole model and the sample
 * generator, which only the reference pages that render the model load.
 */
import {missing, type ApiError, type ApiModel, type Lang} from './model';
import {operationSamples, webhookReceiverSamples, type CodeSample} from './samples';

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
};

export type DemoErrors = Pick<ApiError, 'code' | 'description' | 'final'>[];

/** The sandbox's test cards and the errors their outcomes name. */
export type DemoWidgetData = {cards: Entry[]; errors: DemoErrors};

/** The sandbox's test accounts and the errors their outcomes name. */
export type AccountDemoData = {accounts: Entry[]; errors: DemoErrors};

/** The sandbox's test tax ids and cards, and the errors their outcomes name. */
export type SelfEmployedDemoData = DemoWidgetData & {taxIds: Entry[]};

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

const builders: {[K in PageDataComponent]: (props: Props, context: Context) => PageData[K]} = {
  OperationSamples: ({name}, {api, lang}) => {
    const operation =
      api.operations.find((candidate) => candidate.name === name) ?? missing('method', name);
    return {samples: operationSamples({operation, baseUrl: api.servers[0]?.url ?? '', lang})};
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
