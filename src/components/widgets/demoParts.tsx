/**
 * What every demo widget shares: the frame with the disclaimer and the event
 * log, a form with its submit button, a labelled field that names its error,
 * and the result panel.
 */
import React, {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import Translate from '@docusaurus/Translate';
import type {Localized} from '../../plugins/openapi/model';
import type {DemoErrors} from '../../plugins/openapi/pageData';
import styles from './styles.module.css';
import {OMIT_IN_MARKDOWN} from '../../plugins/llms/markers';

type LoggedEvent = {id: number; name: string; payload: unknown};

const hasFields = (payload: unknown) =>
  typeof payload === 'object' && payload !== null && Object.keys(payload).length > 0;

/**
 * The events a real widget would pass to `widget.on`, in order, starting with
 * `ready` once the demo is shown; `restart` empties the log and shows the form again.
 */
export function useWidgetLog() {
  const [events, setEvents] = useState<LoggedEvent[]>([]);
  const counter = useRef(0);
  const ready = useRef(false);
  const emit = useCallback((name: string, payload: unknown = {}) => {
    counter.current += 1;
    const id = counter.current;
    setEvents((previous) => [...previous, {id, name, payload}]);
  }, []);
  useEffect(() => {
    // A widget reports `ready` once it is shown; the effect runs twice in React's dev mode.
    if (!ready.current) {
      ready.current = true;
      emit('ready');
    }
  }, [emit]);
  const restart = () => {
    setEvents([]);
    emit('ready');
  };
  return {events, emit, restart};
}

/**
 * A sandbox outcome that fails: the `fail` event with the catalogue's text and
 * `final` flag (a code the catalogue lacks is final), and the line the demo shows.
 */
export function emitFail(
  emit: (name: string, payload?: unknown) => void,
  errors: DemoErrors,
  t: (text: Localized) => string,
  code: string,
): {final: boolean; message: string} {
  const error = errors.find((candidate) => candidate.code === code);
  const description = error ? t(error.description) : code;
  const final = error?.final ?? true;
  emit('fail', {error: {code, description}, final});
  return {final, message: `${code}: ${description}`};
}

/** The demo's box: what it is, the simulated widget, and the events it emitted. */
export function DemoFrame({
  demo,
  logId,
  events,
  disclaimer,
  children,
}: {
  demo: string;
  logId: string;
  events: LoggedEvent[];
  /** What test data to use; the sandbox cards by default. */
  disclaimer?: ReactNode;
  children: ReactNode;
}): ReactNode {
  return (
    <div className={styles.demo} data-widget-demo={demo} {...OMIT_IN_MARKDOWN}>
      <p className={styles.disclaimer}>
        {disclaimer ?? (
          <Translate id="widgetDemo.disclaimer">
            Demo: this widget runs in your browser and sends nothing anywhere. Use the sandbox test
            cards.
          </Translate>
        )}
      </p>
      <div className={styles.panes}>
        <div className={styles.widget}>{children}</div>
        <div className={styles.log}>
          <p className={styles.logTitle} id={logId}>
            <Translate id="widgetDemo.log">Events passed to widget.on()</Translate>
          </p>
          <ol aria-labelledby={logId} aria-live="polite">
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

/** A labelled input whose error is its accessible description. */
export function DemoField({
  id,
  label,
  value,
  onChange,
  error,
  ...inputProps
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>): ReactNode {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(change) => onChange(change.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        // Test data only: the browser must not offer to save it.
        autoComplete="off"
        spellCheck={false}
        {...inputProps}
      />
      {error && (
        <span id={`${id}-error`} className={styles.fieldError}>
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * A form of the simulated widget: its fields, a retryable failure announced
 * when it appears, and the submit button. Fields are checked by the demo, not
 * the browser, so that errors read as the widget's own.
 */
export function DemoForm({
  label,
  onSubmit,
  notice = '',
  submit,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent) => void;
  notice?: string;
  submit: ReactNode;
  children: ReactNode;
}): ReactNode {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
      {notice && (
        <p role="alert" className={styles.fieldError}>
          {notice}
        </p>
      )}
      <button type="submit" className="button button--primary button--block">
        {submit}
      </button>
    </form>
  );
}

/** The end of a demo run: what happened, and a way to start over. */
export function DemoResult({
  ok,
  message,
  detail,
  onRestart,
}: {
  ok: boolean;
  message: string;
  detail?: string;
  onRestart: () => void;
}): ReactNode {
  return (
    <div role="status" className={styles.result}>
      <p className={ok ? styles.success : styles.fieldError}>{message}</p>
      {detail && <p>{detail}</p>}
      <button type="button" className="button button--secondary" onClick={onRestart}>
        <Translate id="widgetDemo.restart">Start again</Translate>
      </button>
    </div>
  );
}

/** Fields with their error messages, by field name. */
export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;
