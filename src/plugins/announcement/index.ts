import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';

/**
 * theme-classic hides the announcement bar before the first paint whenever the
 * reader dismissed *an* announcement, without looking at which one; React then
 * decides the bar is active again for a new id, but the CSS attribute set by
 * that early script keeps it hidden until the next full page load. This script
 * runs right after the theme's one and lifts the attribute when the stored id
 * differs from the configured one, so a new announcement shows on first load.
 */
export function announcementResetScript(id: string, storageNamespace: string): string {
  const idKey = JSON.stringify(`docusaurus.announcement.id${storageNamespace}`);
  return (
    '(function(){try{' +
    `if(localStorage.getItem(${idKey})!==${JSON.stringify(id)})` +
    "document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false');" +
    '}catch(e){}})();'
  );
}

export default function announcementPlugin(context: LoadContext): Plugin<void> | null {
  const {announcementBar} = context.siteConfig.themeConfig as ThemeConfig;
  if (!announcementBar?.isCloseable) {
    return null;
  }
  const script = announcementResetScript(
    announcementBar.id ?? 'announcement-bar',
    context.siteStorage.namespace,
  );
  return {
    name: 'ivelta-announcement',
    injectHtmlTags() {
      return {preBodyTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
