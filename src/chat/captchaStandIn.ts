/**
 * The SDK asks for a captcha token before every question, and its reCAPTCHA
 * provider inserts Google's script unless an element with the script's id is
 * already there, then waits for `grecaptcha.enterprise`. The local engine
 * sends nothing anywhere, so it gets an inert stand-in: an element with that
 * id that loads nothing, and a `grecaptcha` that hands out a fixed token.
 * Tied to @kapaai/react-sdk 0.13 (pinned); the browser tests prove that no
 * request leaves the page.
 */
const SDK_RECAPTCHA_SCRIPT_ID = 'kapa-recaptcha-script';
export const LOCAL_CAPTCHA_TOKEN = 'local-engine';

type Grecaptcha = Window['grecaptcha'];

export function installLocalCaptchaStandIn(doc: Document = document): void {
  const win = doc.defaultView as (Window & {grecaptcha?: Grecaptcha}) | null;
  if (!win) return;
  if (!doc.getElementById(SDK_RECAPTCHA_SCRIPT_ID)) {
    const placeholder = doc.createElement('script');
    placeholder.id = SDK_RECAPTCHA_SCRIPT_ID;
    // A data block: the browser neither fetches nor runs it.
    placeholder.type = 'application/json';
    placeholder.textContent = '{"captcha":"local stand-in, nothing loaded"}';
    doc.head.appendChild(placeholder);
  }
  win.grecaptcha ??= {
    enterprise: {
      ready: async (callback: () => void) => callback(),
      execute: async () => LOCAL_CAPTCHA_TOKEN,
    },
  };
}
