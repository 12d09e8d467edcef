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
import Translate, {translate} from '@docusaurus/Translate';
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
  const {verdict} = report;
  const clean = verdict.kind === 'verified' && !report.timestamp && report.encoding.length === 0;
  const tone = clean ? 'success' : verdict.kind === 'verified' ? 'warning' : 'danger';
  const paragraphs = verdictExplanation(report, {
    mode: input.mode,
    method: input.method,
    prefix,
    timestamp: input.timestamp.trim(),
  });
  return (
    <section className={styles.report} aria-labelledby={headingId} data-verdict={verdict.kind}>
      <div className={clsx('alert', `alert--${tone}`, styles.verdict)}>
        <h3 id={headingId} tabIndex={-1}>
          {verdictTitle(report)}
        </h3>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {report.encoding.length > 0 && (
          <>
            <p>
              <Translate id="signatureDebugger.encoding.intro">
                The signature is not in standard Base64 on one line, and was read leniently:
              </Translate>
            </p>
            <ul>
              {report.encoding.map((issue) => (
                <li key={issue}>{encodingIssueText(issue)}</li>
              ))}
            </ul>
            <p>
              <Translate id="signatureDebugger.encoding.advice">
                Send X-Signature as standard Base64 (RFC 4648, section 4) on one line, with the =
                padding.
              </Translate>
            </p>
          </>
        )}
        {report.timestamp && <p>{timestampWarningText(report.timestamp, input.mode)}</p>}
      </div>
      <ul
        className={styles.legend}
        aria-label={translate({
          id: 'signatureDebugger.legend.label',
          message: 'Marks in the strings below',
        })}>
        <li>
          <span className={styles.mark}>↵</span>{' '}
          <Translate id="signatureDebugger.legend.lineFeed">line feed (0x0A)</Translate>
        </li>
        <li>
          <span className={styles.mark}>␍</span>{' '}
          <Translate id="signatureDebugger.legend.carriageReturn">carriage return (0x0D)</Translate>
        </li>
        <li>
          <span className={styles.mark}>→</span>{' '}
          <Translate id="signatureDebugger.legend.tab">tab (0x09)</Translate>
        </li>
        <li>
          <span className={styles.mark}>·</span>{' '}
          <Translate id="signatureDebugger.legend.space">space (0x20)</Translate>
        </li>
      </ul>
      <SignedString
        kind="expected"
        title={translate({
          id: 'signatureDebugger.expected.title',
          message: 'The string the bank expects',
        })}
        bytes={report.expected.bytes}
        sha256={report.expected.sha256}
      />
      {(verdict.kind === 'wrong-string' || verdict.kind === 'reserialised') && (
        <SignedString
          kind="signed"
          title={translate({
            id: 'signatureDebugger.signed.title',
            message: 'The string the signature covers',
          })}
          bytes={verdict.signed}
        />
      )}
    </section>
  );
}

export default function SignatureDebugger({data}: WithPageData): ReactNode {
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
      .map((problem) => fieldProblemText(problem, input.mode, prefix))
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
      setFailure(
        translate(
          {
            id: 'signatureDebugger.failed',
            message:
              'The check could not run in this browser: {reason}. It needs WebCrypto, which browsers offer on pages opened over HTTPS.',
          },
          {reason: (error as Error).message},
        ),
      );
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
      setExampleNote(
        translate(
          {
            id: 'signatureDebugger.example.filled',
            message:
              'Filled in: the {name} example, signed just now with a key pair your browser made for it and then forgot. Now press “Check”.',
          },
          {name: settings[input.mode].name},
        ),
      );
    } catch (error) {
      setFailure(
        translate(
          {
            id: 'signatureDebugger.example.failed',
            message:
              'The example could not be signed in this browser: {reason}. It needs WebCrypto, which browsers offer on pages opened over HTTPS.',
          },
          {reason: (error as Error).message},
        ),
      );
    } finally {
      setBusy(false);
    }
  };

  const setMode = (mode: Mode) => update({mode});
  const report = checked?.diagnosis.report;

  return (
    <div className={styles.debugger} data-signature-debugger {...OMIT_IN_MARKDOWN}>
      <p className={styles.disclaimer}>
        <Translate id="signatureDebugger.disclaimer">
          The check runs in your browser: nothing you paste here is sent anywhere.
        </Translate>
      </p>
      <form
        onSubmit={onCheck}
        noValidate
        aria-label={translate({id: 'signatureDebugger.form', message: 'Signature check'})}
        aria-busy={busy}>
        <fieldset className={styles.modes}>
          <legend>
            <Translate id="signatureDebugger.mode.legend">What are you checking?</Translate>
          </legend>
          <label>
            <input
              type="radio"
              name={id('mode')}
              value="request"
              checked={input.mode === 'request'}
              onChange={() => setMode('request')}
            />{' '}
            <Translate id="signatureDebugger.mode.request">
              Request to the API (signed with your key)
            </Translate>
          </label>
          <label>
            <input
              type="radio"
              name={id('mode')}
              value="webhook"
              checked={input.mode === 'webhook'}
              onChange={() => setMode('webhook')}
            />{' '}
            <Translate id="signatureDebugger.mode.webhook">
              {"Webhook from the bank (signed with the bank's key)"}
            </Translate>
          </label>
        </fieldset>

        {input.mode === 'request' && (
          <div className={styles.row}>
            <FieldBlock
              id={id('method')}
              label={<Translate id="signatureDebugger.method.label">Method</Translate>}>
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
              label={
                <Translate id="signatureDebugger.path.label">Path with query string</Translate>
              }
              hint={
                <Translate
                  id="signatureDebugger.path.hint"
                  values={{prefix, example: settings.request.pathAndQuery}}>
                  {'From {prefix}/, exactly as sent, such as {example}.'}
                </Translate>
              }
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
          hint={
            <Translate id="signatureDebugger.timestamp.hint">
              Unix time in seconds, as in the header.
            </Translate>
          }
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
          label={
            input.mode === 'request' ? (
              <Translate id="signatureDebugger.body.label.request">Body, exactly as sent</Translate>
            ) : (
              <Translate id="signatureDebugger.body.label.webhook">
                Body, exactly as received
              </Translate>
            )
          }
          hint={
            input.mode === 'request' ? (
              <Translate id="signatureDebugger.body.hint.request">
                Every space and line break counts. A GET request has no body.
              </Translate>
            ) : (
              <Translate id="signatureDebugger.body.hint.webhook">
                Every space and line break counts: paste the raw body, not the parsed JSON.
              </Translate>
            )
          }
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
          hint={
            <Translate id="signatureDebugger.signature.hint">Base64, as in the header.</Translate>
          }
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
          label={<Translate id="signatureDebugger.key.label">Public key (PEM)</Translate>}
          hint={
            input.mode === 'request' ? (
              <Translate id="signatureDebugger.key.hint.request">
                The public half of the key you sign requests with, as registered with the bank.
                Never paste a private key here.
              </Translate>
            ) : (
              <Translate id="signatureDebugger.key.hint.webhook">
                {
                  "The bank's public key for the environment the webhook came from: sandbox or production."
                }
              </Translate>
            )
          }
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
            <Translate id="signatureDebugger.check">Check</Translate>
          </button>
          <button type="button" className="button button--secondary" onClick={onFillExample}>
            <Translate id="signatureDebugger.example">Fill in an example</Translate>
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
