import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Confidence } from '#shared/contract/confidence.ts';
import type { OptionId } from '#shared/contract/question-view.ts';
import type { QuizResult, QuizType, ReviewMode } from '#shared/contract/quiz.ts';
import { user } from './auth.ts';
import { questions } from './questions.ts';
import { quizzes } from './quizzes.ts';
import { topics } from './topics.ts';

/**
 * A running exam's saved answers and marks (quiz_sessions.exam_progress), and its struck-out
 * options by question id (ADR 079; absent in older rows: none).
 */
export interface ExamProgress {
  answers: Record<string, OptionId>;
  marked: string[];
  struck?: Record<string, OptionId[]>;
}

/**
 * A quiz's answers saved as they are given (quiz_sessions.progress, ADR 075): by question id, the
 * option and the confidence; `checked` when a tutor session checked it, which locks it. `struck`:
 * the struck-out options by question id, answered or not (ADR 079; absent: none).
 */
export interface SessionProgress {
  answers: Record<string, SavedAnswer>;
  struck?: Record<string, OptionId[]>;
}
export interface SavedAnswer {
  selectedAnswer: OptionId;
  confidence: Confidence | null;
  checked: boolean;
}

/** Where an answer was given (user_answers.source). */
export type AnswerSource = 'quiz' | 'shared-question' | 'shared-quiz';

/**
 * A quiz the server issued: the question set is fixed at start, so completion can only answer
 * those questions, and completing twice returns the stored result (idempotent).
 * Anonymous sessions have no user and a claim token hash until linked after sign-up.
 */
export const quizSessions = pgTable(
  'quiz_sessions',
  {
    /**
     * Time-ordered: the app makes each id as a UUIDv7 (issue-session.ts, ADR 056), so that each
     * new session goes on the primary key's newest leaf. A random id landed on a random leaf of an
     * index that grows with every quiz, and after each checkpoint the first change to a leaf
     * writes the whole page into the WAL. The random default is for rows written outside the app
     * (the bench's generator, scripts).
     */
    id: uuid('id').primaryKey().defaultRandom(),
    /** null for an anonymous visitor until the attempt is claimed */
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    /** quick, topic, review, shared-quiz, due (ADR 031), saved (ADR 033), exam (ADR 036) or custom
     * (ADR 080) */
    quizType: text('quiz_type').$type<QuizType>().notNull(),
    topicId: integer('topic_id').references(() => topics.id),
    /** incorrect or correct, for review quizzes */
    reviewMode: text('review_mode').$type<ReviewMode>(),
    /**
     * the shared quiz taken (shared-quiz sessions only); restrict: an attempt is the taker's
     * history, never removed along with the quiz, which is only ever soft-deleted (ADR 020)
     */
    quizId: uuid('quiz_id').references(() => quizzes.id, { onDelete: 'restrict' }),
    /** the issued questions, in order */
    questionIds: uuid('question_ids').array().notNull(),
    totalQuestions: integer('total_questions').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    correctAnswers: integer('correct_answers'),
    scorePercentage: integer('score_percentage'),
    pointsEarned: integer('points_earned'),
    /** the per-question results returned at completion, replayed on a retry */
    result: jsonb('result').$type<QuizResult>(),
    /** sha-256 of the anonymous visitor's claim token */
    claimTokenHash: text('claim_token_hash'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** exams (ADR 036): when the time runs out, on the server's clock; null when untimed */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    timeLimitSeconds: integer('time_limit_seconds'),
    /** exams: the answers and review marks saved while it runs, submitted at the deadline */
    examProgress: jsonb('exam_progress').$type<ExamProgress>(),
    /** exams: submitted by the server because the time ran out */
    autoSubmitted: boolean('auto_submitted').notNull().default(false),
    /**
     * every other kind (ADR 075): the answers saved while it is open; null while none is, so the
     * open sessions with progress are a small partial index
     */
    progress: jsonb('progress').$type<SessionProgress>(),
    /** tutor mode (ADR 075): each question may be checked, and locked, before the end */
    tutor: boolean('tutor').notNull().default(false),
  },
  (t) => [
    index('quiz_sessions_user_completed_idx').on(t.userId, t.completedAt),
    index('quiz_sessions_quiz_idx').on(t.quizId),
    // the sweep: running exams by deadline
    index('quiz_sessions_exam_deadline_idx')
      .on(t.deadlineAt)
      .where(sql`${t.quizType} = 'exam' and ${t.completedAt} is null`),
    // the percentile: finished exams of one length, recent first
    index('quiz_sessions_exam_sittings_idx')
      .on(t.totalQuestions, t.completedAt)
      .where(sql`${t.quizType} = 'exam' and ${t.completedAt} is not null`),
    // a trainee's unfinished quiz to continue (ADR 075): only sessions with a saved answer
    index('quiz_sessions_open_progress_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.completedAt} is null and ${t.progress} is not null`),
    check(
      'quiz_sessions_type_check',
      sql`${t.quizType} in ('quick', 'topic', 'review', 'shared-quiz', 'due', 'saved', 'exam', 'custom')`,
    ),
  ],
);

/** Every answer a signed-in user gave, as recorded at the time. */
export const userAnswers = pgTable(
  'user_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id),
    /** a, b, c or d */
    selectedAnswer: char('selected_answer', { length: 1 }).$type<OptionId>().notNull(),
    isCorrect: boolean('is_correct').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
    /** where it was answered: a quiz session, a shared question or a shared quiz attempt */
    quizSessionId: uuid('quiz_session_id').references(() => quizSessions.id, {
      onDelete: 'set null',
    }),
    source: text('source').$type<AnswerSource>().notNull().default('quiz'),
    /** how sure the user said they were before checking (ADR 035); null when not rated */
    confidence: text('confidence').$type<Confidence>(),
    /**
     * a shared quiz's question left unanswered, checked as option a as the spec says: it scores, but the
     * user did not answer it, so it reveals nothing (no status row, no history; ADR 058)
     */
    defaulted: boolean('defaulted').notNull().default(false),
  },
  (t) => [
    index('user_answers_user_time_idx').on(t.userId, t.answeredAt),
    index('user_answers_user_wrong_idx')
      .on(t.userId, t.answeredAt)
      .where(sql`${t.isCorrect} = false`),
    check(
      'user_answers_confidence_check',
      sql`${t.confidence} is null or ${t.confidence} in ('sure', 'unsure', 'guess')`,
    ),
  ],
);

/** Latest state of each (user, question): drives new / correct / incorrect counts cheaply. */
export const userQuestionStatus = pgTable(
  'user_question_status',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id),
    lastIsCorrect: boolean('last_is_correct').notNull(),
    /** the option chosen last time (a-d), for the wrong-answers list */
    lastSelectedAnswer: char('last_selected_answer', { length: 1 }).$type<OptionId>().notNull(),
    attempts: integer('attempts').notNull().default(1),
    /** how many of those attempts were correct: the dashboard's per-topic accuracy sums these
     * instead of the whole answer log (ADR 043) */
    correctAttempts: integer('correct_attempts').notNull().default(0),
    firstCorrectAt: timestamp('first_correct_at', { withTimezone: true }),
    lastAnsweredAt: timestamp('last_answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('user_question_status_user_wrong_idx')
      .on(t.userId, t.lastAnsweredAt)
      .where(sql`${t.lastIsCorrect} = false`),
  ],
);
