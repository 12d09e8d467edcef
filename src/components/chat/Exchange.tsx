/**
 * One question and its answer (spec §3 "Chat message": sender, text,
 * sources, feedback reaction, partial while streaming). Site links in the
 * answer and its sources open in place, so the chat stays with the reader.
 */
import React, {useCallback} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {QA, Reaction, StreamSource} from '@kapaai/react-sdk';
import type {ChatTexts} from '../../../config/chat';
import ChatMarkdown, {type ChatLinkProps} from './ChatMarkdown';
import type {ChatLabels} from './labels';
import {sitePath} from './sitePath';
import launcherStyles from './launcher.module.css';
import styles from './styles.module.css';

function useSiteLink() {
  const {siteConfig} = useDocusaurusContext();
  return useCallback(
    function SiteLink({href, children}: ChatLinkProps) {
      const path = sitePath(href, siteConfig.url);
      return path ? (
        <Link to={path}>{children}</Link>
      ) : (
        <Link href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </Link>
      );
    },
    [siteConfig.url],
  );
}

function Sources({sources, title}: {sources: StreamSource[]; title: string}) {
  const SiteLink = useSiteLink();
  return (
    <div className={styles.sources}>
      <h4 className={styles.sourcesTitle}>{title}</h4>
      <ul>
        {sources.map((source) => (
          <li key={source.source_url}>
            <SiteLink href={source.source_url}>
              {source.title}
              {source.subtitle && <span className={styles.subtitle}> — {source.subtitle}</span>}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A thumb up; the down one is the same, turned over. */
const THUMB =
  'M2 21h4V9H2v12Zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6C6.2 8 6 8.5 6 9v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1.2-.7v-2Z';

function Feedback({
  reaction,
  labels,
  onFeedback,
}: {
  reaction: Reaction | null;
  labels: ChatLabels;
  onFeedback: (reaction: Reaction) => void;
}) {
  const options: [Reaction, string, string][] = [
    ['upvote', labels.helpful, THUMB],
    ['downvote', labels.notHelpful, THUMB],
  ];
  return (
    <div className={styles.feedback} role="group" aria-label={labels.rate}>
      {options.map(([value, label, symbol]) => (
        <button
          key={value}
          type="button"
          className={clsx(styles.reaction, reaction === value && styles.reactionChosen)}
          aria-label={label}
          title={label}
          aria-pressed={reaction === value}
          onClick={() => onFeedback(value)}>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="16"
            height="16"
            focusable="false"
            className={value === 'downvote' ? styles.thumbDown : undefined}>
            <path fill="currentColor" d={symbol} />
          </svg>
        </button>
      ))}
      {reaction && (
        <span role="status" className={styles.thanks}>
          {labels.thanks}
        </span>
      )}
    </div>
  );
}

export default function Exchange({
  qa,
  latest,
  preparing,
  generating,
  texts,
  labels,
  onFeedback,
}: {
  qa: QA;
  latest: boolean;
  preparing: boolean;
  generating: boolean;
  texts: ChatTexts;
  labels: ChatLabels;
  onFeedback: (reaction: Reaction) => void;
}) {
  const SiteLink = useSiteLink();
  const partial = qa.status === 'streaming';
  const waiting = latest && preparing && qa.answer === '';
  return (
    <>
      <div className={clsx(styles.message, styles.user)}>
        <span className={launcherStyles.srOnly}>{labels.you}: </span>
        {qa.question}
      </div>
      {(qa.answer !== '' || waiting || qa.isGenerationAborted) && (
        <article
          className={clsx(styles.message, styles.assistant, styles.answer)}
          aria-busy={partial && latest && (preparing || generating)}
          data-partial={partial || undefined}>
          <span className={launcherStyles.srOnly}>{labels.assistant}: </span>
          {waiting ? (
            <span role="status" className={styles.preparing}>
              {labels.preparing}
            </span>
          ) : (
            <ChatMarkdown text={qa.answer} Link={SiteLink} />
          )}
          {latest && generating && partial && (
            <span role="status" className={launcherStyles.srOnly}>
              {labels.answering}
            </span>
          )}
          {qa.isGenerationAborted && <p className={styles.stopped}>{labels.stopped}</p>}
          {qa.sources.length > 0 && <Sources sources={qa.sources} title={texts.sourcesText} />}
          {qa.id && !qa.isGenerationAborted && (
            <Feedback reaction={qa.reaction} labels={labels} onFeedback={onFeedback} />
          )}
        </article>
      )}
    </>
  );
}
