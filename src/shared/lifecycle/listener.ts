import { createListenerMiddleware } from '@reduxjs/toolkit';

/**
 * The app's one listener middleware (as in the Redux templates): every feature registers its
 * store flows on it with `startAppListening`, typed on the part of the state it reads
 * (`startAppListening.withTypes<{ cart: CartState }>()`); src/app adds it to the store. Effects
 * of one action run in the order their modules registered them, after every reducer has run.
 */
export const appListener = createListenerMiddleware();

export const startAppListening = appListener.startListening;

/**
 * A feature's listeners, registered once however often the returned function is called (the
 * store's module and tests both call it). Called, not run on import: the package declares its
 * modules free of side effects, so a module imported only to register would be left out.
 */
export const listenersOnce = (register: () => void): (() => void) => {
  let registered = false;
  return () => {
    if (registered) return;
    registered = true;
    register();
  };
};
