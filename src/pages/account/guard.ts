import { redirect } from 'react-router';
import { paths } from '@/shared/config';
import type { RouteLoader } from '@/shared/lib';
import { hasStoredAuthToken, profileApi, selectStoredSessionStatus, type AuthState } from '@/features/auth';

/**
 * /lk and below: only for a signed-in client (docs/behaviour.md §2). The session decides, as it
 * does for the header (`selectStoredSessionStatus`, the rule of `auth.status`): a token whose
 * profile has no phone, or that the server rejects (`action: logout`, which removes the
 * cookie), is anonymous. A profile that failed otherwise keeps the visitor here, where the page
 * says so and offers a retry (docs/decisions.md, "Sessions").
 * At build time there is no visitor: the shell is prerendered and the browser decides.
 */
export const accountGuard: RouteLoader = (env) => async () => {
  if (env.target === 'prerender') return null;
  if (!hasStoredAuthToken()) throw redirect(paths.home);
  const profile = env.store.dispatch(profileApi.endpoints.getProfile.initiate());
  try {
    await profile;
  } finally {
    profile.unsubscribe();
  }
  if (selectStoredSessionStatus(env.store.getState() as { auth: AuthState }) === 'anonymous')
    throw redirect(paths.home);
  return null;
};
