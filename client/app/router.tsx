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
      {
        // Open to visitors (they may take quizzes); a signed-in user must have onboarded.
        Component: RequireOnboarded,
        children: [
          // -- public quiz routes --
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
