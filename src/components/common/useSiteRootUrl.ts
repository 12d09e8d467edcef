import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * The address of a file a plugin writes once at the site's root for every
 * locale (`openapi.yaml`, `webhooks/fixtures/index.json`). `<Link>` and
 * `useBaseUrl` would put it under the locale's base URL (`/en/`), where it
 * does not exist, and the link checker does not know such files.
 */
export function useSiteRootUrl(): (file: string) => string {
  const {i18n} = useDocusaurusContext();
  const siteBaseUrl = i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ?? '/';
  return (file) => `${siteBaseUrl}${file}`;
}
