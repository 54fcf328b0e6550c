import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';

const saved = new Map<string, number>();

const scrollToHash = (hash: string): boolean => {
  const id = decodeURIComponent(hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  target?.scrollIntoView();
  return Boolean(target);
};

/**
 * Scroll restoration is manual (spec section 9): back/forward restore the saved position,
 * anchors are honoured, and a new page scrolls to the top only when the path changes —
 * a query change (filters, sorting, paging) keeps the visitor where they are.
 */
export const useScrollRule = (): void => {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<Location | null>(null);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => saved.set(location.key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (!before) return;
    const restored = navigationType === 'POP' ? saved.get(location.key) : undefined;
    if (restored !== undefined) window.scrollTo(0, restored);
    else if (location.hash && scrollToHash(location.hash)) return;
    else if (before.pathname !== location.pathname) window.scrollTo(0, 0);
  }, [location, navigationType]);
};
