// The model the openapi plugin writes at build time (src/plugins/openapi).
declare module '@generated/ivelta-openapi/default/api.json' {
  import type {ApiModel} from '../../plugins/openapi/model';

  const model: ApiModel;
  export default model;
}

// The same without the webhooks and the schemas only they reach (`methodsModel`).
declare module '@generated/ivelta-openapi/default/api-methods.json' {
  import type {ApiModel} from '../../plugins/openapi/model';

  const model: ApiModel;
  export default model;
}

// What the sandbox in the browser answers from (`sandboxData.ts`): only the request console loads it.
declare module '@generated/ivelta-openapi/default/sandbox.json' {
  import type {BrowserSandboxData} from '../../plugins/openapi/sandboxData';

  const data: BrowserSandboxData;
  export default data;
}

// The request checks compiled at build time (`standaloneValidators.ts`), by operation name.
declare module '@generated/ivelta-openapi/default/sandbox-validators.js' {
  import type {SchemaCheck} from '../../../sandbox/core';

  export const requestChecks: Record<string, SchemaCheck>;
  export const queryChecks: Record<string, SchemaCheck>;
}

// Each webhook example's fixture file and cURL (src/plugins/webhook-fixtures).
declare module '@generated/ivelta-webhook-fixtures/default/fixtures.json' {
  import type {PageFixture} from '../../plugins/webhook-fixtures/fixtures';

  const fixtures: PageFixture[];
  export default fixtures;
}
