import { addFeature, type FeatureFlows } from '@/shared/lifecycle';
import type { LoaderStore } from '@/shared/lib';
import { checkoutStored, loadCheckoutFlows } from '@/features/checkout';
import { alertsStored, loadAlertsFlows } from '@/features/alerts';
import { loadTherapyFlows, therapyAtStart } from '@/features/therapy';

/**
 * The features whose store part is not in the first load (docs/lifecycle.md, "Features added
 * later"): how each loads, and whether this visitor's stored state needs it at start.
 */
const LATER = {
  checkout: { load: () => loadCheckoutFlows().then((m) => m.checkoutFlows), atStart: checkoutStored },
  alerts: { load: () => loadAlertsFlows().then((m) => m.alertsFlows), atStart: alertsStored },
  therapy: { load: () => loadTherapyFlows().then((m) => m.therapyFlows), atStart: therapyAtStart },
} satisfies Record<string, { load: () => Promise<FeatureFlows>; atStart: () => boolean }>;

export type LaterFeature = keyof typeof LATER;

/** Loads the features' flows (in parallel) and adds them to the store. */
export const withFeatures = async (store: LoaderStore, names: readonly LaterFeature[]): Promise<void> => {
  const flows = await Promise.all(names.map((name) => LATER[name].load()));
  for (const one of flows) addFeature(store.dispatch, one);
};

/**
 * At start, before the session is checked: the features whose state this visitor has stored
 * (a checkout under way, stock alerts, reminders), so that their reducers restore it and a
 * session's end finds them. Most visitors have none, and load nothing here.
 */
export const withStoredFeatures = (store: LoaderStore): Promise<void> =>
  withFeatures(
    store,
    (Object.keys(LATER) as LaterFeature[]).filter((name) => LATER[name].atStart()),
  );
