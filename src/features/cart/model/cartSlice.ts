import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { CART_STORAGE_KEY, MAX_CART_LINES, MAX_LINE_QUANTITY } from './constants';

export interface CartLine {
  id: number;
  quantity: number;
}

export interface CartState {
  /** What the visitor sees and what is stored: changes on every tap. */
  lines: CartLine[];
  /** The lines once the taps have settled: what the server prices (see listener.ts). */
  settled: CartLine[];
}

const initialState: CartState = { lines: [], settled: [] };

const clampQuantity = (quantity: number): number => Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.floor(quantity)));

/** Adds to a line or creates it; a new product is refused once the cart holds MAX_CART_LINES. */
const addLine = (lines: CartLine[], id: number, quantity: number): void => {
  const line = lines.find((item) => item.id === id);
  if (line) line.quantity = clampQuantity(line.quantity + quantity);
  else if (lines.length < MAX_CART_LINES && quantity >= 1) lines.push({ id, quantity: clampQuantity(quantity) });
};

interface RehydrateAction extends UnknownAction {
  key: string;
  /** `overflow`: stored products the cart could not take (cartFormat.ts). */
  payload?: { lines?: CartLine[]; overflow?: number };
}

/** redux-persist restored the cart (the action carries the stored lines). */
export const isCartRehydrate = (action: UnknownAction): action is RehydrateAction =>
  action.type === REHYDRATE && (action as { key?: unknown }).key === CART_STORAGE_KEY;

const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    addToCart: (state, action: PayloadAction<{ id: number; quantity?: number }>) => {
      addLine(state.lines, action.payload.id, action.payload.quantity ?? 1);
    },
    /** Puts several lines in at once (repeat order). */
    addManyToCart: (state, action: PayloadAction<CartLine[]>) => {
      for (const line of action.payload) addLine(state.lines, line.id, line.quantity);
      state.settled = state.lines;
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
      state.settled = [];
    },
    /** Another tab changed the stored cart: take its lines as they are. */
    cartSynced: (state, action: PayloadAction<CartLine[]>) => {
      state.lines = action.payload;
      state.settled = action.payload;
    },
    /** Replaces the cart (what is left after a partial reservation). */
    cartReplaced: (state, action: PayloadAction<CartLine[]>) => {
      state.lines = action.payload;
      state.settled = action.payload;
    },
    /** The server does not know these products any more: they leave the cart. */
    cartLinesDropped: (state, action: PayloadAction<number[]>) => {
      const gone = new Set(action.payload);
      state.lines = state.lines.filter((line) => !gone.has(line.id));
      state.settled = state.settled.filter((line) => !gone.has(line.id));
    },
    /** The taps have settled: price what the visitor sees now. */
    cartSettled: (state) => {
      state.settled = state.lines;
    },
  },
  extraReducers: (builder) => {
    // The slice restores itself (stateReconciler is off), so `settled` starts equal to `lines`.
    builder.addMatcher(isCartRehydrate, (state, action) => {
      const lines = action.payload?.lines;
      if (!lines) return;
      state.lines = lines;
      state.settled = lines;
    });
  },
  selectors: {
    selectCartLines: (state) => state.lines,
    selectSettledLines: (state) => state.settled,
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
export const { selectCartLines, selectSettledLines, selectCartCount, selectLineQuantity } = cartSlice.selectors;
export const cartReducer = cartSlice.reducer;
