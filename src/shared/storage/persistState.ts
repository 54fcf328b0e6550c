import { sessionEnded, startAppListening } from '@/shared/lifecycle';
import type { StoredValue } from './storedValue';

/**
 * Keeps a part of the store in its stored value (storedValue.ts): written whenever the selected
 * part changes, by one listener on the app's listener middleware. A value that follows its state
 * (`followState`) is written again when a session's end changed the state; one that is removed
 * (`remove`) goes when the session ends. Call it from a feature's `registerXListeners`.
 */
export const persistState = <State, T>(value: StoredValue<T>, select: (state: State) => T): void => {
  startAppListening.withTypes<State>()({
    predicate: (_action, current, previous) => select(current) !== select(previous),
    effect: (_action, api) => {
      value.write(select(api.getState()));
    },
  });
  forgetOnSessionEnd(value);
};

/**
 * A value declared `remove` goes when a session ends (docs/decisions.md, "Session end"); the
 * others stay (`keep`) or were rewritten from their cleaned state (`followState`).
 */
export const forgetOnSessionEnd = (value: StoredValue<unknown>): void => {
  if (value.onSessionEnd !== 'remove') return;
  startAppListening({
    actionCreator: sessionEnded,
    effect: () => {
      value.remove();
    },
  });
};
