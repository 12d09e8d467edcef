/**
 * The "cannot load results" screen of the search modal (spec §8).
 *
 * DocSearch 3.9 sets its error status when a search rejects with a
 * RetryError, but autocomplete-core 1.17 resets the status to idle in the
 * `finally` of the same request (`onInput.js`), so the modal shows "No
 * results for" instead. The wrapper remembers that the last search failed;
 * this renders DocSearch's own error screen markup into the modal's
 * dropdown, and CSS shows it only where DocSearch put its no-results screen.
 * In the dev server it says instead that the index is still being built, or
 * that its build failed.
 */
import React, {type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {SearchFailureReason} from '@site/src/search/client';
import {SearchFailureHelp, SearchFailureTitle} from '@site/src/search/SearchFailureText';

/** Upstream's error screen icon (DocSearch 3.9 `ErrorIcon`). */
function ErrorIcon(): ReactNode {
  return (
    <svg
      width="40"
      height="40"
      viewBox="0 0 20 20"
      fill="none"
      fillRule="evenodd"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true">
      <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
    </svg>
  );
}

/** A clock in the same style: the dev server's index is on its way, nothing is broken. */
function WaitIcon(): ReactNode {
  return (
    <svg
      width="40"
      height="40"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true">
      <circle cx="10" cy="10" r="8" />
      <path d="M10 5v5l3 2" />
    </svg>
  );
}

/** Where DocSearch renders its result screens, while the modal is open. */
export function searchDropdown(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.DocSearch-Modal .DocSearch-Dropdown');
}

export default function SearchFailure({
  target,
  reason,
}: {
  target: HTMLElement | null;
  reason: SearchFailureReason;
}): ReactNode {
  if (!target?.isConnected) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen search-failure-screen" role="alert">
      <div className="DocSearch-Screen-Icon">
        {reason === 'building' ? <WaitIcon /> : <ErrorIcon />}
      </div>
      <p className="DocSearch-Title">
        <SearchFailureTitle reason={reason} />
      </p>
      <p className="DocSearch-Help">
        <SearchFailureHelp reason={reason} />
      </p>
    </div>,
    target,
  );
}
