// Sends the quizzes finished offline (ADR 048): when the app opens signed in, and whenever the
// browser says the connection is back. Renders nothing.
import { useEffect } from 'react';
import { useSession } from '#client/lib/session.ts';
import { syncOutbox } from './outbox.ts';

export function OutboxSync() {
  const userId = useSession().data?.user?.id;
  useEffect(() => {
    if (!userId) return;
    const sync = () => void syncOutbox(userId);
    sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [userId]);
  return null;
}
