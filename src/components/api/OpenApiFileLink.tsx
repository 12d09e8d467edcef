import React, {type ReactNode} from 'react';
import {useSiteRootUrl} from '../common/useSiteRootUrl';

/**
 * A link to the OpenAPI file at its stable address at the site's root
 * (`/openapi.yaml`, `/openapi.json`: `src/plugins/llms` writes them once for
 * every locale).
 */
export default function OpenApiFileLink({format}: {format: 'yaml' | 'json'}): ReactNode {
  const siteRootUrl = useSiteRootUrl();
  const file = `openapi.${format}`;
  return (
    <a href={siteRootUrl(file)}>
      <code>{file}</code>
    </a>
  );
}
