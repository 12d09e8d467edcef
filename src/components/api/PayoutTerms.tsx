import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {localized, type Lang} from '../../plugins/openapi/model';
import InlineText from './InlineText';
import {useLang, usePageData, type WithPageData} from './pageData';
import styles from './styles.module.css';

type Entry = Record<string, unknown>;

const list = (value: unknown): Entry[] => (Array.isArray(value) ? (value as Entry[]) : []);

/** A `-ru` twin written with dashes (`crediting_time` → `x-crediting-time-ru`). */
function twin(entry: Entry, key: string, lang: Lang): string {
  const en = typeof entry[key] === 'string' ? entry[key] : '';
  const ru = entry[`x-${key.replace(/_/g, '-')}-ru`];
  return lang === 'ru' && typeof ru === 'string' && ru ? ru : en;
}

function Amount({value}: {value: unknown}): ReactNode {
  if (typeof value !== 'number') {
    return '—';
  }
  return <code>{value}</code>;
}

/**
 * The terms of each payout method from `x-payout-terms` in the OpenAPI file:
 * currencies, limits in minor units, confirmation, PCI DSS and crediting
 * time, and the wallet limits by identification status.
 */
export default function PayoutTerms({data}: WithPageData): ReactNode {
  const {lang, t} = useLang();
  const {terms} = usePageData('PayoutTerms', data);
  const methods = list(terms.methods);
  const wallets = list(methods.find((method) => method.method === 'wallet')?.by_identification);
  const yes = translate({id: 'api.terms.yes', message: 'yes'});
  const no = translate({id: 'api.terms.no', message: 'no'});
  return (
    <>
      <p>
        <InlineText>{t(localized(terms, 'description'))}</InlineText>
      </p>
      <table className={styles.schemaTable}>
        <thead>
          <tr>
            <th>{translate({id: 'api.terms.method', message: 'Method'})}</th>
            <th>{translate({id: 'api.terms.currencies', message: 'Currencies'})}</th>
            <th>min_amount</th>
            <th>max_amount</th>
            <th>daily_per_recipient</th>
            <th>{translate({id: 'api.terms.confirmation', message: 'Confirmation'})}</th>
            <th>PCI DSS</th>
            <th>{translate({id: 'api.terms.creditingTime', message: 'Crediting time'})}</th>
          </tr>
        </thead>
        <tbody>
          {methods.map((method) => (
            <tr key={String(method.method)}>
              <td>
                <code>{String(method.method)}</code>
              </td>
              <td>
                {list(method.currencies).map((currency, index) => (
                  <React.Fragment key={String(currency)}>
                    {index > 0 && ', '}
                    <code>{String(currency)}</code>
                  </React.Fragment>
                ))}
              </td>
              <td>
                <Amount value={method.min_amount} />
              </td>
              <td>
                <Amount value={method.max_amount} />
              </td>
              <td>
                <Amount value={method.daily_per_recipient} />
              </td>
              <td>
                <code>{String(method.confirmation)}</code>
              </td>
              <td>{method.pci_dss === true ? yes : no}</td>
              <td>
                <InlineText>{twin(method, 'crediting_time', lang)}</InlineText>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {wallets.length > 0 && (
        <table className={styles.schemaTable}>
          <thead>
            <tr>
              <th>identification</th>
              <th>max_amount</th>
              <th>monthly_per_wallet</th>
              <th>{translate({id: 'api.schema.description', message: 'Description'})}</th>
            </tr>
          </thead>
          <tbody>
            {wallets.map((wallet) => (
              <tr key={String(wallet.identification)}>
                <td>
                  <code>{String(wallet.identification)}</code>
                </td>
                <td>
                  <Amount value={wallet.max_amount} />
                </td>
                <td>
                  <Amount value={wallet.monthly_per_wallet} />
                </td>
                <td>
                  <InlineText>{t(localized(wallet, 'description'))}</InlineText>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
