import { createListenerMiddleware } from '@reduxjs/toolkit';
import { sessionEnded } from '@/features/auth';
import { clearSearchHistory } from './searchHistory';

/**
 * What was searched for says what someone takes: the history (localStorage `search_history`)
 * goes when a session ends, so the next person on a shared phone does not see it
 * (docs/decisions.md, "Session end").
 */
export const searchListener = createListenerMiddleware();

searchListener.startListening({
  actionCreator: sessionEnded,
  effect: () => {
    clearSearchHistory();
  },
});
