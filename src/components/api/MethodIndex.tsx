import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {
  methodAnchor,
  tagAnchor,
  type ApiModel,
  type ApiOperation,
  type Localized,
} from '../../plugins/openapi/model';
import InlineText from './InlineText';
import {useMethodsApi} from './useMethodsApi';
import styles from './styles.module.css';

type Area = {name: string; title: Localized; operations: ApiOperation[]};

/**
 * The operations grouped by area, in the order of the file's `tags`. An
 * operation whose tag is not declared there still gets an area, after the
 * others, so a method added to the file is never missing from the index.
 */
export function methodAreas(api: ApiModel): Area[] {
  const areas = new Map<string, Area>(
    api.tags.map(({name, title}) => [name, {name, title, operations: []}]),
  );
  for (const operation of api.operations) {
    const area = areas.get(operation.tag) ?? {
      name: operation.tag,
      title: {en: operation.tag, ru: operation.tag},
      operations: [],
    };
    area.operations.push(operation);
    areas.set(operation.tag, area);
  }
  return [...areas.values()].filter((area) => area.operations.length > 0);
}

/**
 * The index at the top of the methods page: each area and its methods, with
 * their one-line summaries, linking to the headings below. Built from the
 * OpenAPI file, so a new method appears here as soon as the file has it
 * (its heading on the page is held by `openapi/payment-api.test.ts`).
 */
export default function MethodIndex(): ReactNode {
  const {api, t} = useMethodsApi();
  const label = translate({
    id: 'api.methodIndex.label',
    message: 'Methods by area',
    description: 'Title of the index of API methods at the top of the methods page',
  });
  return (
    <nav className={styles.methodIndex} aria-labelledby="method-index">
      <p id="method-index" className={styles.methodIndexTitle}>
        {label}
      </p>
      <ul>
        {methodAreas(api).map((area) => (
          <li key={area.name}>
            <Link to={`#${tagAnchor(area.name)}`}>{t(area.title)}</Link>
            <ul>
              {area.operations.map((operation) => (
                <li key={operation.name}>
                  <Link to={`#${methodAnchor(operation.name)}`}>
                    <code>{operation.name}</code>
                  </Link>
                  {t(operation.summary) && (
                    <>
                      {' — '}
                      <InlineText>{t(operation.summary)}</InlineText>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
