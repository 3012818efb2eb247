// Route guards [product#session-flow]: signed-out users go to /auth; signed-in users who have not
// onboarded go to /onboarding. The page shows a loader until the session is known.
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '#client/components/ui/spinner.tsx';
import { useSession } from '#client/lib/session.ts';
import { paths } from '#client/lib/paths.ts';

export function RequireSignedIn() {
  const { data, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <PageLoading />;
  if (!data?.user) return <Navigate to={paths.auth} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

export function RequireOnboarded() {
  const { data, isPending } = useSession();
  if (isPending) return <PageLoading />;
  if (data?.user && data.profile && !data.profile.hasCompletedOnboarding) {
    return <Navigate to={paths.onboarding} replace />;
  }
  return <Outlet />;
}

/** Where a signed-in user belongs after signing in. */
export function homeFor(profileOnboarded: boolean | undefined) {
  return profileOnboarded ? paths.learn : paths.onboarding;
}
