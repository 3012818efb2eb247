import { useSyncExternalStore } from 'react';
import { WifiOff } from 'lucide-react';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * A thin strip under the header while the browser is offline. The service worker keeps the app
 * itself loading; anything that needs the server (questions, answers, saving) does not work until
 * the connection is back, and the wording promises no more than that.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  // The live region is always there, so the change is announced when it fills.
  return (
    <div role="status">
      {!online && (
        <p className="flex items-center justify-center gap-2 border-b border-line bg-comb px-4 py-1.5 text-center text-sm text-ink">
          <WifiOff className="size-4 shrink-0" aria-hidden />
          <span>
            You're offline. What's on screen stays, but loading and saving need a connection.
          </span>
        </p>
      )}
    </div>
  );
}
