import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import Details from '@theme/Details';
import fixtures from '@generated/ivelta-webhook-fixtures/default/fixtures.json';
import type {ApiWebhook} from '../../plugins/openapi/model';
import {FIXTURE_INDEX_FILE} from '../../plugins/webhook-fixtures/paths';
import {useSiteRootUrl} from '../common/useSiteRootUrl';
import {useLang} from './pageData';
import styles from './styles.module.css';

/**
 * Under a webhook's examples: each example's signed fixture to download and
 * the cURL that posts it, one click away (`src/plugins/webhook-fixtures`).
 * Plain `<a>`: the files sit at the site's root for both locales and are no
 * routes, so `<Link>` would put them under `/en/` and the link checker would
 * flag them. Left out of the search index: the same lines under every webhook
 * would answer every search for "fixture"; the section `#fixtures` answers it.
 */
export default function WebhookFixtures({webhook}: {webhook: ApiWebhook}): ReactNode {
  const {t} = useLang();
  const siteRootUrl = useSiteRootUrl();
  return (
    <div className={styles.fixtures} data-search-exclude>
      <p className={styles.fixturesTitle}>
        <Translate
          id="api.webhook.fixtures.title"
          description="Above the download links of a webhook's signed fixtures; {about} links to the section explaining them"
          values={{
            about: (
              <Link to="#fixtures">
                <Translate
                  id="api.webhook.fixtures.about"
                  description="Link from a webhook's fixtures to the section that explains them">
                  как ими пользоваться
                </Translate>
              </Link>
            ),
          }}>
          {'Фикстуры для проверки обработчика ({about}):'}
        </Translate>
      </p>
      <ul>
        {webhook.examples.map((example) => {
          const fixture = fixtures.find(
            (candidate) => candidate.event === webhook.name && candidate.example === example.name,
          );
          if (!fixture) {
            throw new Error(
              `webhook-fixtures: no fixture for the example ${example.name} of webhook ${webhook.name}.`,
            );
          }
          const fileName = fixture.file.slice(fixture.file.lastIndexOf('/') + 1);
          const file = <code>{fileName}</code>;
          return (
            <li key={example.name}>
              <a href={siteRootUrl(fixture.file)} download={fileName} type="application/json">
                <Translate
                  id="api.webhook.fixtures.download"
                  description="Download link of a webhook example's signed fixture; {file} is its file name"
                  values={{file}}>
                  {'Скачать {file}'}
                </Translate>
              </a>
              {' — '}
              {t(example.summary)}
              <Details
                className={styles.fixtureCurl}
                summary={
                  <summary>
                    <Translate
                      id="api.webhook.fixtures.curl"
                      description="Summary of the collapsed cURL command that posts a fixture to a local receiver; {file} is the fixture's file name"
                      values={{file}}>
                      {'Команда cURL для {file}'}
                    </Translate>
                  </summary>
                }>
                <CodeBlock language="bash">{fixture.curl}</CodeBlock>
              </Details>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A link to `index.json`, the list of every fixture, at the site's root for both locales. */
export function WebhookFixtureIndexLink(): ReactNode {
  const siteRootUrl = useSiteRootUrl();
  return (
    <a href={siteRootUrl(FIXTURE_INDEX_FILE)} type="application/json">
      <code>index.json</code>
    </a>
  );
}
