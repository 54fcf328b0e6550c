import type { PageView } from './pageViews';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * docs/behaviour.md §2: one `page_view` per completed navigation. `page_location` and
 * `page_title` are given, so that a tag reading this event never falls back to the address bar
 * (its query) or the tab's title (docs/decisions.md, "Analytics and consent").
 */
export const pushPageView = (language: string, view: PageView): void => {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({
    event: 'page_view',
    page_path: view.path,
    page_location: `${window.location.origin}${view.path}`,
    page_title: view.title,
    language,
  });
};
