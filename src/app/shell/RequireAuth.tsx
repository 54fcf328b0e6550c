import { Navigate, Outlet, useMatches } from 'react-router';
import { LoadingState } from '@/shared/ui';
import { paths } from '@/shared/config';
import { ProfileUnavailable, useAuthStatus } from '@/features/auth';
import { isRouteHandle } from './routeHandle';

/**
 * Guarded routes: an anonymous visitor goes to the main page of the current language. A
 * signed-in visitor whose profile failed to load stays, with the failure and a retry; a page
 * marked `withoutProfile` shows that itself, beside what it can show without the profile.
 */
export const RequireAuth = () => {
  const { status } = useAuthStatus();
  const leaf = useMatches().at(-1)?.handle;
  const withoutProfile = isRouteHandle(leaf) && leaf.withoutProfile === true;
  if (status === 'unknown') return <LoadingState />;
  if (status === 'anonymous') return <Navigate to={paths.home} replace />;
  if (status === 'unavailable' && !withoutProfile) {
    return (
      <div className="container page">
        <ProfileUnavailable />
      </div>
    );
  }
  return <Outlet />;
};
