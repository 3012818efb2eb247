// Moderation (ADR 039): the thread of a flag between its flagger and the question's author, the
// author's dismissal with a reply, and the fix an edit makes. Nobody else learns a flag exists:
// they get the same 404 as for a flag that does not.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '#server/db/client.ts';
import { flaggedQuestions, flagMessages, profiles, questions } from '#server/db/schema/index.ts';
import { badRequest, notFound } from '#server/lib/app-error.ts';
import {
  flagHoldThreshold,
  moderationMessages,
  type FlagSummary,
  type FlagThread,
} from '#shared/contract/flags.ts';
import { flagCountsTowardsHold } from './flag-hold.ts';
import { noticeFlag } from './flag-notices.ts';

type Reader = Pick<Database, 'select'>;

const summaryColumns = {
  id: flaggedQuestions.id,
  questionId: flaggedQuestions.questionId,
  questionText: questions.questionText,
  status: flaggedQuestions.status,
  reason: flaggedQuestions.reason,
  flaggedBy: flaggedQuestions.flaggedBy,
  flaggedByName: profiles.name,
  authorId: questions.createdBy,
  createdAt: flaggedQuestions.createdAt,
  resolvedAt: flaggedQuestions.resolvedAt,
};

type FlagRow = {
  id: string;
  questionId: string;
  questionText: string;
  status: FlagSummary['status'];
  reason: string;
  flaggedBy: string;
  flaggedByName: string;
  authorId: string;
  createdAt: Date;
  resolvedAt: Date | null;
};

function present(row: FlagRow): FlagSummary {
  return {
    id: row.id,
    questionId: row.questionId,
    questionText: row.questionText,
    status: row.status,
    reason: row.reason,
    flaggedByName: row.flaggedByName,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

/** The flag if the caller is its flagger or the question's author; 404 otherwise. */
async function flagFor(db: Reader, userId: string, flagId: string) {
  const [row] = await db
    .select(summaryColumns)
    .from(flaggedQuestions)
    .innerJoin(questions, eq(questions.id, flaggedQuestions.questionId))
    .innerJoin(profiles, eq(profiles.id, flaggedQuestions.flaggedBy))
    .where(eq(flaggedQuestions.id, flagId));
  if (!row || (row.flaggedBy !== userId && row.authorId !== userId)) {
    throw notFound(moderationMessages.notFound);
  }
  return { row, viewer: row.authorId === userId ? ('author' as const) : ('flagger' as const) };
}

/** GET /api/flags/:flagId */
export async function readThread(
  db: Database,
  userId: string,
  flagId: string,
): Promise<FlagThread> {
  const { row, viewer } = await flagFor(db, userId, flagId);
  const messages = await db
    .select({
      id: flagMessages.id,
      writtenBy: flagMessages.writtenBy,
      body: flagMessages.body,
      createdAt: flagMessages.createdAt,
    })
    .from(flagMessages)
    .where(eq(flagMessages.flagId, flagId))
    .orderBy(asc(flagMessages.createdAt), asc(flagMessages.id));
  return {
    flag: present(row),
    viewer,
    messages: messages.map((m) => ({
      id: m.id,
      writtenBy: m.writtenBy === row.authorId ? 'author' : 'flagger',
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

/** GET /api/questions/:id/flags: the author's flags on one own question, open first. */
export async function listQuestionFlags(
  db: Database,
  userId: string,
  questionId: string,
): Promise<FlagSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(flaggedQuestions)
    .innerJoin(questions, eq(questions.id, flaggedQuestions.questionId))
    .innerJoin(profiles, eq(profiles.id, flaggedQuestions.flaggedBy))
    .where(and(eq(flaggedQuestions.questionId, questionId), eq(questions.createdBy, userId)))
    .orderBy(
      sql`(${flaggedQuestions.status} = 'open') desc`,
      desc(flaggedQuestions.createdAt),
      asc(flaggedQuestions.id),
    );
  if (rows.length === 0) {
    // an own question without flags is an empty list; anyone else's is a 404
    const [own] = await db
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.id, questionId), eq(questions.createdBy, userId)));
    if (!own) throw notFound('Question not found');
  }
  return rows.map(present);
}

/** POST /api/flags/:flagId/messages: either side replies; the other side hears of it. */
export async function postFlagMessage(
  db: Database,
  userId: string,
  flagId: string,
  body: string,
): Promise<FlagThread> {
  await db.transaction(async (tx) => {
    const { row, viewer } = await flagFor(tx, userId, flagId);
    await tx.insert(flagMessages).values({ flagId, writtenBy: userId, body });
    const other = viewer === 'author' ? row.flaggedBy : row.authorId;
    if (other !== userId) {
      await noticeFlag(tx, 'flag-message', [other], {
        flagId,
        questionId: row.questionId,
        questionText: row.questionText,
        message: body,
      });
    }
  });
  return readThread(db, userId, flagId);
}

/** POST /api/flags/:flagId/dismiss: the author keeps the question as it is and says why. */
export async function dismissFlag(
  db: Database,
  userId: string,
  flagId: string,
  body: string,
): Promise<FlagThread> {
  await db.transaction(async (tx) => {
    const { row, viewer } = await flagFor(tx, userId, flagId);
    if (viewer !== 'author') throw notFound(moderationMessages.notFound);
    const [closed] = await tx
      .update(flaggedQuestions)
      .set({ status: 'dismissed', resolvedAt: sql`now()` })
      .where(and(eq(flaggedQuestions.id, flagId), eq(flaggedQuestions.status, 'open')))
      .returning({ id: flaggedQuestions.id });
    if (!closed) throw badRequest(moderationMessages.notOpen);
    await tx.insert(flagMessages).values({ flagId, writtenBy: userId, body });
    if (row.flaggedBy !== userId) {
      await noticeFlag(tx, 'flag-dismissed', [row.flaggedBy], {
        flagId,
        questionId: row.questionId,
        questionText: row.questionText,
        message: body,
      });
    }
  });
  return readThread(db, userId, flagId);
}

/**
 * The author edited the question (questions.service updateQuestion, in its transaction): every
 * open flag on it is fixed and each flagger is told "updated". The author's own flag closes
 * silently.
 */
export async function fixOpenFlags(
  tx: Executor,
  questionId: string,
  authorId: string,
  questionText: string,
): Promise<void> {
  const fixed = await tx
    .update(flaggedQuestions)
    .set({ status: 'fixed', resolvedAt: sql`now()` })
    .where(and(eq(flaggedQuestions.questionId, questionId), eq(flaggedQuestions.status, 'open')))
    .returning({ id: flaggedQuestions.id, flaggedBy: flaggedQuestions.flaggedBy });
  for (const flag of fixed) {
    if (flag.flaggedBy === authorId) continue;
    await noticeFlag(tx, 'flag-fixed', [flag.flaggedBy], {
      flagId: flag.id,
      questionId,
      questionText,
    });
  }
}

/** Per own question: how many flags are open, and whether they hold it out of quizzes. */
export async function openFlagCounts(
  db: Reader,
  questionIds: string[],
): Promise<Map<string, { open: number; held: boolean }>> {
  const counts = new Map<string, { open: number; held: boolean }>();
  if (questionIds.length === 0) return counts;
  // aliased `held`, the name flag-hold.ts's predicate reads
  const held = alias(flaggedQuestions, 'held');
  const rows = await db
    .select({
      questionId: held.questionId,
      open: sql<number>`count(*)::int`,
      // the flags that count towards the hold, as every quiz counts them (flag-hold.ts)
      holding: sql<number>`(count(*) filter (where ${flagCountsTowardsHold(questions.createdBy)}))::int`,
    })
    .from(held)
    .innerJoin(questions, eq(questions.id, held.questionId))
    .where(and(inArray(held.questionId, questionIds), eq(held.status, 'open')))
    .groupBy(held.questionId);
  for (const r of rows) {
    counts.set(r.questionId, { open: r.open, held: r.holding >= flagHoldThreshold });
  }
  return counts;
}
