// The Flag, Share and Save buttons and the discussion panel of "Review Your Answers" belong to the
// flags, sharing, saved and discussion features, which this feature may not import:
// app/routes/results.tsx passes them in as props.
import type { ComponentType } from 'react';

interface ReviewActionProps {
  questionId: string;
  signedIn: boolean;
}

export interface ReviewActions {
  Flag: ComponentType<ReviewActionProps>;
  /** any signed-in viewer shares a question their quiz showed them */
  Share: ComponentType<ReviewActionProps>;
  /** bookmark and note (ADR 033): signed-in users, questions whose answer is revealed */
  Save?: ComponentType<{ questionId: string }>;
  /** rating and the comment thread (ADR 038): signed-in users, questions whose answer is revealed */
  Discuss?: ComponentType<{ questionId: string }>;
}
