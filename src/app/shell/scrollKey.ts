import type { Location } from 'react-router';

/**
 * Which saved scroll position belongs to a location (React Router's `ScrollRestoration`):
 * every history entry its own, so Back and Forward return to exactly where the visitor was
 * on that entry. The address is part of the key because a freshly opened page's entry is
 * always `default`: a page typed into the same tab must not get another page's position.
 * A new entry starts at the top when the path changes; links that change only the query
 * (filters, sort, pages, a new search) pass `preventScrollReset` (docs/decisions.md,
 * "Scrolling").
 */
export const scrollKey = (location: Location): string => `${location.pathname}${location.search}|${location.key}`;
