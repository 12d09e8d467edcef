/**
 * Wraps the theme's SearchBar (the DocSearch 3.9 button and modal) instead of
 * ejecting it, to hand DocSearch the engine of this build through
 * `transformSearchClient`: the site's own index, or Algolia when configured.
 * The own index starts loading when the reader is about to search (pointer
 * over the button, focus, touch, or a shortcut that focuses the modal: React
 * events bubble out of the modal's portal), never with the page. A per-locale
 * index name keeps each language's recent and favourite searches apart, and
 * a failed search shows the spec's error screen (see `SearchFailure`).
 */
import React, {useCallback, useState, type ReactNode} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import {useSiteSearch} from '@site/src/search/useSiteSearch';
import type {SearchableClient} from '@site/src/search/siteSearch';
import {searchFailureReason, type SearchFailureReason} from '@site/src/search/client';
import SearchFailure, {searchDropdown} from './SearchFailure';
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

export default function SearchBar(props: Record<string, unknown>): ReactNode {
  const {indexName, transformSearchClient, prefetch} = useSiteSearch();
  // The dropdown of the modal whose last search failed, and why; null once one succeeds.
  const [failure, setFailure] = useState<{
    target: HTMLElement | null;
    reason: SearchFailureReason;
  } | null>(null);
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
      {failure && <SearchFailure target={failure.target} reason={failure.reason} />}
    </div>
  );
}
