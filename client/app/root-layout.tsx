import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BottomBar } from '#client/components/layout/bottom-bar.tsx';
import { Header } from '#client/components/layout/header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { LazyDialog } from '#client/components/ui/lazy-dialog.tsx';
import { InstallBanner } from '#client/components/layout/install-banner.tsx';
import { OfflineBanner } from '#client/components/layout/offline-banner.tsx';
import { OfflineNotice } from '#client/features/offline/offline-notice.tsx';
import { OutboxSync } from '#client/features/offline/outbox-sync.tsx';
import { UpdateToast } from '#client/components/layout/update-toast.tsx';
import { useSignOut } from '#client/features/auth/api/sign-out.ts';
import { friendlyMessage } from '#client/lib/friendly-error.ts';
import { lastSession, useSession } from '#client/lib/session.ts';
import { useQuizFocus } from '#client/lib/quiz-focus.ts';
import { cn } from '#client/lib/cn.ts';
import { usePageSettled } from '#client/lib/use-page-settled.ts';
import { paths } from '#client/lib/paths.ts';

// Signed-in only, and what /auth's first load need not carry (their popover, dialog and form code;
// ADR 044): loaded when first shown.
const NotificationBell = lazy(() =>
  import('#client/features/notifications/components/notification-bell.tsx').then((m) => ({
    default: m.NotificationBell,
  })),
);
const ProfileSettingsDialog = lazy(() =>
  import('#client/features/profile/components/profile-settings-dialog.tsx').then((m) => ({
    default: m.ProfileSettingsDialog,
  })),
);

/** The bell's own size, so that the header does not shift when it comes. */
function BellSpace() {
  return <span className="size-11" aria-hidden />;
}

export function RootLayout() {
  const { data, isPending } = useSession();
  // While the session is read, the header this browser last saw, so that a signed-in reader's
  // first paint is not a header with Sign In that grows a second row a few frames later (ADR 044).
  const [remembered] = useState(lastSession);
  const shown = data ?? (isPending ? remembered : undefined);
  const [profileOpen, setProfileOpen] = useState(false);
  // mounted from the first opening on, so that closing keeps the dialog's own exit
  const [profileOpened, setProfileOpened] = useState(false);
  const navigate = useNavigate();
  const signOut = useSignOut();
  // the bell once the page's own reads are in and drawn (use-page-settled.ts)
  const bellReady = usePageSettled();
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const inQuiz = useQuizFocus();
  // Phones get the bottom bar, trainees only and never in a quiz [product#bottom-bar]; the page
  // keeps its height free at the bottom (--bottom-bar-space, also read by the install banner).
  const bottomBar = Boolean(shown?.user && shown.profile?.hasCompletedOnboarding) && !inQuiz;

  return (
    <div
      className={cn(
        'honeycomb flex min-h-dvh flex-col',
        bottomBar &&
          'pb-(--bottom-bar-space) [--bottom-bar-space:calc(4rem+1px+env(safe-area-inset-bottom))] sm:[--bottom-bar-space:0px]',
      )}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Header
        user={shown?.user ?? null}
        profile={shown?.profile ?? null}
        onSignIn={() => void navigate(paths.signIn)}
        onSignOut={() => setConfirmSignOut(true)}
        quiet={inQuiz}
        onOpenProfile={() => {
          setProfileOpened(true);
          setProfileOpen(true);
        }}
        notifications={
          data?.user && bellReady ? (
            <Suspense fallback={<BellSpace />}>
              <NotificationBell userId={data.user.id} />
            </Suspense>
          ) : shown?.user ? (
            // its space only, until the server says who this is and the page has settled
            <BellSpace />
          ) : null
        }
      />
      {bottomBar && <BottomBar />}
      <OfflineBanner />
      <OfflineNotice />
      <OutboxSync />
      <main id="main" className="flex flex-1 flex-col">
        <Outlet />
        {/* New screens open at the top; Back returns to where the reader was. */}
        <ScrollRestoration />
      </main>
      <InstallBanner />
      <UpdateToast />
      {/* Sign Out asks first [product#sign-out]: a stray tap must not end the session. */}
      <LazyDialog
        open={confirmSignOut}
        onOpenChange={setConfirmSignOut}
        title="Sign out of Hive?"
        description="Drafts, quizzes in progress and downloads on this device go with you."
      >
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button
            variant="dark"
            className="flex-1"
            disabled={signOut.isPending}
            onClick={() =>
              signOut.mutate(undefined, {
                onSuccess: () => {
                  setConfirmSignOut(false);
                  void navigate(paths.home);
                },
                onError: (error) => toast.error(friendlyMessage(error)),
              })
            }
          >
            Sign out
          </Button>
          <Button variant="secondary" className="flex-1" onClick={() => setConfirmSignOut(false)}>
            Cancel
          </Button>
        </div>
      </LazyDialog>
      {profileOpened && (
        <Suspense fallback={null}>
          <ProfileSettingsDialog
            open={profileOpen}
            onOpenChange={setProfileOpen}
            profile={data?.profile ?? null}
          />
        </Suspense>
      )}
    </div>
  );
}
