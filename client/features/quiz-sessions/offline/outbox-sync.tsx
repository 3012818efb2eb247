// Sends the quizzes finished offline (ADR 048): when the app opens signed in, and whenever the
// browser says the connection is back. Renders nothing. The sending code loads on first use, so
// every page's first load stays as small as before (it is precached for offline like any chunk).
import { useEffect } from 'react';
import { useSession } from '#client/lib/session.ts';

export function OutboxSync() {
  const userId = useSession().data?.user?.id;
  useEffect(() => {
    if (!userId) return;
    const sync = () => {
      import('./outbox.ts').then(
        ({ syncOutbox }) => syncOutbox(userId),
        () => {}, // the chunk did not load (offline before it was cached): next time
      );
    };
    sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [userId]);
  return null;
}
