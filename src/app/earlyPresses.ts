/**
 * Presses made before React owns the page (docs/decisions.md, "No input lost to code that is
 * still loading"). A prerendered page is on screen long before the app has started, and until
 * `hydrateRoot` attaches React's listeners a tap on one of its buttons reaches no handler at
 * all. The entry notes such a press (the button shows that it is busy); the app carries it out
 * once the page is hydrated. From `hydrateRoot` on, React keeps and replays presses itself.
 * Links and forms need nothing: the browser follows and submits them on its own.
 */

/** The button waits for the app: it looks busy (global.css) and screen readers hear so. */
const BUSY = 'aria-busy';

let pressed: HTMLButtonElement[] | null = null;

const notePress = (event: MouseEvent): void => {
  if (pressed === null || !(event.target instanceof Element)) return;
  const button = event.target.closest('button');
  if (!button || button.type !== 'button' || button.disabled || !button.closest('#root')) return;
  // A second press of the same button is the same intent: it is carried out once.
  if (!pressed.includes(button)) pressed.push(button);
  button.setAttribute(BUSY, 'true');
};

/** From the entry's first task: presses on the prerendered page are noted. */
export const notePressesUntilTheAppStarts = (): void => {
  if (pressed !== null) return;
  pressed = [];
  document.addEventListener('click', notePress, { capture: true });
};

/**
 * The app takes over (right before `hydrateRoot` or `createRoot`): noting stops, and the
 * presses noted so far are handed over.
 */
export const takeEarlyPresses = (): HTMLButtonElement[] => {
  document.removeEventListener('click', notePress, { capture: true });
  const taken = pressed ?? [];
  pressed = [];
  return taken;
};

/**
 * Carries the presses out once React owns the page: a button still in the page is clicked
 * again, now with its handler. One React dropped (a fresh render replaced the HTML) is only
 * no longer busy; its replacement is a new control the visitor sees.
 */
export const carryOutEarlyPresses = (buttons: readonly HTMLButtonElement[]): void => {
  for (const button of buttons) {
    button.removeAttribute(BUSY);
    if (button.isConnected && !button.disabled) button.click();
  }
};
