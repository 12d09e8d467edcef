/**
 * What a failed search says, in the search modal and on the search page
 * alike: the spec §8 "cannot load" text, or in the dev server what its
 * background index build is doing (`SearchFailureReason`).
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {SearchFailureReason} from './client';

export function SearchFailureTitle({reason}: {reason: SearchFailureReason}): ReactNode {
  switch (reason) {
    case 'building':
      return (
        <Translate
          id="search.devIndex.building.title"
          description="Title shown by search in the dev server while the search index is being built">
          Search is not ready yet
        </Translate>
      );
    case 'build-failed':
      return (
        <Translate
          id="search.devIndex.failed.title"
          description="Title shown by search in the dev server when the search index could not be built">
          The search index could not be built
        </Translate>
      );
    default:
      return (
        <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
      );
  }
}

export function SearchFailureHelp({reason}: {reason: SearchFailureReason}): ReactNode {
  switch (reason) {
    case 'building':
      return (
        <Translate
          id="search.devIndex.building.help"
          description="Explanation shown by search in the dev server while the search index is being built">
          The search index is being built from the current sources; try again in a minute.
        </Translate>
      );
    case 'build-failed':
      return (
        <Translate
          id="search.devIndex.failed.help"
          description="Explanation shown by search in the dev server when the search index could not be built">
          The reason is in the terminal running the dev server. The index is built again when a
          source changes.
        </Translate>
      );
    default:
      return (
        <Translate id="theme.SearchModal.errorScreen.helpText">
          You might want to check your network connection.
        </Translate>
      );
  }
}
