import type {ClientModule} from '@docusaurus/types';
import {counterIds} from './browser';
import {isNewPage, pathOf, sendPageView} from './hits';

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!isNewPage(location, previousLocation)) {
      return;
    }
    const referer = previousLocation
      ? window.location.origin + pathOf(previousLocation)
      : undefined;
    // react-helmet-async sets the new title in an animation frame; the hit
    // goes out after that frame so it carries the title of the page shown.
    // (In a background tab both wait until the tab is first seen.)
    requestAnimationFrame(() => {
      setTimeout(() => {
        if (window.ym) {
          sendPageView(window.ym, counterIds, {
            url: pathOf(location),
            title: document.title,
            referer,
          });
        }
      });
    });
  },
};

export default clientModule;
