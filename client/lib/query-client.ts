import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not get better by asking again.
      // Offline, no answer comes: show the error (or the offline page) at once, not a loader
      // that waits for the connection.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
        !(error instanceof ApiError && error.code === 'NETWORK' && !navigator.onLine) &&
        count < 2,
      refetchOnWindowFocus: false,
      // Ask even while offline: the api client answers reads from what this user last saw on
      // the device (ADR 048), and the page says so.
      networkMode: 'offlineFirst',
    },
  },
});
