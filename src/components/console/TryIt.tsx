/**
 * The "Try it" button of an API method and the request console it opens
 * below. Only this small component is in the page's code: the console, the
 * sandbox it runs, its data and compiled checks load when the button is
 * first pressed (`React.lazy`), so pages where nobody opens a console carry
 * none of it.
 *
 * A failed load is not final: the lazy component's promise stays pending
 * while the fallback says what failed and offers to try again (webpack fetches
 * a chunk that failed afresh on the next `import()`); React would otherwise
 * keep the first failure for the page's lifetime.
 */
import React, {Suspense, lazy, useId, useState, useSyncExternalStore, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {REQUEST_LINE_ATTRIBUTE} from '../../plugins/llms/markers';
import type RequestConsoleComponent from './RequestConsole';
import styles from './styles.module.css';

type ConsoleModule = {default: typeof RequestConsoleComponent};
type LoadState = {failed: false} | {failed: true; reason: string};

let loadState: LoadState = {failed: false};
const listeners = new Set<() => void>();
const setLoadState = (state: LoadState) => {
  loadState = state;
  listeners.forEach((listener) => listener());
};
let deliver: (module: ConsoleModule) => void = () => undefined;
const consoleModule = new Promise<ConsoleModule>((resolve) => {
  deliver = resolve;
});
let loading = false;

function loadConsole(): void {
  if (loading) return;
  loading = true;
  setLoadState({failed: false});
  import(/* webpackChunkName: "request-console" */ './RequestConsole').then(
    (module) => deliver(module),
    (error: unknown) => {
      loading = false;
      setLoadState({failed: true, reason: error instanceof Error ? error.message : String(error)});
    },
  );
}

const RequestConsole = lazy(() => {
  loadConsole();
  return consoleModule;
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** While the console loads: a note, or what failed and a retry. */
function Loading(): ReactNode {
  const state = useSyncExternalStore(
    subscribe,
    () => loadState,
    () => loadState,
  );
  if (!state.failed) {
    return (
      <p role="status" className={styles.hint}>
        <Translate id="console.loading" description="Request console: while its code loads">
          Загружаем консоль…
        </Translate>
      </p>
    );
  }
  return (
    <div className={styles.panel} role="alert">
      <p className={styles.fieldError}>
        {translate(
          {
            id: 'console.load.failed',
            message:
              'Не удалось загрузить консоль ({reason}). Проверьте подключение к сети и попробуйте ещё раз.',
            description: 'Request console: its code failed to load',
          },
          {reason: state.reason},
        )}
      </p>
      <button type="button" className="button button--sm button--primary" onClick={loadConsole}>
        <Translate id="console.load.retry" description="Request console: retries loading its code">
          Повторить
        </Translate>
      </button>
    </div>
  );
}

type TryItProps = {
  method: string;
  body?: string;
  /**
   * `POST /v1/session/create`: not shown, but kept on the root for the page's
   * Markdown twin, whose copy of the body above would not say where it goes.
   */
  requestLine?: string;
};

export default function TryIt({method, body, requestLine}: TryItProps): ReactNode {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.tryIt} {...(requestLine ? {[REQUEST_LINE_ATTRIBUTE]: requestLine} : {})}>
      <button
        type="button"
        className="button button--sm button--outline button--primary"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((current) => !current)}>
        <Translate
          id="console.tryIt"
          description="The button that opens the request console of an API method">
          Попробовать
        </Translate>
      </button>
      {open && (
        <div id={panelId}>
          <Suspense fallback={<Loading />}>
            <RequestConsole method={method} initialBody={body} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
