import { startAppListening } from '@/shared/lifecycle';
import type { StoredValue } from './storedValue';

/**
 * Keeps a part of the store in its stored value (storedValue.ts): written whenever the selected
 * part changes, by one listener on the app's listener middleware, so a slice whose reducer took
 * a client's part out on `sessionEnded` writes the rest again. What a session's end does to the
 * stored text itself is the registry's rule (registry.ts, clientData.ts), applied before this
 * write. Call it from a feature's `registerXListeners`.
 */
export const persistState = <State, T>(value: StoredValue<T>, select: (state: State) => T): void => {
  startAppListening.withTypes<State>()({
    predicate: (_action, current, previous) => select(current) !== select(previous),
    effect: (_action, api) => {
      value.write(select(api.getState()));
    },
  });
};
