/**
 * Wraps the theme's Root (upstream renders its children and nothing else) to
 * mount the "Ask AI" button once for the whole app, outside the page that
 * changes on navigation, so an open conversation survives following a link.
 */
import React, {type ReactNode} from 'react';
import OriginalRoot from '@theme-original/Root';
import ChatLauncher from '@site/src/components/chat/ChatLauncher';

export default function Root({children}: {children: ReactNode}) {
  return (
    <>
      <OriginalRoot>{children}</OriginalRoot>
      <ChatLauncher />
    </>
  );
}
