/**
 * The "cannot load results" screen of the search modal (spec §8).
 *
 * DocSearch 3.9 sets its error status when a search rejects with a
 * RetryError, but autocomplete-core 1.17 resets the status to idle in the
 * `finally` of the same request (`onInput.js`), so the modal shows "No
 * results for" instead. The wrapper remembers that the last search failed;
 * this renders DocSearch's own error screen markup into the modal's
 * dropdown, and CSS shows it only where DocSearch put its no-results screen.
 */
import React, {type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Translate from '@docusaurus/Translate';

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

/** Where DocSearch renders its result screens, while the modal is open. */
export function searchDropdown(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.DocSearch-Modal .DocSearch-Dropdown');
}

export default function SearchFailure({target}: {target: HTMLElement | null}): ReactNode {
  if (!target?.isConnected) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen search-failure-screen" role="alert">
      <div className="DocSearch-Screen-Icon">
        <ErrorIcon />
      </div>
      <p className="DocSearch-Title">
        <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
      </p>
      <p className="DocSearch-Help">
        <Translate id="theme.SearchModal.errorScreen.helpText">
          You might want to check your network connection.
        </Translate>
      </p>
    </div>,
    target,
  );
}
