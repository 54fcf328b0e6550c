import { useLayoutEffect, useRef, type RefObject } from 'react';
import { ScrollRestoration } from 'react-router';
import { scrollKey } from './scrollKey';

type Held = RefObject<number | null>;

const NoteScroll = ({ held }: { held: Held }) => {
  useLayoutEffect(() => {
    held.current = window.scrollY;
  }, [held]);
  return null;
};

const KeepScroll = ({ held }: { held: Held }) => {
  useLayoutEffect(() => {
    const y = held.current;
    held.current = null;
    if (y !== null && !window.location.hash && window.scrollY !== y) window.scrollTo(0, y);
  }, [held]);
  return null;
};

/**
 * React Router's `ScrollRestoration` (docs/decisions.md, "Scrolling").
 * In its first commit it scrolls to the top unless it knows a position; on a prerendered page that
 * commit is the hydration, so a visitor who had scrolled the HTML would be thrown back up. Layout
 * effects of siblings run in order in one commit, before the browser paints: the first notes where
 * the visitor is, the last puts them back, so the page never moves.
 */
export const PageScrolling = () => {
  const held = useRef<number | null>(null);
  return (
    <>
      <NoteScroll held={held} />
      <ScrollRestoration getKey={scrollKey} />
      <KeepScroll held={held} />
    </>
  );
};
