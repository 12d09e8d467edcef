/**
 * The request console's messages for what went wrong, in the page's
 * language (`texts.tsx`): each names the field, the place or the cause, and says what to
 * do. The checks themselves are language-free (`draftCheck.ts`,
 * `consoleKeys.ts`, `sendRequest.ts`).
 */
import type {FieldProblem} from '../../../sandbox/core';
import type {KeyProblem} from './consoleKeys';
import type {BodyProblem} from './draftCheck';
import type {BaseUrlProblem} from './sendRequest';
import type {ConsoleText} from './texts';

function typeName(t: ConsoleText, type: unknown): string {
  switch (type) {
    case 'string':
      return t('typeString');
    case 'integer':
      return t('typeInteger');
    case 'number':
      return t('typeNumber');
    case 'boolean':
      return t('typeBoolean');
    case 'object':
      return t('typeObject');
    case 'array':
      return t('typeArray');
    default:
      return String(type);
  }
}

/** What a schema error says about a field, as a sentence naming it. */
export function fieldMessage(t: ConsoleText, problem: FieldProblem): string {
  const field = problem.field || t('fieldBody');
  const {keyword, params, message} = problem.error;
  const values = {field, limit: String(params.limit ?? '')};
  if (problem.code === 'missing_field') {
    return t('fieldMissing', values);
  }
  switch (keyword) {
    case 'additionalProperties':
      return t('fieldUnknown', values);
    case 'type':
      return t('fieldType', {
        ...values,
        type: String(params.type ?? '')
          .split(',')
          .map((type) => typeName(t, type))
          .join(' / '),
      });
    case 'pattern':
      return t('fieldPattern', {...values, pattern: String(params.pattern)});
    case 'enum':
      return t('fieldEnum', {
        ...values,
        values: ((params.allowedValues as unknown[] | undefined) ?? []).map(String).join(', '),
      });
    case 'const':
      return t('fieldConst', {...values, value: JSON.stringify(params.allowedValue)});
    case 'minimum':
    case 'exclusiveMinimum':
      return t('fieldMinimum', values);
    case 'maximum':
    case 'exclusiveMaximum':
      return t('fieldMaximum', values);
    case 'minLength':
      return t('fieldMinLength', values);
    case 'maxLength':
      return t('fieldMaxLength', values);
    case 'minItems':
    case 'minProperties':
      return t('fieldMinItems', values);
    case 'maxItems':
    case 'maxProperties':
      return t('fieldMaxItems', values);
    case 'format':
      return t('fieldFormat', {...values, format: String(params.format)});
    case 'oneOf':
    case 'anyOf':
      return t('fieldOneOf', values);
    default:
      return t('fieldOther', {...values, detail: message ?? keyword});
  }
}

export function bodyMessage(t: ConsoleText, problem: BodyProblem): string {
  switch (problem.kind) {
    case 'json':
      return problem.line !== undefined && problem.column !== undefined
        ? t('bodyJsonAt', {
            line: String(problem.line),
            column: String(problem.column),
            detail: problem.detail,
          })
        : t('bodyJson', {detail: problem.detail});
    case 'notObject':
      return t('bodyNotObject');
    case 'schema':
      return fieldMessage(t, problem.problem);
  }
}

export function keyMessage(t: ConsoleText, problem: KeyProblem): string {
  switch (problem) {
    case 'pkcs1':
      return t('keyPkcs1');
    case 'encrypted':
      return t('keyEncrypted');
    case 'notPem':
      return t('keyNotPem');
    case 'notRsa':
      return t('keyNotRsa');
  }
}

export function baseUrlMessage(t: ConsoleText, problem: BaseUrlProblem): string {
  switch (problem) {
    case 'empty':
      return t('baseUrlEmpty');
    case 'notUrl':
      return t('baseUrlNotUrl');
    case 'notHttp':
      return t('baseUrlNotHttp');
    case 'insecure':
      return t('baseUrlInsecure');
    case 'noVersion':
      return t('baseUrlNoVersion');
  }
}

/** A `fetch` that failed with no answer: the browser hides the cause from the page. */
export function networkMessage(t: ConsoleText, url: string, detail: string): string {
  return t('baseUrlUnreachable', {url, detail, origin: window.location.origin});
}
