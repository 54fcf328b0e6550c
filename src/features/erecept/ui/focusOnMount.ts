/**
 * A ref callback that moves focus to what just appeared: the results of a lookup, its refusal, a
 * reservation made. The button pressed was disabled while it waited, which left focus on the
 * page's body, and the browser's scroll anchoring then carried the view to the page's foot.
 * Module-level, so React calls it once per element, not on every render.
 */
export const focusOnMount = (node: HTMLElement | null): void => node?.focus();
