// Starting a quiz: the server picks and issues the questions and records the set on a new
// session. A shared quiz is one more kind of session (quizType 'shared-quiz', ADR 025): its
// questions are the quiz's live ones, in the quiz's order. An exam starts in exam-start.ts.
import type { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { badRequest, unauthenticated } from '#server/lib/app-error.ts';
import { findSharedQuiz } from '#server/features/quizzes/quizzes.service.ts';
import { dueQuestionIds } from '#server/features/review/review-schedule.ts';
import { savedQuestionIds } from '#server/features/saved/saved.service.ts';
import {
  dueQuizSize,
  maxQuizQuestions,
  savedQuizSize,
  type StartQuizResponse,
  type startQuizSchema,
} from '#shared/contract/quiz.ts';
import type { CustomFilters } from '#shared/contract/custom-test.ts';
import { drawCustom } from './custom-selection.ts';
import { startExam } from './exam-start.ts';
import { issueSession } from './issue-session.ts';
import { selectQuestions } from './question-selection.ts';

type StartInput = z.output<typeof startQuizSchema>;

export async function startQuiz(
  db: Database,
  userId: string | null,
  input: StartInput,
): Promise<StartQuizResponse> {
  if (input.type === 'exam') return startExam(db, userId, input);
  // absent: the trainee's setting, read by the session's insert (issue-session.ts)
  const { tutor } = input;
  if (input.type === 'shared-quiz') return startSharedQuiz(db, userId, input.shareCode, tutor);
  if (input.type === 'due') return startDueQuiz(db, userId, tutor);
  if (input.type === 'custom') return startCustomTest(db, userId, input, input.size, tutor);
  if (input.type === 'saved') {
    return startSavedQuiz(
      db,
      userId,
      input.questionCount === 'all' ? maxQuizQuestions : savedQuizSize,
      tutor,
    );
  }
  if (input.type === 'topic' && input.topicId === undefined) {
    throw badRequest('A topic quiz needs a topic');
  }
  const limit = input.questionCount === 'all' ? maxQuizQuestions : input.questionCount;
  const selection = await selectQuestions(db, {
    userId,
    scope: { topicId: input.topicId ?? null },
    limit,
    reviewMode: input.reviewMode ?? null,
    excludeCorrect: input.excludeCorrect,
  });
  if (selection.kind === 'empty') return { status: 'empty' };
  if (selection.kind === 'all-attempted')
    return { status: 'all-attempted', stats: selection.stats };

  return issueSession(db, userId, {
    quizType: input.reviewMode ? 'review' : input.type,
    topicId: input.topicId ?? null,
    reviewMode: input.reviewMode ?? null,
    quizId: null,
    deadlineAt: null,
    timeLimitSeconds: null,
    questionIds: selection.ids,
    tutor,
  });
}

/** A quiz of a list drawn for one signed-in trainee (due, saved, custom): no topic, no clock. */
async function issueOwnList(
  db: Database,
  userId: string,
  quizType: 'due' | 'saved' | 'custom',
  questionIds: string[],
  tutor: boolean | undefined,
): Promise<StartQuizResponse> {
  if (questionIds.length === 0) return { status: 'empty' };
  return issueSession(db, userId, {
    quizType,
    topicId: null,
    reviewMode: null,
    quizId: null,
    deadlineAt: null,
    timeLimitSeconds: null,
    questionIds,
    tutor,
  });
}

/** Spaced review (ADR 031): the user's questions due today, oldest due first. Signed in only. */
async function startDueQuiz(
  db: Database,
  userId: string | null,
  tutor: boolean | undefined,
): Promise<StartQuizResponse> {
  if (userId === null) throw unauthenticated('Sign in to review your due questions');
  const questionIds = await dueQuestionIds(db, userId, dueQuizSize);
  return issueOwnList(db, userId, 'due', questionIds, tutor);
}

/** Saved questions (ADR 033): the live ones, newest saved first. Signed in only. */
async function startSavedQuiz(
  db: Database,
  userId: string | null,
  limit: number,
  tutor: boolean | undefined,
): Promise<StartQuizResponse> {
  if (userId === null) throw unauthenticated('Sign in to quiz your saved questions');
  const questionIds = await savedQuestionIds(db, userId, limit);
  return issueOwnList(db, userId, 'saved', questionIds, tutor);
}

/**
 * A custom test [product#custom-test] (ADR 080): up to `size` of the questions matching the
 * filters, in random order. Signed in only: the statuses are the trainee's.
 */
async function startCustomTest(
  db: Database,
  userId: string | null,
  filters: CustomFilters,
  size: number,
  tutor: boolean | undefined,
): Promise<StartQuizResponse> {
  if (userId === null) throw unauthenticated('Sign in to build a test');
  const questionIds = await drawCustom(db, userId, filters, size);
  return issueOwnList(db, userId, 'custom', questionIds, tutor);
}

/**
 * A shared quiz [product#shared-quiz-flow]: its live questions in the quiz's order, the same for
 * everyone.
 */
async function startSharedQuiz(
  db: Database,
  userId: string | null,
  shareCode: string,
  tutor: boolean | undefined,
): Promise<StartQuizResponse> {
  const { quiz, questionIds } = await findSharedQuiz(db, shareCode);
  if (questionIds.length === 0) return { status: 'empty' };
  const response = await issueSession(db, userId, {
    quizType: 'shared-quiz',
    topicId: null,
    reviewMode: null,
    quizId: quiz.id,
    deadlineAt: null,
    timeLimitSeconds: null,
    questionIds,
    tutor,
  });
  if (response.status !== 'ready') return response;
  return { status: 'ready', session: { ...response.session, quiz } };
}
