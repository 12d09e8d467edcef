/**
 * Demo account tokenisation widget: the bank's form simulated in the page.
 * A sandbox test account gives its outcome (`x-sandbox.bank_accounts`); the
 * log shows the events a real widget passes to `widget.on`.
 */
import React, {useId, useState, type FormEvent, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useLang, usePageData, type WithPageData} from '../api/pageData';
import {
  accountNumberValid,
  accountOutcome,
  bikValid,
  demoId,
  digitsOnly,
  maskAccount,
  type SandboxAccount,
} from './demo-logic';
import {
  DemoField,
  DemoFrame,
  DemoForm,
  DemoResult,
  emitFail,
  useWidgetLog,
  type FieldErrors,
} from './demoParts';

type AccountField = 'number' | 'bik' | 'name';

type Result = {ok: boolean; message: string} | null;

function validate(number: string, bik: string, name: string): FieldErrors<AccountField> {
  const errors: FieldErrors<AccountField> = {};
  if (!accountNumberValid(number)) {
    errors.number = translate({
      id: 'widgetDemo.error.account',
      message: 'An account number in a Russian bank is 20 digits.',
    });
  }
  if (!bikValid(bik)) {
    errors.bik = translate({id: 'widgetDemo.error.bik', message: 'A BIK is 9 digits.'});
  }
  if (name.trim().length === 0) {
    errors.name = translate({
      id: 'widgetDemo.error.holder',
      message: 'Enter the account holder as the bank knows them.',
    });
  }
  return errors;
}

/** The account tokenisation widget, simulated: save a sandbox test account and get a `tok_` token. */
export function AccountTokenizeWidgetDemo({data}: WithPageData): ReactNode {
  const sandbox = usePageData('AccountTokenizeWidgetDemo', data);
  const accounts = sandbox.accounts as SandboxAccount[];
  const {t} = useLang();
  const formId = useId();
  const {events, emit, restart: restartLog} = useWidgetLog();
  const [number, setNumber] = useState('');
  const [bik, setBik] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors<AccountField>>({});
  const [notice, setNotice] = useState('');
  const [result, setResult] = useState<Result>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    const found = validate(number, bik, name);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      return;
    }
    emit('submit');
    const outcome = accountOutcome(number, bik, accounts);
    if (outcome.kind === 'decline') {
      const {final, message} = emitFail(emit, sandbox.errors, t, outcome.code);
      if (final) {
        setResult({ok: false, message});
      } else {
        setNotice(message);
      }
      return;
    }
    const account = maskAccount(number);
    emit('token', {
      token: demoId('tok'),
      account: {account_number: account, bik: digitsOnly(bik), name: name.trim()},
    });
    setResult({
      ok: true,
      message: translate(
        {id: 'widgetDemo.accountSaved', message: 'Account {account} saved.'},
        {account},
      ),
    });
  };

  const restart = () => {
    setNumber('');
    setBik('');
    setName('');
    setErrors({});
    setNotice('');
    setResult(null);
    restartLog();
  };

  const fieldId = (field: string) => `${formId}-${field}`;

  return (
    <DemoFrame
      demo="account"
      logId={fieldId('log')}
      events={events}
      disclaimer={
        <Translate id="widgetDemo.account.disclaimer">
          Demo: this widget runs in your browser and sends nothing anywhere. Use the sandbox test
          accounts.
        </Translate>
      }>
      {result ? (
        <DemoResult ok={result.ok} message={result.message} onRestart={restart} />
      ) : (
        <DemoForm
          onSubmit={onSubmit}
          label={translate({id: 'widgetDemo.account.formLabel', message: 'Demo account form'})}
          notice={notice}
          submit={<Translate id="widgetDemo.saveAccount">Save account</Translate>}>
          <DemoField
            id={fieldId('number')}
            label={translate({id: 'widgetDemo.accountNumber', message: 'Account number'})}
            value={number}
            onChange={(value) => setNumber(digitsOnly(value).slice(0, 20))}
            error={errors.number}
            inputMode="numeric"
            placeholder="40817810100000000001"
          />
          <DemoField
            id={fieldId('bik')}
            label={translate({id: 'widgetDemo.bik', message: 'BIK of the bank'})}
            value={bik}
            onChange={(value) => setBik(digitsOnly(value).slice(0, 9))}
            error={errors.bik}
            inputMode="numeric"
            placeholder="044525999"
          />
          <DemoField
            id={fieldId('name')}
            label={translate({id: 'widgetDemo.holder', message: 'Account holder'})}
            value={name}
            onChange={(value) => setName(value.slice(0, 160))}
            error={errors.name}
          />
        </DemoForm>
      )}
    </DemoFrame>
  );
}
