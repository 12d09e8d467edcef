/**
 * "Was this page helpful?" at the end of a documentation page (mounted by the
 * `DocItem/Footer` wrapper). Yes or no, then an optional comment; both go to
 * the build's Metrica counters as goals (`src/plugins/analytics/goals.ts`)
 * and nowhere else. The comment form is offered only when a goal would reach
 * Metrica: a build without counters, or a page whose Metrica snippet was
 * blocked, thanks the reader for the answer and asks for nothing more.
 */
import React, {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {canSendGoals, sendGoal} from '@site/src/plugins/analytics/browser';
import {GOALS} from '@site/src/plugins/analytics/goals';
import {
  answerGoal,
  answerParams,
  browserStorage,
  commentParams,
  commentText,
  MAX_COMMENT_LENGTH,
  parseFeedback,
  rememberFeedback,
  storedFeedbackText,
  type FeedbackAnswer,
  type PageFeedbackRecord,
} from './feedback';
import styles from './styles.module.css';

// One widget per page.
const QUESTION_ID = 'page-feedback-question';
const COMMENT_ID = 'page-feedback-comment';
const HINT_ID = 'page-feedback-comment-hint';
const COUNT_ID = 'page-feedback-comment-count';
const EMPTY_ID = 'page-feedback-comment-empty';

type Status = 'thanks' | 'sent' | 'notSent';

const ANSWERS: readonly FeedbackAnswer[] = ['yes', 'no'];

/** Another tab answering the same page updates this one. */
function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

function answerLabel(answer: FeedbackAnswer): string {
  return answer === 'yes'
    ? translate({
        id: 'pageFeedback.yes',
        message: 'Да',
        description: 'Page feedback: the yes button',
      })
    : translate({
        id: 'pageFeedback.no',
        message: 'Нет',
        description: 'Page feedback: the no button',
      });
}

function answeredText(answer: FeedbackAnswer): string {
  return answer === 'yes'
    ? translate({
        id: 'pageFeedback.answered.yes',
        message: 'Вы ответили: да.',
        description: 'Page feedback: the answer given on this page was yes',
      })
    : translate({
        id: 'pageFeedback.answered.no',
        message: 'Вы ответили: нет.',
        description: 'Page feedback: the answer given on this page was no',
      });
}

function statusText(status: Status | null): string {
  switch (status) {
    case 'thanks':
      return translate({
        id: 'pageFeedback.thanks',
        message: 'Спасибо за ответ!',
        description: 'Page feedback: shown right after the reader answers',
      });
    case 'sent':
      return translate({
        id: 'pageFeedback.sent',
        message: 'Спасибо, ваш отзыв отправлен.',
        description: 'Page feedback: the comment was handed to the analytics counters',
      });
    case 'notSent':
      return translate({
        id: 'pageFeedback.notSent',
        message:
          'Комментарий не удалось отправить: счётчик статистики недоступен (возможно, его блокирует браузер).',
        description:
          'Page feedback: the comment could not be handed to the analytics counters (their script is missing)',
      });
    default:
      return '';
  }
}

export default function PageFeedback({page}: {page: string}) {
  // Server rendering and hydration show the question; the stored answer
  // follows on the client, so the server's markup is the same for every reader.
  const storedText = useSyncExternalStore(
    subscribeToStorage,
    () => storedFeedbackText(page, browserStorage),
    () => null,
  );
  // This page view's answer: it holds even where storage refuses to keep it.
  const [sessionRecord, setSessionRecord] = useState<PageFeedbackRecord | null>(null);
  const record = sessionRecord ?? parseFeedback(storedText);
  const [changing, setChanging] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const [commenting, setCommenting] = useState(false);
  const [comment, setComment] = useState('');
  const [emptyComment, setEmptyComment] = useState(false);

  const statusRef = useRef<HTMLParagraphElement>(null);
  const yesRef = useRef<HTMLButtonElement>(null);
  const noRef = useRef<HTMLButtonElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  // Focus moves once the step it goes to has rendered; a new object each time,
  // so the same target can be asked for twice in a row.
  const [focusRequest, setFocusRequest] = useState<{target: RefObject<HTMLElement | null>}>();
  useEffect(() => {
    focusRequest?.target.current?.focus();
  }, [focusRequest]);
  const moveFocusTo = (target: RefObject<HTMLElement | null>) => setFocusRequest({target});

  const choosing = record === null || changing;

  function keep(next: PageFeedbackRecord) {
    rememberFeedback(page, next, browserStorage);
    setSessionRecord(next);
  }

  function choose(answer: FeedbackAnswer) {
    const next: PageFeedbackRecord = {answer, commented: record?.commented ?? false};
    // Choosing the same answer again after "Change answer" is not a new answer.
    if (record?.answer !== answer) {
      sendGoal(answerGoal(answer), answerParams(page));
    }
    keep(next);
    setChanging(false);
    setStatus('thanks');
    setCommenting(!next.commented && canSendGoals());
    setComment('');
    setEmptyComment(false);
    moveFocusTo(statusRef);
  }

  function startChange() {
    setChanging(true);
    setCommenting(false);
    setStatus(null);
    moveFocusTo(record?.answer === 'no' ? noRef : yesRef);
  }

  function submitComment(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (record === null) {
      return;
    }
    const text = commentText(comment);
    if (text === '') {
      setEmptyComment(true);
      moveFocusTo(commentRef);
      return;
    }
    const sent = sendGoal(GOALS.pageFeedbackComment, commentParams(page, record.answer, text));
    if (sent) {
      keep({...record, commented: true});
    }
    setCommenting(false);
    setStatus(sent ? 'sent' : 'notSent');
    moveFocusTo(statusRef);
  }

  function skipComment() {
    setCommenting(false);
    moveFocusTo(statusRef);
  }

  function closeOnEscape(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      skipComment();
    }
  }

  const describedBy = [HINT_ID, COUNT_ID, ...(emptyComment ? [EMPTY_ID] : [])].join(' ');

  return (
    <section className={styles.feedback} aria-labelledby={QUESTION_ID} data-search-exclude>
      <div className={styles.row}>
        <p id={QUESTION_ID} className={styles.question}>
          <Translate id="pageFeedback.question" description="Page feedback: the question">
            Была ли эта страница полезна?
          </Translate>
        </p>
        {choosing ? (
          <div className={styles.actions}>
            {ANSWERS.map((answer) => (
              <button
                key={answer}
                ref={answer === 'yes' ? yesRef : noRef}
                type="button"
                className={styles.button}
                aria-pressed={record?.answer === answer}
                onClick={() => choose(answer)}>
                {answerLabel(answer)}
              </button>
            ))}
          </div>
        ) : (
          <div className={styles.actions}>
            <p className={styles.answered}>
              {answeredText(record.answer)}
              {record.commented &&
                ` ${translate({
                  id: 'pageFeedback.answered.commented',
                  message: 'Комментарий отправлен.',
                  description: 'Page feedback: a comment on this page was sent earlier',
                })}`}
            </p>
            <button type="button" className={styles.button} onClick={startChange}>
              <Translate
                id="pageFeedback.change"
                description="Page feedback: button that shows the yes and no buttons again">
                Изменить ответ
              </Translate>
            </button>
          </div>
        )}
      </div>
      <p ref={statusRef} role="status" tabIndex={-1} className={styles.status}>
        {statusText(status)}
      </p>
      {commenting && (
        <form className={styles.form} onSubmit={submitComment} onKeyDown={closeOnEscape}>
          <label htmlFor={COMMENT_ID} className={styles.label}>
            <Translate
              id="pageFeedback.comment.label"
              description="Page feedback: label of the optional comment">
              Комментарий (необязательно)
            </Translate>
          </label>
          <p id={HINT_ID} className={styles.hint}>
            {translate({
              id: 'pageFeedback.comment.hint',
              message:
                'Что осталось непонятным или чего не хватило? Не указывайте персональные и платёжные данные: комментарий передаётся в Яндекс Метрику.',
              description: 'Page feedback: what to write in the comment, and where it goes',
            })}
          </p>
          <textarea
            id={COMMENT_ID}
            ref={commentRef}
            className={styles.comment}
            rows={4}
            maxLength={MAX_COMMENT_LENGTH}
            value={comment}
            aria-describedby={describedBy}
            aria-invalid={emptyComment || undefined}
            onChange={(event) => {
              setComment(event.target.value.slice(0, MAX_COMMENT_LENGTH));
              setEmptyComment(false);
            }}
          />
          <p id={COUNT_ID} className={styles.count}>
            {translate(
              {
                id: 'pageFeedback.comment.count',
                message: '{count} из {max} знаков',
                description: 'Page feedback: characters typed in the comment and the most it takes',
              },
              {count: comment.length, max: MAX_COMMENT_LENGTH},
            )}
          </p>
          {emptyComment && (
            <p id={EMPTY_ID} className={styles.error}>
              <Translate
                id="pageFeedback.comment.empty"
                description="Page feedback: Send was pressed with an empty comment">
                Напишите комментарий или нажмите «Не сейчас».
              </Translate>
            </p>
          )}
          <div className={styles.actions}>
            <button type="submit" className={clsx(styles.button, styles.primary)}>
              <Translate
                id="pageFeedback.comment.send"
                description="Page feedback: sends the comment">
                Отправить
              </Translate>
            </button>
            <button type="button" className={styles.button} onClick={skipComment}>
              <Translate
                id="pageFeedback.comment.skip"
                description="Page feedback: closes the comment form without sending">
                Не сейчас
              </Translate>
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
