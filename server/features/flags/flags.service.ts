// Flagging a question: one flag per user and question (a second one updates the reason); the
// author gets an in-app notification and, when mail is configured, an e-mail.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  flaggedQuestions,
  notifications,
  profiles,
  questions,
  user,
} from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/app-error.ts';
import type { AppMailer } from '#server/plugins/mail.ts';
import { flaggedMail } from './flags.mails.ts';

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
        set: { reason, status: 'open', resolvedAt: null, updatedAt: sql`now()` },
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
