import { loadPhoneField } from '@/shared/ui';

export {
  authReducer,
  tokenStored,
  loggedOut,
  authRestored,
  hasStoredAuthToken,
  selectHasToken,
  selectStoredSessionStatus,
  type AuthState,
} from './model/authSlice';
export { registerAuthListeners } from './model/listener';
export { useAuthStatus } from './model/useAuthStatus';
export { selectAuthStatus, isSignedIn, type AuthStatusState } from './model/authStatus';
export { useSignOut } from './model/useSignOut';
export { useGetProfileQuery, profileUpdated, profileApi, type Profile } from './api/profileApi';
export { getDeviceToken } from './lib/deviceToken';
export { PasswordField } from './ui/PasswordField';
export { AccountEntry } from './ui/AccountEntry';
export { MobileMenuAccount } from './ui/MobileMenuAccount';
export { ProfileUnavailable } from './ui/ProfileUnavailable';
export { followSessionElsewhere } from './model/sessionSync';
export { checkSessionAtStart } from './model/sessionAtStart';
export { readSessionStart } from './lib/sessionMark';
export { askToSignIn, continueAfterSignIn, registerSignInListeners, signInToContinue } from './model/signInToContinue';

/** Dialogs load when first opened, together with the phone mask they start with. */
export const loadAuthDialog = () =>
  Promise.all([import(/* webpackChunkName: "auth-dialog" */ './ui/AuthDialog'), loadPhoneField()]).then(
    ([module]) => module,
  );
export const loadRecoveryDialog = () =>
  Promise.all([import(/* webpackChunkName: "recovery-dialog" */ './ui/RecoveryDialog'), loadPhoneField()]).then(
    ([module]) => module,
  );
