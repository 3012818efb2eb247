// What happens once someone is signed in (after signing up or signing in): the flow helper moves
// past sign-up [product#session-flow], and whatever app/ registered runs — quizzes taken as a
// visitor are linked to the account [product#visitor-attempts] (app/providers.tsx registers
// quiz-sessions' claim: the auth feature may not import it).
import { recordSignedIn } from './flow-state.ts';

type SignedInListener = () => unknown;
const listeners = new Set<SignedInListener>();

/** Runs `listener` after every sign-in or sign-up; returns the way to stop. */
export function onSignedIn(listener: SignedInListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function afterSignedIn(kind: 'sign-in' | 'sign-up') {
  recordSignedIn(kind);
  for (const listener of listeners) void listener();
}
