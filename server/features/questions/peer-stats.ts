// Peer statistics (ADR 032): how trainees answered each question on their first attempt. The
// counts are kept in question_option_stats as answers are recorded (countFirstAttempts, called by
// answers-and-nectar in the answer's transaction), never recomputed from the answer log per
// request. Reading them (loadPeerStats) gives null until enough trainees other than the viewer
// and the author have answered. Only the presenter puts them on the wire, and only with a reveal.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { questionOptionStats, questions, userQuestionStatus } from '#server/db/schema/index.ts';
import { minPeerAnswers, type OptionId, type PeerStats } from '#shared/contract/question-view.ts';
import { percent } from '#shared/domain/scoring.ts';

export interface FirstAttemptCandidate {
  questionId: string;
  selectedAnswer: OptionId;
  isCorrect: boolean;
  /** the question's author: their own answers are not counted */
  createdBy: string;
}

const choseColumn = {
  a: 'choseA',
  b: 'choseB',
  c: 'choseC',
  d: 'choseD',
} as const satisfies Record<OptionId, keyof typeof questionOptionStats.$inferInsert>;

/**
 * Counts the user's answers that are their first to a question they did not write. Call it after
 * user_question_status was written for these answers, in the same transaction: a status row with
 * one attempt is an answer recorded just now for the first time.
 */
export async function countFirstAttempts(
  tx: Executor,
  userId: string,
  answers: FirstAttemptCandidate[],
): Promise<void> {
  const others = answers.filter((a) => a.createdBy !== userId);
  if (others.length === 0) return;
  const firsts = await tx
    .select({ questionId: userQuestionStatus.questionId })
    .from(userQuestionStatus)
    .where(
      and(
        eq(userQuestionStatus.userId, userId),
        inArray(
          userQuestionStatus.questionId,
          others.map((a) => a.questionId),
        ),
        eq(userQuestionStatus.attempts, 1),
      ),
    );
  const first = new Set(firsts.map((r) => r.questionId));
  const rows = others
    .filter((a) => first.has(a.questionId))
    // one order in every transaction, so concurrent counts cannot deadlock
    .sort((x, y) => (x.questionId < y.questionId ? -1 : 1))
    .map((a) => ({
      questionId: a.questionId,
      answeredBy: 1,
      answeredCorrectly: a.isCorrect ? 1 : 0,
      choseA: 0,
      choseB: 0,
      choseC: 0,
      choseD: 0,
      [choseColumn[a.selectedAnswer]]: 1,
    }));
  if (rows.length === 0) return;
  const s = questionOptionStats;
  await tx
    .insert(s)
    .values(rows)
    .onConflictDoUpdate({
      target: s.questionId,
      set: {
        answeredBy: sql`${s.answeredBy} + excluded.answered_by`,
        answeredCorrectly: sql`${s.answeredCorrectly} + excluded.answered_correctly`,
        choseA: sql`${s.choseA} + excluded.chose_a`,
        choseB: sql`${s.choseB} + excluded.chose_b`,
        choseC: sql`${s.choseC} + excluded.chose_c`,
        choseD: sql`${s.choseD} + excluded.chose_d`,
      },
    });
}

export interface StatsCounts {
  answeredBy: number;
  answeredCorrectly: number;
  choseA: number;
  choseB: number;
  choseC: number;
  choseD: number;
}

/**
 * The statistics as shown: null while fewer than minPeerAnswers trainees besides the viewer
 * have answered (the author is never counted; the viewer is when `viewerCounted`).
 */
export function toPeerStats(counts: StatsCounts, viewerCounted: boolean): PeerStats | null {
  const others = counts.answeredBy - (viewerCounted ? 1 : 0);
  if (others < minPeerAnswers) return null;
  const of = (n: number) => percent(n, counts.answeredBy);
  return {
    answeredBy: counts.answeredBy,
    correctPercent: of(counts.answeredCorrectly),
    options: {
      a: of(counts.choseA),
      b: of(counts.choseB),
      c: of(counts.choseC),
      d: of(counts.choseD),
    },
  };
}

/**
 * The peer statistics of these questions as the viewer (null: a visitor) may see them, by
 * question id; a question without enough answers maps to null. The caller decides whether the
 * viewer may see them at all: only with a reveal (question-presenter.ts).
 */
export async function loadPeerStats(
  db: Executor,
  questionIds: string[],
  viewerId: string | null,
): Promise<Map<string, PeerStats | null>> {
  const ids = [...new Set(questionIds)];
  if (ids.length === 0) return new Map();
  const s = questionOptionStats;
  const rows = await db
    .select({
      questionId: s.questionId,
      answeredBy: s.answeredBy,
      answeredCorrectly: s.answeredCorrectly,
      choseA: s.choseA,
      choseB: s.choseB,
      choseC: s.choseC,
      choseD: s.choseD,
      // the viewer's own first attempt is among the counts: they answered and did not write it.
      // The author by a lookup per row, not a join: joined, PostgreSQL hashed all 3,000
      // questions for the 20 of a history page (1.4 ms at 10^6 answers; every row has its
      // question, by the foreign key).
      viewerCounted:
        viewerId === null
          ? sql<boolean>`false`
          : // spelled out: drizzle leaves a single table's columns unqualified, and inside the
            // subqueries an unqualified question_id would be their own
            sql<boolean>`((select q.created_by from ${questions} q
                            where q.id = question_option_stats.question_id) <> ${viewerId}
              and exists (select 1 from ${userQuestionStatus} st
                          where st.user_id = ${viewerId}
                            and st.question_id = question_option_stats.question_id))`,
    })
    .from(s)
    .where(inArray(s.questionId, ids));
  const byId = new Map<string, PeerStats | null>(ids.map((id) => [id, null]));
  for (const row of rows) byId.set(row.questionId, toPeerStats(row, row.viewerCounted));
  return byId;
}
