import data from '@generated/ivelta-openapi/default/api-methods.json';
import {apiHook} from './apiHook';

/**
 * The model without the webhooks and the schemas only they use
 * (`methodsModel` in src/plugins/openapi/compact.ts): what the methods and
 * errors pages render, in a chunk of its own.
 */
export const useMethodsApi = apiHook(data);
