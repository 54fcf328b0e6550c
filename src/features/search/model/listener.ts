import { listenersOnce } from '@/shared/lifecycle';
import { forgetOnSessionEnd } from '@/shared/storage';
import { storedSearchHistory } from './searchHistory';

/**
 * What was searched for says what someone takes: the history (localStorage `search_history`)
 * goes when a session ends, so the next person on a shared phone does not see it
 * (docs/decisions.md, "Session end").
 */
export const registerSearchListeners = listenersOnce(() => {
  forgetOnSessionEnd(storedSearchHistory);
});
