import { createSlice, isAnyOf, type PayloadAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { CART_STORAGE_KEY, MAX_CART_LINES, MAX_LINE_QUANTITY } from './constants';

export interface CartLine {
  id: number;
  quantity: number;
}

export interface CartState {
  /** What the visitor sees and what is stored: changes on every tap. The one source of truth. */
  lines: CartLine[];
  /**
   * The lines the server prices: derived from `lines` by `cartReducer` below, never written by
   * a case reducer (docs/decisions.md, "Flows owned by the store").
   */
  settled: CartLine[];
  /**
   * The lines are the visitor's: redux-persist has read the stored cart (`isCartRestored`). False in the
   * state prerendered HTML is rendered and hydrated with, so cart screens show a placeholder
   * instead of judging an empty cart that is not read yet.
   */
  restored: boolean;
}

const initialState: CartState = { lines: [], settled: [], restored: false };

interface CartRestoredAction extends UnknownAction {
  key: string;
  /** What persist.ts's storage read; `overflow`: readable stored products the cart could not take. */
  payload?: { lines?: CartLine[]; overflow?: number };
}

/**
 * redux-persist read the stored cart (persist.ts), once per start: the store-level "cart
 * restored" event that screens, guards and listeners wait for through `restored`.
 */
export const isCartRestored = (action: UnknownAction): action is CartRestoredAction =>
  action.type === REHYDRATE && (action as { key?: unknown }).key === CART_STORAGE_KEY;

const clampQuantity = (quantity: number): number => Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.floor(quantity)));

/** Adds to a line or creates it; a new product is refused once the cart holds MAX_CART_LINES. */
const addLine = (lines: CartLine[], id: number, quantity: number): void => {
  const line = lines.find((item) => item.id === id);
  if (line) line.quantity = clampQuantity(line.quantity + quantity);
  else if (lines.length < MAX_CART_LINES && quantity >= 1) lines.push({ id, quantity: clampQuantity(quantity) });
};

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    addToCart: (state, action: PayloadAction<{ id: number; quantity?: number }>) => {
      addLine(state.lines, action.payload.id, action.payload.quantity ?? 1);
    },
    /** Puts several lines in at once (repeat order). */
    addManyToCart: (state, action: PayloadAction<CartLine[]>) => {
      for (const line of action.payload) addLine(state.lines, line.id, line.quantity);
    },
    /** Sets a line's quantity; 0 or less removes it. */
    setQuantity: (state, action: PayloadAction<{ id: number; quantity: number }>) => {
      const quantity = clampQuantity(action.payload.quantity);
      if (quantity === 0) state.lines = state.lines.filter((line) => line.id !== action.payload.id);
      else {
        const line = state.lines.find((item) => item.id === action.payload.id);
        if (line) line.quantity = quantity;
      }
    },
    /** Decreasing by at least the current quantity removes the line (docs/behaviour.md §10). */
    decreaseQuantity: (state, action: PayloadAction<{ id: number; by?: number }>) => {
      const by = action.payload.by ?? 1;
      const line = state.lines.find((item) => item.id === action.payload.id);
      if (!line) return;
      if (by >= line.quantity) state.lines = state.lines.filter((item) => item.id !== action.payload.id);
      else line.quantity -= by;
    },
    removeFromCart: (state, action: PayloadAction<number>) => {
      state.lines = state.lines.filter((line) => line.id !== action.payload);
    },
    clearCart: (state) => {
      state.lines = [];
    },
    /** Another tab changed the stored cart: take its lines as they are. */
    cartSynced: (state, action: PayloadAction<CartLine[]>) => {
      state.lines = action.payload;
    },
    /** Replaces the cart (what is left after a partial reservation). */
    cartReplaced: (state, action: PayloadAction<CartLine[]>) => {
      state.lines = action.payload;
    },
    /** The server does not know these products any more: they leave the cart. */
    cartLinesDropped: (state, action: PayloadAction<number[]>) => {
      const gone = new Set(action.payload);
      state.lines = state.lines.filter((line) => !gone.has(line.id));
    },
    /** The taps have settled: price what the visitor sees now (dispatched by listener.ts only). */
    cartSettled: (state) => {
      state.settled = state.lines;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isCartRestored, (state, action) => {
      state.lines = action.payload?.lines ?? [];
      state.restored = true;
    });
  },
  selectors: {
    selectCartLines: (state) => state.lines,
    selectSettledLines: (state) => state.settled,
    selectCartRestored: (state) => state.restored,
    selectCartCount: (state) => state.lines.reduce((sum, line) => sum + line.quantity, 0),
    selectLineQuantity: (state, id: number) => state.lines.find((line) => line.id === id)?.quantity ?? 0,
  },
});

export const {
  addToCart,
  addManyToCart,
  setQuantity,
  decreaseQuantity,
  removeFromCart,
  clearCart,
  cartSynced,
  cartReplaced,
  cartLinesDropped,
  cartSettled,
} = cartSlice.actions;
export const { selectCartLines, selectSettledLines, selectCartRestored, selectCartCount, selectLineQuantity } =
  cartSlice.selectors;

/**
 * Quantity taps: the visitor sees each at once, but they are priced together once they pause
 * (listener.ts), so a burst of taps costs one request.
 */
const isQuantityTap = isAnyOf(addToCart, setQuantity, decreaseQuantity, removeFromCart);

/**
 * The one place the priced snapshot is derived: any action that changes `lines` settles them
 * at once, except a quantity tap, which the listener settles after the pause. A new reducer
 * only changes `lines`; it cannot leave the prices on a cart the visitor no longer has.
 */
export const withPricedSnapshot =
  (reducer: Reducer<CartState>): Reducer<CartState> =>
  (state, action) => {
    const next = reducer(state, action);
    if (next.lines === next.settled || next.lines === state?.lines || isQuantityTap(action)) return next;
    return { ...next, settled: next.lines };
  };

export const cartReducer = withPricedSnapshot(cartSlice.reducer);
