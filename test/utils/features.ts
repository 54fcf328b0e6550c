import type { Dispatch } from '@reduxjs/toolkit';
import { addFeature } from '@/shared/lifecycle';
import '@/app/store';
import { checkoutFlows } from '@/features/checkout';
import { alertsFlows } from '@/features/alerts';
import { therapyFlows } from '@/features/therapy';

/**
 * Every feature the app adds later (docs/lifecycle.md, "Features added later") in the root
 * reducer from the start, so that a component test's store has their state as the page that
 * shows it would. src/app/features.test.ts tests the adding itself.
 */
export const addEveryFeature = (): void => {
  const noStoreYet = ((action: unknown) => action) as Dispatch;
  for (const flows of [checkoutFlows, alertsFlows, therapyFlows]) addFeature(noStoreYet, flows);
};
