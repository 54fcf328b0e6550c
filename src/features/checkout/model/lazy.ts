import { isStored } from '@/shared/storage';
import { CHECKOUT_STORAGE_KEY } from './storageKey';

/** The checkout's reducer, listeners and endpoints, in a chunk of their own (flows.ts). */
export const loadCheckoutFlows = () => import(/* webpackChunkName: "flows-checkout" */ './flows');

/**
 * A checkout under way in this tab (its stored draft): the flows load at start, before the
 * session is checked, so that a session's end finds the reducer that forgets the contacts.
 */
export const checkoutStored = (): boolean => isStored(CHECKOUT_STORAGE_KEY);
