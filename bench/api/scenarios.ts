// The API scenarios (ADR 073), as autocannon requests. Signed-in reads are measured as the heavy
// user (20,000 answers: the worst case). Writes, starts and completions rotate through the
// generated users, so that no per-user limit (quiz starts, questions an hour, shared checks) is
// met and no user's profile lock serialises the run: what is measured is the work, not a 429.
import type { Request } from 'autocannon';
import { ids, shape } from '../dataset/sql.ts';
import { heavyCookie, sessionCookie } from '../lib/cookies.ts';

export interface OpenSession {
  id: string;
  userIndex: number;
  questionIds: string[];
}

export interface ScenarioContext {
  base: string;
  /** started, not completed quick sessions of generated users (completed once each) */
  openSessions: OpenSession[];
  topicId: number;
}

export interface Scenario {
  name: string;
  /** a read: its throughput is held to the ceiling's (ADR 063) */
  read?: true;
  requests: (c: ScenarioContext) => Request[];
}

let rotation = 0;
/** The next generated user (1..users), round robin over the whole run. */
function nextUser(): number {
  rotation = (rotation % shape.users) + 1;
  return rotation;
}

const get = (path: string, cookie?: string): Request => ({
  method: 'GET',
  path,
  headers: cookie ? { cookie } : {},
});

const heavyGet = (path: string): Request[] => [get(path, heavyCookie())];

function post(c: ScenarioContext, path: string, body: unknown, cookie: string): Request {
  return {
    method: 'POST',
    path,
    headers: { cookie, origin: c.base, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}

/** A POST as the next generated user, built afresh for each request. */
function rotatingPost(c: ScenarioContext, path: string, body: unknown): Request[] {
  return [{ setupRequest: () => post(c, path, body, sessionCookie(nextUser())) }];
}

const questionInput = (topicId: number) => ({
  questionText: 'Which investigation best confirms the bench scenario diagnosis?',
  topicIds: [topicId],
  answers: { a: 'Full blood count', b: 'Chest X-ray', c: 'ECG', d: 'Urinalysis' },
  correctAnswer: 'b',
  explanation: 'The bench writes the same sound question each time, as a trainee would.',
  reference: 'https://example.org/bench/reference',
});

let nextOpen = 0;

export const scenarios: Scenario[] = [
  { name: 'ceiling', requests: () => [get('/api/bench/ceiling')] },
  { name: 'landing_leaderboard', read: true, requests: () => [get('/api/stats/regional')] },
  { name: 'topics', read: true, requests: () => [get('/api/topics')] },
  { name: 'session', read: true, requests: () => heavyGet('/api/session') },
  { name: 'dashboard_summary', read: true, requests: () => heavyGet('/api/stats/summary') },
  { name: 'question_bank_stats', read: true, requests: () => heavyGet('/api/stats/questions') },
  { name: 'class_ranking', read: true, requests: () => heavyGet('/api/stats/class-ranking') },
  // the Focus topics card of /learn and My Progress: the three weakest topics beside the class
  { name: 'focus_topics', read: true, requests: () => heavyGet('/api/stats/weak-topics') },
  { name: 'regional', read: true, requests: () => heavyGet('/api/stats/regional') },
  {
    name: 'recent_activity',
    read: true,
    requests: () => heavyGet('/api/stats/recent-activity?limit=5'),
  },
  {
    name: 'histories_page',
    read: true,
    requests: () => heavyGet('/api/stats/history/answers?limit=20'),
  },
  { name: 'due_review', read: true, requests: () => heavyGet('/api/stats/due') },
  {
    name: 'quiz_start',
    requests: (c) => rotatingPost(c, '/api/quiz-sessions', { type: 'quick' }),
  },
  {
    name: 'quiz_completion',
    // each request completes the next open session as its owner (wraps round: a repeat replays)
    requests: (c) => [
      {
        setupRequest: () => {
          const s = c.openSessions[nextOpen++ % c.openSessions.length]!;
          const answers = s.questionIds.map((questionId) => ({ questionId, selectedAnswer: 'a' }));
          return post(
            c,
            `/api/quiz-sessions/${s.id}/complete`,
            { answers },
            sessionCookie(s.userIndex),
          );
        },
      },
    ],
  },
  {
    name: 'whole_quiz',
    // two requests per quiz: start as the next user, then complete its 10 questions
    requests: (c) => [
      {
        setupRequest: (_r, context) => {
          context.cookie = sessionCookie(nextUser());
          return post(c, '/api/quiz-sessions', { type: 'quick' }, context.cookie as string);
        },
        onResponse: (status, body, context) => {
          context.started = status === 200 ? JSON.parse(body) : undefined;
        },
      },
      {
        setupRequest: (_r, context) => {
          const started = context.started as
            { session: { id: string; questions: { id: string }[] } } | undefined;
          if (!started) return undefined; // the start failed: begin again
          const answers = started.session.questions.map((q) => ({
            questionId: q.id,
            selectedAnswer: 'a',
          }));
          const path = `/api/quiz-sessions/${started.session.id}/complete`;
          return post(c, path, { answers }, context.cookie as string);
        },
      },
    ],
  },
  {
    name: 'write_question',
    requests: (c) => rotatingPost(c, '/api/questions', questionInput(c.topicId)),
  },
  {
    name: 'shared_question_fetch',
    read: true,
    requests: () => [get(`/api/shared/${ids.sharedQuestionCode}`)],
  },
  {
    name: 'shared_question_check',
    requests: (c) =>
      rotatingPost(c, `/api/shared/${ids.sharedQuestionCode}/check`, { answer: 'b' }),
  },
  {
    name: 'shared_quiz_fetch',
    requests: (c) =>
      rotatingPost(c, '/api/quiz-sessions', { type: 'shared-quiz', shareCode: ids.sharedQuizCode }),
  },
  {
    name: 'exam_start',
    requests: (c) =>
      rotatingPost(c, '/api/quiz-sessions', { type: 'exam', questionCount: 20, timed: true }),
  },
];
