import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { onSignedIn } from '#client/lib/after-sign-in.ts';
import { onPersonalStorageCleared } from '#client/lib/personal-storage.ts';
import { queryClient } from '#client/lib/query-client.ts';

// Signing in or up links the quizzes taken as a visitor to the account [product#visitor-attempts]:
// the auth feature announces the sign-in, lib/quiz-session/ keeps the list; they meet here.
// Loaded then, not with the first page: the claim's response contract brings Zod (ADR 044).
onSignedIn(() =>
  import('#client/lib/quiz-session/pending-attempts.ts').then((m) => m.claimPendingAttempts()),
);

// Signing out, or another account signing in, removes what offline study kept for anyone else
// (ADR 060): lib knows when, the offline feature knows its IndexedDB. Loaded then, like the claim.
onPersonalStorageCleared((keptFor) =>
  import('#client/features/offline/forget-other-users.ts').then((m) => m.forgetOtherUsers(keptFor)),
);

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* On phones, below the header so a toast never hides Sign Out or the avatar. */}
      <Toaster
        position="top-center"
        richColors
        closeButton
        mobileOffset={{ top: 112 }}
        toastOptions={{ duration: 4000 }}
      />
    </QueryClientProvider>
  );
}
