import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {SOCIAL_CARD_SIZE, socialCardAlt, socialCardOfImage} from '@site/config/socialCards';

/**
 * The size and alt text of a page's own `og:image`, after it. The site-wide
 * ones in `themeConfig.metadata` describe the default card and come before a
 * page's image in the head, where Open Graph readers would not tie them to
 * it. A writer's own image is as large as the cards (a unit test holds front
 * matter images to it) and is taken to illustrate the page, so its title
 * serves as the alt text.
 */
export default function SocialImageMetadata({
  image,
  pageTitle,
}: {
  image: string | undefined;
  pageTitle: string;
}): ReactNode {
  if (image === undefined) {
    return null;
  }
  const card = socialCardOfImage(image);
  const alt = card ? socialCardAlt(card) : pageTitle;
  return (
    <Head>
      <meta property="og:image:width" content={String(SOCIAL_CARD_SIZE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD_SIZE.height)} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:image:alt" content={alt} />
    </Head>
  );
}
