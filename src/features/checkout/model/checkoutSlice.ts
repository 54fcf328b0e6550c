import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/features/auth';
import { readStoredCheckout } from './persist';
import type { ContactsDraft, OrderAttempt } from './types';

export type { ContactsDraft };

export interface CheckoutState {
  /** The pharmacy picked in step 2, with the city it was picked in (a city change voids it). */
  pharmacy: { id: number; cityId: number } | null;
  /** What was typed in step 3, kept when the visitor steps back and forth. */
  contacts: ContactsDraft | null;
  /** The attempt sent last and not known to have gone through. */
  attempt: OrderAttempt | null;
  /** The last order whose lines have left the cart (the confirmation step does that once). */
  completedOrderId: number | null;
}

const EMPTY: CheckoutState = { pharmacy: null, contacts: null, attempt: null, completedOrderId: null };

/**
 * Client state of the checkout. Pharmacy, contacts and attempt are kept in this tab's
 * sessionStorage (persist.ts), so a reload on the contacts step keeps what was typed and a
 * retry after it reuses the attempt's key (docs/decisions.md, "Cart and checkout").
 */
const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: (): CheckoutState => ({ ...EMPTY, ...readStoredCheckout() }),
  reducers: {
    pharmacyChosen: (state, action: PayloadAction<{ id: number; cityId: number }>) => {
      state.pharmacy = action.payload;
    },
    contactsDrafted: (state, action: PayloadAction<ContactsDraft>) => {
      state.contacts = action.payload;
    },
    /** An order request is about to be sent with this attempt's key. */
    orderAttempted: (state, action: PayloadAction<OrderAttempt>) => {
      state.attempt = action.payload;
    },
    /**
     * The order was accepted and its lines left the cart: the next checkout picks a pharmacy
     * again; name and phone stay typed for it, the comment belonged to this order.
     */
    checkoutFinished: (state, action: PayloadAction<number>) => {
      state.completedOrderId = action.payload;
      state.pharmacy = null;
      state.attempt = null;
      if (state.contacts) state.contacts = { ...state.contacts, comment: '' };
    },
  },
  extraReducers: (builder) => {
    // A shared computer: the next person must not find this client's name and phone typed in.
    builder.addCase(loggedOut, (state) => {
      state.contacts = null;
      state.attempt = null;
    });
  },
  selectors: {
    selectChosenPharmacy: (state) => state.pharmacy,
    selectContactsDraft: (state) => state.contacts,
    selectCompletedOrderId: (state) => state.completedOrderId,
    selectOrderAttempt: (state) => state.attempt,
  },
});

export const { pharmacyChosen, contactsDrafted, orderAttempted, checkoutFinished } = checkoutSlice.actions;
export const { selectChosenPharmacy, selectContactsDraft, selectCompletedOrderId, selectOrderAttempt } = checkoutSlice.selectors;
export const checkoutReducer = checkoutSlice.reducer;
