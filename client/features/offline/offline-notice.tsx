// "Offline: showing what you saw at 14:05" (ADR 048): shown while any read on screen was answered
// from this device rather than the server, with the time the oldest of them was stored.
import { useSyncExternalStore } from 'react';
import { History } from 'lucide-react';
import { clockTime } from '#client/lib/clock-time.ts';
import { oldestServedFromDevice, subscribeServedFromDevice } from '#client/lib/offline-reads.ts';

export function OfflineNotice() {
  const cachedAt = useSyncExternalStore(
    subscribeServedFromDevice,
    oldestServedFromDevice,
    () => null,
  );
  // The live region is always there, so the notice is announced when it appears.
  return (
    <div role="status">
      {cachedAt !== null && (
        <p className="flex items-center justify-center gap-2 border-b border-line bg-honey-100 px-4 py-1.5 text-center text-sm text-ink">
          <History className="size-4 shrink-0" aria-hidden />
          <span>Offline: showing what you saw at {clockTime(cachedAt)}</span>
        </p>
      )}
    </div>
  );
}
