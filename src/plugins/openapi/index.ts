import fs from 'fs/promises';
import path from 'path';
import {compileErrors, dereference, validate} from '@readme/openapi-parser';
import YAML from 'yaml';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {SANDBOX_FILES} from '../../../sandbox/files';
import {compactModel, methodsModel} from './compact';
import {buildApiModel, ERROR_CODE_SCHEMA, type ApiModel} from './model';
import {PAGE_DATA_COMPONENTS} from './pageData';
import {browserSandboxData} from './sandboxData';
import {standaloneValidatorsCode} from './standaloneValidators';

export const PLUGIN_NAME = 'ivelta-openapi';

export type OpenApiPluginOptions = {
  /** The OpenAPI 3.1 file, relative to the site directory. */
  specPath: string;
};

/**
 * Dereferencing replaces `$ref: '#/components/schemas/CardRecipient'` with the
 * schema itself and the name is lost; a `title` keeps it, so a field that is
 * one of several objects reads `CardRecipient | FpsPhoneRecipient`.
 */
function nameComponentSchemas(document: unknown): unknown {
  const schemas = (document as {components?: {schemas?: Record<string, unknown>}}).components
    ?.schemas;
  for (const [name, schema] of Object.entries(schemas ?? {})) {
    if (schema && typeof schema === 'object' && !('title' in schema)) {
      (schema as {title?: string}).title = name;
    }
  }
  return document;
}

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
  const dereferenced = await dereference(nameComponentSchemas(structuredClone(document)) as never);
  return buildApiModel(dereferenced);
}

/** The model, parsed once per version of the file for the plugin and every page's blocks. */
const models = new Map<string, {mtimeMs: number; model: Promise<ApiModel>}>();

export async function currentApiModel(specPath: string): Promise<ApiModel> {
  const {mtimeMs} = await fs.stat(specPath);
  const cached = models.get(specPath);
  if (cached?.mtimeMs === mtimeMs) return cached.model;
  const model = loadApiModel(specPath);
  models.set(specPath, {mtimeMs, model});
  return model;
}

/**
 * Exposes the payment API to the components of src/components/api as
 * `@generated/ivelta-openapi/default/api.json`. Only the pages that render an
 * API component load it: it is not global data, which every page would carry.
 * It is stored compact (`compact.ts`) and in one chunk of its own, which the
 * browser fetches once for all reference pages: Docusaurus turns webpack's
 * default chunk groups off, so otherwise every such page would carry a copy.
 *
 * For the request console it also writes `sandbox.json` (what the sandbox in
 * the browser answers from, `sandboxData.ts`) and `sandbox-validators.js`
 * (the request checks compiled to standalone code, `standaloneValidators.ts`),
 * which only the console's lazily loaded code imports.
 */
export default function openApiPlugin(
  context: LoadContext,
  options: OpenApiPluginOptions,
): Plugin<ApiModel> {
  const specPath = path.resolve(context.siteDir, options.specPath);
  return {
    name: PLUGIN_NAME,
    getPathsToWatch: () => [specPath],
    configureWebpack: (_config, isServer) => ({
      module: {
        rules: [
          {
            test: /\.mdx?$/i,
            // The docs plugin's pages, the only ones `remarkPageData` writes data into. A
            // rule for MDX must say what it includes: core's fallback MDX rule excludes it.
            include: [path.join(context.siteDir, 'docs'), path.join(context.siteDir, 'i18n')],
            enforce: 'pre',
            use: [
              {
                loader: path.join(__dirname, 'specDependencyLoader.cjs'),
                options: {specPath, components: PAGE_DATA_COMPONENTS},
              },
            ],
          },
        ],
      },
      ...(isServer
        ? {}
        : {
            optimization: {
              splitChunks: {
                cacheGroups: {
                  apiData: {
                    test: /[\\/]ivelta-openapi[\\/]default[\\/]api\.json$/,
                    name: 'api-data',
                    chunks: 'async',
                    enforce: true,
                    priority: 60,
                  },
                  methodsData: {
                    test: /[\\/]ivelta-openapi[\\/]default[\\/]api-methods\.json$/,
                    name: 'api-methods-data',
                    chunks: 'async',
                    enforce: true,
                    priority: 60,
                  },
                },
              },
            },
          }),
    }),
    loadContent: () => currentApiModel(specPath),
    async contentLoaded({content, actions}) {
      // The page's language only: each locale is a build of its own. The sandbox's
      // lists, the payout terms and the changelog reach their pages as page data (`pageData.ts`).
      const lang = context.i18n.currentLocale === 'en' ? 'en' : 'ru';
      const browserModel: ApiModel = {
        ...content,
        sandbox: {},
        payoutTerms: {},
        changelog: [],
        compatibility: {description: {en: '', ru: ''}, noticeDays: 0},
      };
      await actions.createData('api.json', compactModel(browserModel, lang));
      await actions.createData(
        'api-methods.json',
        compactModel(methodsModel(browserModel, [ERROR_CODE_SCHEMA]), lang),
      );
      const [bankPrivateKey, partnerPublicKey, partnerPrivateKey, document] = await Promise.all(
        [
          SANDBOX_FILES.bankPrivateKey,
          SANDBOX_FILES.partnerSandboxPublicKey,
          SANDBOX_FILES.partnerSandboxPrivateKey,
          specPath,
        ].map((file) => fs.readFile(file, 'utf8')),
      );
      await actions.createData(
        'sandbox.json',
        JSON.stringify(
          browserSandboxData(content, {
            bankPrivateKey: bankPrivateKey ?? '',
            partnerPublicKey: partnerPublicKey ?? '',
            partnerPrivateKey: partnerPrivateKey ?? '',
          }),
        ),
      );
      await actions.createData(
        'sandbox-validators.js',
        standaloneValidatorsCode(YAML.parse(document ?? ''), content),
      );
    },
  };
}
