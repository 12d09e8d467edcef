/**
 * Wraps the theme's DocItem/Metadata, which sets the page's `og:image` from
 * its front matter (the section's social card, `config/socialCardSources.ts`)
 * but leaves the site-wide size and alt text of the default card before it:
 * states them again after the page's image, with the alt text of that image.
 */
import React, {type ReactNode} from 'react';
import OriginalMetadata from '@theme-original/DocItem/Metadata';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import SocialImageMetadata from '@site/src/components/common/SocialImageMetadata';

export default function DocItemMetadata(): ReactNode {
  const {frontMatter, metadata} = useDoc();
  return (
    <>
      <OriginalMetadata />
      <SocialImageMetadata image={frontMatter.image} pageTitle={metadata.title} />
    </>
  );
}
