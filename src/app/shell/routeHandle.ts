import type { UIMatch } from 'react-router';
import type { MessageId } from '@/shared/i18n';

/** Static data of a route: the i18n ids of its page title and of its "not found" text. */
export interface RouteHandle {
  titleId: MessageId;
  notFoundId?: MessageId;
  /** The page names itself once its data is known (`useDocumentTitle`); the page view waits for it. */
  titleFromPage?: boolean;
  /**
   * The page's own title says what someone looks for (a medicine's name): the page view carries
   * the route's title instead and does not wait for the page's (docs/decisions.md, "Analytics
   * and consent"). A search page's title never holds its term at all.
   */
  privateTitle?: boolean;
  /** The page's webpack chunk: the prerender links its CSS and preloads its script. */
  chunk?: string;
  /**
   * A guarded page that still shows while the profile cannot load, saying so itself: /lk, whose
   * loyalty card a counter must scan offline (docs/behaviour.md §21).
   */
  withoutProfile?: boolean;
}

export const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as { titleId?: unknown }).titleId === 'string';

/** The deepest route that names a title. */
export const findTitleId = (matches: UIMatch[]): MessageId | undefined => {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.titleId;
  }
  return undefined;
};

/** The deepest route's "not found" text, for a loader's 404. */
export const findNotFoundId = (matches: UIMatch[]): MessageId | undefined => {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle) && handle.notFoundId) return handle.notFoundId;
  }
  return undefined;
};

/** Whether the deepest titled route's page names itself (its page view waits for that). */
export const findTitleFromPage = (matches: UIMatch[]): boolean => {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.titleFromPage === true;
  }
  return false;
};

/** Whether the deepest titled route's own title stays out of the page view. */
export const findPrivateTitle = (matches: UIMatch[]): boolean => {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.privateTitle === true;
  }
  return false;
};
