import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/features/auth';
import { checkoutApi } from '../api/checkoutApi';
import { readStoredCheckout } from './persist';
import type { ContactsDraft, Order, OrderAttempt } from './types';

export type { ContactsDraft };

export interface CheckoutState {
  /** The pharmacy picked in step 2, with the city it was picked in (a city change voids it). */
  pharmacy: { id: number; cityId: number } | null;
  /** What was typed in step 3, kept when the visitor steps back and forth. */
  contacts: ContactsDraft | null;
  /** The attempt sent last and not known to have gone through. */
  attempt: OrderAttempt | null;
  /**
   * The order this checkout placed, shown by the confirmation step; its lines have left the
   * cart (listener.ts). Not stored: a reload of the confirmation goes to the cart.
   */
  placedOrder: Order | null;
}

const EMPTY: CheckoutState = { pharmacy: null, contacts: null, attempt: null, placedOrder: null };

const { placeOrder } = checkoutApi.endpoints;

/**
 * Client state of the checkout. Pharmacy, contacts and attempt are kept in this tab's
 * sessionStorage (persist.ts), so a reload on the contacts step keeps what was typed and a
 * retry after it reuses the attempt's key (docs/decisions.md, "Cart and checkout").
 */
const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: (): CheckoutState => ({ ...EMPTY, ...readStoredCheckout() }),
  reducers: {
    /** Starts a checkout: the order placed by the previous one is no longer its outcome. */
    pharmacyChosen: (state, action: PayloadAction<{ id: number; cityId: number }>) => {
      state.pharmacy = action.payload;
      state.placedOrder = null;
    },
    contactsDrafted: (state, action: PayloadAction<ContactsDraft>) => {
      state.contacts = action.payload;
    },
    /** An order request is about to be sent with this attempt's key. */
    orderAttempted: (state, action: PayloadAction<OrderAttempt>) => {
      state.attempt = action.payload;
    },
  },
  extraReducers: (builder) => {
    // A shared computer: the next person must not find this client's name and phone typed in.
    builder.addCase(loggedOut, (state) => {
      state.contacts = null;
      state.attempt = null;
      state.placedOrder = null;
    });
    /**
     * The order was accepted, whichever screen is mounted: it is recorded for the confirmation
     * step, and the next checkout picks a pharmacy again; name and phone stay typed for it, the
     * comment belonged to this order. (The cart gives up its lines in the same dispatch: listener.ts.)
     */
    builder.addMatcher(placeOrder.matchFulfilled, (state, action) => {
      state.placedOrder = action.payload;
      state.pharmacy = null;
      state.attempt = null;
      if (state.contacts) state.contacts = { ...state.contacts, comment: '' };
    });
  },
  selectors: {
    selectChosenPharmacy: (state) => state.pharmacy,
    selectContactsDraft: (state) => state.contacts,
    selectPlacedOrder: (state) => state.placedOrder,
    selectOrderAttempt: (state) => state.attempt,
  },
});

export const { pharmacyChosen, contactsDrafted, orderAttempted } = checkoutSlice.actions;
export const { selectChosenPharmacy, selectContactsDraft, selectPlacedOrder, selectOrderAttempt } =
  checkoutSlice.selectors;
export const checkoutReducer = checkoutSlice.reducer;
