import { useState } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Header } from '#client/components/layout/header.tsx';
import { InstallBanner } from '#client/components/layout/install-banner.tsx';
import { NotificationBell } from '#client/features/notifications/components/notification-bell.tsx';
import { OfflineBanner } from '#client/components/layout/offline-banner.tsx';
import { OfflineNotice } from '#client/features/offline/components/offline-notice.tsx';
import { OutboxSync } from '#client/features/quiz-sessions/offline/outbox-sync.tsx';
import { UpdateToast } from '#client/components/layout/update-toast.tsx';
import { ProfileSettingsDialog } from '#client/features/profile/components/profile-settings-dialog.tsx';
import { useSignOut } from '#client/features/auth/api/sign-out.ts';
import { friendlyMessage } from '#client/lib/friendly-error.ts';
import { useSession } from '#client/lib/session.ts';
import { paths } from '#client/lib/paths.ts';

export function RootLayout() {
  const { data } = useSession();
  const [profileOpen, setProfileOpen] = useState(false);
  const navigate = useNavigate();
  const signOut = useSignOut();

  return (
    <div className="honeycomb flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Header
        user={data?.user ?? null}
        profile={data?.profile ?? null}
        onSignIn={() => void navigate(paths.signIn)}
        onSignOut={() =>
          signOut.mutate(undefined, {
            onSuccess: () => void navigate(paths.home),
            onError: (error) => toast.error(friendlyMessage(error)),
          })
        }
        onOpenProfile={() => setProfileOpen(true)}
        notifications={data?.user ? <NotificationBell userId={data.user.id} /> : null}
      />
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
      <ProfileSettingsDialog
        open={profileOpen}
        onOpenChange={setProfileOpen}
        profile={data?.profile ?? null}
      />
    </div>
  );
}
