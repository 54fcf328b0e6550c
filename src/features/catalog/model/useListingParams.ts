import { startTransition, useCallback, useLayoutEffect, useMemo, useOptimistic, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { yieldToMain } from '@/shared/lib';
import { changeListing, parseListing, serializeListing, type ListingState } from '../lib/listingQuery';

const toSearch = (params: URLSearchParams): string => {
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
};

/**
 * The listing state read from the page URL, a way to change it (a new history entry, so
 * Back returns to the previous view) and the link for a changed state (pagination links).
 * A change shows at once in `state`: the checkbox does not wait for the router to confirm the
 * URL. `applied` is the state of the URL itself, which the data is asked for: the tap renders
 * only the controls, and the request starts in the route's loader, after the tap
 * (docs/performance.md, "Taps and the cart").
 */
export const useListingParams = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromUrl = useMemo(() => parseListing(params), [params]);
  const [state, setOptimisticState] = useOptimistic(fromUrl);

  // `update` reads the latest state when it runs, so it stays the same function: the filter
  // panel, which gets it, need not render again for every sort or page change.
  const latest = useRef({ state, params });
  useLayoutEffect(() => {
    latest.current = { state, params };
  }, [state, params]);
  const update = useCallback(
    (patch: Partial<ListingState>) => {
      const next = changeListing(latest.current.state, patch);
      const search = toSearch(serializeListing(next, latest.current.params));
      startTransition(async () => {
        setOptimisticState(next);
        // The router (matching, its navigation state, the loader) works in a task after the
        // one that answers the tap; the control shows its new state meanwhile.
        await yieldToMain();
        await navigate({ search }, { preventScrollReset: true });
      });
    },
    [navigate, setOptimisticState],
  );

  const searchFor = useCallback(
    (patch: Partial<ListingState>) => toSearch(serializeListing(changeListing(state, patch), params)),
    [params, state],
  );

  return { state, applied: fromUrl, update, searchFor };
};
