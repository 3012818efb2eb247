// Every browser-storage key the app uses, named as the spec names them.
export const storageKeys = {
  /** the last session read from the server, so a reload without a connection still renders */
  lastSession: 'hive-last-session',
  /** '1' once anyone has been signed in on this device: /auth then opens on Login, not Sign Up */
  signedInBefore: 'hive-signed-in-before',
  /** the user id the personal keys below were written for (ADR 060); absent: a visitor's */
  storageOwner: 'hive-storage-owner',
  /** attempt ids (and claim tokens) of quizzes taken while signed out [product#visitor-attempts] */
  pendingQuizAttempts: 'pendingQuizAttempts',
  /** the quiz flow helper's state [product#flow-helper] */
  flowState: 'flowState',
  /** 'false' when the user hid the Sure / Unsure / Guess control (ADR 035); shown otherwise */
  askConfidence: 'askConfidence',
  /** 'light' or 'dark' when the user chose a theme (ADR 047); absent: follow the system */
  theme: 'theme',
  /** 'true' once the install banner was dismissed [product#install-banner] */
  pwaInstallDismissed: 'pwa-install-dismissed',
  /** (session storage) a success toast to show after a full page load */
  flashToast: 'flashToast',
  /** (session storage) prefix: `${quizProgress}:${sessionId}` holds a quiz being answered */
  quizProgress: 'quizProgress',
  /** (session storage) prefix: `${quizClaimToken}:${sessionId}` a visitor's finished quiz's token */
  quizClaimToken: 'quizClaimToken',
  /** (session storage) prefix: `${sharedQuizSession}:${shareCode}` the session that code opened */
  sharedQuizSession: 'sharedQuizSession',
  /** (session storage) prefix: the reward pop-up of this session id was already shown */
  quizRewardShown: 'quizRewardShown',
  /**
   * the Write Question form while any field is filled in [product#write-question, #browser-storage]
   */
  questionDraft: 'questionDraft',
  /** (session storage) prefix: `${questionEditDraft}:${id}` holds unsaved edits of a question */
  questionEditDraft: 'questionEditDraft',
  /**
   * (session storage) the draft handed from Write Question to Preview
   * [product#write-question, #authoring-flow]
   */
  questionPreview: 'questionPreview',
  /** (session storage) the Create Quiz form (name, selection) while Write New Question is open */
  createQuizDraft: 'createQuizDraft',
} as const;
