import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AuthPanel } from '#client/features/auth/components/auth-panel.tsx';
import { MarketingBlurb, WhyJoinUs } from '#client/features/auth/components/marketing.tsx';
import { RegionalLeaderboard } from '#client/features/stats/components/regional-leaderboard.tsx';
import { PageLoading } from '#client/components/ui/spinner.tsx';
import { refreshSession, useSession, wasSignedIn } from '#client/lib/session.ts';
import { homeFor } from '../guards.tsx';

/** /auth: landing and login. Signed-in users are sent on to /learn or /onboarding. */
export function AuthRoute() {
  const { data, isPending } = useSession();
  const location = useLocation();

  // "Sign In" in the header lands here with #login: bring the form into view.
  useEffect(() => {
    if (location.hash === '#login') {
      document.getElementById('auth-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  }, [location.hash, location.key]);

  // A visitor sees the landing page at once, not after the session request (it is the page's
  // largest paint; ADR 044); a browser that was signed in waits, as it will move on.
  if (isPending && wasSignedIn()) return <PageLoading />;
  if (data?.user) return <Navigate to={homeFor(data.profile?.hasCompletedOnboarding)} replace />;

  return (
    // One form in the page: on phones it follows the blurb, on wide screens it sits on the right.
    <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-6 [grid-template-areas:'blurb'_'panel'_'why'_'board'] md:grid-cols-[1.1fr_1fr] md:gap-x-10 md:py-12 md:[grid-template-areas:'blurb_panel'_'why_panel'_'board_panel']">
      <div className="[grid-area:blurb]">
        <MarketingBlurb />
      </div>
      <div className="[grid-area:panel] md:sticky md:top-24 md:self-start">
        {/* a new key on each Sign In (#login): the panel starts again on its Login tab */}
        <AuthPanel
          key={location.hash === '#login' ? location.key : 'landing'}
          loginAsked={location.hash === '#login'}
          onAuthenticated={() => void refreshSession()}
        />
      </div>
      <div className="[grid-area:why]">
        <WhyJoinUs />
      </div>
      <div className="[grid-area:board]">
        <RegionalLeaderboard />
      </div>
    </div>
  );
}
