import { createSlice } from '@reduxjs/toolkit';
import { clearCart } from './cartSlice';

/**
 * After a session ends the cart stays (it is this browser's, docs/behaviour.md §5), but on a
 * shared phone it may be the previous client's: a notice offers to empty it
 * (docs/decisions.md, "Session end"). Only in the tab where the end was seen (a sign-out, a
 * start without the cookie); other tabs share the same stored cart.
 */
export interface ClearOfferState {
  /** The offer is on screen (while the cart has products: the notice reads the cart). */
  open: boolean;
}

const initialState: ClearOfferState = { open: false };

const clearOfferSlice = createSlice({
  name: 'clearOffer',
  initialState,
  reducers: {
    clearOfferDismissed: () => initialState,
    clearOffered: () => ({ open: true }),
  },
  extraReducers: (builder) => {
    builder.addCase(clearCart, () => initialState);
  },
  selectors: {
    selectClearOfferOpen: (state) => state.open,
  },
});

export const clearOfferReducer = clearOfferSlice.reducer;
export const { clearOfferDismissed, clearOffered } = clearOfferSlice.actions;
export const { selectClearOfferOpen } = clearOfferSlice.selectors;
