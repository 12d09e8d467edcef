/**
 * The request console ("Try it") of one API method: a body prefilled from the
 * method's example and checked by its schema as the reader types, the
 * headers computed live (timestamp, idempotency key, signature), Send, then
 * the response, the webhooks the call leads to, and "Copy as" for exactly
 * what was sent. By default the sandbox that runs in this page answers
 * (`browserSandbox.ts`); nothing leaves the browser unless the reader picks
 * another base URL and presses Send.
 *
 * This module and everything it imports load only when a reader opens a
 * console (`TryIt.tsx`): pages without an open console carry none of it.
 */
import React, {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import {API_PREFIX, REPLAYED_HEADER} from '../../../sandbox/core';
import type {ConsoleOperation} from '../../plugins/openapi/sandboxData';
import {browserSandbox, registerPartnerKey, sandboxData, validators} from './browserSandbox';
import {
  forgetKey,
  KeyError,
  keyFromPem,
  rememberedKey,
  rememberKey,
  sessionKey,
  type ConsoleKey,
  type KeySource,
} from './consoleKeys';
import {copyAs, COPY_LANGUAGES, type CopyLanguage, type SentRequest} from './copyAs';
import {checkBody, checkQuery, queryString, type BodyProblem} from './draftCheck';
import {bodyMessage, baseUrlMessage, fieldMessage, keyMessage, networkMessage} from './messages';
import {
  baseUrlProblem,
  NetworkFailure,
  sendRequest,
  signedHeaders,
  type ConsoleResponse,
  type ConsoleTarget,
  type Draft,
  LOCAL_SANDBOX_URL,
} from './sendRequest';
import {useConsoleTexts} from './texts';
import styles from './styles.module.css';

/** Checking as the reader types waits for a pause this long. */
const CHECK_DELAY_MS = 300;
const COPY_LABELS: Record<CopyLanguage, string> = {
  curl: 'cURL',
  node: 'Node.js',
  python: 'Python',
  php: 'PHP',
};

/** One session key per page, shared by every console: the one the reader registers. */
let sharedSessionKey: Promise<ConsoleKey> | undefined;
const pageSessionKey = () => (sharedSessionKey ??= sessionKey());

const newIdempotencyKey = (method: string) => `${method}:${crypto.randomUUID()}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Pretty JSON when the text is JSON; the text as it is otherwise. */
function readable(text: string): {code: string; language: string} {
  try {
    return {code: JSON.stringify(JSON.parse(text), null, 2), language: 'json'};
  } catch {
    return {code: text, language: 'text'};
  }
}

const headerLines = (headers: readonly (readonly [string, string])[]) =>
  headers.map(([name, value]) => `${name}: ${value}`).join('\n');

type Copy = {language: CopyLanguage | 'publicKey'; ok: boolean; code: string};

async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export type RequestConsoleProps = {
  /** The method as pages write it: `session/create`. */
  method: string;
  /** A body to start from instead of the method's first example (a guide's request block). */
  initialBody?: string;
};

export default function RequestConsole({method, initialBody}: RequestConsoleProps): ReactNode {
  const {t} = useConsoleTexts();
  const operation = sandboxData.api.operations.find((candidate) => candidate.name === method);
  if (!operation) {
    return (
      <p className={styles.fieldError} role="alert">
        {t('unknownMethod', {method})}
      </p>
    );
  }
  return <ConsolePanel operation={operation} initialBody={initialBody} />;
}

function ConsolePanel({
  operation,
  initialBody,
}: {
  operation: ConsoleOperation;
  initialBody?: string;
}): ReactNode {
  const {lang, t, tNode} = useConsoleTexts();
  const id = useId();
  const ids = {
    title: `${id}-title`,
    target: `${id}-target`,
    baseUrl: `${id}-base-url`,
    baseUrlHint: `${id}-base-url-hint`,
    baseUrlError: `${id}-base-url-error`,
    keyError: `${id}-key-error`,
    ownKey: `${id}-own-key`,
    ownKeyHint: `${id}-own-key-hint`,
    body: `${id}-body`,
    bodyHint: `${id}-body-hint`,
    bodyError: `${id}-body-error`,
    queryError: `${id}-query-error`,
    storage: `${id}-storage`,
  };
  const method: Draft['method'] = operation.method === 'post' ? 'POST' : 'GET';
  const queryParameters = useMemo(
    () => operation.parameters.filter((parameter) => parameter.in === 'query'),
    [operation],
  );
  const panelRef = useRef<HTMLElement>(null);
  const baseUrlRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const ownKeyRef = useRef<HTMLTextAreaElement>(null);
  const queryRefs = useRef(new Map<string, HTMLInputElement>());

  const [target, setTarget] = useState<'browser' | 'url'>('browser');
  const [baseUrl, setBaseUrl] = useState('http://127.0.0.1:8787/v1');
  const [baseUrlError, setBaseUrlError] = useState<string | null>(null);

  const [keySource, setKeySource] = useState<KeySource>('session');
  const [keys, setKeys] = useState<Partial<Record<KeySource, ConsoleKey>>>({});
  const [ownKeyText, setOwnKeyText] = useState('');
  const [keyError, setKeyError] = useState<string | null>(null);
  const [remember, setRemember] = useState(false);
  const [storageNote, setStorageNote] = useState<{text: string; failed: boolean} | null>(null);

  const [query, setQuery] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      queryParameters.map((parameter) => [
        parameter.name,
        parameter.example === undefined ? '' : String(parameter.example),
      ]),
    ),
  );
  const [queryProblem, setQueryProblem] = useState<{field: string; text: string} | null>(null);
  const [body, setBody] = useState(
    () => initialBody ?? JSON.stringify(operation.requestExamples[0]?.value ?? {}, null, 2),
  );
  const [bodyProblem, setBodyProblem] = useState<BodyProblem | null>(null);

  const [idempotencyKey, setIdempotencyKey] = useState(() => newIdempotencyKey(operation.name));
  const [pinned, setPinned] = useState(false);
  const [clock, setClock] = useState(nowSeconds);
  const [preview, setPreview] = useState<[string, string][] | null>(null);

  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{
    sent: SentRequest;
    response: ConsoleResponse;
    /** Where it went, as the reader reads it: the path for the sandbox in the page, else the URL. */
    address: string;
  } | null>(null);
  const [copied, setCopied] = useState<Copy | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const lastTimestamp = useRef(0);

  const activeKey = keys[keySource];
  const requestCheck = validators.request(operation.name);
  const queryCheck = validators.query(operation.name);

  // Focus moves into the panel when it opens, so a keyboard reader lands in it.
  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  // The keys: a remembered one first, else this page's session key; the published key always.
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const remembered = await rememberedKey();
      const published = await keyFromPem(sandboxData.keys.partnerPrivateKey, 'published');
      const session =
        remembered.key?.source === 'session' ? remembered.key : await pageSessionKey();
      if (cancelled) return;
      setKeys((current) => ({
        ...current,
        published,
        session,
        ...(remembered.key?.source === 'own' ? {own: remembered.key} : {}),
      }));
      if (remembered.key) {
        setKeySource(remembered.key.source);
        setRemember(true);
      }
      if ('reason' in remembered) {
        setStorageNote({
          failed: true,
          text: t('storageReadFailed', {reason: remembered.reason}),
        });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [t]);

  // The sandbox in the browser knows every key the reader signs with, as a registered key.
  useEffect(() => {
    if (activeKey) void registerPartnerKey(activeKey.publicPem);
  }, [activeKey]);

  // The clock of X-Timestamp, shown live.
  useEffect(() => {
    const timer = window.setInterval(() => setClock(nowSeconds()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  // Checked as the reader types, after a pause.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setBodyProblem(method === 'POST' ? checkBody(body, requestCheck) : null);
      const problem = checkQuery(queryParameters, query, queryCheck);
      setQueryProblem(problem ? {field: problem.field, text: fieldMessage(t, problem)} : null);
    }, CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [body, query, method, requestCheck, queryCheck, queryParameters, t]);

  const draftOf = useCallback(
    (timestamp: string, key: ConsoleKey): Draft => ({
      method,
      path: operation.path,
      query: queryString(queryParameters, query),
      body,
      idempotencyKey,
      timestamp,
      key: key.privateKey,
    }),
    [method, operation.path, queryParameters, query, body, idempotencyKey],
  );

  // The headers the next Send would carry, signed now.
  useEffect(() => {
    if (!activeKey) return undefined;
    let cancelled = false;
    void signedHeaders(draftOf(String(clock), activeKey)).then((headers) => {
      if (!cancelled) setPreview(headers);
    });
    return () => {
      cancelled = true;
    };
  }, [draftOf, activeKey, clock]);

  const announce = (text: string) => {
    // The same text twice in a row must still be read out.
    setAnnouncement('');
    window.setTimeout(() => setAnnouncement(text), 50);
  };

  async function changeOwnKey(text: string) {
    setOwnKeyText(text);
    setKeys((current) => {
      const withoutOwn = {...current};
      delete withoutOwn.own;
      return withoutOwn;
    });
    if (text.trim() === '') {
      setKeyError(null);
      return;
    }
    try {
      const key = await keyFromPem(text.trim(), 'own');
      setKeys((current) => ({...current, own: key}));
      setKeyError(null);
    } catch (error) {
      setKeyError(error instanceof KeyError ? keyMessage(t, error.problem) : String(error));
    }
  }

  async function changeRemember(checked: boolean) {
    setRemember(checked);
    if (!checked) {
      forget();
      return;
    }
    if (!activeKey) return;
    const outcome = await rememberKey(activeKey);
    if (outcome.ok) {
      setStorageNote({
        failed: false,
        text: t('storageRemembered'),
      });
    } else {
      setRemember(false);
      setStorageNote({
        failed: true,
        text: t('storageRememberFailed', {reason: outcome.reason}),
      });
    }
  }

  function forget() {
    setRemember(false);
    const outcome = forgetKey();
    setStorageNote(
      outcome.ok
        ? {
            failed: false,
            text: t('storageForgotten'),
          }
        : {
            failed: true,
            text: t('storageForgetFailed', {reason: outcome.reason}),
          },
    );
  }

  /** A timestamp after the last one sent: the same request signed twice in one second is a replay. */
  async function freshTimestamp(): Promise<string> {
    let now = nowSeconds();
    while (now <= lastTimestamp.current) {
      await new Promise((resolve) => window.setTimeout(resolve, 100));
      now = nowSeconds();
    }
    lastTimestamp.current = now;
    return String(now);
  }

  const notSent = (reason: string) => announce(t('announceNotSent', {reason}));

  async function send() {
    const sendTarget: ConsoleTarget =
      target === 'browser' ? {kind: 'browser'} : {kind: 'url', baseUrl};
    if (sendTarget.kind === 'url') {
      const problem = baseUrlProblem(baseUrl);
      if (problem) {
        const text = baseUrlMessage(t, problem);
        setBaseUrlError(text);
        baseUrlRef.current?.focus();
        notSent(text);
        return;
      }
    }
    if (!activeKey) {
      const text = keySource === 'own' && keyError ? keyError : t('keyNone');
      setKeyError(text);
      (keySource === 'own' ? ownKeyRef.current : panelRef.current)?.focus();
      notSent(text);
      return;
    }
    if (method === 'POST') {
      const problem = checkBody(body, requestCheck);
      setBodyProblem(problem);
      if (problem) {
        bodyRef.current?.focus();
        notSent(bodyMessage(t, problem));
        return;
      }
    }
    const problem = checkQuery(queryParameters, query, queryCheck);
    if (problem) {
      const text = fieldMessage(t, problem);
      setQueryProblem({field: problem.field, text});
      queryRefs.current.get(problem.field)?.focus();
      notSent(text);
      return;
    }
    setSending(true);
    setBaseUrlError(null);
    setCopied(null);
    try {
      if (sendTarget.kind === 'browser') await registerPartnerKey(activeKey.publicPem);
      const sent = await sendRequest(
        sendTarget,
        draftOf(await freshTimestamp(), activeKey),
        browserSandbox,
      );
      setResult({
        ...sent,
        address:
          sendTarget.kind === 'browser'
            ? `${API_PREFIX}${operation.path}${queryString(queryParameters, query)} (${t('targetBrowser').toLowerCase()})`
            : sent.sent.url,
      });
      const replayed = sent.response.headers.some(
        ([name, value]) => name.toLowerCase() === REPLAYED_HEADER.toLowerCase() && value === 'true',
      );
      announce(
        t('announceAnswered', {
          status: String(sent.response.status),
          replayed: replayed ? t('announceReplayed') : '',
          webhooks: String(sent.response.webhooks?.length ?? 0),
        }),
      );
    } catch (error) {
      if (!(error instanceof NetworkFailure) || sendTarget.kind !== 'url') throw error;
      const url = `${baseUrl.trim().replace(/\/+$/, '')}${operation.path}`;
      const text = networkMessage(t, url, error.message);
      setBaseUrlError(text);
      baseUrlRef.current?.focus();
      announce(text);
    } finally {
      setSending(false);
      if (!pinned) setIdempotencyKey(newIdempotencyKey(operation.name));
    }
  }

  async function copy(language: CopyLanguage | 'publicKey', code: string) {
    const ok = await writeClipboard(code);
    setCopied({language, ok, code});
    announce(ok ? t('copyDone') : t('copyFailed'));
  }

  const bodyDescribedBy = [ids.bodyHint, bodyProblem ? ids.bodyError : '']
    .filter(Boolean)
    .join(' ');
  const response = result?.response;
  const shownBody = response ? readable(response.body) : null;
  const replayedHeader = response?.headers.find(
    ([name]) => name.toLowerCase() === REPLAYED_HEADER.toLowerCase(),
  );

  return (
    <section
      ref={panelRef}
      className={styles.panel}
      aria-labelledby={ids.title}
      tabIndex={-1}
      data-request-console={operation.name}>
      <h4 id={ids.title} className={styles.title}>
        {t('title', {method: operation.name})}
      </h4>
      <p className={styles.lead}>{t('lead')}</p>

      <fieldset className={styles.group}>
        <legend>{t('target')}</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name={ids.target}
            checked={target === 'browser'}
            onChange={() => {
              setTarget('browser');
              setBaseUrlError(null);
            }}
          />{' '}
          {t('targetBrowser')}
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name={ids.target}
            checked={target === 'url'}
            onChange={() => setTarget('url')}
          />{' '}
          {t('targetUrl')}
        </label>
        {target === 'url' && (
          <div className={styles.field}>
            <label htmlFor={ids.baseUrl}>{t('baseUrl')}</label>
            <input
              id={ids.baseUrl}
              ref={baseUrlRef}
              type="url"
              className={styles.input}
              value={baseUrl}
              spellCheck={false}
              aria-invalid={baseUrlError !== null}
              aria-describedby={[ids.baseUrlHint, baseUrlError ? ids.baseUrlError : '']
                .filter(Boolean)
                .join(' ')}
              onChange={(event) => {
                setBaseUrl(event.target.value);
                setBaseUrlError(null);
              }}
            />
            <p id={ids.baseUrlHint} className={styles.hint}>
              {t('baseUrlHint')}
            </p>
            {baseUrlError && (
              <p id={ids.baseUrlError} className={styles.fieldError}>
                {baseUrlError}
              </p>
            )}
          </div>
        )}
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('key')}</legend>
        {(['session', 'published', 'own'] as const).map((source) => (
          <label key={source} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-key`}
              checked={keySource === source}
              onChange={() => {
                setKeySource(source);
                setKeyError(null);
              }}
            />{' '}
            {source === 'session'
              ? t('keySession')
              : source === 'published'
                ? t('keyPublished')
                : t('keyOwn')}
          </label>
        ))}
        {keySource === 'published' && (
          <p className={styles.hint}>
            {tNode('keyPublishedNote', {file: <code>/keys/partner-sandbox-private.pem</code>})}
          </p>
        )}
        {keySource === 'own' && (
          <div className={styles.field}>
            <label htmlFor={ids.ownKey}>{t('keyOwnLabel')}</label>
            <textarea
              id={ids.ownKey}
              ref={ownKeyRef}
              className={clsx(styles.input, styles.code)}
              rows={4}
              spellCheck={false}
              autoComplete="off"
              value={ownKeyText}
              aria-invalid={keyError !== null}
              aria-describedby={[ids.ownKeyHint, keyError ? ids.keyError : '']
                .filter(Boolean)
                .join(' ')}
              onChange={(event) => void changeOwnKey(event.target.value)}
            />
            <p id={ids.ownKeyHint} className={styles.hint}>
              {t('keyOwnHint')}
            </p>
          </div>
        )}
        {keyError && (
          <p id={ids.keyError} className={styles.fieldError}>
            {keyError}
          </p>
        )}
        {activeKey && keySource !== 'published' && (
          <div className={styles.field}>
            <p className={styles.hint}>{t('keyPublic')}</p>
            <CodeBlock language="text">{activeKey.publicPem.trim()}</CodeBlock>
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={() => void copy('publicKey', activeKey.publicPem)}>
              {t('keyCopyPublic')}
            </button>
            <label className={styles.choice}>
              <input
                type="checkbox"
                checked={remember}
                aria-describedby={storageNote ? ids.storage : undefined}
                onChange={(event) => void changeRemember(event.target.checked)}
              />{' '}
              {t('keyRemember')}
            </label>
            <button
              type="button"
              className="button button--sm button--outline button--secondary"
              onClick={forget}>
              {t('keyForget')}
            </button>
          </div>
        )}
        {storageNote && (
          <p id={ids.storage} className={storageNote.failed ? styles.fieldError : styles.hint}>
            {storageNote.text}
          </p>
        )}
      </fieldset>

      {queryParameters.length > 0 && (
        <fieldset className={styles.group}>
          <legend>{t('query')}</legend>
          {queryParameters.map((parameter) => {
            const inputId = `${id}-query-${parameter.name}`;
            const invalid = queryProblem?.field === parameter.name;
            return (
              <div key={parameter.name} className={styles.field}>
                <label htmlFor={inputId}>
                  <code>{parameter.name}</code>
                  {parameter.required && ` ${t('queryRequired')}`}
                </label>
                <input
                  id={inputId}
                  ref={(element) => {
                    if (element) queryRefs.current.set(parameter.name, element);
                  }}
                  className={styles.input}
                  value={query[parameter.name] ?? ''}
                  spellCheck={false}
                  aria-invalid={invalid}
                  aria-describedby={invalid ? ids.queryError : undefined}
                  onChange={(event) =>
                    setQuery((current) => ({...current, [parameter.name]: event.target.value}))
                  }
                />
              </div>
            );
          })}
          {queryProblem && (
            <p id={ids.queryError} className={styles.fieldError}>
              {queryProblem.text}
            </p>
          )}
        </fieldset>
      )}

      {method === 'POST' && (
        <div className={styles.field}>
          <label htmlFor={ids.body}>{t('body')}</label>
          <textarea
            id={ids.body}
            ref={bodyRef}
            className={clsx(styles.input, styles.code)}
            rows={Math.min(20, Math.max(6, body.split('\n').length + 1))}
            spellCheck={false}
            value={body}
            aria-invalid={bodyProblem !== null}
            aria-describedby={bodyDescribedBy}
            onChange={(event) => setBody(event.target.value)}
          />
          <p id={ids.bodyHint} className={styles.hint}>
            {t('bodyHint')}
          </p>
          {bodyProblem && (
            <p id={ids.bodyError} className={styles.fieldError}>
              {bodyMessage(t, bodyProblem)}
            </p>
          )}
        </div>
      )}

      <div className={styles.group}>
        <h5 className={styles.subtitle}>{t('headers')}</h5>
        <p className={styles.hint}>{t('headersHint')}</p>
        {!preview && keySource !== 'own' && <p className={styles.hint}>{t('keyMaking')}</p>}
        <table className={styles.headers}>
          <tbody>
            {(preview ?? []).map(([name, value]) => (
              <tr key={name}>
                <th scope="row">
                  <code>{name}</code>
                </th>
                <td>
                  <code className={styles.value}>{value}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {method === 'POST' && (
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={pinned}
              onChange={(event) => setPinned(event.target.checked)}
            />{' '}
            {t('headersPin')}
          </label>
        )}
      </div>

      <button
        type="button"
        className="button button--primary"
        aria-disabled={sending}
        onClick={() => {
          if (!sending) void send();
        }}>
        {sending ? t('sending') : t('send')}
      </button>

      <p role="status" className={styles.status}>
        {announcement}
      </p>

      {result && response && (
        <div className={styles.group} data-console-result>
          <h5 className={styles.subtitle}>{t('response')}</h5>
          <p>
            <code>
              {result.sent.method} {result.address}
            </code>{' '}
            → <strong data-console-status>HTTP {response.status}</strong>
            {replayedHeader && (
              <>
                {' '}
                <code>
                  {replayedHeader[0]}: {replayedHeader[1]}
                </code>
              </>
            )}
          </p>
          <CodeBlock language="text" title={t('responseHeaders')}>
            {headerLines(response.headers)}
          </CodeBlock>
          <CodeBlock language={shownBody?.language} title={t('responseBody')}>
            {shownBody?.code}
          </CodeBlock>

          <h5 className={styles.subtitle}>{t('webhooks')}</h5>
          {response.webhooks === null ? (
            <p className={styles.hint}>{t('webhooksRemote')}</p>
          ) : response.webhooks.length === 0 ? (
            <p className={styles.hint}>{t('webhooksNone')}</p>
          ) : (
            <>
              <p className={styles.hint}>
                {tNode('webhooksNote', {key: <code>/keys/bank-sandbox-public.pem</code>})}
              </p>
              <ol className={styles.webhooks}>
                {response.webhooks.map((webhook, index) => (
                  <li key={index} data-console-webhook={webhook.event}>
                    <strong>
                      <code>{webhook.event}</code>
                    </strong>
                    <CodeBlock language="text" title={t('webhooksHeaders')}>
                      {headerLines(Object.entries(webhook.headers))}
                    </CodeBlock>
                    <CodeBlock language="json" title={t('webhooksBody')}>
                      {webhook.body}
                    </CodeBlock>
                  </li>
                ))}
              </ol>
            </>
          )}

          <h5 className={styles.subtitle}>{t('copyAs')}</h5>
          {target === 'browser' && (
            <p className={styles.hint}>
              {tNode('copyAsLocal', {url: <code>{LOCAL_SANDBOX_URL}</code>})}
            </p>
          )}
          <div className={styles.buttons}>
            {COPY_LANGUAGES.map((language) => (
              <button
                key={language}
                type="button"
                className="button button--sm button--secondary"
                onClick={() => void copy(language, copyAs(language, result.sent, lang))}>
                {t('copyAsButton', {language: COPY_LABELS[language]})}
              </button>
            ))}
          </div>
        </div>
      )}
      {copied && !copied.ok && <CodeBlock language="text">{copied.code}</CodeBlock>}
    </section>
  );
}
