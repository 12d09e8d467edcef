/**
 * Spec §5: the terms, with the checkbox that must be ticked before the chat
 * opens. Declining (the button, Escape) closes it and leaves the chat closed.
 */
import React, {useId, useRef, useState} from 'react';
import clsx from 'clsx';
import type {ChatTexts} from '../../../config/chat';
import {chatLabels} from './labels';
import Modal from './Modal';
import styles from './styles.module.css';

export default function TermsDialog({
  texts,
  open,
  onAccept,
  onDecline,
}: {
  texts: ChatTexts;
  open: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const [agreed, setAgreed] = useState(false);
  const checkbox = useRef<HTMLInputElement>(null);
  const id = useId();
  const labels = chatLabels();
  const decline = () => {
    setAgreed(false);
    onDecline();
  };
  return (
    <Modal
      open={open}
      onClose={decline}
      labelledBy={`${id}-title`}
      describedBy={`${id}-description`}
      initialFocus={checkbox}
      className={clsx(styles.dialog, styles.terms)}>
      <h2 id={`${id}-title`} className={styles.termsTitle}>
        {texts.termsTitle}
      </h2>
      <p id={`${id}-description`}>{texts.termsDescription}</p>
      <label className={styles.termsCheckbox}>
        <input
          ref={checkbox}
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <span>{texts.termsCheckboxText}</span>
      </label>
      <div className={styles.termsActions}>
        <button type="button" className="button button--secondary" onClick={decline}>
          {labels.decline}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!agreed}
          onClick={onAccept}>
          {labels.accept}
        </button>
      </div>
    </Modal>
  );
}
