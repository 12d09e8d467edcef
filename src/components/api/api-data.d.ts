// The model the openapi plugin writes at build time (src/plugins/openapi).
declare module '@generated/ivelta-openapi/default/api.json' {
  import type {ApiModel} from '../../plugins/openapi/model';

  const model: ApiModel;
  export default model;
}
