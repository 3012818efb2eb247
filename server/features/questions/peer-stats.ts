// Peer statistics (ADR 032): how trainees answered each question on their first attempt. The
// counts in question_option_stats are added as answers are recorded (features/points, ADR 070),
// never recomputed from the answer log per request. Reading them (loadPeerStats) gives null until
// enough trainees other than the viewer and the author have answered. Only the presenter puts
// them on the wire, and only with a reveal.
import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { preparedStatement } from '#server/db/prepared.ts';
import { questionOptionStats, questions, userQuestionStatus } from '#server/db/schema/index.ts';
import { minPeerAnswers, type PeerStats } from '#shared/contract/question-view.ts';
import { percent } from '#shared/domain/scoring.ts';

const p = sql.placeholder;

interface StatsCounts {
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
function toPeerStats(counts: StatsCounts, viewerCounted: boolean): PeerStats | null {
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
 * The counts, and whether the viewer's own first attempt is among them (they answered and did not
 * write the question; a visitor, null, never). The author by a lookup per row, not a join, which
 * hashes the whole bank for the 20 questions of a history page (every row has its question, by
 * the foreign key; ADR 043). Prepared once (db/prepared.ts): the list is one array, so one text
 * whatever its length.
 */
const peerStatsOf = preparedStatement<
  StatsCounts & { questionId: string; viewerCounted: boolean }
>(sql`
  select s.question_id as "questionId", s.answered_by as "answeredBy",
         s.answered_correctly as "answeredCorrectly", s.chose_a as "choseA",
         s.chose_b as "choseB", s.chose_c as "choseC", s.chose_d as "choseD",
         coalesce(
           (select q.created_by from ${questions} q where q.id = s.question_id)
             <> ${p('viewerId')}::text
           and exists (select 1 from ${userQuestionStatus} st
                       where st.user_id = ${p('viewerId')}::text
                         and st.question_id = s.question_id),
           false) as "viewerCounted"
  from ${questionOptionStats} s
  where s.question_id = any(${p('ids')}::uuid[])`);

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
  const rows = await peerStatsOf(db, { ids, viewerId });
  const byId = new Map<string, PeerStats | null>(ids.map((id) => [id, null]));
  for (const row of rows) byId.set(row.questionId, toPeerStats(row, row.viewerCounted));
  return byId;
}
