// The route table. Pages load lazily so a phone downloads only the screen it opens.
import { createBrowserRouter, Navigate } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { RequireOnboarded, RequireSignedIn } from './guards.tsx';
import { RouteError } from './route-error.tsx';

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        path: '/auth',
        lazy: () => import('./routes/auth.tsx').then((m) => ({ Component: m.AuthRoute })),
      },
      {
        path: '/signup',
        lazy: () =>
          import('#client/features/auth/components/local-signup-page.tsx').then((m) => ({
            Component: m.LocalSignUpPage,
          })),
      },
      {
        path: '/reset-password',
        lazy: () =>
          import('#client/features/auth/components/reset-password-page.tsx').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
      },
      { path: '/dashboard', element: <Navigate to="/learn" replace /> },
      // -- public sharing routes (anyone, signed in or not) --
      {
        path: '/shared/:shareCode',
        lazy: () =>
          import('#client/features/shared-question/components/shared-question-page.tsx').then(
            (m) => ({ Component: m.SharedQuestionPage }),
          ),
      },
      {
        path: '/view-shared-question',
        lazy: () =>
          import('#client/features/shared-question/components/view-shared-question-redirect.tsx').then(
            (m) => ({ Component: m.ViewSharedQuestionRedirect }),
          ),
      },
      {
        path: '/take-quiz/:shareCode',
        lazy: () =>
          import('#client/features/quizzes/components/take-quiz-page.tsx').then((m) => ({
            Component: m.TakeQuizPage,
          })),
      },
      {
        path: '/share-quiz/:shareCode',
        lazy: () =>
          import('#client/features/quizzes/components/share-quiz-page.tsx').then((m) => ({
            Component: m.ShareQuizPage,
          })),
      },
      {
        path: '/about',
        lazy: () =>
          import('#client/features/about/components/about-page.tsx').then((m) => ({
            Component: m.AboutPage,
          })),
      },
      {
        path: '/install',
        lazy: () =>
          import('#client/features/install/components/install-page.tsx').then((m) => ({
            Component: m.InstallPage,
          })),
      },
      {
        // Open to visitors (they may take quizzes); a signed-in user must have onboarded.
        Component: RequireOnboarded,
        children: [
          // -- public quiz routes --
          {
            path: '/quick-10',
            lazy: () =>
              import('#client/features/quiz-sessions/components/quick-ten-page.tsx').then((m) => ({
                Component: m.QuickTenPage,
              })),
          },
          {
            path: '/topic-question-count',
            lazy: () =>
              import('#client/features/quiz-sessions/components/topic-question-count-page.tsx').then(
                (m) => ({ Component: m.TopicQuestionCountPage }),
              ),
          },
          {
            path: '/answer',
            lazy: () =>
              import('#client/features/quiz-sessions/components/answer-page.tsx').then((m) => ({
                Component: m.AnswerPage,
              })),
          },
          {
            path: '/results',
            lazy: () =>
              import('#client/features/quiz-sessions/components/results-page.tsx').then((m) => ({
                Component: m.ResultsPage,
              })),
          },
          {
            path: '/question-bank/review-options',
            lazy: () =>
              import('#client/features/quiz-sessions/components/review-options-page.tsx').then(
                (m) => ({ Component: m.ReviewOptionsPage }),
              ),
          },
          {
            path: '/congratulations',
            lazy: () =>
              import('#client/features/quiz-sessions/components/congratulations-page.tsx').then(
                (m) => ({ Component: m.CongratulationsPage }),
              ),
          },
          {
            path: '/question-bank',
            lazy: () =>
              import('#client/features/question-bank/components/question-bank-page.tsx').then(
                (m) => ({ Component: m.QuestionBankPage }),
              ),
          },
        ],
      },
      {
        Component: RequireSignedIn,
        children: [
          {
            path: '/onboarding',
            lazy: () =>
              import('#client/features/profile/components/onboarding-page.tsx').then((m) => ({
                Component: m.OnboardingPage,
              })),
          },
          {
            Component: RequireOnboarded,
            children: [
              {
                index: true,
                lazy: () => import('./routes/learn.tsx').then((m) => ({ Component: m.LearnRoute })),
              },
              {
                path: '/learn',
                lazy: () => import('./routes/learn.tsx').then((m) => ({ Component: m.LearnRoute })),
              },
              // -- signed-in routes --
              // -- authoring routes --
              {
                path: '/write-question',
                lazy: () =>
                  import('#client/features/questions/components/write-question-page.tsx').then(
                    (m) => ({ Component: m.WriteQuestionPage }),
                  ),
              },
              {
                path: '/preview-question',
                lazy: () =>
                  import('#client/features/questions/components/preview-question-page.tsx').then(
                    (m) => ({ Component: m.PreviewQuestionPage }),
                  ),
              },
              {
                path: '/share-question',
                lazy: () =>
                  import('#client/features/questions/components/share-question-page.tsx').then(
                    (m) => ({ Component: m.ShareQuestionPage }),
                  ),
              },
              {
                path: '/my-questions',
                lazy: () =>
                  import('#client/features/questions/components/my-questions-page.tsx').then(
                    (m) => ({ Component: m.MyQuestionsPage }),
                  ),
              },
              {
                path: '/create-quiz',
                lazy: () =>
                  import('#client/features/quizzes/components/create-quiz-page.tsx').then((m) => ({
                    Component: m.CreateQuizPage,
                  })),
              },
              {
                path: '/my-quizzes',
                lazy: () =>
                  import('#client/features/quizzes/components/my-quizzes-page.tsx').then((m) => ({
                    Component: m.MyQuizzesPage,
                  })),
              },
              {
                path: '/my-progress',
                lazy: () =>
                  import('#client/features/progress/components/my-progress-page.tsx').then((m) => ({
                    Component: m.MyProgressPage,
                  })),
              },
              {
                path: '/stats',
                lazy: () =>
                  import('#client/features/stats/components/stats-page.tsx').then((m) => ({
                    Component: m.StatsPage,
                  })),
              },
              {
                path: '/all-answered-questions',
                lazy: () =>
                  import('#client/features/stats/components/history-page.tsx').then((m) => ({
                    Component: m.AnsweredQuestionsPage,
                  })),
              },
              {
                path: '/wrong-answers',
                lazy: () =>
                  import('#client/features/stats/components/history-page.tsx').then((m) => ({
                    Component: m.WrongAnswersPage,
                  })),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: () => import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
]);
