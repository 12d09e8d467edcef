import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * A link to the OpenAPI file at its stable address at the site's root
 * (`/openapi.yaml`, `/openapi.json`: `src/plugins/llms` writes them once for
 * every locale), which `<Link>` would put under the locale's base URL and
 * the link checker would not find among the routes.
 */
export default function OpenApiFileLink({format}: {format: 'yaml' | 'json'}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const siteBaseUrl = i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ?? '/';
  const file = `openapi.${format}`;
  return (
    <a href={`${siteBaseUrl}${file}`}>
      <code>{file}</code>
    </a>
  );
}
