import { createListenerMiddleware } from '@reduxjs/toolkit';

/** Session side effects (cookie writes, logout on `action: logout`) are registered here. */
export const authListener = createListenerMiddleware();
