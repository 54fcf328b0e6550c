import type { UIMatch } from 'react-router';

/** Static data of a route: the i18n id of its page title. */
export interface RouteHandle {
  titleId: string;
}

export const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as { titleId?: unknown }).titleId === 'string';

/** The deepest route that names a title. */
export const findTitleId = (matches: UIMatch[]): string | undefined => {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.titleId;
  }
  return undefined;
};
