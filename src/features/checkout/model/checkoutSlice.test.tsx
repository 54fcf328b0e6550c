import { waitFor } from '@testing-library/react';
import { persistStore } from 'redux-persist';
import { loggedOut, tokenStored } from '@/features/auth';
import { sessionEnded } from '@/shared/lifecycle';
import { selectCartLines, type CartLine } from '@/features/cart';
import { renderWithProviders } from '@/testing/render';
import { setupMockBackend } from '@/testing/msw';
import { checkoutApi } from '../api/checkoutApi';
import { getDataset, pharmaciesWith } from '@mocks/data/dataset';
import { splitPair } from '@mocks/data/scenarios';
import {
  checkoutReducer,
  contactsDrafted,
  orderAttempted,
  pharmacyChosen,
  selectPlacedOrder,
  selectPlacedVisit,
  splitChosen,
  transferToggled,
  type CheckoutState,
} from './checkoutSlice';

setupMockBackend();
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

/** The app's store with the stored cart read as at start-up (redux-persist), and no screen at all: only a paragraph is rendered. */
const storeWithCart = async (lines: CartLine[]) => {
  localStorage.setItem('aptkB', JSON.stringify(lines.map((line) => [line.id, line.quantity])));
  const { store } = renderWithProviders(<p />);
  persistStore(store);
  await waitFor(() => expect(selectCartLines(store.getState())).toEqual(lines));
  return store;
};

/** Everything this tab keeps in sessionStorage, as one text. */
const storedInTab = (): string =>
  Array.from(
    { length: window.sessionStorage.length },
    (_, i) => window.sessionStorage.getItem(window.sessionStorage.key(i) ?? '') ?? '',
  ).join('\n');

/** The checkout's part of a state it has been added to (RootState types it as optional). */
const withCheckout = <S extends { checkout?: CheckoutState }>(state: S): { checkout: CheckoutState } => {
  if (!state.checkout) throw new Error('the checkout is not in the store');
  return { checkout: state.checkout };
};

const contacts = { name: 'Milica Jovanović', phone: '641234567', comment: 'posle 17 h' };

describe('checkout state', () => {
  it('forgets the typed contacts and the open attempt when the session ends, and keeps the pharmacy', () => {
    let state = checkoutReducer(undefined, pharmacyChosen({ id: 7, cityId: 1 }));
    state = checkoutReducer(state, contactsDrafted(contacts));
    state = checkoutReducer(state, sessionEnded({ where: 'here' }));
    expect(state.contacts).toBeNull();
    expect(state.attempt).toBeNull();
    expect(state.pharmacy).toEqual({ id: 7, cityId: 1 });
  });

  it("clears this tab's stored contacts at sign-out", () => {
    const { store } = renderWithProviders(<p />);
    store.dispatch(tokenStored());
    store.dispatch(contactsDrafted(contacts));
    expect(storedInTab()).toContain('Milica');
    store.dispatch(loggedOut());
    expect(storedInTab()).not.toContain('Milica');
  });
});

describe('completing an order in the store', () => {
  it('takes the ordered quantities out of the cart and clears the draft on the accepted answer, with no screen mounted', async () => {
    const store = await storeWithCart([
      { id: 1001, quantity: 2 },
      { id: 1007, quantity: 1 },
    ]);
    const offers = await store
      .dispatch(checkoutApi.endpoints.getPharmacyOffers.initiate({ city_id: 1, items: [{ id: 1001, quantity: 1 }] }))
      .unwrap();
    const offer = offers.list.find((item) => item.lines.some((line) => line.id === 1001 && line.available >= 1));
    if (!offer) throw new Error('the mock has no pharmacy with product 1001');
    store.dispatch(pharmacyChosen({ id: offer.pharmacyId, cityId: 1 }));
    store.dispatch(contactsDrafted(contacts));
    store.dispatch(orderAttempted({ key: 'a1b2c3d4e5f6a7b8', body: '{}' }));
    expect(sessionStorage.getItem('aptk_checkout')).toContain('posle 17 h');

    const args = {
      city_id: 1,
      pharmacy_id: offer.pharmacyId,
      items: [{ id: 1001, quantity: 1 }],
      name: contacts.name,
      phone: '+381 64 123 4567',
      idempotency_key: 'a1b2c3d4e5f6a7b8',
    };
    const order = await store.dispatch(checkoutApi.endpoints.placeOrder.initiate(args)).unwrap();

    expect(selectCartLines(store.getState())).toEqual([
      { id: 1001, quantity: 1 },
      { id: 1007, quantity: 1 },
    ]);
    expect(selectPlacedOrder(withCheckout(store.getState()))?.id).toBe(order.id);
    expect(store.getState().checkout).toMatchObject({ pharmacy: null, attempt: null });
    expect(store.getState().checkout?.contacts).toEqual({ ...contacts, comment: '' });
    const stored = sessionStorage.getItem('aptk_checkout') ?? '';
    expect(stored).toContain('Milica');
    expect(stored).not.toContain('posle 17 h');
    expect(stored).not.toContain('a1b2c3d4e5f6a7b8');
    await waitFor(() => expect(localStorage.getItem('aptkB')).toBe('[[1001,1],[1007,1]]'));
  });

  it('a refused order leaves the cart and the draft as they were', async () => {
    const lines = [{ id: 1001, quantity: 2 }];
    const store = await storeWithCart(lines);
    store.dispatch(pharmacyChosen({ id: 1, cityId: 1 }));
    store.dispatch(contactsDrafted(contacts));
    const answer = await store.dispatch(
      checkoutApi.endpoints.placeOrder.initiate({
        city_id: 1,
        pharmacy_id: 999_999,
        items: [{ id: 1001, quantity: 1 }],
        name: contacts.name,
        phone: '+381 64 123 4567',
      }),
    );
    expect(answer.error).toBeDefined();
    expect(selectCartLines(store.getState())).toEqual(lines);
    expect(store.getState().checkout).toMatchObject({ pharmacy: { id: 1, cityId: 1 }, contacts, placedOrder: null });
  });

  it('completes a split in the store with no screen mounted: both reservations recorded, their lines out of the cart', async () => {
    const ds = getDataset();
    const [a, b] = splitPair(ds, 1);
    // A line of the cart that is in neither reservation stays.
    const other = ds.products.find((p) => p.id !== a.id && p.id !== b.id)?.id ?? 0;
    const store = await storeWithCart([
      { id: a.id, quantity: 1 },
      { id: b.id, quantity: 1 },
      { id: other, quantity: 1 },
    ]);
    store.dispatch(splitChosen({ cityId: 1 }));
    store.dispatch(transferToggled({ id: a.id, wanted: true }));
    store.dispatch(contactsDrafted(contacts));
    expect(JSON.parse(sessionStorage.getItem('aptk_checkout') ?? '{}')).toMatchObject({
      pharmacy: null,
      split: { cityId: 1 },
      transfers: [a.id],
    });
    const at = (id: number) => pharmaciesWith(ds, 1, id === a.id ? a : b)[0]?.id ?? 0;
    const orders = await store
      .dispatch(
        checkoutApi.endpoints.placeVisit.initiate({
          city_id: 1,
          parts: [
            { pharmacy_id: at(a.id), items: [{ id: a.id, quantity: 1 }] },
            { pharmacy_id: at(b.id), items: [{ id: b.id, quantity: 1 }] },
          ],
          name: contacts.name,
          phone: '+381 64 123 4567',
          idempotency_key: 'visit-a1b2c3d4',
        }),
      )
      .unwrap();

    expect(selectPlacedVisit(withCheckout(store.getState()))?.map((order) => order.id)).toEqual(
      orders.map((order) => order.id),
    );
    expect(new Set(orders.map((order) => order.visitId)).size).toBe(1);
    expect(selectCartLines(store.getState())).toEqual([{ id: other, quantity: 1 }]);
    expect(store.getState().checkout).toMatchObject({ split: null, transfers: [], attempt: null });
    // Choosing a pharmacy starts the next checkout and forgets the visit.
    store.dispatch(pharmacyChosen({ id: 101, cityId: 1 }));
    expect(selectPlacedVisit(withCheckout(store.getState()))).toBeNull();
  });
});
