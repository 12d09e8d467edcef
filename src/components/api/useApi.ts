import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import data from '@generated/ivelta-openapi/default/api.json';
import {expandModel} from '../../plugins/openapi/compact';
import type {ApiModel, Lang, Localized} from '../../plugins/openapi/model';

const api = expandModel(data);

/** The payment API model and a picker for the page's language. */
export function useApi(): {api: ApiModel; lang: Lang; t: (text: Localized) => string} {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const lang: Lang = currentLocale === 'en' ? 'en' : 'ru';
  return {api, lang, t: (text) => text[lang]};
}

/** A component asked for something the spec does not have: fail the build, name it. */
export function missing(kind: string, name: string): never {
  throw new Error(`openapi/payment-api.yaml has no ${kind} "${name}"`);
}
