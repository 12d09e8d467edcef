import data from '@generated/ivelta-openapi/default/api.json';
import {apiHook} from './apiHook';

export {missing} from '../../plugins/openapi/model';

/**
 * The whole payment API model and a picker for the page's language: for the
 * objects and webhooks pages. Importing this module loads the model's chunk;
 * the methods and errors pages take a smaller one (`useMethodsApi.ts`), and a
 * guide page's blocks take their data from the build (`pageData.ts`).
 */
export const useApi = apiHook(data);
