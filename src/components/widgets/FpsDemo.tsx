/**
 * Demo FPS widget: the bank list of the FPS directory simulated in the page,
 * in both modes of `widget/session` with `type: fps`. In the payout mode the
 * recipient picks a bank (`bank_selected`); in the payment mode the customer
 * is sent to their bank's app on a phone (`app_opened`) or shown the QR code
 * on a computer (`qr_shown`), and the sandbox scenario decides between
 * `success` and `expired`. Test banks and outcomes come from the OpenAPI file.
 */
import React, {useId, useState, type FormEvent, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useLang, usePageData, type WithPageData} from '../api/pageData';
import {
  banksMatching,
  demoId,
  fpsPayoutError,
  moscowTime,
  type FpsBank,
  type SandboxFpsBank,
} from './demo-logic';
import {DemoField, DemoFrame, DemoForm, DemoResult, useWidgetLog} from './demoParts';
import styles from './styles.module.css';

type Mode = 'payout' | 'payment';
type Device = 'phone' | 'computer';
type Scenario = 'payment_success' | 'payment_qr_expired';
type Stage = {kind: 'choose'} | {kind: 'app'; bank: FpsBank} | {kind: 'qr'; expiresAt: string};
type Result = {ok: boolean; message: string; detail?: string} | null;

/** How long the QR code of a started `fps_qr` payment is valid, by the sandbox scenario. */
const QR_LIFETIME_SECONDS: Record<Scenario, number> = {
  payment_success: 15 * 60,
  payment_qr_expired: 60,
};

const QR_SIZE = 21;

/** Whether a cell of a corner finder pattern is dark: its outer ring and its 3×3 centre. */
function finderCell(x: number, y: number): boolean | null {
  const left = x < 7 ? 0 : x >= QR_SIZE - 7 ? QR_SIZE - 7 : -1;
  const top = y < 7 ? 0 : y >= QR_SIZE - 7 ? QR_SIZE - 7 : -1;
  if (left < 0 || top < 0 || (left > 0 && top > 0)) return null;
  const dx = x - left;
  const dy = y - top;
  return dx === 0 || dx === 6 || dy === 0 || dy === 6 || (dx >= 2 && dx <= 4 && dy >= 2 && dy <= 4);
}

/** A QR-like picture drawn from the payment id; the demo's code leads nowhere. */
function DemoQr({seed, label}: {seed: string; label: string}): ReactNode {
  let state = [...seed].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  const nextBit = () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return (state >>> 16) % 2 === 0;
  };
  const cells: ReactNode[] = [];
  for (let y = 0; y < QR_SIZE; y += 1) {
    for (let x = 0; x < QR_SIZE; x += 1) {
      if (finderCell(x, y) ?? nextBit()) {
        cells.push(<rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} />);
      }
    }
  }
  return (
    <svg
      className={styles.qr}
      viewBox={`-2 -2 ${QR_SIZE + 4} ${QR_SIZE + 4}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges">
      <rect x={-2} y={-2} width={QR_SIZE + 4} height={QR_SIZE + 4} fill="#fff" />
      <g fill="#000">{cells}</g>
    </svg>
  );
}

/** A group of radio buttons for one setting of the demo. */
function Choice<Value extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: Value;
  options: [Value, string][];
  onChange: (value: Value) => void;
}): ReactNode {
  return (
    <fieldset className={styles.choice}>
      <legend>{legend}</legend>
      {options.map(([option, label]) => (
        <label key={option}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />{' '}
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** The FPS widget, simulated: choose a sandbox test bank, or pay a started `fps_qr` payment. */
export function FpsWidgetDemo({data}: WithPageData): ReactNode {
  const sandbox = usePageData('FpsWidgetDemo', data);
  const banks = sandbox.banks as FpsBank[];
  const outcomes = sandbox.outcomes as SandboxFpsBank[];
  const {lang, t} = useLang();
  const id = useId();
  const {events, emit, restart: restartLog} = useWidgetLog();
  const [mode, setMode] = useState<Mode>('payout');
  const [device, setDevice] = useState<Device>('phone');
  const [scenario, setScenario] = useState<Scenario>('payment_success');
  const [query, setQuery] = useState('');
  const [bankId, setBankId] = useState('');
  const [notice, setNotice] = useState('');
  const [stage, setStage] = useState<Stage>({kind: 'choose'});
  const [result, setResult] = useState<Result>(null);
  const [payment] = useState(() => ({session_id: demoId('ses'), payment_id: demoId('pm')}));

  const nameOf = (bank: FpsBank) => (lang === 'en' ? bank.name_en : bank.name);
  // A payout needs a bank that accepts FPS payouts now; a customer pays from any bank's app.
  const selectable = (bank: FpsBank) => mode === 'payment' || bank.available;
  // The payout mode does not show banks with `available: false` at all (`fps/banks`, `widget/session`).
  const shown = banksMatching(
    mode === 'payout' ? banks.filter((bank) => bank.available) : banks,
    query,
  );

  const restart = () => {
    setQuery('');
    setBankId('');
    setNotice('');
    setStage({kind: 'choose'});
    setResult(null);
    restartLog();
  };

  /** Another mode, device or scenario is another widget token: the demo starts over. */
  const change =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      restart();
    };

  const errorText = (code: string) => {
    const error = sandbox.errors.find((candidate) => candidate.code === code);
    return error ? `${code}: ${t(error.description)}` : code;
  };

  const chooseBank = (event: FormEvent) => {
    event.preventDefault();
    const bank = banks.find((candidate) => candidate.bank_id === bankId);
    if (!bank || !selectable(bank)) {
      setNotice(
        translate({id: 'widgetDemo.fps.chooseBank', message: 'Choose a bank from the list.'}),
      );
      return;
    }
    emit('bank_selected', {bank_id: bank.bank_id, name: nameOf(bank)});
    if (mode === 'payment') {
      emit('app_opened', {bank_id: bank.bank_id});
      setStage({kind: 'app', bank});
      return;
    }
    const error = fpsPayoutError(bank.bank_id, outcomes);
    setResult({
      ok: true,
      message: translate(
        {id: 'widgetDemo.fps.bankChosen', message: 'Bank chosen: {name}, bank_id {bankId}.'},
        {name: nameOf(bank), bankId: bank.bank_id},
      ),
      detail: error
        ? translate(
            {
              id: 'widgetDemo.fps.payoutFails',
              message: 'In the sandbox an fps_phone payout to this bank ends with {error}',
            },
            {error: errorText(error)},
          )
        : translate({
            id: 'widgetDemo.fps.payoutSucceeds',
            message: 'In the sandbox an fps_phone payout to this bank with a test phone succeeds.',
          }),
    });
  };

  const showQr = () => {
    const expiresAt = moscowTime(new Date(Date.now() + QR_LIFETIME_SECONDS[scenario] * 1000));
    emit('qr_shown', {expires_at: expiresAt});
    setStage({kind: 'qr', expiresAt});
  };

  const finishPayment = () => {
    if (scenario === 'payment_qr_expired') {
      emit('expired', {reason: 'qr'});
      setResult({ok: false, message: errorText('payment_expired')});
      return;
    }
    emit('success', {...payment, status: 'captured'});
    setResult({
      ok: true,
      message: translate({
        id: 'widgetDemo.fps.paid',
        message: 'Paid through the FPS. Fulfil the order on the payment_finished webhook.',
      }),
    });
  };

  const settings = (
    <>
      <Choice
        legend={translate({id: 'widgetDemo.fps.mode', message: 'Widget token'})}
        name={`${id}-mode`}
        value={mode}
        onChange={change(setMode)}
        options={[
          [
            'payout',
            translate({id: 'widgetDemo.fps.mode.payout', message: 'without session_id: payout'}),
          ],
          [
            'payment',
            translate({
              id: 'widgetDemo.fps.mode.payment',
              message: 'with session_id of an fps_qr payment: payment',
            }),
          ],
        ]}
      />
      {mode === 'payment' && (
        <>
          <Choice
            legend={translate({id: 'widgetDemo.fps.device', message: 'Customer’s device'})}
            name={`${id}-device`}
            value={device}
            onChange={change(setDevice)}
            options={[
              ['phone', translate({id: 'widgetDemo.fps.device.phone', message: 'phone'})],
              ['computer', translate({id: 'widgetDemo.fps.device.computer', message: 'computer'})],
            ]}
          />
          <Choice
            legend={translate({id: 'widgetDemo.fps.scenario', message: 'Sandbox scenario'})}
            name={`${id}-scenario`}
            value={scenario}
            onChange={change(setScenario)}
            options={[
              ['payment_success', 'payment_success'],
              ['payment_qr_expired', 'payment_qr_expired'],
            ]}
          />
        </>
      )}
    </>
  );

  const payButton = (
    <button type="button" className="button button--primary button--block" onClick={finishPayment}>
      {scenario === 'payment_success' ? (
        <Translate id="widgetDemo.fps.customerPays">The customer pays</Translate>
      ) : (
        <Translate id="widgetDemo.fps.letExpire">Let the code expire unpaid</Translate>
      )}
    </button>
  );

  let widget: ReactNode;
  if (result) {
    widget = (
      <DemoResult
        ok={result.ok}
        message={result.message}
        detail={result.detail}
        onRestart={restart}
      />
    );
  } else if (stage.kind === 'app') {
    widget = (
      <div className={styles.result}>
        <p>
          {translate(
            {id: 'widgetDemo.fps.appOpened', message: '{name} app opened with the payment link.'},
            {name: nameOf(stage.bank)},
          )}
        </p>
        {payButton}
      </div>
    );
  } else if (stage.kind === 'qr') {
    const label = translate({
      id: 'widgetDemo.fps.qrLabel',
      message: 'FPS QR code (demo, leads nowhere)',
    });
    widget = (
      <div className={styles.result}>
        <DemoQr seed={payment.payment_id} label={label} />
        <p>
          {translate(
            {id: 'widgetDemo.fps.qrValid', message: 'Valid until {time} Moscow time.'},
            {time: stage.expiresAt.slice(11, 16)},
          )}
        </p>
        {payButton}
      </div>
    );
  } else if (mode === 'payment' && device === 'computer') {
    widget = (
      <>
        {settings}
        <button type="button" className="button button--primary button--block" onClick={showQr}>
          <Translate id="widgetDemo.fps.showQr">Open the widget</Translate>
        </button>
      </>
    );
  } else {
    widget = (
      <>
        {settings}
        <DemoForm
          onSubmit={chooseBank}
          label={translate({id: 'widgetDemo.fps.formLabel', message: 'Demo FPS bank list'})}
          notice={notice}
          submit={<Translate id="widgetDemo.fps.choose">Choose bank</Translate>}>
          <DemoField
            id={`${id}-query`}
            label={translate({id: 'widgetDemo.fps.search', message: 'Find your bank'})}
            value={query}
            onChange={setQuery}
            type="search"
          />
          <fieldset className={styles.choice}>
            <legend>
              <Translate id="widgetDemo.fps.banks">Banks of the FPS</Translate>
            </legend>
            {shown.length === 0 && (
              <p>
                <Translate id="widgetDemo.fps.noBanks">No bank matches the search.</Translate>
              </p>
            )}
            {shown.map((bank) => (
              <label key={bank.bank_id}>
                <input
                  type="radio"
                  name={`${id}-bank`}
                  value={bank.bank_id}
                  checked={bankId === bank.bank_id}
                  disabled={!selectable(bank)}
                  onChange={() => setBankId(bank.bank_id)}
                />{' '}
                {nameOf(bank)}
                {!selectable(bank) && (
                  <>
                    {' '}
                    <Translate id="widgetDemo.fps.unavailable">
                      (does not accept FPS payouts now)
                    </Translate>
                  </>
                )}
              </label>
            ))}
          </fieldset>
        </DemoForm>
      </>
    );
  }

  return (
    <DemoFrame
      demo="fps"
      logId={`${id}-log`}
      events={events}
      disclaimer={
        <Translate id="widgetDemo.fps.disclaimer">
          Demo: this widget runs in your browser and sends nothing anywhere. It lists the test banks
          of the sandbox.
        </Translate>
      }>
      {widget}
    </DemoFrame>
  );
}
