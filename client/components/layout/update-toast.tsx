import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { applyUpdate, useUpdateState } from '#client/lib/app-update.ts';
import { isQuietPath } from '#client/lib/quiet-paths.ts';

const toastId = 'app-update';

/**
 * "Update available — Reload" once a new version of Hive is installed (lib/service-worker.ts).
 * Nothing reloads unless the user asks; the toast waits off quiz screens, and once closed it stays
 * closed (the new version then starts the next time Hive is opened).
 */
export function UpdateToast() {
  const state = useUpdateState();
  const { pathname } = useLocation();
  const [closed, setClosed] = useState(false);
  const show = state !== 'idle' && !closed && !isQuietPath(pathname);

  useEffect(() => {
    if (!show) return;
    let hiding = false;
    toast('Update available', {
      id: toastId,
      description: 'A new version of Hive is ready.',
      duration: Infinity,
      action: { label: 'Reload', onClick: applyUpdate },
      classNames: {
        actionButton: 'min-h-9! rounded-lg! bg-honey-500! px-3! text-sm! font-semibold! text-ink!',
      },
      onDismiss: () => {
        if (!hiding) setClosed(true);
      },
    });
    return () => {
      hiding = true;
      toast.dismiss(toastId);
    };
  }, [show]);

  return null;
}
