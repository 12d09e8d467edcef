/**
 * The third-party addresses the hosted chat engine reaches, in one place so
 * that the Content-Security-Policy of a hosted build
 * (`src/plugins/security-headers`) names exactly these. Both are what
 * `@kapaai/react-sdk` 0.13 uses (its unit test reads them in the SDK).
 */

/** The provider's API: questions, answers and feedback. */
export const KAPA_PROXY_URL = 'https://proxy.kapa.ai';

/** Google reCAPTCHA Enterprise, which the SDK inserts once the terms are accepted. */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/enterprise.js';
