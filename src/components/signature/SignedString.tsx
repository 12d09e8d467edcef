/** A string to sign, shown byte by byte with its invisible characters marked (`src/signing/visible.ts`). */
import React, {useId, type ReactNode} from 'react';
import {visiblePieces} from '../../signing/visible';
import {useSignatureTexts} from './texts';
import styles from './styles.module.css';

/** Beyond this many bytes the string is cut: a body of a megabyte would only bury the head. */
const SHOWN_BYTES = 8 * 1024;

export default function SignedString({
  kind,
  title,
  bytes,
  sha256,
}: {
  kind: 'expected' | 'signed';
  title: string;
  bytes: Uint8Array;
  sha256?: string;
}): ReactNode {
  const {t} = useSignatureTexts();
  const captionId = useId();
  const cut = bytes.length > SHOWN_BYTES;
  const pieces = visiblePieces(cut ? bytes.subarray(0, SHOWN_BYTES) : bytes);
  return (
    <figure className={styles.signed} data-string={kind} aria-labelledby={captionId}>
      <figcaption id={captionId}>
        <strong>{title}</strong>{' '}
        <span className={styles.facts}>
          {sha256
            ? t('string.factsWithHash', {bytes: bytes.length, sha256})
            : t('string.facts', {bytes: bytes.length})}
        </span>
      </figcaption>
      <pre className={styles.bytes}>
        {pieces.map((piece, index) =>
          piece.mark ? (
            <span key={index} className={styles.mark}>
              {piece.text}
            </span>
          ) : (
            piece.text
          ),
        )}
      </pre>
      {cut && <p className={styles.hint}>{t('string.cut', {kibibytes: SHOWN_BYTES / 1024})}</p>}
    </figure>
  );
}
