/** Inert hCaptcha for local-engine builds (see `../index.ts`): renders nothing, loads nothing. */
import {forwardRef} from 'react';

const HCaptcha = forwardRef<unknown, Record<string, unknown>>(function HCaptcha() {
  return null;
});

export default HCaptcha;
