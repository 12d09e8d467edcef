import {expandModel} from '../../plugins/openapi/compact';
import type {ApiModel, Lang, Localized} from '../../plugins/openapi/model';
import {useLang} from './pageData';

export type UseApi = () => {api: ApiModel; lang: Lang; t: (text: Localized) => string};

/** A hook over one of the models the openapi plugin writes (`useApi.ts`, `useMethodsApi.ts`). */
export function apiHook(data: ApiModel): UseApi {
  const api = expandModel(data);
  return () => ({api, ...useLang()});
}
