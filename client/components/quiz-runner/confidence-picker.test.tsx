// The confidence picker in the running quiz (ADR 035), rendered through the real runner view and
// hook, fetch stubbed at the network boundary only: a rating is a toggle that clears on a second
// tap, survives a reload, goes out with its answer on Finish (never without an answer), and is
// not asked when the device preference is off or in a visitor's session.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuizResult } from '#shared/contract/quiz.ts';
import { useQuizRunner } from '#client/components/quiz-runner/use-quiz-runner.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { setAskConfidence } from '#client/lib/confidence-preference.ts';
import { questionId, readySession } from '#client/lib/quiz-session/test-fixtures.ts';
import { loadQuizContracts } from '#client/lib/quiz-session/quiz-contracts.ts';
import type { ReadySession } from '#client/lib/quiz-session/quiz-storage.ts';
import { QuizRunnerView, type RunnerViewOptions } from './quiz-runner-view.tsx';

const sessionId = '7a2d3b66-1c8f-4d20-8b62-4e3c9f5a8b21';
const signedInSession = readySession(sessionId, 2);

const result: QuizResult = {
  sessionId,
  quizType: 'quick',
  topicId: null,
  totalQuestions: 2,
  correctAnswers: 1,
  scorePercentage: 50,
  pointsEarned: 0,
  isRevision: false,
  saved: true,
  completedAt: '2026-11-24T09:00:00.000Z',
  results: [],
};

const options: RunnerViewOptions = {
  eyebrow: 'Quick 10',
  control: 'button',
  grid: false,
  requireAnswer: false,
  labels: { next: 'Next Question', finish: 'See Results', saving: 'Saving...' },
  failure: { toast: 'Failed', description: 'Kept', title: 'Not saved', text: 'Kept' },
  unansweredNote: 'Unanswered questions count as incorrect.',
  confidence: true,
};

function stubFetch() {
  const completions: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://hive.test').pathname;
      const body = path.endsWith('/complete') ? result : { user: null, profile: null };
      if (path.endsWith('/complete')) completions.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return completions;
}

function Runner({ session, view }: { session: ReadySession; view: RunnerViewOptions }) {
  const runner = useQuizRunner(session, { tapDelay: 0 });
  return <QuizRunnerView runner={runner} options={view} />;
}

const show = (session = signedInSession, view = options) =>
  render(
    <QueryClientProvider client={queryClient}>
      <Runner session={session} view={view} />
    </QueryClientProvider>,
  );

const confidenceButton = (name: 'Sure' | 'Unsure' | 'Guess') =>
  within(screen.getByRole('group', { name: 'How sure are you?' })).getByRole('button', { name });
const pressed = (name: 'Sure' | 'Unsure' | 'Guess') =>
  confidenceButton(name).getAttribute('aria-pressed');

// A kept quiz is read with the quiz contracts, which the app loads before it reads one.
beforeAll(() => loadQuizContracts());

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
  vi.stubGlobal('scrollTo', () => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the confidence picker', () => {
  it('is a toggle: a second tap clears it, and the rating survives a reload', () => {
    stubFetch();
    const view = show();
    fireEvent.click(confidenceButton('Guess'));
    expect(pressed('Guess')).toBe('true');
    fireEvent.click(confidenceButton('Sure'));
    expect(pressed('Sure')).toBe('true');
    expect(pressed('Guess')).toBe('false');

    view.unmount(); // a reload: the progress comes back from session storage
    show();
    expect(pressed('Sure')).toBe('true');
    fireEvent.click(confidenceButton('Sure'));
    expect(pressed('Sure')).toBe('false');
  });

  it('sends each rating with its answer on Finish, and no rating for an unanswered question', async () => {
    const completions = stubFetch();
    show();
    const options = within(screen.getByRole('group', { name: 'Answers' }));
    fireEvent.click(options.getAllByRole('button')[0]!);
    fireEvent.click(confidenceButton('Sure'));
    fireEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    // the second question: rated, never answered
    fireEvent.click(confidenceButton('Guess'));
    fireEvent.click(screen.getByRole('button', { name: 'See Results' }));
    // the confirmation's code loads when it first opens (lazy-dialog.tsx)
    const finish = await screen.findByRole('button', { name: 'Finish Anyway' }, { timeout: 5000 });
    fireEvent.click(finish);
    await act(async () => {
      await vi.waitFor(() => expect(completions).toHaveLength(1));
    });
    expect(completions[0]).toEqual({
      answers: [{ questionId: questionId(1), selectedAnswer: 'a', confidence: 'sure' }],
    });
  });

  it('is not shown when the preference is off, nor in a visitor session', () => {
    stubFetch();
    setAskConfidence(false);
    const hidden = show();
    expect(screen.queryByRole('group', { name: 'How sure are you?' })).toBeNull();
    hidden.unmount();

    setAskConfidence(true);
    const visitor = show(readySession(sessionId, 2, 'visitor_token-1'));
    expect(screen.queryByRole('group', { name: 'How sure are you?' })).toBeNull();
    visitor.unmount();

    // nor for a screen that does not ask (the exam mode)
    show(signedInSession, { ...options, confidence: false });
    expect(screen.queryByRole('group', { name: 'How sure are you?' })).toBeNull();
  });
});
