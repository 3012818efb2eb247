// The Flag and Share buttons of "Review Your Answers" belong to the flags and sharing features,
// which this feature may not import: app/routes/results.tsx passes them in as props.
import type { ComponentType } from 'react';

export interface ReviewActionProps {
  questionId: string;
  signedIn: boolean;
}

export interface ShareActionProps extends ReviewActionProps {
  /** signed in but not the author: the button is disabled and described by `describedBy` */
  blocked: boolean;
  describedBy: string | undefined;
}

export interface ReviewActions {
  Flag: ComponentType<ReviewActionProps>;
  Share: ComponentType<ShareActionProps>;
}
