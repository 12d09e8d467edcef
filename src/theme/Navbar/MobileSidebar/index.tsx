/*
 * Wraps @docusaurus/theme-classic's Navbar/MobileSidebar. Why: the theme's
 * mobile menu (also what a desktop reader gets at 400 % zoom) leaves focus on
 * the toggle when it opens, lets Tab walk into the page it covers and ignores
 * Escape (WCAG 2.1.2, 2.4.3). While it is shown, focus moves into it and stays
 * there, the covered page is inert, Escape closes it, and closing it returns
 * focus to the toggle, unless the reader followed a link, when the new page
 * takes focus as usual.
 */
import {useEffect, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/**
 * Resolves once the element is rendered visible, or the wait is called off.
 * The menu slides in with a `visibility` transition, and at its first frame it
 * still counts as hidden: nothing in it can take focus yet.
 */
function whenVisible(element: HTMLElement, calledOff: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (calledOff() || getComputedStyle(element).visibility === 'visible') resolve();
      else requestAnimationFrame(check);
    };
    check();
  });
}

/** Focus containment while the menu is shown; focus-trap loads with the first opening. */
function useMenuFocus(shown: boolean, close: () => void): void {
  useEffect(() => {
    const menu = document.querySelector<HTMLElement>('.navbar-sidebar');
    const navbar = menu?.closest('nav');
    if (!shown || !menu || !navbar) return undefined;
    const toggleButton = document.querySelector<HTMLElement>('.navbar__toggle');
    const openedAt = window.location.href;
    // Everything the open menu covers: the page, and the navbar's own bar behind it.
    const covered = [
      ...Array.from(navbar.parentElement?.children ?? []).filter((element) => element !== navbar),
      ...Array.from(navbar.querySelectorAll(':scope > .navbar__inner')),
    ].filter((element): element is HTMLElement => element instanceof HTMLElement && !element.inert);
    for (const element of covered) element.inert = true;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);

    let deactivate: ((returnFocus: boolean) => void) | null = null;
    let closed = false;
    void Promise.all([import('focus-trap'), whenVisible(menu, () => closed)]).then(
      ([{createFocusTrap}]) => {
        if (closed) return;
        const trap = createFocusTrap(menu, {
          // The first entry of the menu the panel shows, not the logo above it.
          initialFocus: () =>
            menu.querySelector<HTMLElement>(
              '.navbar-sidebar__item:not([inert]) a, .navbar-sidebar__item:not([inert]) button',
            ) ?? menu,
          fallbackFocus: menu,
          // Escape is handled above, so the theme's state and the trap close together.
          escapeDeactivates: false,
          // The backdrop's click closes the menu through the theme.
          allowOutsideClick: true,
          returnFocusOnDeactivate: false,
          preventScroll: true,
        });
        if (!menu.hasAttribute('tabindex')) menu.tabIndex = -1;
        trap.activate();
        deactivate = (returnFocus) => {
          trap.deactivate({returnFocus: false});
          if (returnFocus) toggleButton?.focus({preventScroll: true});
        };
      },
    );

    return () => {
      closed = true;
      document.removeEventListener('keydown', onKeyDown);
      for (const element of covered) element.inert = false;
      const followedLink = window.location.href !== openedAt;
      if (deactivate) deactivate(!followedLink);
      else if (!followedLink) toggleButton?.focus({preventScroll: true});
    };
  }, [shown, close]);
}

export default function MobileSidebarWrapper(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  useMenuFocus(shown, toggle);
  return <MobileSidebar />;
}
