import type {YandexMetrica} from './types';

export type PageView = {
  /** Path with query and fragment, as the visitor sees it in the address bar. */
  url: string;
  title: string;
  /** Full URL of the previous page, absent on the first view. */
  referer?: string;
};

/**
 * Sends one page view to every counter. Fragment-only changes are not sent:
 * counters that care about them have `trackHash` on and count them themselves.
 */
export function sendPageView(
  ym: YandexMetrica,
  counterIds: readonly number[],
  view: PageView,
): void {
  const params =
    view.referer === undefined ? {title: view.title} : {title: view.title, referer: view.referer};
  for (const id of counterIds) {
    ym(id, 'hit', view.url, params);
  }
}

type LocationLike = {pathname: string; search: string; hash: string};

export function isNewPage(location: LocationLike, previous: LocationLike | null): boolean {
  return (
    previous === null ||
    location.pathname !== previous.pathname ||
    location.search !== previous.search
  );
}

export function pathOf(location: LocationLike): string {
  return location.pathname + location.search + location.hash;
}
