/**
 * What the signature debugger says, in the page's language (`texts.tsx`):
 * each field problem, each verdict with what to change, and the timestamp
 * warnings. The diagnosis itself is language-free (`src/signing/diagnose.ts`).
 */
import type {
  EncodingIssue,
  FieldProblem,
  HttpMethod,
  Mistake,
  Mode,
  Report,
  Serialisation,
  TimestampWarning,
} from '../../signing/diagnose';
import {TIMESTAMP_WINDOW_SECONDS} from '../../signing/timestamp';
import type {SignatureText} from './texts';

export function fieldProblemText(
  t: SignatureText,
  problem: FieldProblem,
  mode: Mode,
  prefix: string,
): string {
  switch (`${problem.field}:${problem.problem}`) {
    case 'path:empty':
      return t('path.empty', {prefix});
    case 'path:full-url':
      return t('path.fullUrl', {prefix});
    case 'path:not-absolute':
      return t('path.notAbsolute', {prefix});
    case 'path:outside-prefix':
      return t('path.outsidePrefix', {prefix});
    case 'timestamp:empty':
      return t('timestamp.empty');
    case 'timestamp:not-a-number':
      return t('timestamp.notANumber');
    case 'body:body-with-get':
      return t('body.withGet');
    case 'body:empty-post':
      return t('body.emptyPost');
    case 'body:not-json':
      return mode === 'request' ? t('body.notJson.request') : t('body.notJson.webhook');
    case 'signature:empty':
      return t('signature.empty');
    case 'signature:not-base64':
      return t('signature.notBase64');
    case 'publicKey:empty':
      return t('key.empty');
    case 'publicKey:private':
      return t('key.private');
    case 'publicKey:certificate':
      return t('key.certificate');
    case 'publicKey:pkcs1':
      return t('key.pkcs1');
    case 'publicKey:not-pem':
      return t('key.notPem');
    case 'publicKey:not-rsa':
      return t('key.notRsa');
    case 'publicKey:malformed':
    default:
      return t('key.malformed');
  }
}

export function environmentText(t: SignatureText, environment: string): string {
  if (environment === 'sandbox') {
    return t('environment.sandbox');
  }
  if (environment === 'production') {
    return t('environment.production');
  }
  return environment;
}

/** The verdict's one-line summary. */
export function verdictTitle(t: SignatureText, report: Report): string {
  const {verdict} = report;
  switch (verdict.kind) {
    case 'verified':
      if (report.timestamp) {
        return t('verdict.verifiedBadTime');
      }
      return report.encoding.length > 0 ? t('verdict.verifiedBadEncoding') : t('verdict.verified');
    case 'wrong-string':
      return t('verdict.wrongString');
    case 'reserialised':
      return t('verdict.reserialised');
    case 'other-hash':
      return t('verdict.otherHash', {hash: verdict.hash});
    case 'pss':
      return t('verdict.pss');
    case 'bank-key':
      return t('verdict.bankKey', {environment: environmentText(t, verdict.environment)});
    case 'other-bytes':
      return t('verdict.otherBytes');
    case 'other-key':
      return t('verdict.otherKey');
  }
}

function mistakeText(
  t: SignatureText,
  mistake: Mistake,
  {
    mode,
    method,
    prefix,
    detail,
    sent,
  }: {mode: Mode; method: HttpMethod; prefix: string; detail: string; sent: string},
): string {
  switch (mistake) {
    case 'method-lower-case':
      return t('mistake.methodLowerCase', {method});
    case 'path-without-prefix':
      return t('mistake.pathWithoutPrefix', {prefix});
    case 'path-without-query':
      return t('mistake.pathWithoutQuery');
    case 'query-decoded':
      return t('mistake.queryDecoded');
    case 'full-url':
      return t('mistake.fullUrl', {url: detail, prefix});
    case 'crlf':
      return t('mistake.crlf');
    case 'no-line-feed-before-body':
      return mode === 'request' ? t('mistake.noLineFeed.request') : t('mistake.noLineFeed.webhook');
    case 'signed-as-webhook':
      return t('mistake.signedAsWebhook');
    case 'signed-as-request':
      return t('mistake.signedAsRequest');
    case 'other-timestamp':
      return t('mistake.otherTimestamp', {signed: detail, sent});
  }
}

function serialisationText(
  t: SignatureText,
  {layout, sortedKeys, escapes, finalLineFeed}: Serialisation,
): string {
  if (layout === 'as-sent') {
    return finalLineFeed ? t('serialisation.lineFeedAdded') : t('serialisation.lineFeedDropped');
  }
  const traits = [
    {
      compact: t('serialisation.compact'),
      'indent-2': t('serialisation.indent2'),
      'indent-4': t('serialisation.indent4'),
      python: t('serialisation.python'),
    }[layout],
  ];
  if (sortedKeys) {
    traits.push(t('serialisation.sortedKeys'));
  }
  if (escapes === 'non-ascii') {
    traits.push(t('serialisation.nonAscii'));
  }
  if (escapes === 'non-ascii-and-slashes') {
    traits.push(t('serialisation.nonAsciiAndSlashes'));
  }
  traits.push(finalLineFeed ? t('serialisation.withLineFeed') : t('serialisation.withoutLineFeed'));
  return traits.join(', ');
}

/** What happened and what to change, paragraph by paragraph. */
export function verdictExplanation(
  t: SignatureText,
  report: Report,
  input: {mode: Mode; method: HttpMethod; prefix: string; timestamp: string},
): string[] {
  const {verdict} = report;
  const {mode} = input;
  switch (verdict.kind) {
    case 'verified':
      return [mode === 'request' ? t('explain.verified.request') : t('explain.verified.webhook')];
    case 'wrong-string':
      return [
        mistakeText(t, verdict.mistake, {...input, detail: verdict.detail, sent: input.timestamp}),
      ];
    case 'reserialised':
      return [
        t('explain.reserialised', {how: serialisationText(t, verdict.serialisation)}),
        mode === 'request' ? t('explain.reserialised.request') : t('explain.reserialised.webhook'),
      ];
    case 'other-hash':
      return [
        verdict.overExpectedString
          ? t('explain.otherHash', {hash: verdict.hash})
          : t('explain.otherHashOtherString', {hash: verdict.hash}),
      ];
    case 'pss':
      return [t('explain.pss')];
    case 'bank-key': {
      const environment = environmentText(t, verdict.environment);
      const paragraphs = [
        mode === 'request'
          ? t('explain.bankKey.request', {environment})
          : report.givenBankKey
            ? t('explain.bankKey.otherEnvironment', {
                environment,
                given: environmentText(t, report.givenBankKey),
              })
            : t('explain.bankKey.webhook', {environment}),
      ];
      if (!verdict.overExpectedString) {
        paragraphs.push(t('explain.bankKey.otherString'));
      }
      return paragraphs;
    }
    case 'other-bytes':
      return [t('explain.otherBytes')];
    case 'other-key': {
      const paragraphs = [t('explain.otherKey')];
      if (verdict.signatureBytes !== verdict.keyBytes) {
        paragraphs.push(
          t('explain.otherKey.length', {
            signatureBytes: verdict.signatureBytes,
            keyBytes: verdict.keyBytes,
            bits: verdict.keyBytes * 8,
          }),
        );
      }
      return paragraphs;
    }
  }
}

export function encodingIssueText(t: SignatureText, issue: EncodingIssue): string {
  switch (issue) {
    case 'whitespace':
      return t('encoding.whitespace');
    case 'url-alphabet':
      return t('encoding.urlAlphabet');
    case 'no-padding':
      return t('encoding.noPadding');
    case 'hex':
      return t('encoding.hex');
  }
}

/** `45 s`, `7 min 5 s`, `3 h 20 min`, `2 d 3 h`: the two largest units. */
export function durationText(t: SignatureText, totalSeconds: number): string {
  const seconds = Math.abs(Math.round(totalSeconds));
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) {
    return t('duration.days', {days, hours});
  }
  if (hours > 0) {
    return t('duration.hours', {hours, minutes});
  }
  if (minutes > 0) {
    return t('duration.minutes', {minutes, seconds: seconds % 60});
  }
  return t('duration.seconds', {seconds});
}

export function timestampWarningText(
  t: SignatureText,
  warning: TimestampWarning,
  mode: Mode,
): string {
  if (warning.kind === 'malformed') {
    return mode === 'request' ? t('timestamp.malformed.request') : t('timestamp.malformed.webhook');
  }
  const values = {duration: durationText(t, warning.skewSeconds), window: TIMESTAMP_WINDOW_SECONDS};
  if (mode === 'request') {
    return warning.skewSeconds < 0
      ? t('timestamp.behind.request', values)
      : t('timestamp.ahead.request', values);
  }
  return warning.skewSeconds < 0
    ? t('timestamp.behind.webhook', values)
    : t('timestamp.ahead.webhook', values);
}
