// Controlled question sets and quiz calls for server tests. Questions are written with the real
// createQuestion() service (so the author's +5 is in the ledger); quizzes go through the real
// /api/quiz-sessions routes with app.inject.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { defaultRateLimits, type RateLimits } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { profiles, topics } from '#server/db/schema/index.ts';
import { createQuestion } from '#server/features/questions/questions.service.ts';
import type { Confidence } from '#shared/contract/confidence.ts';
import { optionIds, type OptionId } from '#shared/contract/questions.ts';
import type { QuizResult, StartQuizInput, StartQuizResponse } from '#shared/contract/quiz.ts';
import { testOrigin } from './test-app.ts';

/**
 * Test files sign up and act far more from 127.0.0.1 than a real network would: every limit of
 * server/config.ts is lifted, taken from its keys so that a limit added later is lifted too.
 * The limits themselves have their own tests, which use the defaults.
 */
export const relaxedRateLimits: RateLimits = { ...defaultRateLimits };
for (const name of Object.keys(relaxedRateLimits) as (keyof RateLimits)[]) {
  relaxedRateLimits[name] = { max: 1_000_000, windowSeconds: 3600 };
}

const tag = () => randomBytes(4).toString('hex');

/** A fresh topic row, so no other test's questions fall into its scope. */
export async function createTopic(db: Database, label = 'Test topic') {
  const [row] = await db
    .insert(topics)
    .values({ name: `${label} ${tag()}` })
    .returning();
  if (!row) throw new Error('topic insert returned no row');
  return row;
}

export interface MadeQuestion {
  id: string;
  correct: OptionId;
  questionText: string;
  explanation: string;
  reference: string;
}

/** `count` questions by `authorId` in the given topics; correct answers cycle a, b, c, d. */
export async function createQuestions(
  db: Database,
  authorId: string,
  topicIds: number[],
  count: number,
): Promise<MadeQuestion[]> {
  const made: MadeQuestion[] = [];
  for (let i = 0; i < count; i++) {
    const t = tag();
    const correct = optionIds[i % optionIds.length]!;
    const input = {
      questionText: `Question ${t}: which option is the right one here?`,
      topicIds,
      answers: { a: `Option A ${t}`, b: `Option B ${t}`, c: `Option C ${t}`, d: `Option D ${t}` },
      correctAnswer: correct,
      explanation: `Secret explanation ${t} that must stay on the server`,
      reference: `https://reference.example/secret-${t}`,
    };
    const { id } = await createQuestion(db, authorId, input);
    made.push({
      id,
      correct,
      questionText: input.questionText,
      explanation: input.explanation,
      reference: input.reference,
    });
  }
  return made;
}

/** An option that is not the correct one. */
export const wrongOption = (correct: OptionId): OptionId => (correct === 'a' ? 'b' : 'a');

function post(app: FastifyInstance, url: string, cookie: string | undefined, payload: object) {
  return app.inject({
    method: 'POST',
    url,
    headers: { origin: testOrigin, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

export function startQuizRequest(
  app: FastifyInstance,
  cookie: string | undefined,
  body: StartQuizInput | Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return post(app, '/api/quiz-sessions', cookie, body);
}

export type ReadySession = Extract<StartQuizResponse, { status: 'ready' }>['session'];

/** Starts a quiz and insists it is ready. */
export async function startReady(
  app: FastifyInstance,
  cookie: string | undefined,
  body: StartQuizInput,
): Promise<ReadySession> {
  const response = await startQuizRequest(app, cookie, body);
  if (response.statusCode !== 200) {
    throw new Error(`start failed: ${response.statusCode} ${response.body}`);
  }
  const json = response.json() as StartQuizResponse;
  if (json.status !== 'ready') throw new Error(`start was not ready: ${response.body}`);
  return json.session;
}

export interface AnswerInput {
  questionId: string;
  selectedAnswer: OptionId;
  confidence?: Confidence;
}

export function completeRequest(
  app: FastifyInstance,
  cookie: string | undefined,
  sessionId: string,
  body: { answers: AnswerInput[]; claimToken?: string },
): Promise<LightMyRequestResponse> {
  return post(app, `/api/quiz-sessions/${sessionId}/complete`, cookie, body);
}

/** Completes a quiz and insists on a 200. */
export async function completeOk(
  app: FastifyInstance,
  cookie: string | undefined,
  sessionId: string,
  body: { answers: AnswerInput[]; claimToken?: string },
): Promise<QuizResult> {
  const response = await completeRequest(app, cookie, sessionId, body);
  if (response.statusCode !== 200) {
    throw new Error(`complete failed: ${response.statusCode} ${response.body}`);
  }
  return response.json() as QuizResult;
}

/**
 * Answers for the issued questions: correct for the ids in `correctIds`, wrong for the others,
 * and nothing for the ids in `skip`.
 */
export function answersFor(
  issued: { id: string }[],
  key: MadeQuestion[],
  correctIds: Iterable<string>,
  skip: Iterable<string> = [],
): AnswerInput[] {
  const right = new Set(correctIds);
  const skipped = new Set(skip);
  const byId = new Map(key.map((q) => [q.id, q.correct]));
  return issued
    .filter((q) => !skipped.has(q.id))
    .map((q) => {
      const correct = byId.get(q.id);
      if (!correct) throw new Error(`question ${q.id} is not in the answer key`);
      return { questionId: q.id, selectedAnswer: right.has(q.id) ? correct : wrongOption(correct) };
    });
}

/** The profile's nectar and answer counters. */
export async function profileCounters(db: Database, userId: string) {
  const [row] = await db
    .select({
      points: profiles.points,
      questionsAnswered: profiles.questionsAnswered,
      questionsWritten: profiles.questionsWritten,
      answersTotal: profiles.answersTotal,
      answersCorrect: profiles.answersCorrect,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) throw new Error(`no profile ${userId}`);
  return row;
}

export const pointsOf = async (db: Database, userId: string) =>
  (await profileCounters(db, userId)).points;

/** Ledger rows of one user, optionally of one reason. */
export async function ledgerRows(db: Database, userId: string, reason?: string) {
  const result = await db.execute<{ delta: number; reason: string; reference: string }>(sql`
    select delta, reason, reference from point_events
    where user_id = ${userId} ${reason ? sql`and reason = ${reason}` : sql``}
    order by created_at`);
  return result.rows;
}

/** Recorded answers of a user (optionally within one quiz session). */
export async function recordedAnswers(db: Database, userId: string, sessionId?: string) {
  const result = await db.execute<{ question_id: string; is_correct: boolean }>(sql`
    select question_id, is_correct from user_answers
    where user_id = ${userId} ${sessionId ? sql`and quiz_session_id = ${sessionId}` : sql``}`);
  return result.rows;
}

/**
 * Answers these questions (option `selected`, b by default) through a real quiz: a topic quiz of
 * each question's first topic with every question in it, the others left unanswered (which
 * records nothing). Flagging needs it (ADR 058). A question held out of quizzes cannot be drawn.
 */
export async function answerQuestions(
  app: { app: FastifyInstance; db: Database },
  cookie: string,
  questionIds: string[],
  selected: OptionId = 'b',
): Promise<void> {
  const { rows } = await app.db.execute<{ question_id: string; topic_id: number }>(sql`
    select distinct on (question_id) question_id, topic_id from question_topics
    where question_id = any(${sql.param(questionIds)}::uuid[]) order by question_id, topic_id`);
  for (const topicId of new Set(rows.map((r) => r.topic_id))) {
    const wanted = new Set(rows.filter((r) => r.topic_id === topicId).map((r) => r.question_id));
    const session = await startReady(app.app, cookie, {
      type: 'topic',
      topicId,
      questionCount: 'all',
      excludeCorrect: false,
    });
    const answers = session.questions
      .filter((q) => wanted.has(q.id))
      .map((q) => ({ questionId: q.id, selectedAnswer: selected }));
    if (answers.length !== wanted.size) throw new Error('a question to answer was not drawn');
    await completeOk(app.app, cookie, session.id, { answers });
  }
}
