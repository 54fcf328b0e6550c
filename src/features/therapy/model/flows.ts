import type { FeatureFlows } from '@/shared/lifecycle';
import { therapyReducer } from './reminders';
import { registerTherapyListeners } from './therapyListener';

/** The reminders' store part, added with the therapy page or at start (docs/lifecycle.md, "Features added later"). */
export const therapyFlows: FeatureFlows = {
  name: 'therapy',
  reducer: therapyReducer,
  register: registerTherapyListeners,
};
