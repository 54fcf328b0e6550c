import { isStored } from '@/shared/storage';
import { NOTIFIED_KEY } from './notifiedKey';
import { readPermission } from './permission';

/** The reminders' reducer, listeners and endpoint, in a chunk of their own (flows.ts). */
export const loadTherapyFlows = () => import(/* webpackChunkName: "flows-therapy" */ './flows');

/**
 * Reminders have work at start only where the browser allowed them (a visit looks for windows
 * to announce) or announced some (a session's end removes them and the worker's list): then the
 * flows load at start, before the session is checked. Every other visitor never loads them.
 */
export const therapyAtStart = (): boolean => readPermission() === 'granted' || isStored(NOTIFIED_KEY);
