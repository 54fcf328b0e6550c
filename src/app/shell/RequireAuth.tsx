import { Navigate, Outlet } from 'react-router';
import { LoadingState } from '@/shared/ui';
import { paths } from '@/shared/config';
import { ProfileUnavailable, useAuthStatus } from '@/features/auth';

/**
 * Guarded routes: an anonymous visitor goes to the main page of the current language. A
 * signed-in visitor whose profile failed to load stays, with the failure and a retry.
 */
export const RequireAuth = () => {
  const { status } = useAuthStatus();
  if (status === 'unknown') return <LoadingState />;
  if (status === 'anonymous') return <Navigate to={paths.home} replace />;
  if (status === 'unavailable') {
    return (
      <div className="container page">
        <ProfileUnavailable />
      </div>
    );
  }
  return <Outlet />;
};
