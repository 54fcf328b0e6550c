import { useClock } from '@/shared/lib';

/** The current time to the minute, so "open now" flips without a reload (hydration-safe). */
export const useNow = (): Date => useClock();
