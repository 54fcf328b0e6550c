import { createAction, type Dispatch, type Reducer } from '@reduxjs/toolkit';

/**
 * A feature whose store part is not in the first load (docs/lifecycle.md, "Features added
 * later"): its reducer, its listeners, and its endpoints with them, arrive in a chunk of their
 * own when a route, a press or its stored state first needs them.
 */
export interface FeatureFlows {
  /** Its key in the state (`checkout`, `alerts`, `therapy`). */
  name: string;
  reducer: Reducer;
  /** Its `registerXListeners` (registered once). */
  register: () => void;
}

/** A feature's reducer is in the store now; its state is made (from storage) by this action. */
const featureAdded = createAction<string>('lifecycle/featureAdded');

type Injector = (flows: FeatureFlows) => void;

let injector: Injector | null = null;
const added = new Set<string>();

/** The app's root reducer takes features in (src/app/store.ts). */
export const setFeatureInjector = (inject: Injector): void => {
  injector = inject;
};

/**
 * Puts a feature's reducer into the root reducer, makes its state in this store
 * (`featureAdded`), then registers its listeners: after the state exists, so that a listener
 * comparing states never sees the feature's part missing. Idempotent.
 */
export const addFeature = (dispatch: Dispatch, flows: FeatureFlows): void => {
  if (!injector) throw new Error('no root reducer takes features yet (src/app/store.ts)');
  const first = !added.has(flows.name);
  if (first) {
    added.add(flows.name);
    injector(flows);
  }
  dispatch(featureAdded(flows.name));
  if (first) flows.register();
};
