/**
 * Presses made before React owns the page (docs/decisions.md, "Hydration by parts"). A
 * prerendered page is on screen long before the app has started, and until `hydrateRoot`
 * attaches React's listeners a tap on one of its buttons reaches no handler at all. The page's
 * head script notes such a press from before the first paint (the button shows that it is
 * busy); the app carries it out once the page is hydrated. From `hydrateRoot` on, React keeps
 * and replays presses itself. Links and forms need nothing: the browser follows and submits
 * them on its own.
 */

/** A control the visitor used before the app started: a button pressed, a choice of a list changed. */
type EarlyControl = HTMLButtonElement | HTMLSelectElement;

/** What the head script leaves for the app on `window`. */
interface NotedPresses {
  controls: EarlyControl[];
  stop: () => void;
}

const NOTED = '__aptkEarlyPresses';

/**
 * Part of the head script (prerenderMarks.ts, `HEAD_SCRIPT`): plain ES5 with no dependency,
 * run before the body is parsed. A second press of the same button is the same intent; a list
 * (the catalogue's sort) changed before the app started keeps the visitor's choice on screen,
 * and the app carries it out as if chosen then.
 */
export const EARLY_PRESSES_SCRIPT =
  `(function(){try{var b=[],n=function(e){var t=e.target,x=t&&t.closest&&t.closest('button');` +
  `if(!x||x.type!=='button'||x.disabled||!x.closest('#root'))return;` +
  `if(b.indexOf(x)<0)b.push(x);x.setAttribute('aria-busy','true')},` +
  `c=function(e){var t=e.target;if(!t||t.tagName!=='SELECT'||!t.closest('#root'))return;` +
  `if(b.indexOf(t)<0)b.push(t)};` +
  `document.addEventListener('click',n,true);document.addEventListener('change',c,true);` +
  `window.${NOTED}={controls:b,stop:function(){document.removeEventListener('click',n,true);` +
  `document.removeEventListener('change',c,true)}}}catch(e){}})()\n`;

/**
 * The app takes over (right before `hydrateRoot` or `createRoot`): noting stops, and the
 * controls used so far are handed over. A page without the head script (the app's shell) has none.
 */
export const takeEarlyPresses = (): EarlyControl[] => {
  const noted = (window as unknown as Record<string, NotedPresses | undefined>)[NOTED];
  if (!noted) return [];
  noted.stop();
  return noted.controls.splice(0);
};

/**
 * Carries the presses out once React owns the page: a button still in the page is clicked
 * again, now with its handler; a list still in the page says it changed, and React's handler
 * reads the choice it shows. One React dropped (a fresh render replaced the HTML) is only no
 * longer busy; its replacement is a new control the visitor sees.
 */
export const carryOutEarlyPresses = (controls: readonly EarlyControl[]): void => {
  for (const control of controls) {
    control.removeAttribute('aria-busy');
    if (!control.isConnected || control.disabled) continue;
    if (control instanceof HTMLSelectElement) control.dispatchEvent(new Event('change', { bubbles: true }));
    else control.click();
  }
};
