/*
 * Ejected from @docusaurus/core 3.10.2, lib/client/theme-fallback/Error.
 * Why: the app-level crash fallback ships with English-only texts; here they
 * go through the site's translations so a Russian page crashes in Russian.
 * Changes from upstream are marked `CHANGED`; the layout and the nested
 * boundary are as upstream.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {translate} from '@docusaurus/Translate';
import {getErrorCausalChain} from '@docusaurus/utils-common';
import Layout from '@theme/Layout';
import type {Props} from '@theme/Error';
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
import styles from './styles.module.css';

// CHANGED: texts are translated (spec §8 'Crash page').
function crashTexts() {
  return {
    pageTitle: translate({
      id: 'theme.crash.pageTitle',
      message: 'Ошибка страницы',
      description: 'The <title> of the app-level crash fallback page',
    }),
    heading: translate({
      id: 'theme.crash.heading',
      message: 'Страница аварийно завершила работу',
      description: 'The heading of the app-level crash fallback page',
    }),
    tryAgain: translate({
      id: 'theme.crash.tryAgain',
      message: 'Попробовать снова',
      description: 'The button that re-renders a crashed page',
    }),
    cause: translate({
      id: 'theme.crash.cause',
      message: 'Причина:',
      description: 'Label before each underlying cause of the error on the crash page',
    }),
  };
}

function ErrorDisplay({error, tryAgain}: Props): ReactNode {
  const texts = crashTexts();
  // CHANGED: inline styles moved to a CSS module; the message is an alert so
  // screen readers announce the crash.
  return (
    <div className={styles.crash} role="alert">
      <h1 className={styles.heading}>{texts.heading}</h1>
      <button type="button" className={styles.tryAgain} onClick={tryAgain}>
        {texts.tryAgain}
      </button>
      <ErrorBoundaryError error={error} causeLabel={texts.cause} />
    </div>
  );
}

function ErrorBoundaryError({error, causeLabel}: {error: Error; causeLabel: string}): ReactNode {
  const causalChain = getErrorCausalChain(error);
  const fullMessage = causalChain.map((e) => e.message).join(`\n\n${causeLabel}\n`);
  return <p className={styles.message}>{fullMessage}</p>;
}

// The theme layout needs a route context, which a crash outside any route
// does not have (upstream, facebook/docusaurus#9852).
function ErrorRouteContextProvider({children}: {children: ReactNode}): ReactNode {
  return (
    <RouteContextProvider value={{plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}}}>
      {children}
    </RouteContextProvider>
  );
}

export default function Error({error, tryAgain}: Props): ReactNode {
  // The layout itself may throw; the inner boundary then shows the bare
  // message, which is simple enough never to throw.
  return (
    <ErrorRouteContextProvider>
      <ErrorBoundary fallback={() => <ErrorDisplay error={error} tryAgain={tryAgain} />}>
        <Head>
          <title>{crashTexts().pageTitle}</title>
        </Head>
        <Layout>
          <ErrorDisplay error={error} tryAgain={tryAgain} />
        </Layout>
      </ErrorBoundary>
    </ErrorRouteContextProvider>
  );
}
