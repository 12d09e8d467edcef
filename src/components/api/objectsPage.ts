/**
 * The objects the objects page (`/reference/objects`) describes in full, each
 * under a heading whose anchor is its name in lower case. Elsewhere a field
 * holding one of them links there instead of repeating its fields: a session
 * with its payouts and payments, expanded under every session method and
 * webhook, made the methods page about 50,000 words long.
 *
 * `Amount` and `Metadata` are on the page too but stay expanded where they
 * occur: two or no fields read faster in place than behind a link.
 */
export const LINKED_OBJECTS = [
  'Session',
  'Payout',
  'Payment',
  'Refund',
  'Token',
  'Recurrent',
  'SelfEmployed',
  'Verification',
  'Transfer',
  'EscrowAccount',
  'SettlementAccount',
  'Statement',
  'Report',
] as const;

export const OBJECTS_PAGE = '/reference/objects';

/** Where an object of the list is described, or undefined for any other schema. */
export function objectLink(title: string | undefined): string | undefined {
  return title && (LINKED_OBJECTS as readonly string[]).includes(title)
    ? `${OBJECTS_PAGE}#${title.toLowerCase()}`
    : undefined;
}
