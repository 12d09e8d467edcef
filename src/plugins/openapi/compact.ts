/**
 * The dereferenced model repeats a schema wherever it is used (a `Session`
 * sits in a dozen responses and webhooks), which made the pages' API data
 * three times the size of its content. The data the browser loads keeps each
 * named schema once and points to it with `{"$ref": "Name"}`; `expandModel`
 * puts the shared objects back, so components read a fully resolved model.
 */
import type {ApiModel, JsonSchema, Lang} from './model';

type Pointer = {$ref: string};

const isPointer = (value: unknown): value is Pointer =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length === 1 &&
  typeof (value as Partial<Pointer>).$ref === 'string';

/** Dereferencing keeps one object per named schema: identity finds every use of it. */
function schemaNames(model: ApiModel): Map<object, string> {
  return new Map(Object.entries(model.schemas).map(([name, schema]) => [schema, name]));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{en, ru}` as the model's `Localized` texts are. */
const isLocalized = (value: Record<string, unknown>): boolean => {
  const keys = Object.keys(value);
  return keys.length === 2 && typeof value.en === 'string' && typeof value.ru === 'string';
};

/**
 * The key a Russian twin stands beside: `x-description-ru` → `description`,
 * `x-enum-descriptions-ru` → `x-enum-descriptions`, `x-crediting-time-ru` →
 * `crediting_time`; null when the object has no such key.
 */
function twinOf(key: string, node: Record<string, unknown>): string | null {
  if (!key.startsWith('x-') || !key.endsWith('-ru')) return null;
  const stem = key.slice('x-'.length, -'-ru'.length);
  const candidates = [stem, `x-${stem}`, stem.replace(/-/g, '_')];
  return candidates.find((candidate) => candidate in node) ?? null;
}

/**
 * One object of the model in one language: a Russian twin (`x-<key>-ru`) takes
 * its key's place on a Russian page and is dropped on an English one, and a
 * `Localized` text keeps only the page's language (the other reads as empty,
 * which `localized()` and the components fill from the one kept). The browser
 * then loads one language of the file, not both.
 */
export function inLanguage(node: Record<string, unknown>, lang: Lang): Record<string, unknown> {
  if (isLocalized(node)) {
    return lang === 'ru' ? {en: '', ru: node.ru} : {en: node.en, ru: ''};
  }
  const twins = Object.keys(node).flatMap((key) => {
    const base = twinOf(key, node);
    return base === null ? [] : [[key, base] as const];
  });
  if (twins.length === 0) return node;
  const dropped = new Set(twins.map(([key]) => key));
  const result = Object.fromEntries(Object.entries(node).filter(([key]) => !dropped.has(key)));
  if (lang === 'ru') {
    for (const [key, base] of twins) result[base] = node[key];
  }
  return result;
}

/**
 * JSON of the model with every repeated named schema replaced by a pointer;
 * with `lang`, only that language's texts (`inLanguage`).
 */
export function compactModel(model: ApiModel, lang?: Lang): string {
  const names = schemaNames(model);
  const {schemas} = model;
  return JSON.stringify(model, function pointTo(this: unknown, _key, value: unknown) {
    const name = typeof value === 'object' && value !== null ? names.get(value) : undefined;
    // The schema's own entry stays whole; every other use becomes a pointer.
    if (name !== undefined && this !== schemas) return {$ref: name};
    return lang && isRecord(value) ? inLanguage(value, lang) : value;
  });
}

/** The model with its pointers replaced by the (shared) schemas they name. */
export function expandModel(compact: ApiModel): ApiModel {
  const seen = new Set<object>();
  const resolve = (value: unknown): unknown => {
    if (isPointer(value)) {
      const schema = compact.schemas[value.$ref];
      if (!schema) {
        throw new Error(`API data points to a missing schema "${value.$ref}"`);
      }
      return resolve(schema);
    }
    if (typeof value !== 'object' || value === null || seen.has(value)) {
      return value;
    }
    seen.add(value);
    const container = value as Record<string, unknown>;
    for (const key of Object.keys(container)) {
      container[key] = resolve(container[key]);
    }
    return value;
  };
  for (const name of Object.keys(compact.schemas)) {
    compact.schemas[name] = resolve(compact.schemas[name]) as JsonSchema;
  }
  return resolve(compact) as ApiModel;
}

/**
 * The part of the model the methods and errors pages render: the operations,
 * the named schemas they reach and those named in `alsoKeep`, no webhooks.
 * It leaves out a third of the schemas (those only the webhooks and the
 * objects page show); the objects and webhooks pages load the whole model.
 */
export function methodsModel(model: ApiModel, alsoKeep: string[] = []): ApiModel {
  const names = schemaNames(model);
  const kept = new Set(alsoKeep);
  const seen = new Set<object>();
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    const name = names.get(value);
    if (name !== undefined) kept.add(name);
    for (const child of Object.values(value)) visit(child);
  };
  visit(model.operations);
  for (const name of alsoKeep) visit(model.schemas[name]);
  return {
    ...model,
    webhooks: [],
    schemas: Object.fromEntries(Object.entries(model.schemas).filter(([name]) => kept.has(name))),
  };
}
