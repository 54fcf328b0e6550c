import { COMPANY } from '@/shared/config';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The page's address and title as analytics may know them (docs/decisions.md, "Analytics and
 * consent"): the path without its query, the general title (never a medicine's name).
 */
export interface PageFields {
  page_location: string;
  page_title: string;
}

const layer = (): unknown[] => (window.dataLayer ??= []);

/** Whether the dataLayer holds a message with this key (the blocklist, once per page). */
export const dataLayerHas = (key: string): boolean =>
  layer().some((message) => typeof message === 'object' && message !== null && key in message);

/** One message for the tag manager: an event, or keys of its data model. */
export const pushToDataLayer = (message: Record<string, unknown>): void => {
  layer().push(message);
};

/**
 * `gtag('set', …)` as the Google tag reads it from the dataLayer: an `arguments` object, not an
 * array (an array is a different message to the tag manager).
 */
const gtagCommand = function gtag() {
  // eslint-disable-next-line prefer-rest-params -- the Google tag reads gtag commands as arguments objects only
  layer().push(arguments);
} as (command: 'set', fields: PageFields) => void;

const isPageFields = (message: unknown): message is PageFields =>
  typeof message === 'object' &&
  message !== null &&
  !('event' in message) &&
  typeof (message as Partial<PageFields>).page_location === 'string' &&
  typeof (message as Partial<PageFields>).page_title === 'string';

/**
 * Every later hit of the page takes its address and title from these fields, not from the
 * address bar or the tab: GA4's `set` command (its own `gtm.js` and `user_engagement` hits too)
 * and the same keys in the data model, for a container's variables.
 */
export const setPageFields = (fields: PageFields): void => {
  gtagCommand('set', fields);
  pushToDataLayer({ page_location: fields.page_location, page_title: fields.page_title });
};

/** The fields last set, if any: the data model's latest `page_location` and `page_title`. */
export const readPageFields = (): PageFields | undefined => {
  const found = layer().findLast(isPageFields);
  return found && { page_location: found.page_location, page_title: found.page_title };
};

/**
 * What a page is before it has named itself: its path and the brand (a prerendered tab's title
 * may name a medicine).
 */
export const generalPageFields = (pathname: string = window.location.pathname): PageFields => ({
  page_location: `${window.location.origin}${pathname}`,
  page_title: COMPANY.brand,
});
