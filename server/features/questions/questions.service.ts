import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '#server/db/client.ts';
import { preparedStatement } from '#server/db/prepared.ts';
import {
  questionAnswers,
  questionImages,
  questions,
  questionTopics,
  topics,
} from '#server/db/schema/index.ts';
import { AppError, badRequest, notFound } from '#server/lib/app-error.ts';
import { awardPoints } from '#server/features/points/answers-and-nectar.ts';
import { storedHashes } from '#server/features/images/images.service.ts';
import { imageMessages } from '#shared/contract/images.ts';
import { fixOpenFlags } from '#server/features/flags/moderation.service.ts';
import {
  optionIds,
  questionMessages,
  questionsPerHour,
  type QuestionInput,
} from '#shared/contract/questions.ts';

/** Nectar for writing a question, taken back if it is deleted. */
const pointsForWriting = 5;

/**
 * Writes a question's images in the form's order (positions 1 and 2), replacing any it had (an
 * edit; a new question has none). Each hash must name a stored image (uploaded first to POST
 * /api/images). Images themselves are never removed: a deleted question and past results keep
 * theirs (ADR 040).
 */
async function writeImages(
  tx: Executor,
  questionId: string,
  images: QuestionInput['images'],
  replacing: boolean,
) {
  const known = await storedHashes(
    tx,
    images.map((image) => image.hash),
  );
  if (images.some((image) => !known.has(image.hash))) throw badRequest(imageMessages.unknown);
  if (replacing) await tx.delete(questionImages).where(eq(questionImages.questionId, questionId));
  if (images.length === 0) return;
  await tx.insert(questionImages).values(
    images.map((image, index) => ({
      questionId,
      position: index + 1,
      imageHash: image.hash,
      altText: image.alt,
    })),
  );
}

/** A new question: the form, images optional (the demo seed and test fixtures write none). */
export type NewQuestion = Omit<QuestionInput, 'images'> & Partial<Pick<QuestionInput, 'images'>>;

/** Creates a question with its four answers, topic links and images, and awards the writer,
 * atomically. */
export async function createQuestion(
  db: Executor,
  userId: string,
  input: NewQuestion,
): Promise<{ id: string }> {
  return db.transaction((tx) => insertQuestion(tx, userId, input));
}

const p = sql.placeholder;

/** How many of the form's topics exist (a list with an unknown or repeated one falls short). */
const countTopics = preparedStatement<{ known: number }>(sql`
  select count(*)::int as known from topics where id = any(${p('topicIds')}::int[])`);

/** The writer's questions in the last hour, and the form's topics as countTopics counts them. */
const writeChecks = preparedStatement<{ recent: number; known: number }>(sql`
  select (select count(*) from questions
          where created_by = ${p('userId')}::text and created_at > now() - interval '1 hour')::int
           as recent,
         (select count(*) from topics where id = any(${p('topicIds')}::int[]))::int as known`);

/**
 * The question, its four options and its topic links in one statement (data-modifying CTEs; the
 * foreign keys are checked at its end, when the question row is there), prepared once.
 */
const insertQuestionRows = preparedStatement<{ id: string }>(sql`
  with q as (
    insert into questions
      (question_text, explanation, reference, correct_answer, points, created_by, is_published)
    values (${p('questionText')}::text, ${p('explanation')}::text, ${p('reference')}::text,
            ${p('correctAnswer')}::text, ${p('points')}::int, ${p('userId')}::text, true)
    returning id
  ), options as (
    insert into question_answers (question_id, option_id, answer_text)
    select q.id, o.option_id, o.answer_text
    from q, unnest(${p('optionIds')}::text[], ${p('answerTexts')}::text[]) as o(option_id, answer_text)
  ), links as (
    insert into question_topics (question_id, topic_id)
    select q.id, t.topic_id from q, unnest(${p('topicIds')}::int[]) as t(topic_id)
  )
  select id from q`);

/**
 * createQuestion in the caller's transaction: writing through the app (writeQuestion) is already
 * in one, where a nested transaction cost a savepoint and its release, two more round trips.
 */
async function insertQuestion(tx: Tx, userId: string, input: NewQuestion): Promise<{ id: string }> {
  const [topicCount] = await countTopics(tx, { topicIds: input.topicIds });
  if (topicCount?.known !== input.topicIds.length) throw badRequest(questionMessages.topicUnknown);
  return insertCheckedQuestion(tx, userId, input);
}

/** Writes a question whose topics are known to exist, and awards the writer. */
async function insertCheckedQuestion(
  tx: Tx,
  userId: string,
  input: NewQuestion,
): Promise<{ id: string }> {
  const [row] = await insertQuestionRows(tx, {
    questionText: input.questionText,
    explanation: input.explanation,
    reference: input.reference,
    correctAnswer: input.correctAnswer,
    points: pointsForWriting,
    userId,
    optionIds,
    answerTexts: optionIds.map((optionId) => input.answers[optionId]),
    topicIds: input.topicIds,
  });
  if (!row) throw new Error('question insert returned no row');
  await writeImages(tx, row.id, input.images ?? [], false);
  await awardPoints(
    tx,
    {
      userId,
      delta: pointsForWriting,
      reason: 'question-written',
      reference: row.id,
      awardKey: `question-written:${row.id}`,
    },
    { questionsWritten: 1 },
  );
  return row;
}

/**
 * A user writing a question through the app: at most 30 an hour (deleted ones count too, so
 * create-and-delete cannot get round it). A per-user advisory lock makes the count exact under
 * concurrent requests; the count and the topics' check are read in one statement after it.
 */
export async function writeQuestion(db: Executor, userId: string, input: QuestionInput) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'question-write:' + userId}))`);
    const [checks] = await writeChecks(tx, { userId, topicIds: input.topicIds });
    if ((checks?.recent ?? 0) >= questionsPerHour) {
      throw new AppError(
        'RATE_LIMITED',
        429,
        `You can write up to ${questionsPerHour} questions an hour. Please try again later.`,
      );
    }
    if (checks?.known !== input.topicIds.length) throw badRequest(questionMessages.topicUnknown);
    return insertCheckedQuestion(tx, userId, input);
  });
}

/**
 * Locks the caller's live question for an edit or a deletion. NO KEY UPDATE, as an UPDATE that
 * keeps the key takes: FOR UPDATE would also block the KEY SHARE lock an answer's foreign key
 * takes, and recording answers holds the author's profile while it inserts them, which the
 * deletion then waits for (a deadlock, question-delete-locks.test.ts).
 */
async function ownQuestion(db: Executor, userId: string, questionId: string) {
  const [row] = await db
    .select({ createdBy: questions.createdBy })
    .from(questions)
    .where(and(eq(questions.id, questionId), isNull(questions.deletedAt)))
    .for('no key update');
  // another's question: the same 404 as none, so an owner route never tells it exists (access.ts)
  if (!row || row.createdBy !== userId) throw notFound('Question not found');
}

/** The author edits everything in one transaction; earlier answers stay as recorded; open flags
 * are fixed. */
export async function updateQuestion(
  db: Executor,
  userId: string,
  questionId: string,
  input: QuestionInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    await ownQuestion(tx, userId, questionId);
    const known = await tx
      .select({ id: topics.id })
      .from(topics)
      .where(inArray(topics.id, input.topicIds));
    if (known.length !== input.topicIds.length) throw badRequest(questionMessages.topicUnknown);
    await tx
      .update(questions)
      .set({
        questionText: input.questionText,
        explanation: input.explanation,
        reference: input.reference,
        correctAnswer: input.correctAnswer,
        updatedAt: new Date(),
      })
      .where(eq(questions.id, questionId));
    for (const optionId of optionIds) {
      await tx
        .update(questionAnswers)
        .set({ answerText: input.answers[optionId] })
        .where(
          and(eq(questionAnswers.questionId, questionId), eq(questionAnswers.optionId, optionId)),
        );
    }
    await tx.delete(questionTopics).where(eq(questionTopics.questionId, questionId));
    await tx
      .insert(questionTopics)
      .values(input.topicIds.map((topicId) => ({ questionId, topicId })));
    await writeImages(tx, questionId, input.images, true);
    // an edit is the author's answer to every open flag: fixed, and each flagger told (ADR 039)
    await fixOpenFlags(tx, questionId, userId, input.questionText);
  });
}

/** Soft delete: hidden everywhere, histories kept; the 5 nectar for writing it are taken back. */
export async function deleteQuestion(
  db: Executor,
  userId: string,
  questionId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await ownQuestion(tx, userId, questionId);
    await tx.update(questions).set({ deletedAt: new Date() }).where(eq(questions.id, questionId));
    await awardPoints(
      tx,
      {
        userId,
        delta: -pointsForWriting,
        reason: 'question-deleted',
        reference: questionId,
        awardKey: `question-deleted:${questionId}`,
      },
      { questionsWritten: -1 },
    );
  });
}
