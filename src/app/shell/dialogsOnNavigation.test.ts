import { configureStore } from '@reduxjs/toolkit';
import { createMemoryRouter } from 'react-router';
import { dialogSlice, openDialog, selectOpenDialog } from '@/shared/ui';
import { closeDialogsOnNavigation } from './dialogsOnNavigation';

const setUp = () => {
  let answer: () => void = () => undefined;
  const router = createMemoryRouter(
    [
      { path: '/', element: null },
      { path: '/pharmacies', element: null },
      {
        path: '/slow',
        loader: () =>
          new Promise<null>((resolve) => {
            answer = () => resolve(null);
          }),
        element: null,
      },
    ],
    { initialEntries: ['/'] },
  );
  const store = configureStore({ reducer: { dialog: dialogSlice.reducer } });
  closeDialogsOnNavigation(store, router);
  const openId = () => selectOpenDialog(store.getState())?.id ?? null;
  return { router, store, openId, answerSlowPage: () => answer() };
};

describe('dialogs and page changes', () => {
  it('a page change closes the dialog that was open when it began', async () => {
    const { router, store, openId, answerSlowPage } = setUp();
    store.dispatch(openDialog('mobile-menu'));
    const arrival = router.navigate('/slow');
    answerSlowPage();
    await arrival;
    expect(router.state.location.pathname).toBe('/slow');
    expect(openId()).toBeNull();

    store.dispatch(openDialog('mobile-menu'));
    await router.navigate('/pharmacies');
    expect(openId()).toBeNull();
  });

  it('a dialog opened while the next page is still loading stays open', async () => {
    const { router, store, openId, answerSlowPage } = setUp();
    const arrival = router.navigate('/slow');
    expect(router.state.navigation.state).toBe('loading');
    store.dispatch(openDialog('auth', { mode: 'signIn' }));
    answerSlowPage();
    await arrival;
    expect(router.state.location.pathname).toBe('/slow');
    expect(openId()).toBe('auth');
  });

  it('a dialog reopened during the navigation is a new one and stays', async () => {
    const { router, store, openId, answerSlowPage } = setUp();
    store.dispatch(openDialog('mobile-menu'));
    const arrival = router.navigate('/slow');
    store.dispatch(openDialog('city'));
    answerSlowPage();
    await arrival;
    expect(openId()).toBe('city');
  });

  it('a navigation to the address already shown closes nothing', async () => {
    const { router, store, openId } = setUp();
    store.dispatch(openDialog('city'));
    await router.navigate('/');
    expect(openId()).toBe('city');
  });
});
