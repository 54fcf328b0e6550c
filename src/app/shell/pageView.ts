declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Contract section 2: one `page_view` per completed navigation. */
export const pushPageView = (language: string): void => {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({
    event: 'page_view',
    page_path: `${window.location.pathname}${window.location.search}`,
    page_title: document.title,
    language,
  });
};
