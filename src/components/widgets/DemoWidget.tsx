/**
 * Demo payment and tokenisation widgets: the bank's widget simulated in the
 * page, driven by the spec's sandbox cards. Card data never leaves the
 * browser; the log shows the events a real widget passes to `widget.on`.
 */
import React, {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useLang, usePageData, type WithPageData} from '../api/pageData';
import type {DemoWidgetData} from '../../plugins/openapi/pageData';
import {
  TEST_ACS_CODE,
  cardOutcome,
  demoId,
  digitsOnly,
  luhnValid,
  maskCard,
  parseExpiry,
  type DemoOperation,
  type SandboxCard,
} from './demo-logic';
import styles from './styles.module.css';

type LoggedEvent = {id: number; name: string; payload: unknown};

type Stage =
  | {step: 'form'}
  | {step: 'three_ds'; brand: string}
  | {step: 'done'; message: string}
  | {step: 'failed'; message: string};

type FieldErrors = Partial<Record<'number' | 'expiry' | 'cvc', string>>;

const DEMO_AMOUNT = {value: 150000, currency: 'RUB'};
const DEMO_SESSION = 'ses_9c3d71e0b4';

const hasFields = (payload: unknown) =>
  typeof payload === 'object' && payload !== null && Object.keys(payload).length > 0;

/**
 * `1 500,00 ₽` / `1,500.00 ₽`, by hand: `toLocaleString` differs between the
 * build's Node and the reader's browser, and the page would not hydrate cleanly.
 */
function formatRoubles(minorUnits: number, lang: 'ru' | 'en'): string {
  const [whole = '0', fraction = '00'] = (minorUnits / 100).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'ru' ? '\u00a0' : ',');
  return `${grouped}${lang === 'ru' ? ',' : '.'}${fraction}\u00a0₽`;
}

function useWidgetLog() {
  const [events, setEvents] = useState<LoggedEvent[]>([]);
  const counter = useRef(0);
  const emit = useCallback((name: string, payload: unknown = {}) => {
    counter.current += 1;
    const id = counter.current;
    setEvents((previous) => [...previous, {id, name, payload}]);
  }, []);
  return {events, emit, clear: () => setEvents([])};
}

/** `cvc` is null where the form has no CVC: the spec does not use it for tokenisation. */
function validate(number: string, expiry: string, cvc: string | null): FieldErrors {
  const errors: FieldErrors = {};
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
  operation,
  sandbox,
}: {
  operation: DemoOperation;
  sandbox: DemoWidgetData;
}): ReactNode {
  const {lang, t} = useLang();
  const cards = sandbox.cards as SandboxCard[];
  const formId = useId();
  const {events, emit, clear} = useWidgetLog();
  const [stage, setStage] = useState<Stage>({step: 'form'});
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [acsCode, setAcsCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState('');
  const ready = useRef(false);

  useEffect(() => {
    // A widget reports `ready` once it is shown; the effect runs twice in React's dev mode.
    if (!ready.current) {
      ready.current = true;
      emit('ready');
    }
  }, [emit]);

  const errorText = (code: string) => {
    const error = sandbox.errors.find((candidate) => candidate.code === code);
    return {
      description: error ? t(error.description) : code,
      final: error?.final ?? true,
    };
  };

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

  const fail = (code: string) => {
    const {description, final} = errorText(code);
    emit('fail', {error: {code, description}, final});
    if (final) {
      setStage({step: 'failed', message: `${code}: ${description}`});
    } else {
      setStage({step: 'form'});
      setNotice(`${code}: ${description}`);
    }
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
    setStage({step: 'form'});
    setNumber('');
    setExpiry('');
    setCvc('');
    setAcsCode('');
    setErrors({});
    setNotice('');
    clear();
    emit('ready');
  };

  const field = (
    name: keyof FieldErrors,
    label: string,
    value: string,
    onChange: (value: string) => void,
    props: React.InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <div className={styles.field}>
      <label htmlFor={`${formId}-${name}`}>{label}</label>
      <input
        id={`${formId}-${name}`}
        value={value}
        onChange={(change) => onChange(change.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${formId}-${name}-error` : undefined}
        // Test cards only: the browser must not offer to save them.
        autoComplete="off"
        spellCheck={false}
        {...props}
      />
      {errors[name] && (
        <span id={`${formId}-${name}-error`} className={styles.fieldError}>
          {errors[name]}
        </span>
      )}
    </div>
  );

  const amount = formatRoubles(DEMO_AMOUNT.value, lang);

  return (
    <div className={styles.demo} data-widget-demo={operation}>
      <p className={styles.disclaimer}>
        <Translate id="widgetDemo.disclaimer">
          Demo: this widget runs in your browser and sends nothing anywhere. Use the sandbox test
          cards.
        </Translate>
      </p>
      <div className={styles.panes}>
        <div className={styles.widget}>
          {stage.step === 'form' && (
            <form
              onSubmit={onSubmit}
              noValidate
              aria-label={translate({id: 'widgetDemo.formLabel', message: 'Demo card form'})}>
              {operation === 'payment' && (
                <p className={styles.order}>
                  <Translate id="widgetDemo.order" values={{amount}}>
                    {'Order A-100245 · {amount}'}
                  </Translate>
                </p>
              )}
              {field(
                'number',
                translate({id: 'widgetDemo.number', message: 'Card number'}),
                number,
                (value) => setNumber(value.replace(/[^\d ]/g, '').slice(0, 23)),
                {inputMode: 'numeric', placeholder: '4111 1111 1111 1111'},
              )}
              <div className={styles.row}>
                {field(
                  'expiry',
                  translate({id: 'widgetDemo.expiry', message: 'Expiry (MM/YY)'}),
                  expiry,
                  (value) => setExpiry(value.slice(0, 5)),
                  {inputMode: 'numeric', placeholder: '12/30'},
                )}
                {operation === 'payment' &&
                  field('cvc', 'CVC', cvc, (value) => setCvc(digitsOnly(value).slice(0, 3)), {
                    inputMode: 'numeric',
                    placeholder: '123',
                  })}
              </div>
              {notice && (
                <p role="alert" className={styles.fieldError}>
                  {notice}
                </p>
              )}
              <button type="submit" className="button button--primary button--block">
                {operation === 'payment' ? (
                  <Translate id="widgetDemo.pay" values={{amount}}>
                    {'Pay {amount}'}
                  </Translate>
                ) : (
                  <Translate id="widgetDemo.save">Save card</Translate>
                )}
              </button>
            </form>
          )}
          {stage.step === 'three_ds' && (
            <form onSubmit={onConfirmAcs} aria-label="3-D Secure">
              <p>
                <Translate id="widgetDemo.acs">
                  Test 3-D Secure page of the issuer. Code 111111 passes, any other fails.
                </Translate>
              </p>
              <div className={styles.field}>
                <label htmlFor={`${formId}-acs`}>
                  <Translate id="widgetDemo.acsCode">One-time code</Translate>
                </label>
                <input
                  id={`${formId}-acs`}
                  value={acsCode}
                  onChange={(change) => setAcsCode(digitsOnly(change.target.value).slice(0, 6))}
                  inputMode="numeric"
                  autoComplete="off"
                  autoFocus
                />
              </div>
              <button type="submit" className="button button--primary button--block">
                <Translate id="widgetDemo.confirm">Confirm</Translate>
              </button>
            </form>
          )}
          {(stage.step === 'done' || stage.step === 'failed') && (
            <div role="status" className={styles.result}>
              <p className={stage.step === 'done' ? styles.success : styles.fieldError}>
                {stage.message}
              </p>
              <button type="button" className="button button--secondary" onClick={restart}>
                <Translate id="widgetDemo.restart">Start again</Translate>
              </button>
            </div>
          )}
        </div>
        <div className={styles.log}>
          <p className={styles.logTitle} id={`${formId}-log`}>
            <Translate id="widgetDemo.log">Events passed to widget.on()</Translate>
          </p>
          <ol aria-labelledby={`${formId}-log`} aria-live="polite">
            {events.map((event) => (
              <li key={event.id}>
                <code>{event.name}</code>
                {hasFields(event.payload) && <pre>{JSON.stringify(event.payload, null, 2)}</pre>}
              </li>
            ))}
          </ol>
        </div>
      </div>
    </div>
  );
}

/** The payment widget, simulated: pay for a demo order with a sandbox test card. */
export function PaymentWidgetDemo({data}: WithPageData): ReactNode {
  return <DemoWidget operation="payment" sandbox={usePageData('PaymentWidgetDemo', data)} />;
}

/** The card tokenisation widget, simulated: save a sandbox test card and get a `tok_` token. */
export function TokenizeWidgetDemo({data}: WithPageData): ReactNode {
  return <DemoWidget operation="token" sandbox={usePageData('TokenizeWidgetDemo', data)} />;
}
