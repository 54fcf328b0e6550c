import { createListenerMiddleware } from '@reduxjs/toolkit';

/** Side effects of cart changes (saving, cross-tab sync) are registered here. */
export const cartListener = createListenerMiddleware();
