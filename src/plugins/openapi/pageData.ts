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
};

/** The sandbox's test cards and the errors their outcomes name. */
export type DemoWidgetData = {
  cards: Entry[];
  errors: Pick<ApiError, 'code' | 'description' | 'final'>[];
};

export type PageDataComponent = keyof PageData;

type Props = Record<string, string>;
type Context = {api: ApiModel; lang: Lang};

function sandboxList(api: ApiModel, kind: string | undefined): Entry[] {
  const list = kind === undefined ? undefined : api.sandbox[kind];
  return Array.isArray(list) ? (list as Entry[]) : missing('x-sandbox list', kind);
}

function demoWidget({api}: Context): DemoWidgetData {
  const cards = sandboxList(api, 'cards');
  const named = new Set(cards.flatMap((card) => Object.values(card).map(String)));
  const errors = api.errors
    .filter((error) => named.has(error.code))
    .map(({code, description, final}) => ({code, description, final}));
  return {cards, errors};
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
