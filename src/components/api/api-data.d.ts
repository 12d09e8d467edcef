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
