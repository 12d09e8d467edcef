/**
 * Wraps the theme's SearchBar (the DocSearch 3.9 button and modal) instead of
 * ejecting it, to hand DocSearch the engine of this build through
 * `transformSearchClient`: the site's own index, or Algolia when configured.
 * The own index starts loading when the reader is about to search (pointer
 * over the button, focus, touch, or a shortcut that focuses the modal: React
 * events bubble out of the modal's portal), never with the page. A per-locale
 * index name keeps each language's recent and favourite searches apart; a
 * failed search shows the spec's error screen (see `SearchFailure`); the
 * shortcut hint is drawn outside the button (see `ShortcutHint`); and the
 * modal's markup is repaired to valid ARIA (see `modalAria.ts`).
 */
import React, {useCallback, useEffect, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import clsx from 'clsx';
import OriginalSearchBar from '@theme-original/SearchBar';
import {useSiteSearch} from '@site/src/search/useSiteSearch';
import type {SearchableClient} from '@site/src/search/siteSearch';
import {searchFailureReason, type SearchFailureReason} from '@site/src/search/client';
import SearchFailure, {searchDropdown} from './SearchFailure';
import {watchModalAria} from './modalAria';
import styles from './styles.module.css';

const isRetryError = (error: unknown) => error instanceof Error && error.name === 'RetryError';

/** An empty answer to each request, in Algolia's shape. */
function noResults(input: unknown) {
  const requests = (Array.isArray(input) ? input : (input as {requests: unknown[]}).requests) ?? [];
  return requests.map(() => ({
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: 20,
    query: '',
    params: '',
    processingTimeMS: 0,
    exhaustiveNbHits: true,
  }));
}

/** DocSearch 3.9's drawing of the Ctrl key (`ControlKeyIcon`), so the hint looks as its own did. */
function ControlKeyIcon(): ReactNode {
  return (
    <svg width="15" height="15" className="DocSearch-Control-Key-Icon">
      <path
        d="M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953"
        strokeWidth="1.2"
        stroke="currentColor"
        fill="none"
        strokeLinecap="square"
      />
    </svg>
  );
}

/**
 * The keyboard shortcut, drawn over the end of the button but outside it.
 * DocSearch's own keys inside the button made its visible text ("Search K")
 * differ from its name ("Search (Ctrl+K)"), which speech-input users say to
 * press it (WCAG 2.5.3); the button's name already tells assistive
 * technology the shortcut, so this copy is hidden from it. It takes the
 * place of DocSearch's keys, which keep their room in the button unseen.
 */
function ShortcutHint(): ReactNode {
  // The platform is known in the browser only, as it is to DocSearch.
  if (!useIsBrowser()) return null;
  // DocSearch's own test for which key to show.
  const apple = /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);
  return (
    <span className={clsx('DocSearch-Button-Keys', styles.shortcutHint)} aria-hidden="true">
      <kbd className="DocSearch-Button-Key">{apple ? '⌘' : <ControlKeyIcon />}</kbd>
      <kbd className="DocSearch-Button-Key">K</kbd>
    </span>
  );
}

export default function SearchBar(props: Record<string, unknown>): ReactNode {
  const {indexName, transformSearchClient, prefetch} = useSiteSearch();
  // The dropdown of the modal whose last search failed, and why; null once one succeeds.
  const [failure, setFailure] = useState<{
    target: HTMLElement | null;
    reason: SearchFailureReason;
  } | null>(null);
  useEffect(() => watchModalAria(document), []);
  const trackedSearchClient = useCallback(
    (client: Parameters<typeof transformSearchClient>[0]): SearchableClient => {
      const target = transformSearchClient(client);
      const search = (input: never) =>
        target.search(input).then(
          (response) => {
            setFailure(null);
            return response;
          },
          (error: unknown) => {
            if (!isRetryError(error)) throw error;
            // Answered as "nothing found" (DocSearch's rethrow would be an unhandled
            // rejection); the failure screen stands in for the no-results one.
            console.warn('Search results could not be loaded:', (error as Error).message);
            setFailure({target: searchDropdown(), reason: searchFailureReason(error)});
            return {results: noResults(input)};
          },
        );
      return {...target, search};
    },
    [transformSearchClient],
  );
  return (
    <div
      className={styles.searchBar}
      onMouseOver={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}>
      <OriginalSearchBar
        {...props}
        indexName={indexName}
        transformSearchClient={trackedSearchClient}
      />
      <ShortcutHint />
      {failure && <SearchFailure target={failure.target} reason={failure.reason} />}
    </div>
  );
}
