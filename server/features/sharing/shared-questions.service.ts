// The public page of a shared question [product#shared-question]: anyone reads it without the
// answer; the check reveals it, and a signed-in answer is recorded like any other (nectar as
// [product#nectar-and-honey-pots]).
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { queryPrepared } from '#server/db/prepared.ts';
import { readVersion } from '#server/db/read-version.ts';
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
 * The share by its code, every visit of the page, with the global version of the cached reads
 * (ADR 050) read in the same snapshot; 404 when there is none or its question is deleted.
 */
async function lookupShare(db: Database, code: string): Promise<Share> {
  const [share] = await queryPrepared<Share>(
    db,
    sql`select s.question_id as "questionId", p.name as "sharedByName", ${readVersion} as "version"
        from shared_questions s
        join questions q on q.id = s.question_id and q.deleted_at is null
        join profiles p on p.id = s.shared_by
        where s.share_link = ${code}`,
  );
  if (!share) throw notFound(sharedQuestionMessages.notFound);
  return share;
}

/** The share and its question with the key: from the issued questions in memory (ADR 074)
 * while the version the lookup read stands, as a quiz's are graded. */
async function findShare(db: Database, code: string) {
  const share = await lookupShare(db, code);
  const [question] = await issuedQuestionsOf(db).rows(db, [share.questionId], share.version);
  if (!question) throw notFound(sharedQuestionMessages.notFound);
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
