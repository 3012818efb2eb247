// Every screen's path, in one table: the route table (app/router.tsx) and every link, redirect and
// copied URL read it, so a path is spelled once. It lives in lib/ because features may not
// import app/. Parameterised paths are functions that encode their values; `patterns` holds the
// router's `:param` forms of the same paths.

import type { CustomDifficulty, CustomStatus } from '#shared/domain/custom-test.ts';

const q = encodeURIComponent;

export const paths = {
  home: '/',
  auth: '/auth',
  /** the landing page scrolled to the sign-in form */
  signIn: '/auth#login',
  signUp: '/signup',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  onboarding: '/onboarding',
  learn: '/learn',
  about: '/about',
  install: '/install',

  // quiz-sessions
  quick10: '/quick-10',
  topicQuestionCount: '/topic-question-count',
  answer: '/answer',
  results: '/results',
  questionBank: '/question-bank',
  reviewOptions: '/question-bank/review-options',
  congratulations: '/congratulations',
  /** the timed mock exam (ADR 036): setup, the running exam, recent sittings */
  exam: '/exam',
  /** the custom test builder [product#custom-test] (ADR 080) */
  buildTest: '/build-test',

  // questions
  writeQuestion: '/write-question',
  editQuestion: (id: string) => `/write-question?edit=${q(id)}`,
  previewQuestion: '/preview-question',
  previewQuestionById: (id: string) => `/preview-question?id=${q(id)}`,
  shareQuestion: '/share-question',
  shareQuestionById: (id: string) => `/share-question?id=${q(id)}`,
  myQuestions: '/my-questions',
  /** a flag's thread between its flagger and the question's author (ADR 039) */
  flagThread: (id: string) => `/flags/${q(id)}`,

  // saved (ADR 033)
  saved: '/saved',

  // sharing
  /** the shared question's page [product#shared-question] */
  shared: (code: string) => `/shared/${q(code)}`,
  /** the older link form, sent on to shared(code) [product#share-codes] */
  viewSharedQuestion: '/view-shared-question',
  viewSharedQuestionByCode: (code: string) => `/view-shared-question?code=${q(code)}`,

  // quizzes
  createQuiz: '/create-quiz',
  myQuizzes: '/my-quizzes',
  takeQuiz: (code: string) => `/take-quiz/${q(code)}`,
  shareQuiz: (code: string) => `/share-quiz/${q(code)}`,

  // stats
  myProgress: '/my-progress',
  stats: '/stats',
  allAnsweredQuestions: '/all-answered-questions',
  wrongAnswers: '/wrong-answers',
} as const;

/** The router's patterns for the parameterised paths above. */
export const patterns = {
  shared: '/shared/:shareCode',
  takeQuiz: '/take-quiz/:shareCode',
  shareQuiz: '/share-quiz/:shareCode',
  flagThread: '/flags/:flagId',
  /** prefix of every takeQuiz(code) path */
  takeQuizPrefix: '/take-quiz/',
} as const;

/**
 * The navigation state /answer takes: what quiz to start (type quick is the default, 10
 * questions). Several features start quizzes (question bank, Quick 10, review options, wrong
 * answers), so it is spelled here beside the path.
 */
export interface AnswerState {
  /** due: the spaced review, the signed-in user's questions due today (ADR 031) */
  /** saved: the signed-in user's saved questions (ADR 033) */
  /** custom: the test builder's filters (ADR 080), in `custom` */
  type?: 'quick' | 'topic' | 'due' | 'saved' | 'custom';
  custom?: CustomTestChoice;
  topicId?: number;
  topicName?: string;
  questionCount?: number | 'all';
  reviewMode?: 'incorrect' | 'correct';
  excludeCorrect?: boolean;
  /** tutor mode (ADR 075): check each question as it is answered; absent, the profile's setting */
  tutor?: boolean;
}

/** A custom test as built on /build-test [product#custom-test]: empty lists mean any. */
export interface CustomTestChoice {
  topicIds: number[];
  statuses: CustomStatus[];
  difficulty: CustomDifficulty[];
  size: number;
}

/** What /answer reads from navigation state; sessionId is added once the quiz has started. */
export interface AnswerRouteState extends AnswerState {
  sessionId?: string;
  /** the quiz kept on this device (ADR 048): Finish queues it when the server is out of reach */
  offline?: boolean;
}

/**
 * The navigation state /results takes: the finished session's id (the result itself lives in the
 * query cache). Here beside the path because stats links to past exams' results too.
 */
export interface ResultsState {
  sessionId: string;
  /** a review quiz's mode, which its result does not carry: Next 10 starts the same review */
  reviewMode?: 'incorrect' | 'correct';
}

/** A path as a full URL on this origin: the links people copy and share. */
export const absoluteUrl = (path: string) => `${window.location.origin}${path}`;
