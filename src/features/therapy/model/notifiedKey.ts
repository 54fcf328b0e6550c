/** localStorage key of the pickup windows this browser has announced (notifiedWindows.ts). */
export const NOTIFIED_KEY = 'aptk_therapy_notified';
