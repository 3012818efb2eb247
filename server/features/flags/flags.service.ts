// Flagging a question: one flag per user and question (a second one updates the reason); the
// author gets an in-app notification and, when mail is configured, an e-mail. Only a trainee who
// has answered the question may flag it, or its author (ADR 058).
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '#server/db/client.ts';
import {
  flaggedQuestions,
  notifications,
  profiles,
  questions,
  user,
  userQuestionStatus,
} from '#server/db/schema/index.ts';
import { forbidden, notFound } from '#server/lib/app-error.ts';
import { flagMessages } from '#shared/contract/flags.ts';
import type { AppMailer } from '#server/plugins/mail.ts';
import { flaggedMail } from './flags.mails.ts';

/**
 * Whether the user has answered the question themselves: a user_question_status row, which
 * recordAnswers writes for a chosen answer and never for a shared quiz's defaulted one.
 */
async function hasAnswered(tx: Tx, userId: string, questionId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: userQuestionStatus.questionId })
    .from(userQuestionStatus)
    .where(
      and(eq(userQuestionStatus.userId, userId), eq(userQuestionStatus.questionId, questionId)),
    );
  return row !== undefined;
}

export async function flagQuestion(
  deps: { db: Database; mailer: AppMailer; publicUrl: string },
  flaggerId: string,
  questionId: string,
  reason: string,
): Promise<void> {
  const notice = await deps.db.transaction(async (tx) => {
    const [question] = await tx
      .select({
        text: questions.questionText,
        createdBy: questions.createdBy,
        deletedAt: questions.deletedAt,
        authorEmail: user.email,
        authorName: profiles.name,
      })
      .from(questions)
      .innerJoin(user, eq(user.id, questions.createdBy))
      .innerJoin(profiles, eq(profiles.id, questions.createdBy))
      .where(eq(questions.id, questionId));
    if (!question || question.deletedAt) throw notFound('Question not found');
    if (question.createdBy !== flaggerId && !(await hasAnswered(tx, flaggerId, questionId))) {
      throw forbidden(flagMessages.answerFirst);
    }

    const [before] = await tx
      .select({ status: flaggedQuestions.status })
      .from(flaggedQuestions)
      .where(
        and(eq(flaggedQuestions.questionId, questionId), eq(flaggedQuestions.flaggedBy, flaggerId)),
      );
    // A flag on a question its author fixed or dismissed opens again (ADR 039).
    const [flag] = await tx
      .insert(flaggedQuestions)
      .values({ questionId, flaggedBy: flaggerId, reason })
      .onConflictDoUpdate({
        target: [flaggedQuestions.questionId, flaggedQuestions.flaggedBy],
        set: {
          reason,
          status: 'open',
          resolvedAt: null,
          updatedAt: sql`now()`,
          // a new reason on an open flag does not start its week again; a reopened one does
          // (ADR 058)
          openedAt: sql`case when ${flaggedQuestions.status} = 'open'
            then ${flaggedQuestions.openedAt} else now() end`,
          lapsed: sql`${flaggedQuestions.status} = 'open' and ${flaggedQuestions.lapsed}`,
        },
      })
      .returning({ id: flaggedQuestions.id });
    // No notice to oneself, and one per open flag: re-flagging with a new reason must not become
    // a way to send an author notification after notification (and e-mail after e-mail). A
    // reopened flag is news again; the author acted on the last one.
    if (!flag || question.createdBy === flaggerId || before?.status === 'open') return null;

    const [flagger] = await tx
      .select({ name: profiles.name })
      .from(profiles)
      .where(eq(profiles.id, flaggerId));
    await tx.insert(notifications).values({
      userId: question.createdBy,
      kind: 'question-flagged',
      payload: {
        questionId,
        flagId: flag.id,
        questionText: question.text.slice(0, 200),
        reason,
        flaggedByName: flagger?.name ?? '',
      },
    });
    return question;
  });

  // Mail after the commit, in the background; a mail failure must not undo the flag (the in-app
  // notice exists).
  if (notice && deps.mailer.delivers) {
    deps.mailer.send(
      'flag',
      flaggedMail(
        notice.authorEmail,
        notice.authorName,
        notice.text,
        reason,
        `${deps.publicUrl}/my-questions`,
      ),
    );
  }
}
