import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {ChangeView} from '../../plugins/openapi/pageData';
import InlineText from './InlineText';
import {usePageData, type WithPageData} from './pageData';
import styles from './styles.module.css';

function kindLabel(kind: ChangeView['kind']): string {
  switch (kind) {
    case 'added':
      return translate({id: 'api.changelog.kind.added', message: 'Added'});
    case 'changed':
      return translate({id: 'api.changelog.kind.changed', message: 'Changed'});
    case 'deprecated':
      return translate({id: 'api.changelog.kind.deprecated', message: 'Deprecated'});
    case 'removed':
      return translate({id: 'api.changelog.kind.removed', message: 'Removed'});
  }
}

function itemLabel(type: ChangeView['items'][number]['type']): string {
  switch (type) {
    case 'operation':
      return translate({id: 'api.changelog.item.operation', message: 'method'});
    case 'webhook':
      return translate({id: 'api.changelog.item.webhook', message: 'webhook'});
    case 'error':
      return translate({id: 'api.changelog.item.error', message: 'error'});
    case 'schema':
      return translate({id: 'api.changelog.item.schema', message: 'object'});
    case 'field':
      return translate({id: 'api.changelog.item.field', message: 'field'});
    case 'enum_value':
      return translate({id: 'api.changelog.item.enumValue', message: 'value'});
    case 'parameter':
      return translate({id: 'api.changelog.item.parameter', message: 'header'});
    case 'sandbox':
      return translate({id: 'api.changelog.item.sandbox', message: 'sandbox data'});
  }
}

function Change({change}: {change: ChangeView}): ReactNode {
  return (
    <li className={styles.change}>
      <h4 id={change.id} className={styles.changeTitle}>
        <time dateTime={change.date}>{change.dateLabel}</time>
        {' · '}
        <InlineText>{change.title}</InlineText>
      </h4>
      <p className={styles.changeBadges} data-search-exclude>
        <span className={styles.changeBadge}>{kindLabel(change.kind)}</span>
        {change.breaking && ' '}
        {change.breaking && (
          <span className={`${styles.changeBadge} ${styles.changeBreaking}`}>
            {translate({id: 'api.changelog.breaking', message: 'Breaking change'})}
          </span>
        )}
      </p>
      <p>
        <InlineText>{change.description}</InlineText>
      </p>
      {/* Links to the reference, which search already covers: one record per item would only swell the index. */}
      <ul className={styles.changeItems} data-search-exclude>
        {change.items.map((item) => (
          <li key={`${item.type}:${item.name}`}>
            {itemLabel(item.type)}{' '}
            {item.href ? (
              <Link to={item.href}>
                <code>{item.name}</code>
              </Link>
            ) : (
              <code>{item.name}</code>
            )}
          </li>
        ))}
      </ul>
      {change.blog && (
        <p data-search-exclude>
          <Link to={change.blog}>
            {translate({
              id: 'api.changelog.blog',
              message: 'Read the announcement in “What’s new”',
            })}
          </Link>
        </p>
      )}
    </li>
  );
}

/**
 * One year of `x-changelog`, newest first: what changed, whether it breaks
 * integrations, what in the reference it touches, and the blog post announcing it.
 * `/history` shows every year, so the page is the file's changelog and cannot drift from it.
 */
export default function ApiChangelog({data}: WithPageData & {year: string}): ReactNode {
  const {changes} = usePageData('ApiChangelog', data);
  return (
    <ol className={styles.changelog}>
      {changes.map((change) => (
        <Change key={change.id} change={change} />
      ))}
    </ol>
  );
}

/** `x-compatibility`: which changes come without notice and how breaking ones are announced. */
export function ApiCompatibility({data}: WithPageData): ReactNode {
  const {paragraphs} = usePageData('ApiCompatibility', data);
  return (
    <div className={styles.compatibility}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>
          <InlineText>{paragraph}</InlineText>
        </p>
      ))}
    </div>
  );
}
