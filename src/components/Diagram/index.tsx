import type {CSSProperties, ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Details from '@theme/Details';
import ThemedImage from '@theme/ThemedImage';
import {parseParticipants, parseSteps, type BlockKind, type Step} from './textAlternative';
import styles from './styles.module.css';

/**
 * Props as the remark plugin (`src/plugins/diagrams/remark.ts`) writes them:
 * plain string attributes, lists as JSON, so MDX compiles them without estree.
 */
export type DiagramProps = {
  /** Cache key: `/diagrams/<id>-light.svg`, `-dark.svg`. */
  id: string;
  /** Size of the pictures in CSS pixels. */
  width: number | string;
  height: number | string;
  /** Mermaid's diagram type (`sequence`, …). */
  type?: string;
  /** JSON array of participant names. */
  participants?: string;
  /** JSON array of `Step`s. */
  steps?: string;
};

/**
 * The narrowest a diagram may be drawn, as a share of its size: mermaid's
 * 16 px labels stay at 12 px or more. A narrower column (a phone) scrolls the
 * figure sideways instead of shrinking the text past reading; the diagrams are
 * 660–880 px wide, so a desktop column shows them whole.
 */
export const MIN_SCALE = 0.75;

export function altText(type: string | undefined, participants: string[]): string {
  if (type === 'sequence' && participants.length > 0) {
    return translate(
      {
        id: 'diagram.alt.sequence',
        message: 'Диаграмма последовательности: {participants}',
        description: 'Alt text of a sequence diagram; {participants} lists its participants',
      },
      {participants: participants.join(', ')},
    );
  }
  return translate({
    id: 'diagram.alt.other',
    message: 'Диаграмма',
    description: 'Alt text of a diagram that is not a sequence diagram',
  });
}

function blockText(block: BlockKind, text: string): string {
  const values = {text};
  // One literal call per message: `write-translations` reads them from the source.
  switch (block) {
    case 'loop':
      return translate(
        {
          id: 'diagram.step.loop',
          message: 'Повторяется: {text}',
          description: 'Diagram as text: a loop block starts',
        },
        values,
      );
    case 'alt':
      return translate(
        {
          id: 'diagram.step.alt',
          message: 'Если {text}:',
          description: 'Diagram as text: the first branch of alternatives',
        },
        values,
      );
    case 'else':
      return translate(
        {
          id: 'diagram.step.else',
          message: 'Иначе {text}:',
          description: 'Diagram as text: another branch of alternatives',
        },
        values,
      );
    case 'opt':
      return translate(
        {
          id: 'diagram.step.opt',
          message: 'Только если {text}:',
          description: 'Diagram as text: an optional block starts',
        },
        values,
      );
    case 'par':
      return translate(
        {
          id: 'diagram.step.par',
          message: 'Одновременно: {text}',
          description: 'Diagram as text: the first of parallel branches',
        },
        values,
      );
    case 'and':
      return translate(
        {
          id: 'diagram.step.and',
          message: 'И в это же время: {text}',
          description: 'Diagram as text: another parallel branch',
        },
        values,
      );
    case 'critical':
      return translate(
        {
          id: 'diagram.step.critical',
          message: 'Обязательно: {text}',
          description: 'Diagram as text: a critical region starts',
        },
        values,
      );
    case 'option':
      return translate(
        {
          id: 'diagram.step.option',
          message: 'Если нет — {text}:',
          description: 'Diagram as text: what happens when a critical region fails',
        },
        values,
      );
    case 'break':
      return translate(
        {
          id: 'diagram.step.break',
          message: 'Прерывание: {text}',
          description: 'Diagram as text: a break block starts',
        },
        values,
      );
    case 'end':
      return translate({
        id: 'diagram.step.end',
        message: 'Конец блока',
        description: 'Diagram as text: a block ends',
      });
  }
}

/** One item of the text list, in the page's language: participants and labels are the diagram's own. */
export function stepText(step: Step): string {
  switch (step.kind) {
    case 'message':
      return `${step.from} → ${step.to}: ${step.text}`;
    case 'note':
      return translate(
        {
          id: 'diagram.step.note',
          message: 'Примечание ({participants}): {text}',
          description: 'Diagram as text: a note over participants, named in {participants}',
        },
        {participants: step.over.join(', '), text: step.text},
      );
    case 'block': {
      const text = blockText(step.block, step.text);
      // A block without a label would end in a dangling colon.
      return step.text ? text : text.replace(/[\s:—]+$/, '');
    }
    case 'line':
      return step.text;
  }
}

/**
 * A diagram rendered at build time: the picture for the colour mode in use
 * (`ThemedImage`: the other one is hidden and, being lazy, never fetched),
 * sized before it loads, and what it shows as a list under "Diagram as text".
 * Left out of the search records, as the SVG diagrams before it were.
 */
export default function Diagram({
  id,
  width,
  height,
  type,
  participants,
  steps,
}: DiagramProps): ReactNode {
  const names = parseParticipants(participants);
  const items = parseSteps(steps);
  const light = useBaseUrl(`/diagrams/${id}-light.svg`);
  const dark = useBaseUrl(`/diagrams/${id}-dark.svg`);
  const w = Number(width);
  const h = Number(height);
  const style: CSSProperties = {minWidth: `${Math.round(w * MIN_SCALE)}px`};
  return (
    <figure className={styles.diagram} data-diagram={id} data-search-exclude>
      {/* Focusable: a keyboard reader must be able to scroll it when it overflows. */}
      <div className={styles.scroller} tabIndex={0}>
        <ThemedImage
          className={styles.image}
          sources={{light, dark}}
          alt={altText(type, names)}
          width={w}
          height={h}
          style={style}
          loading="lazy"
          decoding="async"
        />
      </div>
      {items.length > 0 && (
        <Details
          className={styles.text}
          summary={
            <summary>
              <Translate
                id="diagram.textSummary"
                description="Summary of the collapsed list that tells a diagram in words">
                Диаграмма текстом
              </Translate>
            </summary>
          }>
          <ol>
            {items.map((step, index) => (
              <li key={index}>{stepText(step)}</li>
            ))}
          </ol>
        </Details>
      )}
    </figure>
  );
}
