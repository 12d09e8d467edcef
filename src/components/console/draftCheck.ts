/**
 * What is wrong with the request a reader is writing in the console, found
 * before it is sent: the body is not JSON (where), not an object, or breaks
 * the operation's schema (which field, which rule); a query parameter does
 * not fit. The checks are the sandbox's own (`sandbox/core.ts`), so the
 * console names the field the sandbox would name.
 */
import {fieldProblem, type FieldProblem, type SchemaCheck} from '../../../sandbox/core';

export type BodyProblem =
  /** Not JSON; `line` and `column` count from 1 where the engine says where. */
  | {kind: 'json'; line?: number; column?: number; detail: string}
  | {kind: 'notObject'}
  | {kind: 'schema'; problem: FieldProblem};

/** Line and column (from 1) of a character offset in a text. */
export function lineAndColumn(text: string, offset: number): {line: number; column: number} {
  const before = text.slice(0, offset).split('\n');
  return {line: before.length, column: (before.at(-1)?.length ?? 0) + 1};
}

/**
 * Where `JSON.parse` failed, from its message: V8 says `at position 12` (and
 * lately `(line 2 column 5)`), Firefox `at line 2 column 5`, Safari nothing.
 */
export function jsonErrorLocation(
  text: string,
  message: string,
): {line: number; column: number} | undefined {
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return {line: Number(lineColumn[1]), column: Number(lineColumn[2])};
  const position = /position (\d+)/.exec(message);
  if (position) return lineAndColumn(text, Number(position[1]));
  if (/unexpected end/i.test(message)) return lineAndColumn(text, text.length);
  return undefined;
}

/** The body as the console would send it: JSON, an object, valid by the operation's schema. */
export function checkBody(text: string, check: SchemaCheck | undefined): BodyProblem | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = (error as Error).message;
    return {kind: 'json', ...jsonErrorLocation(text, detail), detail};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {kind: 'notObject'};
  }
  if (check && !check(value)) {
    return {kind: 'schema', problem: fieldProblem(check.errors)};
  }
  return null;
}

export type QueryParameter = {name: string; required: boolean; schema: {type?: unknown}};

/**
 * The query the reader filled in, typed as the sandbox types it (an integer
 * parameter's digits are a number); an empty field is left out.
 */
export function typedQuery(
  parameters: readonly QueryParameter[],
  values: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const parameter of parameters) {
    const value = values[parameter.name] ?? '';
    if (value === '') continue;
    query[parameter.name] =
      parameter.schema.type === 'integer' && /^-?\d+$/.test(value) ? Number(value) : value;
  }
  return query;
}

/** The first problem of the query, naming its parameter; null when it fits. */
export function checkQuery(
  parameters: readonly QueryParameter[],
  values: Readonly<Record<string, string>>,
  check: SchemaCheck | undefined,
): FieldProblem | null {
  if (!check || check(typedQuery(parameters, values))) return null;
  return fieldProblem(check.errors);
}

/** `?since=…&limit=…` of the filled-in fields, in the parameters' order; empty without any. */
export function queryString(
  parameters: readonly QueryParameter[],
  values: Readonly<Record<string, string>>,
): string {
  const filled = parameters
    .map((parameter): [string, string] => [parameter.name, values[parameter.name] ?? ''])
    .filter(([, value]) => value !== '');
  return filled.length > 0 ? `?${new URLSearchParams(filled).toString()}` : '';
}
