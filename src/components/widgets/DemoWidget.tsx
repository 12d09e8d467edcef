/**
 * Demo payment, card tokenisation and self-employed binding widgets: the
 * bank's widget simulated in the page, driven by the spec's sandbox cards and
 * tax ids. Card data never leaves the browser; the log shows the events a
 * real widget passes to `widget.on`.
 */
import React, {useId, useState, type FormEvent, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {localized} from '../../plugins/openapi/model';
import InlineText from '../api/InlineText';
import {useLang, usePageData, type WithPageData} from '../api/pageData';
import type {DemoWidgetData} from '../../plugins/openapi/pageData';
import {
  TEST_ACS_CODE,
  bindingOutcome,
  cardOutcome,
  demoId,
  digitsOnly,
  luhnValid,
  maskCard,
  parseExpiry,
  personInnValid,
  type DemoOperation,
  type SandboxCard,
  type SandboxTaxId,
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
import styles from './styles.module.css';

/** What the reader does with the demo: pay, save a card, or bind a self-employed person and save their card. */
type DemoKind = 'payment' | 'token' | 'selfemployed';

type Binding = {selfemployedId: string; inn: string; next: string};

type Stage =
  | {step: 'inn'}
  | {step: 'form'}
  | {step: 'three_ds'; brand: string}
  | {step: 'done'; message: string}
  | {step: 'failed'; message: string};

type CardField = 'number' | 'expiry' | 'cvc';

const DEMO_AMOUNT = {value: 150000, currency: 'RUB'};
const DEMO_SESSION = 'ses_9c3d71e0b4';

/**
 * `1 500,00 ₽` / `1,500.00 ₽`, by hand: `toLocaleString` differs between the
 * build's Node and the reader's browser, and the page would not hydrate cleanly.
 */
function formatRoubles(minorUnits: number, lang: 'ru' | 'en'): string {
  const [whole = '0', fraction = '00'] = (minorUnits / 100).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'ru' ? '\u00a0' : ',');
  return `${grouped}${lang === 'ru' ? ',' : '.'}${fraction}\u00a0₽`;
}

/** `cvc` is null where the form has no CVC: the spec does not use it for tokenisation. */
function validate(number: string, expiry: string, cvc: string | null): FieldErrors<CardField> {
  const errors: FieldErrors<CardField> = {};
  if (!luhnValid(number)) {
    errors.number = translate({
      id: 'widgetDemo.error.number',
      message: 'Check the card number: it fails the Luhn check (invalid_card_number).',
    });
  }
  if (!parseExpiry(expiry)) {
    errors.expiry = translate({
      id: 'widgetDemo.error.expiry',
      message: 'Enter the expiry as MM/YY, not in the past.',
    });
  }
  if (cvc !== null && !/^\d{3}$/.test(cvc.trim())) {
    errors.cvc = translate({id: 'widgetDemo.error.cvc', message: 'CVC is three digits.'});
  }
  return errors;
}

function DemoWidget({
  kind,
  sandbox,
  taxIds = [],
}: {
  kind: DemoKind;
  sandbox: DemoWidgetData;
  taxIds?: SandboxTaxId[];
}): ReactNode {
  const {lang, t} = useLang();
  const operation: DemoOperation = kind === 'payment' ? 'payment' : 'token';
  const cards = sandbox.cards as SandboxCard[];
  const formId = useId();
  const {events, emit, restart: restartLog} = useWidgetLog();
  const firstStep = kind === 'selfemployed' ? 'inn' : 'form';
  const [stage, setStage] = useState<Stage>({step: firstStep});
  const [inn, setInn] = useState('');
  const [binding, setBinding] = useState<Binding | null>(null);
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [acsCode, setAcsCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors<CardField | 'inn'>>({});
  const [notice, setNotice] = useState('');

  const succeed = (brand: string) => {
    const card = maskCard(number);
    if (operation === 'token') {
      const expiryParts = parseExpiry(expiry);
      emit('token', {
        token: demoId('tok'),
        card: {
          card_number: card,
          brand,
          expiry_month: expiryParts?.month,
          expiry_year: expiryParts?.year,
        },
      });
      setStage({
        step: 'done',
        message: translate({id: 'widgetDemo.saved', message: 'Card {card} saved.'}, {card}),
      });
      return;
    }
    const paymentId = demoId('pm');
    emit('success', {session_id: DEMO_SESSION, payment_id: paymentId, status: 'captured'});
    setStage({
      step: 'done',
      message: translate(
        {id: 'widgetDemo.paid', message: 'Paid with card {card}. Payment {payment}.'},
        {card, payment: paymentId},
      ),
    });
  };

  const fail = (code: string, retryStep: 'inn' | 'form' = 'form') => {
    const {final, message} = emitFail(emit, sandbox.errors, t, code);
    if (final) {
      setStage({step: 'failed', message});
    } else {
      setStage({step: retryStep});
      setNotice(message);
    }
  };

  const onSubmitInn = (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    if (!personInnValid(inn)) {
      setErrors({
        inn: translate({
          id: 'widgetDemo.error.inn',
          message: "Check the INN: a person's INN is 12 digits, the last two are check digits.",
        }),
      });
      return;
    }
    setErrors({});
    emit('submit');
    const outcome = bindingOutcome(inn, taxIds);
    if (outcome.kind === 'decline') {
      fail(outcome.code, 'inn');
      return;
    }
    const selfemployedId = demoId('se');
    const entry = taxIds.find((candidate) => candidate.inn === inn.trim());
    emit('binding', {selfemployed_id: selfemployedId, inn: inn.trim(), status: 'pending'});
    setBinding({
      selfemployedId,
      inn: inn.trim(),
      next: entry
        ? t(localized(entry as unknown as Record<string, unknown>, 'description'))
        : translate({
            id: 'widgetDemo.binding.unlisted',
            message:
              'This INN is not in the sandbox list: the binding waits for the person, as in production.',
          }),
    });
    setStage({step: 'form'});
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    const found = validate(number, expiry, operation === 'payment' ? cvc : null);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      return;
    }
    emit('submit');
    const outcome = cardOutcome(number, cards, operation);
    if (outcome.kind === 'decline') {
      fail(outcome.code);
    } else if (outcome.kind === 'three_ds') {
      if (operation === 'payment') emit('three_ds');
      setStage({step: 'three_ds', brand: outcome.brand});
    } else {
      succeed(outcome.brand);
    }
  };

  const onConfirmAcs = (event: FormEvent) => {
    event.preventDefault();
    if (stage.step !== 'three_ds') return;
    if (acsCode.trim() === TEST_ACS_CODE) {
      succeed(stage.brand);
    } else {
      fail('three_ds_failed');
    }
  };

  const restart = () => {
    setStage({step: firstStep});
    setInn('');
    setBinding(null);
    setNumber('');
    setExpiry('');
    setCvc('');
    setAcsCode('');
    setErrors({});
    setNotice('');
    restartLog();
  };

  const fieldId = (name: string) => `${formId}-${name}`;
  const amount = formatRoubles(DEMO_AMOUNT.value, lang);

  return (
    <DemoFrame
      demo={kind === 'selfemployed' ? 'selfemployed' : operation}
      logId={fieldId('log')}
      events={events}
      disclaimer={
        kind === 'selfemployed' ? (
          <Translate id="widgetDemo.selfemployed.disclaimer">
            Demo: this widget runs in your browser and sends nothing anywhere. Use the sandbox test
            INNs and cards.
          </Translate>
        ) : undefined
      }>
      {binding && (
        <p className={styles.order}>
          <Translate
            id="widgetDemo.binding.requested"
            values={{id: binding.selfemployedId, inn: binding.inn}}>
            {'Binding {id} for INN {inn} requested in «Мой налог».'}
          </Translate>
        </p>
      )}
      {binding && (
        <p className={styles.disclaimer}>
          <InlineText>{binding.next}</InlineText>
        </p>
      )}
      {stage.step === 'inn' && (
        <DemoForm
          onSubmit={onSubmitInn}
          label={translate({
            id: 'widgetDemo.selfemployed.formLabel',
            message: 'Demo self-employed binding form',
          })}
          notice={notice}
          submit={<Translate id="widgetDemo.bind">Give the bank permissions</Translate>}>
          <DemoField
            id={fieldId('inn')}
            label={translate({id: 'widgetDemo.inn', message: 'INN of the self-employed person'})}
            value={inn}
            onChange={(value) => setInn(digitsOnly(value).slice(0, 12))}
            error={errors.inn}
            inputMode="numeric"
            placeholder="165500000190"
          />
        </DemoForm>
      )}
      {stage.step === 'form' && (
        <DemoForm
          onSubmit={onSubmit}
          label={translate({id: 'widgetDemo.formLabel', message: 'Demo card form'})}
          notice={notice}
          submit={
            operation === 'payment' ? (
              <Translate id="widgetDemo.pay" values={{amount}}>
                {'Pay {amount}'}
              </Translate>
            ) : (
              <Translate id="widgetDemo.save">Save card</Translate>
            )
          }>
          {operation === 'payment' && (
            <p className={styles.order}>
              <Translate id="widgetDemo.order" values={{amount}}>
                {'Order A-100245 · {amount}'}
              </Translate>
            </p>
          )}
          <DemoField
            id={fieldId('number')}
            label={translate({id: 'widgetDemo.number', message: 'Card number'})}
            value={number}
            onChange={(value) => setNumber(value.replace(/[^\d ]/g, '').slice(0, 23))}
            error={errors.number}
            inputMode="numeric"
            placeholder="4111 1111 1111 1111"
          />
          <div className={styles.row}>
            <DemoField
              id={fieldId('expiry')}
              label={translate({id: 'widgetDemo.expiry', message: 'Expiry (MM/YY)'})}
              value={expiry}
              onChange={(value) => setExpiry(value.slice(0, 5))}
              error={errors.expiry}
              inputMode="numeric"
              placeholder="12/30"
            />
            {operation === 'payment' && (
              <DemoField
                id={fieldId('cvc')}
                label="CVC"
                value={cvc}
                onChange={(value) => setCvc(digitsOnly(value).slice(0, 3))}
                error={errors.cvc}
                inputMode="numeric"
                placeholder="123"
              />
            )}
          </div>
        </DemoForm>
      )}
      {stage.step === 'three_ds' && (
        <DemoForm
          onSubmit={onConfirmAcs}
          label="3-D Secure"
          submit={<Translate id="widgetDemo.confirm">Confirm</Translate>}>
          <p>
            <Translate id="widgetDemo.acs">
              Test 3-D Secure page of the issuer. Code 111111 passes, any other fails.
            </Translate>
          </p>
          <DemoField
            id={fieldId('acs')}
            label={translate({id: 'widgetDemo.acsCode', message: 'One-time code'})}
            value={acsCode}
            onChange={(value) => setAcsCode(digitsOnly(value).slice(0, 6))}
            inputMode="numeric"
            autoFocus
          />
        </DemoForm>
      )}
      {(stage.step === 'done' || stage.step === 'failed') && (
        <DemoResult ok={stage.step === 'done'} message={stage.message} onRestart={restart} />
      )}
    </DemoFrame>
  );
}

/** The payment widget, simulated: pay for a demo order with a sandbox test card. */
export function PaymentWidgetDemo({data}: WithPageData): ReactNode {
  return <DemoWidget kind="payment" sandbox={usePageData('PaymentWidgetDemo', data)} />;
}

/** The card tokenisation widget, simulated: save a sandbox test card and get a `tok_` token. */
export function TokenizeWidgetDemo({data}: WithPageData): ReactNode {
  return <DemoWidget kind="token" sandbox={usePageData('TokenizeWidgetDemo', data)} />;
}

/**
 * The self-employed binding widget, simulated: a test INN starts the binding
 * (`binding`), then a test card is saved for payouts (`token`).
 */
export function SelfEmployedWidgetDemo({data}: WithPageData): ReactNode {
  const sandbox = usePageData('SelfEmployedWidgetDemo', data);
  return (
    <DemoWidget kind="selfemployed" sandbox={sandbox} taxIds={sandbox.taxIds as SandboxTaxId[]} />
  );
}
