/**
 * Resolves when `element` comes near the viewport (at once where the browser cannot tell):
 * for code that only a part further down the page needs.
 */
export const whenNearViewport = (element: Element, margin = '400px'): Promise<void> =>
  new Promise((resolve) => {
    if (typeof IntersectionObserver !== 'function') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
  });
