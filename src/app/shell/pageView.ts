import type { PageView } from './pageViews';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** docs/behaviour.md §2: one `page_view` per completed navigation. */
export const pushPageView = (language: string, view: PageView): void => {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: 'page_view', page_path: view.path, page_title: view.title, language });
};
