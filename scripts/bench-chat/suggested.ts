/**
 * What a correct answer to each suggested question of the chat
 * (`config/chat.ts`, in order) cites and shows, in both languages: the bench
 * and the browser test (`tests/e2e/chat.spec.ts`) hold the answers to it.
 */
export type SuggestedAnswer = {
  /** Pages that answer it (no locale prefix): citing any of them counts. */
  pages: string[];
  /** Text a fenced code block of the answer holds. */
  code: string;
};

export const SUGGESTED_ANSWERS: SuggestedAnswer[] = [
  // How do I make a payout to a bank card? The page of card payouts, with its request.
  {pages: ['/payouts/russian-card'], code: '"method": "tokenized_card"'},
  // How do I set up a webhook? The webhooks reference (envelope, signature) with a payload.
  {pages: ['/reference/webhooks', '/before'], code: '"type": "'},
  // How do I take recurring payments? The recurring card payments page, with its request.
  {pages: ['/payments/payment-recurring'], code: 'recurrent'},
];
