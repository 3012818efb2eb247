// The few Hive calls the drills make, over real HTTP (./http.ts), as the browser makes them.
import type { OptionId } from '#shared/contract/questions.ts';
import { cookieOf, request, type Response } from './http.ts';

export interface User {
  index: number;
  id: string;
  cookie: string;
}

export class UnexpectedResponse extends Error {
  constructor(what: string, response: Response) {
    super(`${what}: ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`);
  }
}

/** The body of a 2xx response; anything else throws UnexpectedResponse. */
function ok<T>(what: string, response: Response): T {
  if (response.status < 200 || response.status > 299) throw new UnexpectedResponse(what, response);
  return response.body as T;
}

/** Signs up (the embedded mode signs in at once) and returns the session cookie. */
export async function signUp(port: number, index: number, label: string): Promise<User> {
  const response = await request(port, 'POST', '/api/auth/sign-up/email', {
    body: {
      name: `Drill Bee ${index}`,
      email: `${label}-${index}@example.com`,
      password: 'Correct1Horse',
    },
  });
  const { user } = ok<{ user: { id: string } }>('sign-up', response);
  const cookie = cookieOf(response);
  if (!cookie) throw new Error('sign-up set no session cookie');
  return { index, id: user.id, cookie };
}

export async function firstTopicId(port: number): Promise<number> {
  const topics = ok<{ id: number }[]>('topics', await request(port, 'GET', '/api/topics'));
  return topics[0]!.id;
}

/** A valid question form; `tag` makes its text unique so a read-back proves it is this one. */
export function questionForm(topicId: number, tag: string, correctAnswer: OptionId = 'a') {
  return {
    questionText: `Which nerve supplies the deltoid muscle? (${tag})`,
    topicIds: [topicId],
    answers: { a: 'Axillary nerve', b: 'Radial nerve', c: 'Median nerve', d: 'Ulnar nerve' },
    correctAnswer,
    explanation: 'The axillary nerve (C5-C6) supplies deltoid and teres minor.',
    reference: 'https://anatomy.example/deltoid',
  };
}

export async function writeQuestion(port: number, user: User, form: object): Promise<string> {
  const response = await request(port, 'POST', '/api/questions', {
    cookie: user.cookie,
    body: form,
  });
  return ok<{ id: string }>('write question', response).id;
}

export async function shareQuestion(port: number, user: User, questionId: string): Promise<string> {
  const response = await request(port, 'POST', `/api/questions/${questionId}/share`, {
    cookie: user.cookie,
  });
  return ok<{ code: string }>('share question', response).code;
}

export interface StartedQuiz {
  id: string;
  questions: { id: string }[];
}

/** A quick quiz that is always ready (excludeCorrect false: answered questions come back too). */
export async function startQuiz(port: number, user: User, count = 10): Promise<StartedQuiz> {
  const response = await request(port, 'POST', '/api/quiz-sessions', {
    cookie: user.cookie,
    body: { type: 'quick', questionCount: count, excludeCorrect: false },
  });
  const body = ok<{ status: string; session?: StartedQuiz }>('start quiz', response);
  if (body.status !== 'ready' || !body.session)
    throw new UnexpectedResponse('start quiz', response);
  return body.session;
}

export interface Answer {
  questionId: string;
  selectedAnswer: OptionId;
}

export interface QuizResult {
  sessionId: string;
  correctAnswers: number;
  pointsEarned: number;
}

export async function completeQuiz(
  port: number,
  user: User,
  sessionId: string,
  answers: Answer[],
): Promise<QuizResult> {
  const response = await request(port, 'POST', `/api/quiz-sessions/${sessionId}/complete`, {
    cookie: user.cookie,
    body: { answers },
  });
  return ok<QuizResult>('complete quiz', response);
}

export async function checkShared(port: number, user: User, code: string, answer: OptionId) {
  const response = await request(port, 'POST', `/api/shared/${code}/check`, {
    cookie: user.cookie,
    body: { answer },
  });
  return ok<{ saved: boolean }>('check shared answer', response);
}
