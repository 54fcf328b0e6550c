import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '@/shared/lifecycle';
import { checkoutApi } from '../api/checkoutApi';
import { storedCheckout } from './persist';
import { readNoticePermission, readyNoticeRequested, type NoticePermission } from './readyNotice';
import type { ContactsDraft, Order, OrderAttempt } from './types';

export type { ContactsDraft };

export interface CheckoutState {
  /** The pharmacy picked in step 2, with the city it was picked in (a city change voids it). */
  pharmacy: { id: number; cityId: number } | null;
  /** The split of the cart between pharmacies picked in step 2 instead of one pharmacy, with its city. */
  split: { cityId: number } | null;
  /** Lines (product ids) the shopper asked the chosen pharmacy to bring from another one. */
  transfers: number[];
  /** What was typed in step 3, kept when the visitor steps back and forth. */
  contacts: ContactsDraft | null;
  /** The attempt sent last and not known to have gone through. */
  attempt: OrderAttempt | null;
  /**
   * The order this checkout placed, shown by the confirmation step; its lines have left the
   * cart (listener.ts). Not stored: a reload of the confirmation goes to the cart.
   */
  placedOrder: Order | null;
  /** The reservations of a split placed by this checkout (one per pharmacy), shown together. */
  placedVisit: Order[] | null;
  /** Whether the browser may show the "ready for pickup" notice (readyNotice.ts). */
  readyNotice: NoticePermission;
}

/** No checkout under way (tests start from it too). */
export const EMPTY_CHECKOUT: CheckoutState = {
  pharmacy: null,
  split: null,
  transfers: [],
  contacts: null,
  attempt: null,
  placedOrder: null,
  placedVisit: null,
  readyNotice: 'unsupported',
};

const { placeOrder, placeVisit } = checkoutApi.endpoints;

/** An accepted checkout: the next one picks again; name and phone stay typed, the comment goes. */
const finishDraft = (state: CheckoutState): void => {
  state.pharmacy = null;
  state.split = null;
  state.transfers = [];
  state.attempt = null;
  if (state.contacts) state.contacts = { ...state.contacts, comment: '' };
};

/**
 * Client state of the checkout. Pharmacy, contacts and attempt are kept in this tab's
 * sessionStorage (persist.ts), so a reload on the contacts step keeps what was typed and a
 * retry after it reuses the attempt's key (docs/decisions.md, "Checkout").
 */
const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: (): CheckoutState => ({
    ...EMPTY_CHECKOUT,
    readyNotice: readNoticePermission(),
    ...storedCheckout.read(),
  }),
  reducers: {
    /** Starts a checkout: the order placed by the previous one is no longer its outcome. */
    pharmacyChosen: (state, action: PayloadAction<{ id: number; cityId: number }>) => {
      state.pharmacy = action.payload;
      state.split = null;
      state.transfers = [];
      state.placedOrder = null;
      state.placedVisit = null;
    },
    /** Step 2's split: one reservation per pharmacy of the plan, placed with one confirmation. */
    splitChosen: (state, action: PayloadAction<{ cityId: number }>) => {
      state.split = action.payload;
      state.pharmacy = null;
      state.transfers = [];
      state.placedOrder = null;
      state.placedVisit = null;
    },
    /** "Bring it to my pharmacy" asked for (or no longer) for one line. */
    transferToggled: (state, action: PayloadAction<{ id: number; wanted: boolean }>) => {
      const { id, wanted } = action.payload;
      state.transfers = state.transfers.filter((item) => item !== id);
      if (wanted) state.transfers.push(id);
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
    builder.addCase(readyNoticeRequested.fulfilled, (state, action) => {
      state.readyNotice = action.payload;
    });
    // A shared computer: the next person must not find this client's name and phone typed in.
    // `sessionEnded` comes once per end, here, in the other tabs and at a start after the cookie
    // ran out (docs/decisions.md, "Session end").
    builder.addCase(sessionEnded, (state) => {
      state.contacts = null;
      state.attempt = null;
      state.placedOrder = null;
      state.placedVisit = null;
    });
    /**
     * The order was accepted, whichever screen is mounted: it is recorded for the confirmation
     * step, and the next checkout picks a pharmacy again; name and phone stay typed for it, the
     * comment belonged to this order. (The cart gives up its lines in the same dispatch: listener.ts.)
     */
    builder.addMatcher(placeOrder.matchFulfilled, (state, action) => {
      state.placedOrder = action.payload;
      finishDraft(state);
    });
    /** The same for the reservations of a split, recorded together. */
    builder.addMatcher(placeVisit.matchFulfilled, (state, action) => {
      state.placedVisit = action.payload;
      finishDraft(state);
    });
  },
  selectors: {
    selectChosenPharmacy: (state) => state.pharmacy,
    /** What step 3 needs from step 2: a pharmacy or a split, with the city it was chosen in. */
    selectCheckoutChoice: (state) => state.pharmacy ?? state.split,
    selectTransfers: (state) => state.transfers,
    selectPlacedVisit: (state) => state.placedVisit,
    selectContactsDraft: (state) => state.contacts,
    selectPlacedOrder: (state) => state.placedOrder,
    selectOrderAttempt: (state) => state.attempt,
    selectReadyNotice: (state) => state.readyNotice,
  },
});

export const { pharmacyChosen, splitChosen, transferToggled, contactsDrafted, orderAttempted } = checkoutSlice.actions;
export const {
  selectChosenPharmacy,
  selectCheckoutChoice,
  selectTransfers,
  selectContactsDraft,
  selectPlacedOrder,
  selectPlacedVisit,
  selectOrderAttempt,
  selectReadyNotice,
} = checkoutSlice.selectors;
export const checkoutReducer = checkoutSlice.reducer;
