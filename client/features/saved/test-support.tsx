// The saved feature's unit tests: a signed-in trainee's bookmarks behind a stubbed fetch (the
// network boundary, ADR 026), and the providers the components need (query client, router,
// toasts). Each test gets a fresh query client, so no list leaks from one test to the next.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import type { SavedQuestion } from '#shared/contract/saved.ts';
import { paths } from '#client/lib/paths.ts';

export const questionId = (n: number) => `5a7e0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Saved question n: "Question n about …", answered b (correct), no note. */
export const savedQuestion = (
  n: number,
  overrides: Partial<SavedQuestion> = {},
): SavedQuestion => ({
  questionId: questionId(n),
  questionText: `Question ${n} about chest pain`,
  topics: [{ name: 'Cardiovascular' }],
  answers: (['a', 'b', 'c', 'd'] as const).map((id) => ({ id, text: `Option ${id} of ${n}` })),
  images: [],
  selectedAnswer: 'b',
  isCorrect: true,
  correctAnswer: 'b',
  explanation: 'Because the guideline says so.',
  reference: 'https://bpac.org.nz/',
  peerStats: null,
  note: '',
  savedAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const trainee = {
  user: { id: 'user-1', email: 'ana@example.nz', name: 'Ana', emailVerified: true },
  profile: {
    id: 'user-1',
    name: 'Ana',
    email: 'ana@example.nz',
    points: 0,
    gpepClass: 'Auckland',
    gpepYear: 2026,
    hasCompletedOnboarding: true,
    profilePictureUrl: null,
    questionsAnswered: 3,
    questionsWritten: 0,
  },
};

interface Request {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/**
 * The API as the saved feature sees it: the session, and the bookmarks in `saved` (newest first),
 * searched as the server does (question text and note). `fail` turns an endpoint into a 500.
 */
export function stubSavedApi(initial: SavedQuestion[] = []) {
  const state = {
    saved: [...initial],
    fail: new Set<'list' | 'put' | 'delete'>(),
    requests: [] as Request[],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://hive.test');
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      state.requests.push({ method, path: url.pathname, search: url.search, body });
      if (url.pathname === '/api/session') return json(200, trainee);
      const serverError = json(500, { error: { code: 'INTERNAL', message: 'Server error' } });
      if (url.pathname === '/api/saved' && method === 'GET') {
        if (state.fail.has('list')) return serverError;
        const q = (url.searchParams.get('q') ?? '').toLowerCase();
        const items = state.saved.filter(
          (s) => s.questionText.toLowerCase().includes(q) || s.note.toLowerCase().includes(q),
        );
        return json(200, { items });
      }
      const id = decodeURIComponent(url.pathname.replace('/api/saved/', ''));
      if (method === 'PUT') {
        if (state.fail.has('put')) return serverError;
        const note = (body as { note: string }).note;
        const existing = state.saved.find((s) => s.questionId === id);
        const updatedAt = new Date().toISOString();
        if (existing) Object.assign(existing, { note, updatedAt });
        else state.saved.unshift(savedQuestion(Number(id.slice(-12)), { note, updatedAt }));
        return json(200, { saved: true });
      }
      if (method === 'DELETE') {
        if (state.fail.has('delete')) return serverError;
        state.saved = state.saved.filter((s) => s.questionId !== id);
        return json(200, { removed: true });
      }
      return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    }),
  );
  return state;
}

/** The /answer screen as a probe: shows the navigation state a quiz link handed it. */
function AnswerProbe() {
  return <output aria-label="Quiz started">{JSON.stringify(useLocation().state)}</output>;
}

/** Renders `ui` at /saved inside the app's providers, with a probe at /answer. */
export function renderWithApp(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[paths.saved]}>
        <Routes>
          <Route path={paths.saved} element={ui} />
          <Route path={paths.answer} element={<AnswerProbe />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

/** A toast with exactly this text. */
export const findToast = (text: string) => screen.findByText(text, { selector: '[data-title]' });
