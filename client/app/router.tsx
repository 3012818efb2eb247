// The route table. Pages load lazily so a phone downloads only the screen it opens. Paths come
// from lib/paths.ts, the table every link reads too. main.tsx makes the browser's router of it,
// prerender.tsx renders /auth from it at build time (ADR 051).
import { Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { RequireOnboarded, RequireSignedIn } from './guards.tsx';
import { RouteError } from './route-error.tsx';
import { paths, patterns } from '#client/lib/paths.ts';

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        path: paths.auth,
        lazy: () => import('./routes/auth.tsx').then((m) => ({ Component: m.AuthRoute })),
      },
      {
        path: paths.signUp,
        lazy: () =>
          import('#client/features/auth/components/local-signup-page.tsx').then((m) => ({
            Component: m.LocalSignUpPage,
          })),
      },
      {
        path: paths.resetPassword,
        lazy: () =>
          import('#client/features/auth/components/reset-password-page.tsx').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
      },
      { path: paths.dashboard, element: <Navigate to={paths.learn} replace /> },
      // -- public sharing routes (anyone, signed in or not) --
      {
        path: patterns.shared,
        lazy: () =>
          import('./routes/shared-question-page.tsx').then((m) => ({
            Component: m.SharedQuestionRoute,
          })),
      },
      {
        path: paths.viewSharedQuestion,
        lazy: () =>
          import('#client/features/sharing/components/view-shared-question-redirect.tsx').then(
            (m) => ({ Component: m.ViewSharedQuestionRedirect }),
          ),
      },
      {
        path: patterns.takeQuiz,
        lazy: () => import('./routes/take-quiz.tsx').then((m) => ({ Component: m.TakeQuizRoute })),
      },
      {
        path: patterns.shareQuiz,
        lazy: () =>
          import('#client/features/quizzes/components/share-quiz-page.tsx').then((m) => ({
            Component: m.ShareQuizPage,
          })),
      },
      {
        path: paths.about,
        lazy: () => import('./routes/about.tsx').then((m) => ({ Component: m.AboutPage })),
      },
      {
        path: paths.install,
        lazy: () => import('./routes/install.tsx').then((m) => ({ Component: m.InstallPage })),
      },
      {
        // Open to visitors (they may take quizzes); a signed-in user must have onboarded.
        Component: RequireOnboarded,
        children: [
          // -- public quiz routes --
          {
            path: paths.quick10,
            lazy: () =>
              import('./routes/quick-ten.tsx').then((m) => ({ Component: m.QuickTenRoute })),
          },
          {
            path: paths.topicQuestionCount,
            lazy: () =>
              import('./routes/topic-question-count.tsx').then((m) => ({
                Component: m.TopicQuestionCountRoute,
              })),
          },
          {
            path: paths.answer,
            lazy: () => import('./routes/answer.tsx').then((m) => ({ Component: m.AnswerRoute })),
          },
          {
            path: paths.results,
            lazy: () => import('./routes/results.tsx').then((m) => ({ Component: m.ResultsRoute })),
          },
          {
            path: paths.reviewOptions,
            lazy: () =>
              import('#client/features/quiz-sessions/review-options-page.tsx').then((m) => ({
                Component: m.ReviewOptionsPage,
              })),
          },
          {
            path: paths.congratulations,
            lazy: () =>
              import('#client/features/results/congratulations-page.tsx').then((m) => ({
                Component: m.CongratulationsPage,
              })),
          },
          {
            path: paths.questionBank,
            lazy: () =>
              import('./routes/question-bank.tsx').then((m) => ({
                Component: m.QuestionBankRoute,
              })),
          },
        ],
      },
      {
        Component: RequireSignedIn,
        children: [
          {
            path: paths.onboarding,
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
                path: paths.learn,
                lazy: () => import('./routes/learn.tsx').then((m) => ({ Component: m.LearnRoute })),
              },
              // -- signed-in routes --
              // -- authoring routes --
              {
                path: paths.writeQuestion,
                lazy: () =>
                  import('#client/features/questions/components/write-question-page.tsx').then(
                    (m) => ({ Component: m.WriteQuestionPage }),
                  ),
              },
              {
                path: paths.previewQuestion,
                lazy: () =>
                  import('./routes/preview-question.tsx').then((m) => ({
                    Component: m.PreviewQuestionRoute,
                  })),
              },
              {
                path: paths.shareQuestion,
                lazy: () =>
                  import('./routes/share-question.tsx').then((m) => ({
                    Component: m.ShareQuestionRoute,
                  })),
              },
              {
                path: paths.myQuestions,
                lazy: () =>
                  import('./routes/my-questions.tsx').then((m) => ({
                    Component: m.MyQuestionsRoute,
                  })),
              },
              {
                path: patterns.flagThread,
                lazy: () =>
                  import('#client/features/flags/components/flag-thread-page.tsx').then((m) => ({
                    Component: m.FlagThreadPage,
                  })),
              },
              {
                path: paths.buildTest,
                lazy: () =>
                  import('./routes/build-test.tsx').then((m) => ({
                    Component: m.BuildTestRoute,
                  })),
              },
              {
                path: paths.exam,
                lazy: () => import('./routes/exam.tsx').then((m) => ({ Component: m.ExamRoute })),
              },
              {
                path: paths.saved,
                lazy: () =>
                  import('#client/features/saved/components/saved-page.tsx').then((m) => ({
                    Component: m.SavedPage,
                  })),
              },
              {
                path: paths.createQuiz,
                lazy: () =>
                  import('#client/features/quizzes/components/create-quiz-page.tsx').then((m) => ({
                    Component: m.CreateQuizPage,
                  })),
              },
              {
                path: paths.myQuizzes,
                lazy: () =>
                  import('#client/features/quizzes/components/my-quizzes-page.tsx').then((m) => ({
                    Component: m.MyQuizzesPage,
                  })),
              },
              {
                path: paths.myProgress,
                lazy: () =>
                  import('#client/features/stats/components/my-progress-page.tsx').then((m) => ({
                    Component: m.MyProgressPage,
                  })),
              },
              {
                path: paths.stats,
                lazy: () =>
                  import('#client/features/stats/components/stats-page.tsx').then((m) => ({
                    Component: m.StatsPage,
                  })),
              },
              {
                path: paths.allAnsweredQuestions,
                lazy: () =>
                  import('./routes/history.tsx').then((m) => ({
                    Component: m.AnsweredQuestionsRoute,
                  })),
              },
              {
                path: paths.wrongAnswers,
                lazy: () =>
                  import('./routes/history.tsx').then((m) => ({
                    Component: m.WrongAnswersRoute,
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
];
