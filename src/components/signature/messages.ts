/**
 * What the signature debugger says, in the page's language: each field
 * problem, each verdict with what to change, and the timestamp warnings.
 * Every text is a literal `translate()` call, so that `write-translations`
 * finds it.
 */
import {translate} from '@docusaurus/Translate';
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

export function fieldProblemText(problem: FieldProblem, mode: Mode, prefix: string): string {
  switch (`${problem.field}:${problem.problem}`) {
    case 'path:empty':
      return translate(
        {
          id: 'signatureDebugger.path.empty',
          message: 'Enter the path the request goes to, from {prefix}/, with its query string.',
        },
        {prefix},
      );
    case 'path:full-url':
      return translate(
        {
          id: 'signatureDebugger.path.fullUrl',
          message:
            'Enter the path only, from {prefix}/: the scheme and the host are not signed. For example, {prefix}/session/create.',
        },
        {prefix},
      );
    case 'path:not-absolute':
      return translate(
        {
          id: 'signatureDebugger.path.notAbsolute',
          message: 'The path starts with a slash: {prefix}/…',
        },
        {prefix},
      );
    case 'path:outside-prefix':
      return translate(
        {
          id: 'signatureDebugger.path.outsidePrefix',
          message:
            "Every method's path starts with {prefix}/; the bank answers any other path with unknown_method.",
        },
        {prefix},
      );
    case 'timestamp:empty':
      return translate({
        id: 'signatureDebugger.timestamp.empty',
        message: 'Enter X-Timestamp as sent: Unix time in seconds, such as 1760432400.',
      });
    case 'timestamp:not-a-number':
      return translate({
        id: 'signatureDebugger.timestamp.notANumber',
        message: 'X-Timestamp is Unix time in seconds, such as 1760432400, not a date.',
      });
    case 'body:body-with-get':
      return translate({
        id: 'signatureDebugger.body.withGet',
        message:
          'A GET request has no body: its string to sign ends with the line feed after the path. Clear the body or choose POST.',
      });
    case 'body:empty-post':
      return translate({
        id: 'signatureDebugger.body.emptyPost',
        message:
          'A POST request carries a JSON body: without one the bank answers invalid_json. The signature is still checked.',
      });
    case 'body:not-json':
      return mode === 'request'
        ? translate({
            id: 'signatureDebugger.body.notJson.request',
            message:
              'This is not valid JSON. The signature is still checked over these bytes, but the bank would refuse the request with invalid_json.',
          })
        : translate({
            id: 'signatureDebugger.body.notJson.webhook',
            message:
              'This is not valid JSON, and the bank sends JSON. The signature is still checked over these bytes.',
          });
    case 'signature:empty':
      return translate({
        id: 'signatureDebugger.signature.empty',
        message: 'Paste the value of X-Signature.',
      });
    case 'signature:not-base64':
      return translate({
        id: 'signatureDebugger.signature.notBase64',
        message:
          'This is not Base64: a signature consists of Latin letters, digits, + and /, sometimes followed by = or ==.',
      });
    case 'publicKey:empty':
      return translate({
        id: 'signatureDebugger.key.empty',
        message:
          'Paste the public key in PEM, from -----BEGIN PUBLIC KEY----- to -----END PUBLIC KEY-----.',
      });
    case 'publicKey:private':
      return translate({
        id: 'signatureDebugger.key.private',
        message:
          'This is a private key: it was not used, and the field has been cleared. Never paste a private key into a web page, this one included. Paste the public key instead: openssl pkey -in private.pem -pubout.',
      });
    case 'publicKey:certificate':
      return translate({
        id: 'signatureDebugger.key.certificate',
        message:
          'This is a certificate. Paste its public key: openssl x509 -in certificate.pem -pubkey -noout.',
      });
    case 'publicKey:pkcs1':
      return translate({
        id: 'signatureDebugger.key.pkcs1',
        message:
          'This is a PKCS #1 key (BEGIN RSA PUBLIC KEY), while the bank takes SubjectPublicKeyInfo (BEGIN PUBLIC KEY). Convert it: openssl rsa -RSAPublicKey_in -in key.pem -pubout.',
      });
    case 'publicKey:not-pem':
      return translate({
        id: 'signatureDebugger.key.notPem',
        message:
          'This is not a PEM key: paste it whole, with the -----BEGIN PUBLIC KEY----- and -----END PUBLIC KEY----- lines.',
      });
    case 'publicKey:not-rsa':
      return translate({
        id: 'signatureDebugger.key.notRsa',
        message: 'This is not an RSA key: the API signs with RSA keys of 2048 or 4096 bits.',
      });
    case 'publicKey:malformed':
    default:
      return translate({
        id: 'signatureDebugger.key.malformed',
        message:
          'The key between the PEM lines is damaged or cut short: copy the whole file again.',
      });
  }
}

export function environmentText(environment: string): string {
  if (environment === 'sandbox') {
    return translate({
      id: 'signatureDebugger.environment.sandbox',
      message: 'sandbox',
      description: "In 'the bank's {environment} key'",
    });
  }
  if (environment === 'production') {
    return translate({
      id: 'signatureDebugger.environment.production',
      message: 'production',
      description: "In 'the bank's {environment} key'",
    });
  }
  return environment;
}

/** The verdict's one-line summary. */
export function verdictTitle(report: Report): string {
  const {verdict} = report;
  switch (verdict.kind) {
    case 'verified':
      if (report.timestamp) {
        return translate({
          id: 'signatureDebugger.verdict.verifiedBadTime',
          message: 'The signature is right, but the timestamp is not',
        });
      }
      return report.encoding.length > 0
        ? translate({
            id: 'signatureDebugger.verdict.verifiedBadEncoding',
            message: 'The signature is right, but its encoding is not',
          })
        : translate({id: 'signatureDebugger.verdict.verified', message: 'The signature verifies'});
    case 'wrong-string':
      return translate({
        id: 'signatureDebugger.verdict.wrongString',
        message: 'The signature covers another string',
      });
    case 'reserialised':
      return translate({
        id: 'signatureDebugger.verdict.reserialised',
        message: 'The body was signed as other bytes',
      });
    case 'other-hash':
      return translate(
        {id: 'signatureDebugger.verdict.otherHash', message: 'Hashed with {hash}, not SHA-256'},
        {hash: verdict.hash},
      );
    case 'pss':
      return translate({
        id: 'signatureDebugger.verdict.pss',
        message: 'Signed with RSA-PSS padding, not PKCS #1 v1.5',
      });
    case 'bank-key':
      return translate(
        {
          id: 'signatureDebugger.verdict.bankKey',
          message: "Signed with the bank's {environment} key",
        },
        {environment: environmentText(verdict.environment)},
      );
    case 'other-bytes':
      return translate({
        id: 'signatureDebugger.verdict.otherBytes',
        message: 'Signed with this key, over other bytes',
      });
    case 'other-key':
      return translate({
        id: 'signatureDebugger.verdict.otherKey',
        message: 'The key and the signature do not match',
      });
  }
}

function mistakeText(
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
      return translate(
        {
          id: 'signatureDebugger.mistake.methodLowerCase',
          message: 'The method was signed in lower case. Sign it in capitals: {method}.',
        },
        {method},
      );
    case 'path-without-prefix':
      return translate(
        {
          id: 'signatureDebugger.mistake.pathWithoutPrefix',
          message:
            'The path was signed without {prefix}. Sign the path from {prefix}/, as it goes over the wire.',
        },
        {prefix},
      );
    case 'path-without-query':
      return translate({
        id: 'signatureDebugger.mistake.pathWithoutQuery',
        message:
          'The path was signed without its query string. Sign the path together with the query, exactly as sent.',
      });
    case 'query-decoded':
      return translate({
        id: 'signatureDebugger.mistake.queryDecoded',
        message:
          'The query string was signed decoded (%2B as +, for example). Sign it exactly as it goes over the wire, percent-encoding included.',
      });
    case 'full-url':
      return translate(
        {
          id: 'signatureDebugger.mistake.fullUrl',
          message:
            'The full URL {url} was signed. Sign only the path with its query string, from {prefix}/.',
        },
        {url: detail, prefix},
      );
    case 'crlf':
      return translate({
        id: 'signatureDebugger.mistake.crlf',
        message:
          'The parts were joined with CR LF (\\r\\n). Join them with a line feed alone (\\n, byte 0x0A).',
      });
    case 'no-line-feed-before-body':
      return mode === 'request'
        ? translate({
            id: 'signatureDebugger.mistake.noLineFeed.request',
            message:
              'The line feed after the path is missing: the body follows the path directly. Put \\n between them; the string of a GET request ends with it.',
          })
        : translate({
            id: 'signatureDebugger.mistake.noLineFeed.webhook',
            message:
              'The line feed after the timestamp is missing. Put \\n between the timestamp and the body.',
          });
    case 'signed-as-webhook':
      return translate({
        id: 'signatureDebugger.mistake.signedAsWebhook',
        message:
          'It was signed like a webhook: the timestamp and the body, without the method and the path. A request signs four parts: timestamp, method, path and body. If this is a webhook, choose “Webhook from the bank” above.',
      });
    case 'signed-as-request':
      return translate({
        id: 'signatureDebugger.mistake.signedAsRequest',
        message:
          'It was signed like a request, with the method and the path entered in request mode. A webhook signs two parts: the timestamp and the body. If this is a request, choose “Request to the API” above.',
      });
    case 'other-timestamp':
      return translate(
        {
          id: 'signatureDebugger.mistake.otherTimestamp',
          message:
            'It was signed with the timestamp {signed}, while X-Timestamp is {sent}. Read the clock once, in whole seconds, and use that value for both the header and the signature.',
        },
        {signed: detail, sent},
      );
  }
}

function serialisationText({layout, sortedKeys, escapes, finalLineFeed}: Serialisation): string {
  if (layout === 'as-sent') {
    return finalLineFeed
      ? translate({
          id: 'signatureDebugger.serialisation.lineFeedAdded',
          message: 'the bytes sent with a line feed added at the end',
        })
      : translate({
          id: 'signatureDebugger.serialisation.lineFeedDropped',
          message: 'the bytes sent without their final line feed',
        });
  }
  const traits = [
    {
      compact: translate({
        id: 'signatureDebugger.serialisation.compact',
        message: 'compact, without spaces',
      }),
      'indent-2': translate({
        id: 'signatureDebugger.serialisation.indent2',
        message: 'indented by 2 spaces',
      }),
      'indent-4': translate({
        id: 'signatureDebugger.serialisation.indent4',
        message: 'indented by 4 spaces',
      }),
      python: translate({
        id: 'signatureDebugger.serialisation.python',
        message: 'on one line, with a space after each comma and colon',
      }),
    }[layout],
  ];
  if (sortedKeys) {
    traits.push(
      translate({id: 'signatureDebugger.serialisation.sortedKeys', message: 'keys sorted'}),
    );
  }
  if (escapes === 'non-ascii') {
    traits.push(
      translate({
        id: 'signatureDebugger.serialisation.nonAscii',
        message: 'letters outside ASCII as \\u escapes',
      }),
    );
  }
  if (escapes === 'non-ascii-and-slashes') {
    traits.push(
      translate({
        id: 'signatureDebugger.serialisation.nonAsciiAndSlashes',
        message: 'letters outside ASCII as \\u escapes and / as \\/',
      }),
    );
  }
  traits.push(
    finalLineFeed
      ? translate({
          id: 'signatureDebugger.serialisation.withLineFeed',
          message: 'with a line feed at the end',
        })
      : translate({
          id: 'signatureDebugger.serialisation.withoutLineFeed',
          message: 'without a line feed at the end',
        }),
  );
  return traits.join(', ');
}

/** What happened and what to change, paragraph by paragraph. */
export function verdictExplanation(
  report: Report,
  input: {mode: Mode; method: HttpMethod; prefix: string; timestamp: string},
): string[] {
  const {verdict} = report;
  const {mode} = input;
  switch (verdict.kind) {
    case 'verified':
      return [
        mode === 'request'
          ? translate({
              id: 'signatureDebugger.explain.verified.request',
              message:
                "The signature was made with this key's private half over exactly the string the bank expects.",
            })
          : translate({
              id: 'signatureDebugger.explain.verified.webhook',
              message:
                "The webhook was signed with this key's private half over exactly its timestamp and body.",
            }),
      ];
    case 'wrong-string':
      return [
        mistakeText(verdict.mistake, {...input, detail: verdict.detail, sent: input.timestamp}),
      ];
    case 'reserialised':
      return [
        translate(
          {
            id: 'signatureDebugger.explain.reserialised',
            message:
              'The signature covers the same body written differently ({how}): the bytes signed are not the bytes sent.',
          },
          {how: serialisationText(verdict.serialisation)},
        ),
        mode === 'request'
          ? translate({
              id: 'signatureDebugger.explain.reserialised.request',
              message:
                'The bytes sent must be the bytes signed: serialise the JSON once, sign those bytes and send them as they are.',
            })
          : translate({
              id: 'signatureDebugger.explain.reserialised.webhook',
              message:
                'Verify a webhook over its body exactly as it came, before parsing it: parsing and writing the JSON again changes the bytes.',
            }),
      ];
    case 'other-hash':
      return [
        verdict.overExpectedString
          ? translate(
              {
                id: 'signatureDebugger.explain.otherHash',
                message:
                  'The signature covers the right string and was made with this key, but hashed with {hash}. The bank checks RSA-SHA256: sign with SHA-256.',
              },
              {hash: verdict.hash},
            )
          : translate(
              {
                id: 'signatureDebugger.explain.otherHashOtherString',
                message:
                  'The signature was made with this key, but hashed with {hash} and over a string other than the one expected. Sign the string below with SHA-256.',
              },
              {hash: verdict.hash},
            ),
      ];
    case 'pss':
      return [
        translate({
          id: 'signatureDebugger.explain.pss',
          message:
            'The signature covers the right string and was made with this key, but with PSS padding. The bank checks PKCS #1 v1.5: in Node.js leave out the RSA_PKCS1_PSS_PADDING option, in Python use padding.PKCS1v15().',
        }),
      ];
    case 'bank-key': {
      const environment = environmentText(verdict.environment);
      const paragraphs = [
        mode === 'request'
          ? translate(
              {
                id: 'signatureDebugger.explain.bankKey.request',
                message:
                  "The request was signed with the bank's {environment} key, not with the key you gave. Sign requests with your own private key, whose public half you registered with the bank.",
              },
              {environment},
            )
          : report.givenBankKey
            ? translate(
                {
                  id: 'signatureDebugger.explain.bankKey.otherEnvironment',
                  message:
                    "The webhook was signed with the bank's {environment} key, and you checked it with the {given} key. Check a webhook with the key of the environment it came from.",
                },
                {environment, given: environmentText(report.givenBankKey)},
              )
            : translate(
                {
                  id: 'signatureDebugger.explain.bankKey.webhook',
                  message:
                    "The webhook was signed with the bank's {environment} key, and you checked it with another key. Check webhooks with the bank's key of the environment they come from.",
                },
                {environment},
              ),
      ];
      if (!verdict.overExpectedString) {
        paragraphs.push(
          translate({
            id: 'signatureDebugger.explain.bankKey.otherString',
            message:
              'It does not cover the expected string either: compare yours with the string below.',
          }),
        );
      }
      return paragraphs;
    }
    case 'other-bytes':
      return [
        translate({
          id: 'signatureDebugger.explain.otherBytes',
          message:
            'The key is right: the signature was made with its private half. But it covers a string other than the one the bank expects for these inputs, and none of the usual mistakes explains it. Compare your string to sign with the one below, byte by byte: the body must be the exact bytes sent.',
        }),
      ];
    case 'other-key': {
      const paragraphs = [
        translate({
          id: 'signatureDebugger.explain.otherKey',
          message:
            "The signature was not made with this key's private half, nor with the bank's keys: the key or the data do not match. Check that the key is the public half of the key that signs, and that the signature was copied whole. The string the bank expects for these inputs is below.",
        }),
      ];
      if (verdict.signatureBytes !== verdict.keyBytes) {
        paragraphs.push(
          translate(
            {
              id: 'signatureDebugger.explain.otherKey.length',
              message:
                'The signature is {signatureBytes} bytes long, while a signature made with this {bits}-bit key is {keyBytes} bytes long.',
            },
            {
              signatureBytes: verdict.signatureBytes,
              keyBytes: verdict.keyBytes,
              bits: verdict.keyBytes * 8,
            },
          ),
        );
      }
      return paragraphs;
    }
  }
}

export function encodingIssueText(issue: EncodingIssue): string {
  switch (issue) {
    case 'whitespace':
      return translate({
        id: 'signatureDebugger.encoding.whitespace',
        message: 'it has spaces or line breaks inside, while a header value is one line',
      });
    case 'url-alphabet':
      return translate({
        id: 'signatureDebugger.encoding.urlAlphabet',
        message: 'it uses the URL-safe alphabet: - and _ instead of + and /',
      });
    case 'no-padding':
      return translate({
        id: 'signatureDebugger.encoding.noPadding',
        message: 'it lacks the = padding at the end',
      });
    case 'hex':
      return translate({
        id: 'signatureDebugger.encoding.hex',
        message: 'it is written in hex, not in Base64',
      });
  }
}

/** `45 s`, `7 min 5 s`, `3 h 20 min`, `2 d 3 h`: the two largest units. */
export function durationText(totalSeconds: number): string {
  const seconds = Math.abs(Math.round(totalSeconds));
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) {
    return translate(
      {id: 'signatureDebugger.duration.days', message: '{days} d {hours} h'},
      {days, hours},
    );
  }
  if (hours > 0) {
    return translate(
      {id: 'signatureDebugger.duration.hours', message: '{hours} h {minutes} min'},
      {hours, minutes},
    );
  }
  if (minutes > 0) {
    return translate(
      {id: 'signatureDebugger.duration.minutes', message: '{minutes} min {seconds} s'},
      {minutes, seconds: seconds % 60},
    );
  }
  return translate({id: 'signatureDebugger.duration.seconds', message: '{seconds} s'}, {seconds});
}

export function timestampWarningText(warning: TimestampWarning, mode: Mode): string {
  if (warning.kind === 'malformed') {
    return mode === 'request'
      ? translate({
          id: 'signatureDebugger.timestamp.malformed.request',
          message:
            'The bank would refuse this request with invalid_timestamp: X-Timestamp must be whole Unix seconds, up to 10 digits, not milliseconds or a fraction.',
        })
      : translate({
          id: 'signatureDebugger.timestamp.malformed.webhook',
          message:
            'The bank sends X-Timestamp in whole Unix seconds, and this one is not: this webhook did not come from the bank as it is.',
        });
  }
  const values = {duration: durationText(warning.skewSeconds), window: TIMESTAMP_WINDOW_SECONDS};
  if (mode === 'request') {
    return warning.skewSeconds < 0
      ? translate(
          {
            id: 'signatureDebugger.timestamp.behind.request',
            message:
              'The bank would refuse this request with request_expired: X-Timestamp is {duration} behind your clock, and the bank allows {window} seconds either way. Sign every attempt afresh, and keep the server clock in sync (NTP).',
          },
          values,
        )
      : translate(
          {
            id: 'signatureDebugger.timestamp.ahead.request',
            message:
              'The bank would refuse this request with request_expired: X-Timestamp is {duration} ahead of your clock, and the bank allows {window} seconds either way. Keep the server clock in sync (NTP).',
          },
          values,
        );
  }
  return warning.skewSeconds < 0
    ? translate(
        {
          id: 'signatureDebugger.timestamp.behind.webhook',
          message:
            'X-Timestamp is {duration} behind your clock: a receiver refuses a webhook more than {window} seconds away from its clock, since it may be a recorded one sent again.',
        },
        values,
      )
    : translate(
        {
          id: 'signatureDebugger.timestamp.ahead.webhook',
          message:
            'X-Timestamp is {duration} ahead of your clock: a receiver refuses a webhook more than {window} seconds away from its clock. Check that your clock is right.',
        },
        values,
      );
}
