import { useEffect, useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAuthStatus } from '@/features/auth';
import { DIALOG } from '@/shared/config';
import { openDialog, selectOpenDialog, type DialogState } from '@/shared/ui';
import { useAppDispatch, useStateSelector } from '@/shared/lib';
import { useGetFavouritesQuery, useSetFavouriteMutation } from '../api/favouritesApi';

/**
 * Whether a product is a favourite and how to toggle it. Anonymous visitors are invited to
 * sign in (the auth dialog in sign-in mode); when they do, the product they wanted to keep is
 * saved. While the session is still being checked the toggle waits.
 */
export const useFavourite = (productId: number) => {
  const dispatch = useAppDispatch();
  const { status } = useAuthStatus();
  const signedIn = status === 'authenticated';
  const authDialogOpen = useStateSelector((state: { dialog: DialogState }) => selectOpenDialog(state)?.id === DIALOG.auth);
  const { data } = useGetFavouritesQuery(signedIn ? undefined : skipToken);
  const [setFavourite] = useSetFavouriteMutation();
  const isFavourite = signedIn && (data?.includes(productId) ?? false);
  // The heart that sent the visitor to sign in; forgotten if the dialog closes without a session.
  const wanted = useRef(false);

  useEffect(() => {
    if (!wanted.current) return;
    if (signedIn) {
      wanted.current = false;
      void setFavourite({ id: productId, favourite: true });
    } else if (status === 'anonymous' && !authDialogOpen) {
      wanted.current = false;
    }
  }, [signedIn, status, authDialogOpen, productId, setFavourite]);

  const toggle = () => {
    if (status === 'anonymous') {
      wanted.current = true;
      dispatch(openDialog({ id: DIALOG.auth, data: { type: 1 } }));
      return;
    }
    if (!signedIn) return;
    void setFavourite({ id: productId, favourite: !isFavourite });
  };

  return { isFavourite, toggle, pending: status === 'unknown' };
};
