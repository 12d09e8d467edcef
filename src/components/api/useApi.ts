import data from '@generated/ivelta-openapi/default/api.json';
import {expandModel} from '../../plugins/openapi/compact';
import type {ApiModel, Lang, Localized} from '../../plugins/openapi/model';
import {useLang} from './pageData';

const api = expandModel(data);

/**
 * The whole payment API model and a picker for the page's language: for the
 * reference pages, which render the model. Importing this module loads the
 * model's chunk; a guide page's blocks take their data from the build instead
 * (`pageData.ts`).
 */
export function useApi(): {api: ApiModel; lang: Lang; t: (text: Localized) => string} {
  return {api, ...useLang()};
}

/** A component asked for something the spec does not have: fail the build, name it. */
export function missing(kind: string, name: string): never {
  throw new Error(`openapi/payment-api.yaml has no ${kind} "${name}"`);
}
