/**
 * Resolves once the page has loaded and the main thread is idle: for work the first screen does not
 * need (docs/performance.md, "Load tasks and the start"). Outside a browser (the prerender) it
 * resolves at once.
 */
export const whenIdle = (timeoutMs = 4000): Promise<void> =>
  new Promise((resolve) => {
    if (typeof window === 'undefined') return resolve();
    const idle = () => {
      // Safari has no requestIdleCallback: the next task is the best it offers.
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
      else window.setTimeout(resolve, 1);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
