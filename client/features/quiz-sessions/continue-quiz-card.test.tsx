// Learn's Continue card (ADR 078, [product#continue-quiz]): each kind of quiz named in the
// product's words with its count, and the link resumes that session on /answer; the hook asks
// GET /api/quiz-sessions/current only for a signed-in trainee.
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentQuiz } from '#shared/contract/quiz-progress.ts';
import { queryClient } from '#client/lib/query-client.ts';
import {
  ContinueQuizCard,
  continueQuizState,
  continueQuizTitle,
  useCurrentQuiz,
} from './continue-quiz-card.tsx';

const quiz = (overrides: Partial<CurrentQuiz> = {}): CurrentQuiz => ({
  id: '3a6c9d4b-8e5f-4b12-8da3-4f5a6b7c8d94',
  quizType: 'quick',
  topicId: null,
  topicName: null,
  quizName: null,
  reviewMode: null,
  tutor: false,
  answered: 4,
  totalQuestions: 10,
  startedAt: '2026-12-07T08:00:00.000Z',
  ...overrides,
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('continueQuizTitle', () => {
  it('names each kind of quiz with its count', () => {
    expect(continueQuizTitle(quiz())).toBe('Continue your Quick 10 (4 of 10)');
    expect(continueQuizTitle(quiz({ quizType: 'topic', topicId: 3, topicName: 'Eye' }))).toBe(
      'Continue your Eye quiz (4 of 10)',
    );
    expect(
      continueQuizTitle(quiz({ quizType: 'review', topicName: 'Eye', reviewMode: 'incorrect' })),
    ).toBe('Continue your Eye review (4 of 10)');
    expect(continueQuizTitle(quiz({ quizType: 'review', reviewMode: 'correct' }))).toBe(
      'Continue your review (4 of 10)',
    );
    expect(continueQuizTitle(quiz({ quizType: 'due', totalQuestions: 20 }))).toBe(
      'Continue your due review (4 of 20)',
    );
    expect(continueQuizTitle(quiz({ quizType: 'saved', totalQuestions: 20 }))).toBe(
      'Continue your saved questions (4 of 20)',
    );
    expect(continueQuizTitle(quiz({ quizType: 'shared-quiz', quizName: 'Eye basics' }))).toBe(
      'Continue “Eye basics” (4 of 10)',
    );
  });
});

describe('ContinueQuizCard', () => {
  it('links to /answer with the session to resume', async () => {
    const topic = quiz({ quizType: 'topic', topicId: 3, topicName: 'Eye', tutor: true });
    expect(continueQuizState(topic)).toEqual({
      sessionId: topic.id,
      type: 'topic',
      topicId: 3,
      topicName: 'Eye',
    });
    const router = createMemoryRouter(
      [
        { path: '/learn', element: <ContinueQuizCard quiz={topic} /> },
        { path: '/answer', element: <p>answer</p> },
      ],
      { initialEntries: ['/learn'] },
    );
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: /Continue your Eye quiz \(4 of 10\)/ });
    expect(link.textContent).toContain('Tutor mode · Pick up where you stopped.');
    link.click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/answer'));
    expect(router.state.location.state).toEqual(continueQuizState(topic));
  });
});

describe('useCurrentQuiz', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );

  it('reads the quiz to continue for a signed-in trainee', async () => {
    const paths: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://hive.test').pathname;
        paths.push(path);
        const body =
          path === '/api/quiz-sessions/current'
            ? { session: quiz() }
            : { user: { id: 'u1', email: 'a@b.c', name: 'Ada' }, profile: null };
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const { result } = renderHook(() => useCurrentQuiz(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(quiz()));
    expect(paths).toContain('/api/quiz-sessions/current');
  });
});
