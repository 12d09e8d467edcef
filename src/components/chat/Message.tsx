/**
 * One chat message (`messages.ts`): the reader's question, or the assistant's
 * answer with its sources and feedback. Site links in the answer and its
 * sources open in place, so the chat stays with the reader.
 */
import React, {useCallback, type ComponentType} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Reaction, StreamSource} from '@kapaai/react-sdk';
import type {ChatTexts} from '../../../config/chat';
import ChatMarkdown, {type ChatLinkProps} from './ChatMarkdown';
import type {ChatLabels} from './labels';
import type {ChatMessage} from './messages';
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

function Sources({
  sources,
  title,
  SiteLink,
}: {
  sources: StreamSource[];
  title: string;
  SiteLink: ComponentType<ChatLinkProps>;
}) {
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

export default function Message({
  message,
  waiting,
  receiving,
  texts,
  labels,
  onFeedback,
}: {
  message: ChatMessage;
  /** The engine has not started this answer yet. */
  waiting: boolean;
  /** This answer is streaming in now. */
  receiving: boolean;
  texts: ChatTexts;
  labels: ChatLabels;
  onFeedback: (reaction: Reaction) => void;
}) {
  const SiteLink = useSiteLink();
  if (message.sender === 'user') {
    return (
      <div className={clsx(styles.message, styles.user)}>
        <span className={launcherStyles.srOnly}>{labels.you}: </span>
        {message.text}
      </div>
    );
  }
  if (message.text === '' && !waiting && !message.stopped) return null;
  return (
    <article
      className={clsx(styles.message, styles.assistant, styles.answer)}
      aria-busy={waiting || receiving}
      data-partial={message.partial || undefined}>
      <span className={launcherStyles.srOnly}>{labels.assistant}: </span>
      {waiting ? (
        <span role="status" className={styles.preparing}>
          {labels.preparing}
        </span>
      ) : (
        <ChatMarkdown text={message.text} Link={SiteLink} />
      )}
      {receiving && (
        <span role="status" className={launcherStyles.srOnly}>
          {labels.answering}
        </span>
      )}
      {message.stopped && <p className={styles.stopped}>{labels.stopped}</p>}
      {message.sources.length > 0 && (
        <Sources sources={message.sources} title={texts.sourcesText} SiteLink={SiteLink} />
      )}
      {message.answerId && !message.stopped && (
        <Feedback reaction={message.reaction} labels={labels} onFeedback={onFeedback} />
      )}
    </article>
  );
}
