// The one place that says which Chromium the browser tests and the benchmark
// drive and with which flags: Debian's, since Playwright's own download is not
// reachable from this machine or CI.
import fs from 'node:fs';

/** Flags for a headless Chromium in a container without a GPU or network extras. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Path of the Chromium to launch: CHROMIUM_PATH, else Debian's. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate) => candidate && fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      'No Chromium found: install it (apt-get install chromium) or set CHROMIUM_PATH.',
    );
  }
  return found;
}
