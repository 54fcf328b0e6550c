/**
 * Presses made before React owns the page (docs/decisions.md, "Hydration by parts"). A
 * prerendered page is on screen long before the app has started, and until `hydrateRoot`
 * attaches React's listeners a tap on one of its buttons reaches no handler at all. The page's
 * head script notes such a press from before the first paint (the button shows that it is
 * busy); the app carries it out once the page is hydrated. From `hydrateRoot` on, React keeps
 * and replays presses itself. Links and forms need nothing: the browser follows and submits
 * them on its own.
 */

/**
 * A control the visitor used before the app started: a button pressed, a choice of a list or a
 * box changed, a form sent that only the app can send (`data-submit-when-ready`).
 */
type EarlyControl = HTMLButtonElement | HTMLSelectElement | HTMLInputElement | HTMLFormElement;

/** What the head script leaves for the app on `window`. */
interface NotedPresses {
  controls: EarlyControl[];
  stop: () => void;
}

const NOTED = '__aptkEarlyPresses';

/** The attribute of a form the browser must not send itself: the app sends it once it is ready. */
export const SUBMIT_WHEN_READY = 'data-submit-when-ready';

/**
 * Part of the head script (prerenderMarks.ts, `HEAD_SCRIPT`): plain ES5 with no dependency,
 * run before the body is parsed. A second press of the same button is the same intent; a list
 * (the catalogue's sort) or a box (a filter) changed before the app started keeps the visitor's
 * choice on screen, and the app carries it out as if made then; a form marked
 * `data-submit-when-ready` (the footer's subscribe form) is not sent by the browser, whose way
 * would put the address in a URL and reload the page, but by the app, with what was typed.
 */
export const EARLY_PRESSES_SCRIPT =
  `(function(){try{var b=[],k=function(x){if(b.indexOf(x)<0)b.push(x)},` +
  `n=function(e){var t=e.target,x=t&&t.closest&&t.closest('button');` +
  `if(!x||x.type!=='button'||x.disabled||!x.closest('#root'))return;k(x);x.setAttribute('aria-busy','true')},` +
  `c=function(e){var t=e.target;if(!t||!t.closest||!t.closest('#root'))return;` +
  `if(t.tagName==='SELECT'||t.type==='checkbox'||t.type==='radio')k(t)},` +
  `s=function(e){var f=e.target;if(!f||!f.closest||!f.closest('#root')||!f.hasAttribute('${SUBMIT_WHEN_READY}'))return;` +
  `e.preventDefault();k(f);f.setAttribute('aria-busy','true')};` +
  `document.addEventListener('click',n,true);document.addEventListener('change',c,true);` +
  `document.addEventListener('submit',s,true);` +
  `window.${NOTED}={controls:b,stop:function(){document.removeEventListener('click',n,true);` +
  `document.removeEventListener('change',c,true);document.removeEventListener('submit',s,true)}}}catch(e){}})()\n`;

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
 * reads the choice it shows; a box is set back and clicked, so React sees the visitor's change;
 * a form is sent. One React dropped (a fresh render replaced the HTML) is only no longer busy;
 * its replacement is a new control the visitor sees.
 */
export const carryOutEarlyPresses = (controls: readonly EarlyControl[]): void => {
  for (const control of controls) {
    control.removeAttribute('aria-busy');
    if (!control.isConnected || ('disabled' in control && control.disabled)) continue;
    if (control instanceof HTMLFormElement) control.requestSubmit();
    else if (control instanceof HTMLSelectElement) control.dispatchEvent(new Event('change', { bubbles: true }));
    else if (control instanceof HTMLInputElement) {
      // React follows a box through its own `checked` setter: set back, the click is the change.
      // The box's part must be hydrated first: React hydrates a part inside an event aimed at it
      // (as a tap's pointerdown does), but a click toggles the box before React sees it, and a
      // box hydrated then takes the toggled state for its own (docs/decisions.md, "Hydration by
      // parts"). `input` is such an event, and nothing of ours listens to it on a box.
      control.dispatchEvent(new Event('input', { bubbles: true }));
      control.checked = !control.checked;
      control.click();
    } else control.click();
  }
};
