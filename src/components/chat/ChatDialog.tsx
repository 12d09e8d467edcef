/**
 * The conversation (spec §4 "Chat widget"): welcome message and suggested
 * questions, questions and streamed answers with their sources and feedback,
 * "stop generating", a new conversation, full screen, and the spec §8 error
 * texts. The state is the SDK's (`useChat`); this only draws it.
 */
import React, {useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import {useChat} from '@kapaai/react-sdk';
import {suggestedQuestions, type ChatSettings, type ChatTexts} from '../../../config/chat';
import {chatErrorKind, type ChatErrorKind} from '../../chat/errors';
import Message from './Message';
import {chatMessages} from './messages';
import {chatLabels} from './labels';
import Modal from './Modal';
import launcherStyles from './launcher.module.css';
import styles from './styles.module.css';

/** How close to the end the reader must be for a streaming answer to be followed. */
const FOLLOW_MARGIN_PX = 48;

/** Long enough for any real question; a pasted log is cut, not refused. */
export const CHAT_MAX_QUESTION_LENGTH = 2000;

const ERROR_TEXT: Record<ChatErrorKind, keyof ChatTexts> = {
  forbidden: 'errorForbidden',
  notFound: 'errorNotFound',
  default: 'errorDefault',
};

function Icon({path}: {path: string}) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}

const ICONS = {
  reset: 'M12 5V2L7 6l5 4V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8Z',
  expand: 'M4 4h6v2H6v4H4V4Zm10 0h6v6h-2V6h-4V4ZM4 14h2v4h4v2H4v-6Zm14 0h2v6h-6v-2h4v-4Z',
  shrink: 'M8 4h2v6H4V8h4V4Zm6 0h2v4h4v2h-6V4ZM4 14h6v6H8v-4H4v-2Zm10 0h6v2h-4v4h-2v-6Z',
  close:
    'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6 6.4 5Z',
};

function HeaderButton({
  label,
  title = label,
  icon,
  pressed,
  disabled,
  onClick,
}: {
  label: string;
  title?: string;
  icon: string;
  /** For a toggle: its name stays, its state is `aria-pressed`. */
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={label}
      title={title}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}>
      <Icon path={icon} />
    </button>
  );
}

export default function ChatDialog({
  settings,
  open,
  onClose,
}: {
  settings: ChatSettings;
  open: boolean;
  onClose: () => void;
}) {
  const chat = useChat();
  const {texts} = settings;
  const labels = chatLabels();
  const id = useId();
  const [question, setQuestion] = useState('');
  const [fullscreen, setFullscreen] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const busy = chat.isPreparingAnswer || chat.isGeneratingAnswer;
  const error = chatErrorKind(chat.error);
  const {conversation} = chat;
  const messages = chatMessages(conversation);
  const latestAnswer = conversation.getLatest()?.answer;

  // A new question scrolls to the end; a streaming answer is followed only
  // while the reader is at the end of what was there before it grew, so
  // scrolling up to read is not undone.
  const seen = useRef({questions: 0, height: 0});
  useEffect(() => {
    const element = log.current;
    if (!element) return;
    const newQuestion = conversation.length !== seen.current.questions;
    const wasAtEnd =
      element.scrollTop + element.clientHeight >= seen.current.height - FOLLOW_MARGIN_PX;
    if (newQuestion || wasAtEnd) element.scrollTop = element.scrollHeight;
    seen.current = {questions: conversation.length, height: element.scrollHeight};
  }, [conversation.length, latestAnswer, error]);

  const ask = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed || busy) return;
    chat.submitQuery(trimmed.slice(0, CHAT_MAX_QUESTION_LENGTH));
    setQuestion('');
    input.current?.focus();
  };

  const suggestions = suggestedQuestions(texts.suggestedQuestions);

  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={`${id}-title`}
      initialFocus={input}
      className={clsx(
        styles.dialog,
        styles.chat,
        styles[`chat--${settings.modalPosition}`],
        fullscreen && styles.fullscreen,
      )}>
      <header className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {texts.headerTitle}
        </h2>
        <HeaderButton
          label={labels.newConversation}
          icon={ICONS.reset}
          disabled={conversation.length === 0 && !chat.error}
          onClick={() => {
            chat.resetConversation();
            input.current?.focus();
          }}
        />
        <HeaderButton
          label={labels.enterFullscreen}
          title={fullscreen ? labels.exitFullscreen : labels.enterFullscreen}
          icon={fullscreen ? ICONS.shrink : ICONS.expand}
          pressed={fullscreen}
          onClick={() => setFullscreen((value) => !value)}
        />
        <HeaderButton label={labels.close} icon={ICONS.close} onClick={onClose} />
      </header>

      <div ref={log} className={styles.log}>
        <div className={clsx(styles.message, styles.assistant)}>
          <span className={launcherStyles.srOnly}>{labels.assistant}: </span>
          {texts.welcomeMessage}
        </div>
        {conversation.length === 0 && suggestions.length > 0 && (
          <section className={styles.suggestions} aria-labelledby={`${id}-suggestions`}>
            <h3 id={`${id}-suggestions`} className={styles.suggestionsTitle}>
              {texts.suggestedQuestionsTitle}
            </h3>
            <ul>
              {suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    className={styles.suggestion}
                    onClick={() => ask(suggestion)}>
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        {messages.map((message, index) => {
          const latest = index === messages.length - 1;
          return (
            <Message
              key={message.id}
              message={message}
              waiting={latest && chat.isPreparingAnswer && message.text === ''}
              receiving={latest && chat.isGeneratingAnswer && message.partial}
              texts={texts}
              labels={labels}
              onFeedback={(reaction) => {
                if (message.answerId) chat.addFeedback(message.answerId, reaction);
              }}
            />
          );
        })}
        {error && (
          <p role="alert" className={styles.error}>
            {texts[ERROR_TEXT[error]]}
          </p>
        )}
      </div>

      <form
        className={styles.composer}
        onSubmit={(event) => {
          event.preventDefault();
          ask(question);
        }}>
        {busy && (
          <button type="button" className={styles.stop} onClick={() => chat.stopGeneration()}>
            {labels.stop}
          </button>
        )}
        <div className={styles.inputRow}>
          <textarea
            ref={input}
            className={styles.input}
            rows={2}
            value={question}
            maxLength={CHAT_MAX_QUESTION_LENGTH}
            placeholder={texts.inputPlaceholder}
            aria-label={labels.question}
            onChange={(event) => setQuestion(event.target.value)}
            onKeyDown={(event) => {
              // Enter sends, Shift+Enter starts a new line; an IME's Enter only composes.
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                ask(question);
              }
            }}
          />
          <button
            type="submit"
            className={clsx('button button--primary', styles.send)}
            disabled={busy || question.trim() === ''}>
            {texts.sendButtonText}
          </button>
        </div>
      </form>
      <footer className={styles.footer}>{texts.footerText}</footer>
    </Modal>
  );
}
