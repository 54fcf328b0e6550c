import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface CartLine {
  id: number;
  quantity: number;
}

export interface CartState {
  lines: CartLine[];
}

const initialState: CartState = { lines: [] };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    addToCart: (state, action: PayloadAction<{ id: number; quantity?: number }>) => {
      const quantity = action.payload.quantity ?? 1;
      const line = state.lines.find((item) => item.id === action.payload.id);
      if (line) line.quantity += quantity;
      else state.lines.push({ id: action.payload.id, quantity });
    },
    clearCart: (state) => {
      state.lines = [];
    },
  },
  selectors: {
    selectCartLines: (state) => state.lines,
    selectCartCount: (state) => state.lines.reduce((sum, line) => sum + line.quantity, 0),
  },
});

export const { addToCart, clearCart } = cartSlice.actions;
export const { selectCartLines, selectCartCount } = cartSlice.selectors;
export const cartReducer = cartSlice.reducer;
