import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {localized} from '../../plugins/openapi/model';
import InlineText from './InlineText';
import {useLang, usePageData, type WithPageData} from './pageData';
import styles from './styles.module.css';

/** Column headers of the x-sandbox lists, by field name. */
function columnLabel(field: string): string {
  const labels: Record<string, string> = {
    name: translate({id: 'api.sandbox.name', message: 'Scenario'}),
    applies_to: translate({id: 'api.sandbox.appliesTo', message: 'Set in'}),
    number: translate({id: 'api.sandbox.number', message: 'Card number'}),
    brand: translate({id: 'api.sandbox.brand', message: 'Scheme'}),
    expiry: translate({id: 'api.sandbox.expiry', message: 'Expiry'}),
    cvc: 'CVC',
    operations: translate({id: 'api.sandbox.operations', message: 'Operations'}),
    outcome: translate({id: 'api.sandbox.outcome', message: 'Outcome'}),
    phone: translate({id: 'api.sandbox.phone', message: 'Phone'}),
    bank_id: translate({id: 'api.sandbox.bankId', message: 'Bank id'}),
    recipient_name: translate({id: 'api.sandbox.recipientName', message: 'Recipient name'}),
    inn: translate({id: 'api.sandbox.inn', message: 'Tax id (INN)'}),
    account_number: translate({id: 'api.sandbox.accountNumber', message: 'Account number'}),
    bik: translate({id: 'api.sandbox.bik', message: 'BIK'}),
    wallet_id: translate({id: 'api.sandbox.walletId', message: 'Wallet'}),
    account_id: translate({id: 'api.sandbox.accountId', message: 'Account id'}),
    type: translate({id: 'api.sandbox.accountType', message: 'Type'}),
    default: translate({id: 'api.sandbox.default', message: 'Default'}),
    currency: translate({id: 'api.sandbox.currency', message: 'Currency'}),
    rate: translate({id: 'api.sandbox.rate', message: 'Rate'}),
    quote_id: translate({id: 'api.sandbox.quoteId', message: 'Quote'}),
    iban: translate({id: 'api.sandbox.iban', message: 'IBAN'}),
    swift_bic: translate({id: 'api.sandbox.swiftBic', message: 'SWIFT/BIC'}),
    identification: translate({id: 'api.sandbox.identification', message: 'Identification'}),
    token: translate({id: 'api.sandbox.token', message: 'Token'}),
    status: translate({id: 'api.sandbox.status', message: 'Status'}),
    event: translate({id: 'api.sandbox.event', message: 'Webhook'}),
    scenario: translate({id: 'api.sandbox.scenario', message: 'Scenario'}),
    after: translate({
      id: 'api.sandbox.after',
      description: 'Column of the sandbox webhooks table: the calls that lead to the webhook',
      message: 'After',
    }),
    code: translate({id: 'api.sandbox.code', message: 'Error code'}),
    error_code: translate({id: 'api.sandbox.code', message: 'Error code'}),
    id: translate({id: 'api.sandbox.id', message: 'Identifier'}),
    auth_method: translate({id: 'api.sandbox.authMethod', message: 'Auth method'}),
    mcc: 'MCC',
    balance: translate({id: 'api.sandbox.balance', message: 'Balance, minor units'}),
  };
  return labels[field] ?? field;
}

/** A call of `x-sandbox.webhooks[].after`: the method, and the scenarios it needs if any. */
type Trigger = {method: string; scenarios?: string[]};

function Value({field, value}: {field: string; value: unknown}): ReactNode {
  if (field === 'after' && Array.isArray(value)) {
    return (value as Trigger[]).map((trigger, index) => (
      <React.Fragment key={index}>
        {index > 0 && '; '}
        <code>{trigger.method}</code>
        {trigger.scenarios && (
          <>
            {' ('}
            {trigger.scenarios.map((scenario, at) => (
              <React.Fragment key={scenario}>
                {at > 0 && ', '}
                <code>{scenario}</code>
              </React.Fragment>
            ))}
            {')'}
          </>
        )}
      </React.Fragment>
    ));
  }
  if (field === 'default') {
    return value === true
      ? translate({
          id: 'api.sandbox.isDefault',
          description:
            'Cell of the sandbox scenarios table: the scenario is in force when a request names none',
          message: 'yes',
        })
      : null;
  }
  if (Array.isArray(value)) {
    return value.map((item, index) => (
      <React.Fragment key={String(item)}>
        {index > 0 && ', '}
        <code>{String(item)}</code>
      </React.Fragment>
    ));
  }
  if (field === 'code' || field === 'error_code') {
    return (
      <Link to={`/reference/errors#${String(value)}`}>
        <code>{String(value)}</code>
      </Link>
    );
  }
  return <code>{String(value)}</code>;
}

/**
 * One list of the sandbox's test data (cards, phones, tax ids, scenarios,
 * how to force each webhook or error), straight from `x-sandbox` in the
 * OpenAPI file, so the testing page cannot drift from the sandbox.
 */
export default function SandboxData({kind, data}: {kind: string} & WithPageData): ReactNode {
  const {t} = useLang();
  const {entries} = usePageData('SandboxData', data);
  const explanation = kind === 'errors' ? 'trigger' : 'description';
  const fields = Object.keys(entries[0] ?? {}).filter(
    (field) => field !== explanation && !field.startsWith('x-'),
  );
  return (
    <table className={styles.schemaTable}>
      <thead>
        <tr>
          {fields.map((field) => (
            <th key={field}>{columnLabel(field)}</th>
          ))}
          <th>
            {kind === 'errors'
              ? translate({id: 'api.sandbox.trigger', message: 'How to get it'})
              : translate({id: 'api.schema.description', message: 'Description'})}
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry, index) => (
          <tr key={index}>
            {fields.map((field) => (
              <td key={field}>
                {entry[field] !== undefined && <Value field={field} value={entry[field]} />}
              </td>
            ))}
            <td>
              <InlineText>{t(localized(entry, explanation))}</InlineText>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
