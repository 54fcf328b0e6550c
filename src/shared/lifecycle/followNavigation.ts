import type { UnknownAction } from '@reduxjs/toolkit';
import type { DataRouter } from 'react-router';
import { navigationEnded, selectTraversing, type LifecycleRoot } from './lifecycleSlice';

interface LifecycleStore {
  dispatch: (action: UnknownAction) => unknown;
  getState: () => LifecycleRoot;
}

/**
 * The end of every navigation as a lifecycle event, saying how the page now shown was reached
 * (docs/lifecycle.md). Subscribed before React renders the router, so a page's first render of
 * a history entry already reads its arrival.
 */
export const followNavigation = (
  store: LifecycleStore,
  router: Pick<DataRouter, 'state' | 'subscribe'>,
): (() => void) => {
  let shownKey = router.state.location.key;
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    const entered = state.location.key !== shownKey;
    if (!entered && !selectTraversing(store.getState())) return;
    shownKey = state.location.key;
    store.dispatch(navigationEnded({ entered: entered ? (state.historyAction === 'POP' ? 'history' : 'link') : null }));
  });
};
