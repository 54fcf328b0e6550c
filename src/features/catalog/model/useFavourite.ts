import { skipToken } from '@reduxjs/toolkit/query';
import { useAuthStatus } from '@/features/auth';
import { DIALOG } from '@/shared/config';
import { openDialog } from '@/shared/ui';
import { useAppDispatch } from '@/shared/lib';
import { useGetFavouritesQuery, useSetFavouriteMutation } from '../api/favouritesApi';

/**
 * Whether a product is a favourite and how to toggle it. Anonymous visitors are invited to
 * sign in (the auth dialog in sign-in mode) instead; while the session is still being
 * checked the toggle waits.
 */
export const useFavourite = (productId: number) => {
  const dispatch = useAppDispatch();
  const { status } = useAuthStatus();
  const signedIn = status === 'authenticated';
  const { data } = useGetFavouritesQuery(signedIn ? undefined : skipToken);
  const [setFavourite] = useSetFavouriteMutation();
  const isFavourite = signedIn && (data?.includes(productId) ?? false);

  const toggle = () => {
    if (status === 'anonymous') {
      dispatch(openDialog({ id: DIALOG.auth, data: { type: 1 } }));
      return;
    }
    if (!signedIn) return;
    void setFavourite({ id: productId, favourite: !isFavourite });
  };

  return { isFavourite, toggle, pending: status === 'unknown' };
};
