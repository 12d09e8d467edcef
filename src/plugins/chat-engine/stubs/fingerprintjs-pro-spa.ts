/** Inert FingerprintJS Pro SPA for local-engine builds (see `../index.ts`). */
export enum CacheLocation {
  Memory = 'memory',
  LocalStorage = 'localstorage',
  SessionStorage = 'sessionstorage',
  NoCache = 'nocache',
}
