// Start-up seeding: the curriculum topics always (idempotent), the demo questions once.
// server/db sits below the features, so the caller hands in how a question is written
// (questions.service's createQuestion: counters and nectar as for any author).
import { eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../client.ts';
import { appState, topics, user } from '../schema/index.ts';
import { questionInputSchema, type QuestionInput } from '#shared/contract/questions.ts';
import { curriculumTopics } from './topics.ts';
import { demoQuestions } from './demo-questions.ts';

export async function seedTopics(db: Database): Promise<void> {
  await db
    .insert(topics)
    .values(curriculumTopics.map((name) => ({ name })))
    .onConflictDoNothing({ target: topics.name });
}

const demoAuthor = {
  id: 'demo-author',
  name: 'Hive Demo Author',
  email: 'demo-author@hive.invalid',
} as const;

/**
 * Loads the demo questions, owned by a demo author who cannot sign in (no password) and has no
 * class, so it never appears in class or regional rankings. Runs once per database: the
 * app_state row is written in the same transaction as the questions.
 */
export async function seedDemoContent(
  db: Database,
  createQuestion: (tx: Tx, authorId: string, input: QuestionInput) => Promise<unknown>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(appState)
      .values({ key: 'demo-content', value: { loadedAt: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning({ key: appState.key });
    if (marked.length === 0) return 0;

    await tx
      .insert(user)
      .values({ ...demoAuthor, emailVerified: true })
      .onConflictDoNothing();
    const topicRows = await tx
      .select({ id: topics.id, name: topics.name })
      .from(topics)
      .where(inArray(topics.name, [...curriculumTopics]));
    const topicId = new Map(topicRows.map((t) => [t.name, t.id]));

    for (const demo of demoQuestions) {
      const input = questionInputSchema.parse({
        questionText: demo.question,
        topicIds: demo.topics.map((name) => topicId.get(name)),
        answers: demo.answers,
        correctAnswer: demo.correct,
        explanation: demo.explanation,
        reference: demo.reference,
      });
      await createQuestion(tx, demoAuthor.id, input);
    }
    await tx
      .update(appState)
      .set({ value: { loadedAt: new Date().toISOString(), questions: demoQuestions.length } })
      .where(eq(appState.key, 'demo-content'));
    return demoQuestions.length;
  });
}
