import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { queryClient } from '#client/lib/query-client.ts';

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
