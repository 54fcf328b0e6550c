import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ContactsDraft {
  name: string;
  /** National digits as the phone field keeps them (`641234567`). */
  phone: string;
  comment: string;
}

export interface CheckoutState {
  /** The pharmacy picked in step 2, with the city it was picked in (a city change voids it). */
  pharmacy: { id: number; cityId: number } | null;
  /** What was typed in step 3, kept when the visitor steps back and forth. */
  contacts: ContactsDraft | null;
  /** The last order whose lines have left the cart (the confirmation step does that once). */
  completedOrderId: number | null;
}

const initialState: CheckoutState = { pharmacy: null, contacts: null, completedOrderId: null };

/**
 * Client state of the checkout. Not persisted: after a reload the guards send the visitor
 * back to the step that lost its data (docs/decisions.md, "Cart and checkout").
 */
export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    pharmacyChosen: (state, action: PayloadAction<{ id: number; cityId: number }>) => {
      state.pharmacy = action.payload;
    },
    contactsDrafted: (state, action: PayloadAction<ContactsDraft>) => {
      state.contacts = action.payload;
    },
    /**
     * The order was accepted and its lines left the cart: the next checkout picks a pharmacy
     * again; name and phone stay typed for it, the comment belonged to this order.
     */
    checkoutFinished: (state, action: PayloadAction<number>) => {
      state.completedOrderId = action.payload;
      state.pharmacy = null;
      if (state.contacts) state.contacts = { ...state.contacts, comment: '' };
    },
  },
  selectors: {
    selectChosenPharmacy: (state) => state.pharmacy,
    selectContactsDraft: (state) => state.contacts,
    selectCompletedOrderId: (state) => state.completedOrderId,
  },
});

export const { pharmacyChosen, contactsDrafted, checkoutFinished } = checkoutSlice.actions;
export const { selectChosenPharmacy, selectContactsDraft, selectCompletedOrderId } = checkoutSlice.selectors;
export const checkoutReducer = checkoutSlice.reducer;
