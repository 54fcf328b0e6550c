import type { FeatureFlows } from '@/shared/lifecycle';
import { alertsReducer } from './alertsSlice';
import { registerAlertsListeners } from './alertsListener';

export { requestAlerts } from './alertsListener';

/** The stock alerts' store part (docs/lifecycle.md, "Features added later"). */
export const alertsFlows: FeatureFlows = {
  name: 'alerts',
  reducer: alertsReducer,
  register: registerAlertsListeners,
};
