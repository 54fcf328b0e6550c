import { pushToDataLayer, setPageFields } from '@/shared/lib';
import type { PageView } from './pageViews';

/**
 * docs/behaviour.md §2: one `page_view` per completed navigation. Its `page_location` and
 * `page_title` are set first as the page's fields, so that this event and every later hit of the
 * page (the tag manager's and GA4's own) take them and never fall back to the address bar (its
 * query) or the tab's title (docs/decisions.md, "Analytics and consent").
 */
export const pushPageView = (language: string, view: PageView): void => {
  const fields = { page_location: `${window.location.origin}${view.path}`, page_title: view.title };
  setPageFields(fields);
  pushToDataLayer({ event: 'page_view', page_path: view.path, ...fields, language });
};
