/**
 * The dereferenced model repeats a schema wherever it is used (a `Session`
 * sits in a dozen responses and webhooks), which made the pages' API data
 * three times the size of its content. The data the browser loads keeps each
 * named schema once and points to it with `{"$ref": "Name"}`; `expandModel`
 * puts the shared objects back, so components read a fully resolved model.
 */
import type {ApiModel, JsonSchema} from './model';

type Pointer = {$ref: string};

const isPointer = (value: unknown): value is Pointer =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length === 1 &&
  typeof (value as Partial<Pointer>).$ref === 'string';

/** JSON of the model with every repeated named schema replaced by a pointer. */
export function compactModel(model: ApiModel): string {
  // Dereferencing keeps one object per named schema: identity finds every use.
  const names = new Map<object, string>(
    Object.entries(model.schemas).map(([name, schema]) => [schema, name]),
  );
  const {schemas} = model;
  return JSON.stringify(model, function pointTo(this: unknown, _key, value: unknown) {
    const name = typeof value === 'object' && value !== null ? names.get(value) : undefined;
    // The schema's own entry stays whole; every other use becomes a pointer.
    return name !== undefined && this !== schemas ? {$ref: name} : value;
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
