/**
 * `npm run social-cards`: draws every social card (`config/socialCards.ts`)
 * into `static/img/social/` with the system Chromium, and deletes the files
 * there that no card uses. Run it after changing a section's title, the brand,
 * the palette, the logo or the template; the unit tests say when a committed
 * card is out of date.
 */
import {execFileSync} from 'child_process';
import fs from 'fs';
import path from 'path';
import logger from '@docusaurus/logger';
import {
  SOCIAL_CARDS,
  SOCIAL_CARD_DIR,
  SOCIAL_CARD_MAX_BYTES,
  SOCIAL_CARD_SIZE,
  socialCardAlt,
  socialCardFileName,
} from '../../config/socialCards';
import {CHROMIUM_FLAGS, chromiumPath} from '../chromium.mjs';
import {withText} from './png';
import {
  CARD_FONT,
  FINGERPRINT_KEYWORD,
  SITE_DIR,
  cardFingerprint,
  cardHtml,
  readCardSources,
} from './template';

const OUT_DIR = path.join(SITE_DIR, 'static', SOCIAL_CARD_DIR);

/** Chromium would fall back to another font without a word; the cards would change with the machine. */
function requireCardFont(): void {
  let matched: string;
  try {
    matched = execFileSync('fc-match', ['-f', '%{family}', `${CARD_FONT}:bold`], {
      encoding: 'utf8',
    });
  } catch {
    throw new Error('fc-match (fontconfig) is not installed, so the card font cannot be checked.');
  }
  if (!matched.split(',').includes(CARD_FONT)) {
    throw new Error(
      `The font ${CARD_FONT} is not installed (fontconfig offers "${matched}" instead): apt-get install fonts-dejavu-core.`,
    );
  }
}

async function main(args: string[]): Promise<void> {
  if (args.length > 0) {
    throw new Error(`Unknown argument(s): ${args.join(' ')}. Usage: npm run social-cards`);
  }
  requireCardFont();
  const sources = readCardSources();
  const {chromium} = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_FLAGS],
  });
  try {
    const context = await browser.newContext({
      viewport: SOCIAL_CARD_SIZE,
      deviceScaleFactor: 1,
      // The cards load nothing; anything that tries is a mistake in the template.
      offline: true,
    });
    fs.mkdirSync(OUT_DIR, {recursive: true});
    for (const card of SOCIAL_CARDS) {
      const html = cardHtml(card, sources);
      const page = await context.newPage();
      await page.setContent(html, {waitUntil: 'load'});
      const fits = await page.locator('body').getAttribute('data-title-fits');
      const name = socialCardFileName(card);
      if (fits !== 'true') {
        throw new Error(`The title of ${name} does not fit the card even at the smallest size.`);
      }
      const screenshot = await page.screenshot({type: 'png'});
      await page.close();
      const png = withText(screenshot, {
        Description: socialCardAlt(card),
        Software: 'npm run social-cards',
        [FINGERPRINT_KEYWORD]: cardFingerprint(html),
      });
      if (png.length > SOCIAL_CARD_MAX_BYTES) {
        throw new Error(
          `${name} is ${png.length} bytes, over the budget of ${SOCIAL_CARD_MAX_BYTES}: simplify the template.`,
        );
      }
      fs.writeFileSync(path.join(OUT_DIR, name), png);
      logger.info(`${name}: ${logger.num(Math.round(png.length / 1024))} KB`);
    }
  } finally {
    await browser.close();
  }

  const names = new Set(SOCIAL_CARDS.map(socialCardFileName));
  const unused = fs.readdirSync(OUT_DIR).filter((name) => !names.has(name));
  unused.forEach((name) => fs.rmSync(path.join(OUT_DIR, name)));
  logger.success(
    `${logger.num(SOCIAL_CARDS.length)} social cards in static/${SOCIAL_CARD_DIR}/` +
      (unused.length > 0 ? `; deleted ${unused.join(', ')}, which no card uses.` : '.'),
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  logger.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
