/** Inert FingerprintJS Pro for local-engine builds (see `../index.ts`). */
import type {ReactNode} from 'react';

export function FpjsProvider({children}: {children?: ReactNode}) {
  return children ?? null;
}

export function useVisitorData() {
  return {
    data: undefined,
    isLoading: false,
    error: undefined,
    getData: () =>
      Promise.reject(new Error('Fingerprinting is not part of the local chat engine.')),
  };
}
