import { loggedOut } from '@/features/auth';
import { renderWithProviders } from '@/testing/render';
import { checkoutReducer, contactsDrafted, pharmacyChosen } from './checkoutSlice';

/** Everything this tab keeps in sessionStorage, as one text. */
const storedInTab = (): string =>
  Array.from({ length: window.sessionStorage.length }, (_, i) => window.sessionStorage.getItem(window.sessionStorage.key(i) ?? '') ?? '').join('\n');

const contacts = { name: 'Milica Jovanović', phone: '641234567', comment: 'posle 17 h' };

describe('checkout state', () => {
  it('forgets the typed contacts and the open attempt when the session ends, and keeps the pharmacy', () => {
    let state = checkoutReducer(undefined, pharmacyChosen({ id: 7, cityId: 1 }));
    state = checkoutReducer(state, contactsDrafted(contacts));
    state = checkoutReducer(state, loggedOut());
    expect(state.contacts).toBeNull();
    expect(state.attempt).toBeNull();
    expect(state.pharmacy).toEqual({ id: 7, cityId: 1 });
  });

  it("clears this tab's stored contacts at sign-out", () => {
    const { store } = renderWithProviders(<p />);
    store.dispatch(contactsDrafted(contacts));
    expect(storedInTab()).toContain('Milica');
    store.dispatch(loggedOut());
    expect(storedInTab()).not.toContain('Milica');
  });
});
