import { env } from '@/shared/config';
import { whenIdle } from '@/shared/lib';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let started = false;

/** Whether the tag manager's script has been asked for in this page. */
export const tagManagerStarted = (): boolean => started;

/**
 * The tag manager's script, once per page and only after the visitor said yes (the consent
 * listener and the app's start call this; docs/decisions.md, "Analytics and consent"). Without
 * GTM_ID there is none. It waits until the page is idle: the first screen does not need it and
 * it would compete with hydration (docs/performance.md, "Load tasks and the start").
 */
export const startTagManager = (gtmId: string = env.gtmId): void => {
  if (!gtmId || started) return;
  started = true;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  void whenIdle().then(() => {
    // Field data of the same visitor, under the same consent (docs/decisions.md, "Field data").
    void import(/* webpackChunkName: "field-vitals" */ './fieldVitals')
      .then((vitals) => vitals.reportFieldVitals())
      .catch(() => undefined);
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
    document.head.appendChild(script);
  });
};
