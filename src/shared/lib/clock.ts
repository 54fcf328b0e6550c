import { useSyncExternalStore } from 'react';

/**
 * The time pages are rendered for. Prerendered HTML was made at build time, so hydration must
 * use that time (the server snapshot) and only then move to the visitor's clock; otherwise a
 * build from yesterday would not match today's render (docs/decisions.md, "Hydrating a prerendered page").
 */
const TICK_MS = 60_000;
let renderedAt: Date | null = null;
let current = new Date();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

/** The prerender sets the time of each page; the browser sets the time its HTML names. */
export const setRenderedAt = (time: Date | null): void => {
  renderedAt = time;
};

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  if (timer === undefined) {
    current = new Date();
    timer = setInterval(() => {
      current = new Date();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
};

const asDate = (now: Date): Date => now;

/**
 * Now, to the minute: the render time while hydrating, the visitor's clock after. `read` takes
 * what the caller shows (the year, the shop's day as a string), so a caller renders again only
 * when that changes: a Date is a new object at every tick and once hydration is over, so every
 * reader of the whole Date rendered again, synchronously, right after hydrating
 * (docs/performance.md, "Load tasks and the start").
 */
export const useClock = <Shown = Date>(read: (now: Date) => Shown = asDate as (now: Date) => Shown): Shown =>
  useSyncExternalStore(
    subscribe,
    () => read(current),
    () => read(renderedAt ?? current),
  );
