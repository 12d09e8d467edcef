/**
 * Webhook fixtures (`fixtures.ts`) in the build:
 * - loadContent signs every example of every webhook with the sandbox bank
 *   key, at the time the build started;
 * - contentLoaded hands each webhook's block on `/reference/webhooks` its
 *   files and cURL commands
 *   (`@generated/ivelta-webhook-fixtures/default/fixtures.json`);
 * - postBuild writes the fixtures and `index.json` to `/webhooks/fixtures/`
 *   at the site's root, the same files from every locale build, as the llms
 *   plugin does with the OpenAPI file.
 *
 * A plugin of its own rather than a part of the openapi plugin: it reads the
 * sandbox bank's private key, which nothing else in the build needs, and it
 * writes files into the deployment, while the openapi plugin only hands the
 * model to the pages. It takes the model from the same parse
 * (`currentApiModel`).
 */
import fs from 'fs/promises';
import path from 'path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {currentApiModel} from '../openapi/index';
import {BANK_SANDBOX_KEY_FILE} from '../openapi/samples';
import {deploymentLayout} from '../security-headers/layout';
import {fixtureIndex, pageFixtures, webhookFixtures, type WebhookFixture} from './fixtures';
import {FIXTURE_INDEX_FILE, fixtureFile} from './paths';

export const PLUGIN_NAME = 'ivelta-webhook-fixtures';

export type WebhookFixturesOptions = {
  /** The OpenAPI file, relative to the site directory. */
  specPath: string;
  /** PEM of the sandbox bank key, relative to the site directory; `static/keys/` publishes its public half. */
  bankPrivateKeyPath: string;
};

/** Where the site publishes the sandbox bank key (`static/keys/`), from the site's root. */
const PUBLIC_KEY_FILE = `keys/${BANK_SANDBOX_KEY_FILE}`;

/**
 * When this build started, in Unix seconds. Docusaurus builds the locales one
 * after another in one process, so every locale signs at the same time: the
 * locale builds write the same files, and each page's cURL is its file's.
 */
const buildStartedAt = (): number => Math.floor(performance.timeOrigin / 1000);

const asJson = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

export default function webhookFixturesPlugin(
  context: LoadContext,
  options: WebhookFixturesOptions,
): Plugin<WebhookFixture[]> {
  const specPath = path.resolve(context.siteDir, options.specPath);
  const privateKeyPath = path.resolve(context.siteDir, options.bankPrivateKeyPath);
  const siteBaseUrl = context.i18n.localeConfigs[context.i18n.defaultLocale]?.baseUrl ?? '/';
  const siteUrl = context.siteConfig.url.replace(/\/+$/, '');
  return {
    name: PLUGIN_NAME,
    getPathsToWatch: () => [specPath, privateKeyPath],
    async loadContent() {
      const [api, privateKey] = await Promise.all([
        currentApiModel(specPath),
        fs.readFile(privateKeyPath, 'utf8'),
      ]);
      return webhookFixtures(api, {
        timestamp: buildStartedAt(),
        privateKey,
        publicKeyUrl: `${siteUrl}${siteBaseUrl}${PUBLIC_KEY_FILE}`,
      });
    },
    async contentLoaded({content, actions}) {
      await actions.createData('fixtures.json', pageFixtures(content));
    },
    async postBuild({content}) {
      const {root} = deploymentLayout(context);
      const files: [string, string][] = [
        ...content.map((fixture): [string, string] => [
          fixtureFile(fixture.event, fixture.example),
          asJson(fixture),
        ]),
        [FIXTURE_INDEX_FILE, asJson(fixtureIndex(content, siteBaseUrl))],
      ];
      for (const [file, text] of files) {
        await fs.mkdir(path.dirname(path.join(root, file)), {recursive: true});
        await fs.writeFile(path.join(root, file), text);
      }
      logger.info(
        `webhook-fixtures: wrote ${content.length} fixtures signed with the sandbox key and ${FIXTURE_INDEX_FILE}.`,
      );
    },
  };
}
