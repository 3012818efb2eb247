// The public page of a shared question [001 §2]: anyone reads it without the answer; the check
// reveals it, and a signed-in answer is recorded like any other (nectar as decisions.md).
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { preparedStatement } from '#server/db/prepared.ts';
import { readVersion } from '#server/db/read-version.ts';
import { batchedByKey } from '#server/lib/batched.ts';
import { notFound } from '#server/lib/app-error.ts';
import {
  pointsPerAnswer,
  presentAnsweredReveal,
  presentQuestion,
} from '#server/features/questions/question-presenter.ts';
import { loadPeerStats } from '#server/features/questions/peer-stats.ts';
import { issuedQuestionsOf } from '#server/features/quiz-sessions/issued-questions.ts';
import { recordAnswers } from '#server/features/points/answers-and-nectar.ts';
import {
  sharedQuestionMessages,
  type SharedAnswerResult,
  type SharedQuestion,
} from '#shared/contract/shared-question.ts';
import type { OptionId } from '#shared/contract/questions.ts';

interface Share {
  questionId: string;
  sharedByName: string;
  version: string;
}

/**
 * The shares of these codes, each with the global read version under which the issued questions
 * are kept (ADR 052), in one snapshot: one prepared statement for the visits that arrive together,
 * each code read once however many visitors ask for it (lib/batched.ts, ADR 057). A share of a
 * deleted question, or no share, has no row.
 */
const sharesStatement = preparedStatement<Share & { key: string }>(sql`
  select s.share_link as "key", s.question_id as "questionId", p.name as "sharedByName",
         ${readVersion} as "version"
  from shared_questions s
  join questions q on q.id = s.question_id and q.deleted_at is null
  join profiles p on p.id = s.shared_by
  where s.share_link = any(${sql.placeholder('codes')}::text[])`);

const shares = batchedByKey((db: Database, codes: string[]) => sharesStatement(db, { codes }), {
  maxBatch: 100,
  maxInFlight: 1,
});

/** The share and its question with the key, or 404: the question from the issued questions in
 * memory (ADR 052, amended) while the version the lookup read stands, as a quiz's are graded. */
async function findShare(db: Database, code: string) {
  const share = await shares(db, code);
  const [question] = share
    ? await issuedQuestionsOf(db).rows(db, [share.questionId], share.version)
    : [];
  if (!share || !question) throw notFound(sharedQuestionMessages.notFound);
  return { ...share, question };
}

/** The page, the same for every visitor: the share lookup and its question without the key. */
export async function sharedQuestion(db: Database, code: string): Promise<SharedQuestion> {
  const { question, sharedByName } = await findShare(db, code);
  return { ...presentQuestion(question), sharedByName };
}

export async function checkSharedAnswer(
  db: Database,
  userId: string | null,
  code: string,
  answer: OptionId,
): Promise<SharedAnswerResult> {
  const { question } = await findShare(db, code);
  const isCorrect = answer === question.correctAnswer;
  let pointsEarned = 0;
  if (userId) {
    const earned = await db.transaction((tx) =>
      recordAnswers(
        tx,
        userId,
        [
          {
            questionId: question.id,
            selectedAnswer: answer,
            isCorrect,
            createdBy: question.createdBy,
          },
        ],
        { source: 'shared-question' },
      ),
    );
    pointsEarned = earned.size;
  }
  // after recording: a signed-in viewer's own first attempt is among the counts
  const peerStats = (await loadPeerStats(db, [question.id], userId)).get(question.id) ?? null;
  return {
    ...presentAnsweredReveal(question, peerStats),
    isCorrect,
    points: pointsPerAnswer,
    pointsEarned,
    saved: userId !== null,
  };
}
