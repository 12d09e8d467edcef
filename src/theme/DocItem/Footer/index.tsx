/**
 * Wraps the doc page's footer (upstream: the tags and "edit / last updated"
 * row, or nothing) to end every documentation page, inside its article, with
 * "Was this page helpful?" (`src/components/PageFeedback`). Blog posts and
 * MDX pages have no DocItem, so they never show it; a doc opts out with
 * `hide_page_feedback: true` in its front matter, as the landing doc does.
 */
import React from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {WrapperProps} from '@docusaurus/types';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props) {
  const {metadata, frontMatter} = useDoc();
  // Docs front matter takes keys Docusaurus does not know; its type lists only the known ones.
  const hidden = (frontMatter as {hide_page_feedback?: unknown}).hide_page_feedback === true;
  return (
    <>
      <Footer {...props} />
      {/* Keyed by page: a step taken on one page does not carry over to the next. */}
      {!hidden && <PageFeedback key={metadata.permalink} page={metadata.permalink} />}
    </>
  );
}
