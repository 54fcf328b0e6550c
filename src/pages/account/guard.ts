import { redirect } from 'react-router';
import { paths } from '@/shared/config';
import { isApiError } from '@/shared/api';
import type { RouteLoader } from '@/shared/lib';
import { hasStoredAuthToken, profileApi } from '@/features/auth';

/**
 * /lk and below: only for a signed-in client (docs/behaviour.md §2). The profile decides, as it does
 * for the header: a token whose profile has no phone, or that the server rejects
 * (`action: logout`), is anonymous. A profile that failed otherwise keeps the visitor here,
 * where the page says so and offers a retry (docs/decisions.md, "Sessions").
 * At build time there is no visitor: the shell is prerendered and the browser decides.
 */
export const accountGuard: RouteLoader = (env) => async () => {
  if (env.target === 'prerender') return null;
  if (!hasStoredAuthToken()) throw redirect(paths.home);
  const profile = env.store.dispatch(profileApi.endpoints.getProfile.initiate());
  try {
    const result = await profile;
    if (result.isError) {
      if (isApiError(result.error) && result.error.action === 'logout') throw redirect(paths.home);
      return null;
    }
    if (!result.data?.phone) throw redirect(paths.home);
  } finally {
    profile.unsubscribe();
  }
  return null;
};
