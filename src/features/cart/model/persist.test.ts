import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore } from 'redux-persist';
import { appListener } from '@/shared/lifecycle';
import { toastSlice } from '@/shared/ui';
import { addManyToCart, addToCart, clearCart, selectCartLines, selectCartRestored, setQuantity } from './cartSlice';
import { persistedCartReducer } from './persist';
import { registerCartListeners } from './listener';
import { CART_STORAGE_KEY, MAX_CART_LINES, MAX_LINE_QUANTITY } from './constants';

registerCartListeners();

const makeCartStore = () =>
  configureStore({
    reducer: combineReducers({ cart: persistedCartReducer, toast: toastSlice.reducer }),
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).prepend(appListener.middleware),
  });

/** A store with a fresh cart, started the way start.tsx starts the app (the stored cart read first). */
const startStore = async () => {
  const store = makeCartStore();
  persistStore(store);
  await waitFor(() => expect(selectCartRestored(store.getState())).toBe(true));
  return store;
};

const stored = () => localStorage.getItem(CART_STORAGE_KEY);

beforeEach(() => localStorage.clear());

describe('persisted cart', () => {
  it('stores exactly the contract pair list, and an empty string when emptied', async () => {
    const store = await startStore();
    store.dispatch(addToCart({ id: 101, quantity: 2 }));
    store.dispatch(addToCart({ id: 205 }));
    await waitFor(() => expect(stored()).toBe('[[101,2],[205,1]]'));
    store.dispatch(setQuantity({ id: 101, quantity: 5 }));
    await waitFor(() => expect(stored()).toBe('[[101,5],[205,1]]'));
    store.dispatch(clearCart());
    await waitFor(() => expect(stored()).toBe(''));
  });

  it('restores the stored lines and prices them at once', async () => {
    localStorage.setItem(CART_STORAGE_KEY, `[[1001,3],[1002,${MAX_LINE_QUANTITY}]]`);
    const store = await startStore();
    const expected = [
      { id: 1001, quantity: 3 },
      { id: 1002, quantity: MAX_LINE_QUANTITY },
    ];
    expect(selectCartLines(store.getState())).toEqual(expected);
    expect(store.getState().cart.settled).toEqual(expected);
  });

  it.each(['{broken', '{"lines":[[1,1]]}', '[["x",1]]', 'undefined'])(
    'treats a corrupt value (%s) as an empty cart and replaces it',
    async (raw) => {
      localStorage.setItem(CART_STORAGE_KEY, raw);
      const store = await startStore();
      expect(selectCartLines(store.getState())).toEqual([]);
      store.dispatch(addToCart({ id: 7 }));
      await waitFor(() => expect(stored()).toBe('[[7,1]]'));
    },
  );

  it('stores nothing before the stored cart is read, which it would overwrite', async () => {
    localStorage.setItem(CART_STORAGE_KEY, '[[5,1]]');
    const store = makeCartStore();
    store.dispatch(addToCart({ id: 7 }));
    expect(stored()).toBe('[[5,1]]');
    persistStore(store);
    await waitFor(() => expect(selectCartRestored(store.getState())).toBe(true));
    expect(selectCartLines(store.getState())).toEqual([{ id: 5, quantity: 1 }]);
  });

  it('caps an oversized stored quantity', async () => {
    localStorage.setItem(CART_STORAGE_KEY, '[[1001,100000]]');
    const store = await startStore();
    expect(selectCartLines(store.getState())).toEqual([{ id: 1001, quantity: MAX_LINE_QUANTITY }]);
  });

  it('follows the cart another tab stores', async () => {
    const store = await startStore();
    store.dispatch(addToCart({ id: 101 }));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: '[[300,4]]' }));
    expect(selectCartLines(store.getState())).toEqual([{ id: 300, quantity: 4 }]);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '[[1,1]]' }));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: null }));
    expect(selectCartLines(store.getState())).toEqual([]);
  });
});

describe('stored lines read leniently, and the cap said', () => {
  it('restores "2" as 2 and 2.5 as 2, drops only the unreadable lines, and stores the clean form', async () => {
    localStorage.setItem(CART_STORAGE_KEY, '[[1001,"2"],[1002,2.5],[1003,"many"],[1004,1]]');
    const store = await startStore();
    expect(selectCartLines(store.getState())).toEqual([
      { id: 1001, quantity: 2 },
      { id: 1002, quantity: 2 },
      { id: 1004, quantity: 1 },
    ]);
    expect(store.getState().toast.items).toEqual([]);
    store.dispatch(addToCart({ id: 1005 }));
    await waitFor(() => expect(stored()).toBe('[[1001,2],[1002,2],[1004,1],[1005,1]]'));
  });

  it('tells how many stored products the cap left out', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify(Array.from({ length: 10_000 }, (_, index) => [index + 1, 1])),
    );
    const store = await startStore();
    expect(selectCartLines(store.getState())).toHaveLength(MAX_CART_LINES);
    await waitFor(() =>
      expect(store.getState().toast.items).toEqual([
        expect.objectContaining({
          messageId: 'cart.capped.restored',
          values: { max: MAX_CART_LINES, count: 10_000 - MAX_CART_LINES },
        }),
      ]),
    );
  });

  it('tells how many products of a repeated order did not fit', async () => {
    const store = await startStore();
    store.dispatch(
      addManyToCart(Array.from({ length: MAX_CART_LINES - 1 }, (_, index) => ({ id: index + 1, quantity: 1 }))),
    );
    expect(store.getState().toast.items).toEqual([]);
    store.dispatch(
      addManyToCart([
        { id: 1, quantity: 1 },
        { id: 500, quantity: 1 },
        { id: 501, quantity: 1 },
        { id: 502, quantity: 2 },
      ]),
    );
    expect(selectCartLines(store.getState())).toHaveLength(MAX_CART_LINES);
    expect(store.getState().toast.items).toEqual([
      expect.objectContaining({ messageId: 'cart.capped.added', values: { max: MAX_CART_LINES, count: 2 } }),
    ]);
  });
});
