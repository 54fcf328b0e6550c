import { env } from '@/shared/config';
import {
  dataLayerHas,
  generalPageFields,
  pushToDataLayer,
  readPageFields,
  setPageFields,
  whenIdle,
} from '@/shared/lib';

/**
 * Tag types the container may not run on any page (docs/decisions.md, "Analytics and consent"):
 * custom HTML and custom JavaScript (`customScripts`, `html`, `jsm`) and scripts, frames and
 * pixels of anyone but Google. A tag of those kinds could read what a page shows or is typed
 * (an eRecept's LBO, a question to a pharmacist), and the tag manager stays loaded across the
 * app's navigations, so the list holds for the whole site from its first message on.
 */
const TAG_MANAGER_BLOCKLIST = [
  'customScripts',
  'html',
  'jsm',
  'nonGoogleScripts',
  'nonGoogleIframes',
  'nonGooglePixels',
];

/**
 * The blocklist as the dataLayer's first message (the app's start calls this before any page
 * view is pushed), so the container reads it before anything it could fire on; once per page.
 */
export const blockCustomCode = (): void => {
  if (!dataLayerHas('gtm.blocklist')) pushToDataLayer({ 'gtm.blocklist': TAG_MANAGER_BLOCKLIST });
};

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
  // Before the container's first message: its own `gtm.js` hit takes these fields too.
  if (!readPageFields()) setPageFields(generalPageFields());
  blockCustomCode();
  pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
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
