import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { listenersOnce, startAppListening } from '@/shared/lifecycle';
import { openDialog, selectOpenDialog, type DialogState } from '@/shared/ui';
import { selectAuthStatus, type AuthStatusState } from './authStatus';

/**
 * A visitor asked for something that needs a session (a page of the personal area, saving a
 * favourite): sign in first, then carry on (docs/decisions.md, "Auth").
 */
export const signInToContinue = createAction<{ to: string }>('auth/signInToContinue');
/** Signed in after `signInToContinue`: src/app, which owns the router, goes to `to`. */
export const continueAfterSignIn = createAction<{ to: string }>('auth/continueAfterSignIn');

export type SignInPromptState = AuthStatusState & { dialog: DialogState };

/** What `askToSignIn` needs of a listener's API, whatever else its store holds. */
interface SignInPromptApi {
  dispatch(action: UnknownAction): unknown;
  getState(): SignInPromptState;
  condition(predicate: (action: UnknownAction, state: SignInPromptState) => boolean): Promise<boolean>;
}

/**
 * Opens the sign-in dialog and resolves once the visitor has signed in (true) or closed the
 * dialog still anonymous (false). The one way store flows ask for a sign-in.
 */
export const askToSignIn = async (api: SignInPromptApi): Promise<boolean> => {
  api.dispatch(openDialog('auth', { mode: 'signIn' }));
  const signedIn = (state: SignInPromptState) => selectAuthStatus(state) === 'authenticated';
  const gaveUp = (state: SignInPromptState) =>
    selectAuthStatus(state) === 'anonymous' && selectOpenDialog(state)?.id !== 'auth';
  await api.condition((_action, state) => signedIn(state) || gaveUp(state));
  return signedIn(api.getState());
};

export const registerSignInListeners = listenersOnce(() => {
  startAppListening.withTypes<SignInPromptState>()({
    actionCreator: signInToContinue,
    effect: async ({ payload }, api) => {
      // The last request wins while the dialog is open.
      api.cancelActiveListeners();
      if (await askToSignIn(api)) api.dispatch(continueAfterSignIn(payload));
    },
  });
});
