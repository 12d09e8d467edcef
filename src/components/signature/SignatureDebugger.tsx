/**
 * The signature debugger of `/reference/signature-debugger`, and imported by
 * that page only: the reader pastes a request or a webhook and a public key,
 * and learns whether the signature verifies and, if not, the likeliest
 * mistake (`src/signing/diagnose.ts`). Everything runs in the browser with
 * WebCrypto: nothing the reader pastes leaves the page. The build writes the
 * base URLs, the bank's public keys and the examples into the page
 * (`SignatureDebuggerData`).
 */
import React, {useEffect, useId, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePageData, type WithPageData} from '../api/pageData';
import {OMIT_IN_MARKDOWN} from '../../plugins/llms/markers';
import {
  diagnose,
  HTTP_METHODS,
  signedPathPrefix,
  type Diagnosis,
  type Field,
  type FieldProblem,
  type HttpMethod,
  type Mode,
  type Report,
  type SignatureInput,
} from '../../signing/diagnose';
import {signedExample} from '../../signing/example';
import {
  encodingIssueText,
  fieldProblemText,
  timestampWarningText,
  verdictExplanation,
  verdictTitle,
} from './messages';
import SignedString from './SignedString';
import {useSignatureTexts} from './texts';
import styles from './styles.module.css';

/** The fields in the order of the form: the first one with a problem takes focus. */
const FIELD_ORDER: Field[] = ['path', 'timestamp', 'body', 'signature', 'publicKey'];

const EMPTY_INPUT: SignatureInput = {
  mode: 'request',
  method: 'POST',
  pathAndQuery: '',
  timestamp: '',
  body: '',
  signature: '',
  publicKey: '',
};

/** A check's result with the input it was made for. */
type Checked = {diagnosis: Diagnosis; input: SignatureInput};

type FocusRequest = {target: Field | 'report'; serial: number};

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Every field has a hint; its error and note join it when there are any. */
const describedBy = (id: string, parts: {error: boolean; note: boolean}) =>
  [`${id}-hint`, parts.error && `${id}-error`, parts.note && `${id}-note`]
    .filter(Boolean)
    .join(' ');

/** A labelled control with its hint, its error and its note, all read out with it. */
function FieldBlock({
  id,
  label,
  hint,
  error,
  note,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  note?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      {note && (
        <p id={`${id}-note`} className={styles.note}>
          {note}
        </p>
      )}
    </div>
  );
}

function ReportView({
  report,
  input,
  prefix,
  headingId,
}: {
  report: Report;
  input: SignatureInput;
  prefix: string;
  headingId: string;
}): ReactNode {
  const {t} = useSignatureTexts();
  const {verdict} = report;
  const clean = verdict.kind === 'verified' && !report.timestamp && report.encoding.length === 0;
  const tone = clean ? 'success' : verdict.kind === 'verified' ? 'warning' : 'danger';
  const paragraphs = verdictExplanation(t, report, {
    mode: input.mode,
    method: input.method,
    prefix,
    timestamp: input.timestamp.trim(),
  });
  return (
    <section className={styles.report} aria-labelledby={headingId} data-verdict={verdict.kind}>
      <div className={clsx('alert', `alert--${tone}`, styles.verdict)}>
        <h3 id={headingId} tabIndex={-1}>
          {verdictTitle(t, report)}
        </h3>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {report.encoding.length > 0 && (
          <>
            <p>{t('encoding.intro')}</p>
            <ul>
              {report.encoding.map((issue) => (
                <li key={issue}>{encodingIssueText(t, issue)}</li>
              ))}
            </ul>
            <p>{t('encoding.advice')}</p>
          </>
        )}
        {report.timestamp && <p>{timestampWarningText(t, report.timestamp, input.mode)}</p>}
      </div>
      <ul className={styles.legend} aria-label={t('legend.label')}>
        <li>
          <span className={styles.mark}>↵</span> {t('legend.lineFeed')}
        </li>
        <li>
          <span className={styles.mark}>␍</span> {t('legend.carriageReturn')}
        </li>
        <li>
          <span className={styles.mark}>→</span> {t('legend.tab')}
        </li>
        <li>
          <span className={styles.mark}>·</span> {t('legend.space')}
        </li>
      </ul>
      <SignedString
        kind="expected"
        title={t('expected.title')}
        bytes={report.expected.bytes}
        sha256={report.expected.sha256}
      />
      {(verdict.kind === 'wrong-string' || verdict.kind === 'reserialised') && (
        <SignedString kind="signed" title={t('signed.title')} bytes={verdict.signed} />
      )}
    </section>
  );
}

export default function SignatureDebugger({data}: WithPageData): ReactNode {
  const {t} = useSignatureTexts();
  const settings = usePageData('SignatureDebugger', data);
  const prefix = signedPathPrefix(settings.servers);
  const baseId = useId();
  const id = (name: string) => `${baseId}-${name}`;
  const [input, setInput] = useState<SignatureInput>(EMPTY_INPUT);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [exampleNote, setExampleNote] = useState('');
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);

  // After a check: the first field with a problem, or the verdict, once it is on the page.
  useEffect(() => {
    if (focusRequest) document.getElementById(`${baseId}-${focusRequest.target}`)?.focus();
  }, [focusRequest, baseId]);

  const problemsOf = (list: FieldProblem[] | undefined, field: Field) =>
    (list ?? [])
      .filter((problem) => problem.field === field)
      .map((problem) => fieldProblemText(t, problem, input.mode, prefix))
      .join(' ') || undefined;
  const errorOf = (field: Field) => problemsOf(checked?.diagnosis.errors, field);
  const noteOf = (field: Field) => problemsOf(checked?.diagnosis.notes, field);

  /** Props that tie a control to its hint and messages; its id lets the check focus it. */
  const control = (field: Field) => ({
    id: id(field),
    'aria-invalid': errorOf(field) ? true : undefined,
    'aria-describedby': describedBy(id(field), {
      error: Boolean(errorOf(field)),
      note: Boolean(noteOf(field)),
    }),
    autoComplete: 'off',
    spellCheck: false,
  });

  /** An edit makes the last verdict stale, and settles what was said about that field. */
  const update = (changes: Partial<SignatureInput>, field?: Field) => {
    setInput((previous) => ({...previous, ...changes}));
    setExampleNote('');
    setFailure('');
    setChecked((previous) => {
      if (!previous || !field) return null;
      const {errors, notes} = previous.diagnosis;
      const others = (list: FieldProblem[]) => list.filter((problem) => problem.field !== field);
      return {...previous, diagnosis: {errors: others(errors), notes: others(notes), report: null}};
    });
  };

  const onCheck = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure('');
    setExampleNote('');
    try {
      const diagnosis = await diagnose(input, {...settings, now: nowSeconds()});
      if (diagnosis.errors.some((problem) => problem.problem === 'private')) {
        // Keep a pasted private key no longer than it takes to refuse it.
        setInput((previous) => ({...previous, publicKey: ''}));
      }
      setChecked({diagnosis, input});
      const first = FIELD_ORDER.find((field) =>
        diagnosis.errors.some((problem) => problem.field === field),
      );
      setFocusRequest((previous) => ({
        target: first ?? 'report',
        serial: (previous?.serial ?? 0) + 1,
      }));
    } catch (error) {
      setChecked(null);
      setFailure(t('failed', {reason: (error as Error).message}));
    } finally {
      setBusy(false);
    }
  };

  const onFillExample = async () => {
    if (busy) return;
    setBusy(true);
    setFailure('');
    try {
      const example = await signedExample(input.mode, settings, nowSeconds());
      setInput(example);
      setChecked(null);
      setExampleNote(t('example.filled', {name: settings[input.mode].name}));
    } catch (error) {
      setFailure(t('example.failed', {reason: (error as Error).message}));
    } finally {
      setBusy(false);
    }
  };

  const setMode = (mode: Mode) => update({mode});
  const report = checked?.diagnosis.report;

  return (
    <div className={styles.debugger} data-signature-debugger {...OMIT_IN_MARKDOWN}>
      <p className={styles.disclaimer}>{t('disclaimer')}</p>
      <form onSubmit={onCheck} noValidate aria-label={t('form')} aria-busy={busy}>
        <fieldset className={styles.modes}>
          <legend>{t('mode.legend')}</legend>
          <label>
            <input
              type="radio"
              name={id('mode')}
              value="request"
              checked={input.mode === 'request'}
              onChange={() => setMode('request')}
            />{' '}
            {t('mode.request')}
          </label>
          <label>
            <input
              type="radio"
              name={id('mode')}
              value="webhook"
              checked={input.mode === 'webhook'}
              onChange={() => setMode('webhook')}
            />{' '}
            {t('mode.webhook')}
          </label>
        </fieldset>

        {input.mode === 'request' && (
          <div className={styles.row}>
            <FieldBlock id={id('method')} label={t('method.label')}>
              <select
                id={id('method')}
                value={input.method}
                onChange={(change) => update({method: change.target.value as HttpMethod})}>
                {HTTP_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {method}
                  </option>
                ))}
              </select>
            </FieldBlock>
            <FieldBlock
              id={id('path')}
              label={t('path.label')}
              hint={t('path.hint', {prefix, example: settings.request.pathAndQuery})}
              error={errorOf('path')}>
              <input
                type="text"
                value={input.pathAndQuery}
                onChange={(change) => update({pathAndQuery: change.target.value}, 'path')}
                {...control('path')}
              />
            </FieldBlock>
          </div>
        )}

        <FieldBlock
          id={id('timestamp')}
          label="X-Timestamp"
          hint={t('timestamp.hint')}
          error={errorOf('timestamp')}>
          <input
            type="text"
            inputMode="numeric"
            value={input.timestamp}
            onChange={(change) => update({timestamp: change.target.value}, 'timestamp')}
            {...control('timestamp')}
          />
        </FieldBlock>

        <FieldBlock
          id={id('body')}
          label={input.mode === 'request' ? t('body.label.request') : t('body.label.webhook')}
          hint={input.mode === 'request' ? t('body.hint.request') : t('body.hint.webhook')}
          error={errorOf('body')}
          note={noteOf('body')}>
          <textarea
            rows={6}
            value={input.body}
            onChange={(change) => update({body: change.target.value}, 'body')}
            {...control('body')}
          />
        </FieldBlock>

        <FieldBlock
          id={id('signature')}
          label="X-Signature"
          hint={t('signature.hint')}
          error={errorOf('signature')}>
          <textarea
            rows={3}
            value={input.signature}
            onChange={(change) => update({signature: change.target.value}, 'signature')}
            {...control('signature')}
          />
        </FieldBlock>

        <FieldBlock
          id={id('publicKey')}
          label={t('key.label')}
          hint={input.mode === 'request' ? t('key.hint.request') : t('key.hint.webhook')}
          error={errorOf('publicKey')}>
          <textarea
            rows={6}
            placeholder={'-----BEGIN PUBLIC KEY-----\n…\n-----END PUBLIC KEY-----'}
            value={input.publicKey}
            onChange={(change) => update({publicKey: change.target.value}, 'publicKey')}
            {...control('publicKey')}
          />
        </FieldBlock>

        <div className={styles.actions}>
          {/* Not disabled while busy: a disabled button would drop the keyboard focus. */}
          <button type="submit" className="button button--primary">
            {t('check')}
          </button>
          <button type="button" className="button button--secondary" onClick={onFillExample}>
            {t('example')}
          </button>
        </div>
        <p role="status" className={styles.status}>
          {exampleNote}
        </p>
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
      </form>
      {report && checked && (
        <ReportView
          report={report}
          input={checked.input}
          prefix={prefix}
          headingId={id('report')}
        />
      )}
    </div>
  );
}
