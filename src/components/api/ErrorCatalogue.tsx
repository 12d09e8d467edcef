import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import InlineText from './InlineText';
import {useMethodsApi} from './useMethodsApi';
import styles from './styles.module.css';

/**
 * Every error code of the API, one row each. A row's id is its code, so
 * `/reference/errors#card_declined` is a stable address other pages link to.
 */
export default function ErrorCatalogue({area}: {area?: string}): ReactNode {
  const {api, t} = useMethodsApi();
  const brokenLinks = useBrokenLinks();
  const errors = area ? api.errors.filter((error) => error.area === area) : api.errors;
  errors.forEach(({code}) => brokenLinks.collectAnchor(code));
  return (
    <table className={styles.errorTable}>
      <thead>
        <tr>
          <th>
            <Translate id="api.errors.code">Code</Translate>
          </th>
          <th>
            <Translate id="api.errors.httpStatus">HTTP status</Translate>
          </th>
          <th>
            <Translate id="api.errors.meaning">Meaning</Translate>
          </th>
          <th>
            <Translate id="api.errors.final">Session status becomes final</Translate>
          </th>
          <th>
            <Translate id="api.errors.action">What to do</Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {errors.map((error) => (
          <tr key={error.code} id={error.code}>
            <td>
              <a href={`#${error.code}`}>
                <code>{error.code}</code>
              </a>
            </td>
            <td>{error.httpStatus}</td>
            <td>
              <InlineText>{t(error.description)}</InlineText>
            </td>
            <td>
              {error.final ? (
                <Translate id="api.errors.final.yes">Yes</Translate>
              ) : (
                <Translate id="api.errors.final.no">No</Translate>
              )}
            </td>
            <td>
              <InlineText>{t(error.action)}</InlineText>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
