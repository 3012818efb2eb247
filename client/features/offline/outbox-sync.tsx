// Sends the quizzes finished offline (ADR 048): when the app opens signed in, and whenever the
// browser says the connection is back. Renders nothing. The sending code loads on first use, so
// every page's first load stays as small as before (it is precached for offline like any chunk).
import { useEffect } from 'react';
import { queryClient } from '#client/lib/query-client.ts';
import { useSession } from '#client/lib/session.ts';
import { whenSettled } from '#client/lib/when-settled.ts';

export function OutboxSync() {
  const userId = useSession().data?.user?.id;
  useEffect(() => {
    if (!userId) return;
    let mounted = true;
    const sync = () => {
      if (!mounted) return;
      import('./outbox.ts').then(
        ({ syncOutbox }) => syncOutbox(userId),
        () => {}, // the chunk did not load (offline before it was cached): next time
      );
    };
    // On opening, once the page has settled: the import requests the sending code's chunks, which
    // must not lengthen the page's first render (ADR 044). The page's own reads come first; the
    // outbox's requests then run alone.
    whenSettled(() => queryClient.isFetching() > 0, sync);
    window.addEventListener('online', sync);
    return () => {
      mounted = false;
      window.removeEventListener('online', sync);
    };
  }, [userId]);
  return null;
}
