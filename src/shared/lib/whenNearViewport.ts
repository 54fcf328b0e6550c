/**
 * Resolves when the element with `id` comes near the viewport (or at once where it does not
 * exist yet, or the browser cannot tell): for code that only a part further down the page needs.
 */
export const whenNearViewport = (id: string, margin = '400px'): Promise<void> =>
  new Promise((resolve) => {
    const element = typeof document === 'undefined' ? null : document.getElementById(id);
    if (!element || typeof IntersectionObserver !== 'function') return resolve();
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
