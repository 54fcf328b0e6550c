/**
 * A ref callback that moves focus to a reservation just made: the offer whose button was pressed
 * leaves the list with it, and focus would fall to the page's body (docs/decisions.md,
 * "Accessibility": focus goes where the page says). A lookup's button stays, and keeps focus.
 * Module-level, so React calls it once per element, not on every render.
 */
export const focusOnMount = (node: HTMLElement | null): void => node?.focus();
