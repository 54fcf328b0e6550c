/** Counts open dialogs so the page behind stays still until the last one closes. */
let locks = 0;

export const lockScroll = (): (() => void) => {
  locks += 1;
  document.documentElement.classList.add('scroll-locked');
  return () => {
    locks = Math.max(0, locks - 1);
    if (locks === 0) document.documentElement.classList.remove('scroll-locked');
  };
};
