/**
 * Ejected from @docusaurus/theme-classic 3.10.2 `theme/BlogListPage`.
 * Why: spec §2 gives the blog list a visible title ('What's new' / 'Что нового');
 * upstream renders the posts with no page heading, so the list has no h1 for
 * readers, screen readers or search. A shared link to the list shows the
 * blog's social card, as the posts do, instead of the site's. CHANGED parts
 * are marked.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';

import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import {buildLocale} from '@site/config/i18n';
import {socialCardPath} from '@site/config/socialCards';
import SocialImageMetadata from '@site/src/components/common/SocialImageMetadata';

function BlogListPageMetadata(props: Props): ReactNode {
  const {metadata} = props;
  const {
    siteConfig: {title: siteTitle},
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {blogDescription, blogTitle, permalink} = metadata;
  const isBlogOnlyMode = permalink === '/';
  const title = isBlogOnlyMode ? siteTitle : blogTitle;
  // CHANGED: the blog's social card, its size and alt text.
  const image = socialCardPath({section: 'blog', locale: buildLocale(currentLocale)});
  return (
    <>
      <PageMetadata title={title} description={blogDescription} image={image} />
      <SocialImageMetadata image={image} pageTitle={title} />
      <SearchMetadata tag="blog_posts_list" />
    </>
  );
}

function BlogListPageContent(props: Props): ReactNode {
  const {metadata, items, sidebar} = props;
  return (
    <BlogLayout sidebar={sidebar}>
      {/* CHANGED: page heading and lead from the blog plugin's title and description. */}
      <header className="margin-bottom--lg">
        <h1>{metadata.blogTitle}</h1>
        <p>{metadata.blogDescription}</p>
      </header>
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={metadata} />
    </BlogLayout>
  );
}

export default function BlogListPage(props: Props): ReactNode {
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <BlogListPageMetadata {...props} />
      <BlogListPageStructuredData {...props} />
      <BlogListPageContent {...props} />
    </HtmlClassNameProvider>
  );
}
