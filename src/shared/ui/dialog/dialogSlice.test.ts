import type { UnknownAction } from '@reduxjs/toolkit';
import { closeDialog, dialogSlice, openDialog, selectDialogData, toggleDialog, type DialogState } from './dialogSlice';

const reduce = (state: DialogState | undefined, ...actions: UnknownAction[]) =>
  actions.reduce(dialogSlice.reducer, state ?? dialogSlice.getInitialState());

describe('dialog registry', () => {
  it('keeps one dialog open, with the payload it was opened with', () => {
    const state = reduce(undefined, openDialog('city'), openDialog('auth', { mode: 'register', phone: '641234567' }));
    expect(state.open).toEqual({ id: 'auth', data: { mode: 'register', phone: '641234567' } });
    expect(selectDialogData({ dialog: state }, 'auth')).toEqual({ mode: 'register', phone: '641234567' });
    expect(selectDialogData({ dialog: state }, 'recovery')).toBeUndefined();
  });

  it('closes only the named dialog, or whatever is open', () => {
    const open = reduce(undefined, openDialog('recovery', { phone: '' }));
    expect(reduce(open, closeDialog('auth')).open?.id).toBe('recovery');
    expect(reduce(open, closeDialog('recovery')).open).toBeNull();
    expect(reduce(open, closeDialog()).open).toBeNull();
  });

  it('toggles a bar dialog closed on a second tap', () => {
    const once = reduce(undefined, toggleDialog('mobile-menu'));
    expect(once.open?.id).toBe('mobile-menu');
    expect(reduce(once, toggleDialog('mobile-menu')).open).toBeNull();
    expect(reduce(once, toggleDialog('mobile-search')).open?.id).toBe('mobile-search');
  });

  it('lets the compiler reject an unknown id or a payload of the wrong shape', () => {
    // Each line below fails `tsc --noEmit` without its @ts-expect-error (a test of the types).
    const wrong = [
      // @ts-expect-error: no such dialog
      () => openDialog('cart'),
      // @ts-expect-error: the auth dialog needs its mode
      () => openDialog('auth'),
      // @ts-expect-error: a mode the dialog does not have
      () => openDialog('auth', { mode: 'login' }),
      // @ts-expect-error: the old magic number
      () => openDialog('auth', { type: 1 }),
      // @ts-expect-error: the city dialog takes no payload
      () => openDialog('city', { mode: 'signIn' }),
      // @ts-expect-error: the recovery phone is a string
      () => openDialog('recovery', { phone: 641234567 }),
      // @ts-expect-error: no such dialog to close
      () => closeDialog('cart'),
    ];
    expect(wrong).toHaveLength(7);
  });
});
