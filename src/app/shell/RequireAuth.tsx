import { Navigate, Outlet } from 'react-router';
import { LoadingState } from '@/shared/ui';
import { paths } from '@/shared/config';
import { useAuthStatus } from '@/features/auth';

/** Guarded routes: an anonymous visitor goes to the main page of the current language. */
export const RequireAuth = () => {
  const { status } = useAuthStatus();
  if (status === 'unknown') return <LoadingState />;
  if (status === 'anonymous') return <Navigate to={paths.home} replace />;
  return <Outlet />;
};
