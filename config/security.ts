import type {SecurityHeadersOptions} from '../src/plugins/security-headers';
import {DEFAULT_TAG_URL} from '../src/plugins/analytics';
import {REDIRECT_PAGE_SCRIPT} from '../src/plugins/redirect-pages';
import {analyticsOptions} from './analytics';
import type {SiteEnv} from './env';

/**
 * What the Content-Security-Policy of the build must let through
 * (`src/plugins/security-headers`): a hosted service only when the
 * environment configures it, so a build with no variables set names no
 * third-party host at all.
 */
export function securityHeadersOptions(
  env: Pick<SiteEnv, 'algolia' | 'kapaIntegrationId' | 'metrica'>,
): SecurityHeadersOptions {
  const counters = analyticsOptions(env.metrica).counters ?? [];
  return {
    services: {
      algolia: env.algolia ? {appId: env.algolia.appId} : null,
      // The same test as the chat engine's (`config/chat.ts`).
      hostedChat: Boolean(env.kapaIntegrationId),
      metrica: counters.length > 0 ? {tagUrl: DEFAULT_TAG_URL} : null,
    },
    postBuildInlineScripts: [REDIRECT_PAGE_SCRIPT],
  };
}
