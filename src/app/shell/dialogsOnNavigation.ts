import type { DataRouter } from 'react-router';
import type { OpenDialog } from '@/shared/config';
import { closeDialog, selectOpenDialog, type DialogState } from '@/shared/ui';

interface DialogStore {
  dispatch: (action: ReturnType<typeof closeDialog>) => unknown;
  getState: () => { dialog: DialogState };
}

/** No navigation is under way. */
const IDLE = Symbol('idle');

/**
 * A page change closes the dialog that was open when it began (a link in the mobile menu), not
 * one opened while the next page was still loading: after a sign-out's way home, a tap on
 * "Sign in" must not see its dialog vanish (docs/behaviour.md §4). A navigation to the URL
 * already shown closes nothing.
 */
export const closeDialogsOnNavigation = (
  store: DialogStore,
  router: Pick<DataRouter, 'state' | 'subscribe'>,
): (() => void) => {
  const urlOf = ({ pathname, search, hash }: DataRouter['state']['location']) => `${pathname}${search}${hash}`;
  let shownUrl = urlOf(router.state.location);
  let openWhenLeaving: OpenDialog | null | typeof IDLE = IDLE;
  return router.subscribe((state) => {
    const open = selectOpenDialog(store.getState());
    if (state.navigation.state !== 'idle') {
      if (openWhenLeaving === IDLE) openWhenLeaving = open;
      return;
    }
    // A navigation without loaders or code to fetch ends in the update that starts it.
    const leftWith = openWhenLeaving === IDLE ? open : openWhenLeaving;
    openWhenLeaving = IDLE;
    const url = urlOf(state.location);
    if (url === shownUrl) return;
    shownUrl = url;
    if (open !== null && open === leftWith) store.dispatch(closeDialog(open.id));
  });
};
