/**
 * What a diagram says, in words: the shape the renderer
 * (`src/plugins/diagrams/inPage.js`) stores in `static/diagrams/<key>.json`
 * and the remark plugin hands to `<Diagram>` as JSON in a string attribute.
 */

/** Blocks of a sequence diagram: `loop`, `alt`/`else`, `opt`, `par`/`and`, `critical`/`option`, `break`, and their `end`. */
export type BlockKind =
  'loop' | 'alt' | 'else' | 'opt' | 'par' | 'and' | 'critical' | 'option' | 'break' | 'end';

export type Step =
  /** An arrow between two participants, named as the diagram shows them. `reply`: a dotted arrow. */
  | {kind: 'message'; from: string; to: string; text: string; reply?: boolean}
  /** A note over, or beside, one or two participants. */
  | {kind: 'note'; over: string[]; text: string}
  | {kind: 'block'; block: BlockKind; text: string}
  /** A line of the source, for diagram types the renderer cannot put in words. */
  | {kind: 'line'; text: string};

/** `<key>.json`: the picture's size in CSS pixels (equal in both modes) and its text alternative. */
export type DiagramMeta = {
  /** Mermaid's diagram type: `sequence`, `flowchart-v2`, … */
  type: string;
  width: number;
  height: number;
  /** Participants in the order of the diagram; empty for types other than sequence. */
  participants: string[];
  steps: Step[];
};

const BLOCKS = new Set<string>([
  'loop',
  'alt',
  'else',
  'opt',
  'par',
  'and',
  'critical',
  'option',
  'break',
  'end',
]);

const isString = (value: unknown): value is string => typeof value === 'string';

function isStep(value: unknown): value is Step {
  if (typeof value !== 'object' || value === null) return false;
  const step = value as Record<string, unknown>;
  if (!isString(step.text)) return false;
  switch (step.kind) {
    case 'message':
      return isString(step.from) && isString(step.to);
    case 'note':
      return Array.isArray(step.over) && step.over.every(isString);
    case 'block':
      return isString(step.block) && BLOCKS.has(step.block);
    case 'line':
      return true;
    default:
      return false;
  }
}

/**
 * Reads a JSON attribute written by the remark plugin. The attribute is ours,
 * but a page that breaks it should lose its text list, not crash.
 */
export function parseJsonList<T>(
  json: string | undefined,
  isItem: (item: unknown) => item is T,
): T[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter(isItem) : [];
  } catch {
    return [];
  }
}

export const parseSteps = (json: string | undefined): Step[] => parseJsonList(json, isStep);
export const parseParticipants = (json: string | undefined): string[] =>
  parseJsonList(json, isString);
