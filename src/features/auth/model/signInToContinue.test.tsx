import { addListener } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { closeDialog, selectOpenDialog } from '@/shared/ui';
import { removeCookie } from '@/shared/storage';
// Not a React hook (it registers jest hooks): aliased so rules-of-hooks does not misfire.
import { setupMockBackend } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { authApi } from '../api/authApi';
import { profileApi } from '../api/profileApi';
import { continueAfterSignIn, signInToContinue } from './signInToContinue';

setupMockBackend();
afterEach(() => removeCookie('auth_token'));

/** The app's store, with a record of where the app was asked to go after signing in. */
const makeStore = () => {
  const { store } = renderWithProviders(<p />);
  const continued: string[] = [];
  store.dispatch(
    addListener({ actionCreator: continueAfterSignIn, effect: ({ payload }) => void continued.push(payload.to) }),
  );
  return { store, continued };
};

describe('signing in to continue', () => {
  it('opens the sign-in dialog, then goes where the visitor asked once they have signed in', async () => {
    const { store, continued } = makeStore();
    store.dispatch(signInToContinue({ to: '/lk/orders' }));
    expect(selectOpenDialog(store.getState())?.id).toBe('auth');
    expect(continued).toEqual([]);

    await store.dispatch(authApi.endpoints.signIn.initiate({ phone: '+381 64 123 4567', password: 'demo1234' }));
    const profile = store.dispatch(profileApi.endpoints.getProfile.initiate());
    await waitFor(() => expect(continued).toEqual(['/lk/orders']));
    profile.unsubscribe();
  });

  it('goes nowhere when the visitor closes the dialog without signing in', async () => {
    const { store, continued } = makeStore();
    store.dispatch(signInToContinue({ to: '/lk/orders' }));
    store.dispatch(closeDialog('auth'));
    await store.dispatch(authApi.endpoints.signIn.initiate({ phone: '+381 64 123 4567', password: 'demo1234' }));
    const profile = store.dispatch(profileApi.endpoints.getProfile.initiate());
    await profile;
    profile.unsubscribe();
    expect(continued).toEqual([]);
  });
});
