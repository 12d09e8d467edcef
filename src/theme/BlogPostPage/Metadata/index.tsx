/**
 * Wraps the theme's BlogPostPage/Metadata, which sets the post's `og:image`
 * from its front matter (the blog's social card, `config/socialCardSources.ts`)
 * but leaves the site-wide size and alt text of the default card before it:
 * states them again after the post's image, with the alt text of that image.
 */
import React, {type ReactNode} from 'react';
import OriginalMetadata from '@theme-original/BlogPostPage/Metadata';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import SocialImageMetadata from '@site/src/components/common/SocialImageMetadata';

export default function BlogPostPageMetadata(): ReactNode {
  const {metadata} = useBlogPost();
  return (
    <>
      <OriginalMetadata />
      <SocialImageMetadata image={metadata.frontMatter.image} pageTitle={metadata.title} />
    </>
  );
}
