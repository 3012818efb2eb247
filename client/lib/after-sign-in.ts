// What happens once someone is signed in (after signing up or signing in): quizzes they took as a
// visitor are linked to the account [000 §1] and the flow helper moves past sign-up [000 §4].
import { recordSignedIn } from './flow-state.ts';
import { claimPendingAttempts } from './pending-attempts.ts';

export function afterSignedIn(kind: 'sign-in' | 'sign-up') {
  recordSignedIn(kind);
  void claimPendingAttempts();
}
