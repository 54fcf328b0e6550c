import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { changeListing, parseListing, serializeListing, type ListingState } from '../lib/listingQuery';

/**
 * The listing state read from the page URL, a way to change it (a new history entry, so
 * Back returns to the previous view) and the link for a changed state (pagination links).
 */
export const useListingParams = () => {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListing(params), [params]);

  const update = useCallback(
    (patch: Partial<ListingState>) => setParams(serializeListing(changeListing(state, patch), params), { preventScrollReset: true }),
    [params, setParams, state],
  );

  const searchFor = useCallback((patch: Partial<ListingState>) => {
    const search = serializeListing(changeListing(state, patch), params).toString();
    return search === '' ? '' : `?${search}`;
  }, [params, state]);

  return { state, update, searchFor };
};
