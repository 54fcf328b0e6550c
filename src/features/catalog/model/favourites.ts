import { createAction } from '@reduxjs/toolkit';
import { selectAuthStatus, type AuthStatusState } from '@/features/auth';
import { favouritesApi } from '../api/favouritesApi';

/** A heart was pressed; the favourites listener decides what that means for this visitor. */
export const favouriteToggled = createAction<{ productId: number }>('favourites/toggled');

const selectFavouritesResult = favouritesApi.endpoints.getFavourites.select();

export type FavouritesState = AuthStatusState & Parameters<typeof selectFavouritesResult>[0];

/** `pending` while the session is being checked (the heart waits), else whether it is saved. */
export type FavouriteMark = 'pending' | 'on' | 'off';

export const selectFavouriteMark = (state: FavouritesState, productId: number): FavouriteMark => {
  const status = selectAuthStatus(state);
  if (status === 'unknown') return 'pending';
  return status === 'authenticated' && (selectFavouritesResult(state).data?.includes(productId) ?? false)
    ? 'on'
    : 'off';
};
