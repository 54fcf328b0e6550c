import { startTransition, useCallback, useMemo, useOptimistic } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { changeListing, serializeListing } from '../lib/listingChange';
import { parseListing, type ListingState } from '../lib/listingQuery';

const toSearch = (params: URLSearchParams): string => {
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
};

/**
 * The listing state read from the page URL, a way to change it (a new history entry, so
 * Back returns to the previous view) and the link for a changed state (pagination links).
 * A change shows at once in `state`: the checkbox does not wait for the router to confirm the
 * URL. `applied` is the state of the URL itself, which the data is asked for: the tap renders
 * only the controls, and the request starts in the route's loader (docs/performance.md, "Taps").
 * `update` and `searchFor` change only with the state: the listing's parts keep their props while
 * the filter panel opens, so a part not hydrated yet stays so (docs/decisions.md, "Hydration by parts").
 */
export const useListingParams = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromUrl = useMemo(() => parseListing(params), [params]);
  const [state, setOptimisticState] = useOptimistic(fromUrl);

  const update = useCallback(
    (patch: Partial<ListingState>) => {
      const next = changeListing(state, patch);
      startTransition(async () => {
        setOptimisticState(next);
        await navigate({ search: toSearch(serializeListing(next, params)) }, { preventScrollReset: true });
      });
    },
    [state, params, navigate, setOptimisticState],
  );

  const searchFor = useCallback(
    (patch: Partial<ListingState>) => toSearch(serializeListing(changeListing(state, patch), params)),
    [state, params],
  );

  return { state, applied: fromUrl, update, searchFor };
};
