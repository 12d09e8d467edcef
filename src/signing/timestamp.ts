/**
 * The bank's rules for `X-Timestamp`, shared by the local sandbox, which
 * applies them, and the signature debugger, which warns about them.
 */

/** How far `X-Timestamp` may be from the bank's clock, either way (`request_expired`), and how long an accepted signature is remembered (`request_replayed`). */
export const TIMESTAMP_WINDOW_SECONDS = 300;

/** Unix seconds in decimal digits: milliseconds (13 digits) and fractions are malformed (`invalid_timestamp`). */
export const TIMESTAMP_PATTERN = /^[0-9]{1,10}$/;
