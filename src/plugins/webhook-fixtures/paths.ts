/**
 * Where the webhook fixtures are, relative to the site's root: one set for
 * every locale, so `/en/` pages link to the same files as the Russian ones.
 */
export const FIXTURES_DIR = 'webhooks/fixtures';
export const FIXTURE_INDEX_FILE = `${FIXTURES_DIR}/index.json`;

/**
 * `webhooks/fixtures/payout_finished.cardPayout.json`. The example's name is
 * always there, so a webhook's second example never renames its first one's file.
 */
export const fixtureFile = (event: string, example: string): string =>
  `${FIXTURES_DIR}/${event}.${example}.json`;
