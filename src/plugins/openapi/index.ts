import fs from 'fs/promises';
import path from 'path';
import {compileErrors, dereference, validate} from '@readme/openapi-parser';
import YAML from 'yaml';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildApiModel, type ApiModel} from './model';

export const PLUGIN_NAME = 'ivelta-openapi';

export type OpenApiPluginOptions = {
  /** The OpenAPI 3.1 file, relative to the site directory. */
  specPath: string;
};

/**
 * Reads, validates and dereferences the OpenAPI file with a well-kept parser;
 * a file that is not valid OpenAPI stops the build with the parser's message.
 */
export async function loadApiModel(specPath: string): Promise<ApiModel> {
  const document: unknown = YAML.parse(await fs.readFile(specPath, 'utf8'));
  // The parser mutates what it is given: each step gets its own copy.
  const validation = await validate(structuredClone(document) as never);
  if (!validation.valid) {
    throw new Error(`${specPath} is not valid OpenAPI.\n${compileErrors(validation)}`);
  }
  const dereferenced = await dereference(structuredClone(document) as never);
  return buildApiModel(dereferenced);
}

/**
 * Exposes the payment API to the components of src/components/api as
 * `@generated/ivelta-openapi/default/api.json`. Only the pages that render an
 * API component load it: it is not global data, which every page would carry.
 */
export default function openApiPlugin(
  context: LoadContext,
  options: OpenApiPluginOptions,
): Plugin<ApiModel> {
  const specPath = path.resolve(context.siteDir, options.specPath);
  return {
    name: PLUGIN_NAME,
    getPathsToWatch: () => [specPath],
    loadContent: () => loadApiModel(specPath),
    async contentLoaded({content, actions}) {
      await actions.createData('api.json', JSON.stringify(content));
    },
  };
}
