import { configureStore } from '@reduxjs/toolkit';
import { dismissToast, showToast, toastSlice, TOAST_TEXT_MAX } from './toastSlice';

const makeToastStore = () => configureStore({ reducer: { toast: toastSlice.reducer } });

describe('toasts', () => {
  it('shows an identical toast once while it is on screen, and restarts its time', () => {
    const store = makeToastStore();
    for (let index = 0; index < 4; index += 1) store.dispatch(showToast({ tone: 'error', messageId: 'error.site' }));
    const [only, ...rest] = store.getState().toast.items;
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ messageId: 'error.site', repeats: 3 });
    // Another tone or text is another toast.
    store.dispatch(showToast({ tone: 'info', messageId: 'error.site' }));
    store.dispatch(showToast({ tone: 'error', text: 'Apoteka ne radi' }));
    expect(store.getState().toast.items).toHaveLength(3);
    // Once it is gone, the same toast appears again.
    store.dispatch(dismissToast(only!.id));
    store.dispatch(showToast({ tone: 'error', messageId: 'error.site' }));
    expect(
      store.getState().toast.items.filter((item) => item.messageId === 'error.site' && item.tone === 'error'),
    ).toHaveLength(1);
  });

  it('cuts a long server text with an ellipsis', () => {
    const store = makeToastStore();
    store.dispatch(showToast({ tone: 'error', text: 'x'.repeat(100_000) }));
    const text = store.getState().toast.items[0]?.text ?? '';
    expect(text).toHaveLength(TOAST_TEXT_MAX);
    expect(text.endsWith('…')).toBe(true);
    store.dispatch(showToast({ tone: 'error', text: 'short' }));
    expect(store.getState().toast.items[1]?.text).toBe('short');
  });
});
