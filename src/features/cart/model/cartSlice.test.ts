import { configureStore, createAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { appListener } from '@/shared/lifecycle';
import { CART_STORAGE_KEY } from './constants';
import {
  addManyToCart,
  addToCart,
  cartLinesDropped,
  cartReducer,
  cartReplaced,
  cartSettled,
  cartSlice,
  cartSynced,
  clearCart,
  decreaseQuantity,
  removeFromCart,
  selectCartCount,
  selectLineQuantity,
  setQuantity,
  withPricedSnapshot,
  type CartState,
} from './cartSlice';
import { registerCartListeners } from './listener';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './constants';

registerCartListeners();

const reduce = (...actions: Parameters<typeof cartReducer>[1][]): CartState =>
  actions.reduce(cartReducer, cartReducer(undefined, { type: 'init' }));

describe('cart slice', () => {
  it('adds a line, then adds to it', () => {
    const state = reduce(addToCart({ id: 101 }), addToCart({ id: 205, quantity: 2 }), addToCart({ id: 101 }));
    expect(state.lines).toEqual([
      { id: 101, quantity: 2 },
      { id: 205, quantity: 2 },
    ]);
    expect(selectCartCount({ cart: state })).toBe(4);
    expect(selectLineQuantity({ cart: state }, 205)).toBe(2);
    expect(selectLineQuantity({ cart: state }, 999)).toBe(0);
  });

  it('changes a quantity; zero or less removes the line', () => {
    expect(reduce(addToCart({ id: 101 }), setQuantity({ id: 101, quantity: 7 })).lines).toEqual([
      { id: 101, quantity: 7 },
    ]);
    expect(reduce(addToCart({ id: 101 }), setQuantity({ id: 101, quantity: 0 })).lines).toEqual([]);
    expect(reduce(addToCart({ id: 101 }), setQuantity({ id: 101, quantity: -3 })).lines).toEqual([]);
    expect(reduce(addToCart({ id: 101 }), setQuantity({ id: 999, quantity: 3 })).lines).toEqual([
      { id: 101, quantity: 1 },
    ]);
  });

  it('decreasing by at least the quantity removes the line', () => {
    const three = [addToCart({ id: 101, quantity: 3 })];
    expect(reduce(...three, decreaseQuantity({ id: 101 })).lines).toEqual([{ id: 101, quantity: 2 }]);
    expect(reduce(...three, decreaseQuantity({ id: 101, by: 2 })).lines).toEqual([{ id: 101, quantity: 1 }]);
    expect(reduce(...three, decreaseQuantity({ id: 101, by: 3 })).lines).toEqual([]);
    expect(reduce(...three, decreaseQuantity({ id: 101, by: 10 })).lines).toEqual([]);
  });

  it('removes a line and clears the cart', () => {
    const two = [addToCart({ id: 101 }), addToCart({ id: 205 })];
    expect(reduce(...two, removeFromCart(101)).lines).toEqual([{ id: 205, quantity: 1 }]);
    expect(reduce(...two, clearCart())).toEqual({ lines: [], settled: [], restored: false });
  });

  it('caps a line at the maximum quantity', () => {
    const state = reduce(
      addToCart({ id: 101, quantity: MAX_LINE_QUANTITY }),
      addToCart({ id: 101 }),
      setQuantity({ id: 205, quantity: 5 }),
    );
    expect(state.lines).toEqual([{ id: 101, quantity: MAX_LINE_QUANTITY }]);
    expect(reduce(addToCart({ id: 101 }), setQuantity({ id: 101, quantity: 5000 })).lines).toEqual([
      { id: 101, quantity: MAX_LINE_QUANTITY },
    ]);
  });

  it('refuses a new product once the cart is full, but still adds to existing lines', () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, index) => addToCart({ id: 1001 + index }));
    const state = reduce(...full, addToCart({ id: 5000 }), addToCart({ id: 1001 }));
    expect(state.lines).toHaveLength(MAX_CART_LINES);
    expect(state.lines[0]).toEqual({ id: 1001, quantity: 2 });
  });

  it('prices only settled lines: taps wait, a settle takes the current lines', () => {
    const tapped = reduce(addToCart({ id: 101 }), addToCart({ id: 101 }));
    expect(tapped.settled).toEqual([]);
    expect(cartReducer(tapped, cartSettled()).settled).toEqual([{ id: 101, quantity: 2 }]);
  });

  it('a repeated order adds its lines and is priced at once', () => {
    const state = reduce(
      addToCart({ id: 101 }),
      addManyToCart([
        { id: 101, quantity: 2 },
        { id: 300, quantity: 1 },
      ]),
    );
    expect(state.lines).toEqual([
      { id: 101, quantity: 3 },
      { id: 300, quantity: 1 },
    ]);
    expect(state.settled).toEqual(state.lines);
  });

  it('drops products the server does not know', () => {
    const state = reduce(addToCart({ id: 101 }), addToCart({ id: 999 }), cartSettled(), cartLinesDropped([999]));
    expect(state.lines).toEqual([{ id: 101, quantity: 1 }]);
    expect(state.settled).toEqual([{ id: 101, quantity: 1 }]);
  });

  it('works inside a store', () => {
    const store = configureStore({ reducer: { cart: cartReducer } });
    store.dispatch(addToCart({ id: 7 }));
    expect(selectCartCount(store.getState())).toBe(1);
  });
});

describe('the priced snapshot follows the lines', () => {
  const lines = [{ id: 101, quantity: 2 }];

  it('a new reducer that only knows `lines` still settles them for pricing', () => {
    // What a newcomer's reducer looks like: it changes the lines and has never heard of `settled`.
    const linesImported = createAction<typeof lines>('cart/linesImported');
    const extended = withPricedSnapshot((state, action) =>
      linesImported.match(action)
        ? { ...cartSlice.reducer(state, action), lines: action.payload }
        : cartSlice.reducer(state, action),
    );
    const state = extended(extended(undefined, addToCart({ id: 7 })), linesImported(lines));
    expect(state.lines).toEqual(lines);
    expect(state.settled).toBe(state.lines);
  });

  it.each([
    ['addManyToCart', addManyToCart(lines)],
    ['cartReplaced', cartReplaced(lines)],
    ['cartSynced', cartSynced(lines)],
    [
      'the stored cart read by redux-persist',
      { type: REHYDRATE, key: CART_STORAGE_KEY, payload: { lines, overflow: 0 } },
    ],
    ['clearCart', clearCart()],
    ['cartLinesDropped', cartLinesDropped([7])],
  ])('%s is priced in the same dispatch, even in the middle of taps', (_name, action) => {
    const store = configureStore({
      reducer: { cart: cartReducer },
      middleware: (getDefault) => getDefault().prepend(appListener.middleware),
    });
    store.dispatch(addToCart({ id: 7 }));
    expect(store.getState().cart.settled).not.toBe(store.getState().cart.lines);
    store.dispatch(action);
    expect(store.getState().cart.settled).toBe(store.getState().cart.lines);
  });

  it('taps are priced together once they pause', async () => {
    jest.useFakeTimers();
    try {
      const store = configureStore({
        reducer: { cart: cartReducer },
        middleware: (getDefault) => getDefault().prepend(appListener.middleware),
      });
      store.dispatch(addToCart({ id: 7 }));
      await jest.advanceTimersByTimeAsync(300);
      store.dispatch(setQuantity({ id: 7, quantity: 3 }));
      await jest.advanceTimersByTimeAsync(300);
      expect(store.getState().cart.settled).toEqual([]);
      await jest.advanceTimersByTimeAsync(200);
      expect(store.getState().cart.settled).toEqual([{ id: 7, quantity: 3 }]);
    } finally {
      jest.useRealTimers();
    }
  });
});
