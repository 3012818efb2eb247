// Stale rows go; everything a user can still use stays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  images,
  profiles,
  questionImages,
  quizSessions,
  rateLimits,
  user,
} from '#server/db/schema/index.ts';
import { pngOf, uploadImageOk } from '#server/test/images.ts';
import { imageUrl } from '#shared/contract/images.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import {
  answersFor,
  completeOk,
  createQuestions,
  createTopic,
  relaxedRateLimits,
  startReady,
} from '#server/test/quiz-fixtures.ts';
import { removeStaleRows } from './housekeeping.service.ts';
import { removeUnusedImages } from './unused-images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
});
afterAll(() => t.close());

const age = (id: string, days: number) =>
  t.db
    .update(quizSessions)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(quizSessions.id, id));
const exists = async (id: string) =>
  (await t.db.select().from(quizSessions).where(eq(quizSessions.id, id))).length === 1;

describe('housekeeping', () => {
  it('removes abandoned sessions and unclaimed visitor attempts past 7 days, nothing else', async () => {
    const author = await signUpAndSignIn(t.app);
    const topic = await createTopic(t.db);
    const questions = await createQuestions(t.db, author.userId, [topic.id], 2);
    const user = await signUpAndSignIn(t.app);
    const scope = { type: 'topic', topicId: topic.id } as const;

    const abandonedOld = await startReady(t.app, user.cookie, scope);
    const abandonedNew = await startReady(t.app, user.cookie, scope);
    const completedOld = await startReady(t.app, user.cookie, scope);
    await completeOk(t.app, user.cookie, completedOld.id, {
      answers: answersFor(completedOld.questions, questions, []),
    });
    const visitorOld = await startReady(t.app, undefined, scope);
    await completeOk(t.app, undefined, visitorOld.id, {
      answers: [],
      claimToken: visitorOld.claimToken!,
    });
    const visitorNew = await startReady(t.app, undefined, scope);
    await completeOk(t.app, undefined, visitorNew.id, {
      answers: [],
      claimToken: visitorNew.claimToken!,
    });
    await age(abandonedOld.id, 8);
    await age(abandonedNew.id, 6);
    await age(completedOld.id, 30);
    await age(visitorOld.id, 8);
    await age(visitorNew.id, 6);
    await t.db.insert(rateLimits).values({
      key: 'housekeeping-test',
      windowStart: sql`now() - interval '2 days'`,
      count: 1,
    });

    const removed = await removeStaleRows(t.db);
    expect(removed.abandonedSessions).toBe(1);
    expect(removed.expiredVisitorAttempts).toBe(1);
    expect(removed.rateLimitRows).toBeGreaterThanOrEqual(1);
    expect(await exists(abandonedOld.id)).toBe(false);
    expect(await exists(visitorOld.id)).toBe(false);
    for (const kept of [abandonedNew, completedOld, visitorNew]) {
      expect(await exists(kept.id)).toBe(true);
    }
    // A user's completed quiz keeps its recorded answers.
    const answers = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from user_answers where quiz_session_id = ${completedOld.id}`,
    );
    expect(answers.rows[0]!.n).toBe(2);
  });

  it('removes images no question nor avatar shows, older than a day; once, with two servers at it', async () => {
    const author = await signUpAndSignIn(t.app);
    const upload = async (colour: string) =>
      (await uploadImageOk(t.app, author.cookie, await pngOf(colour))).hash;
    const [onQuestion, asAvatar, asUserImage, unused, fresh, uploadedAgain] = await Promise.all(
      ['#101010', '#202020', '#303030', '#404040', '#505050', '#606060'].map(upload),
    );
    const topic = await createTopic(t.db);
    const [question] = await createQuestions(t.db, author.userId, [topic.id], 1);
    await t.db
      .insert(questionImages)
      .values({ questionId: question!.id, position: 1, imageHash: onQuestion!, altText: 'ECG' });
    await t.db
      .update(profiles)
      .set({ profilePictureUrl: imageUrl(asAvatar!) })
      .where(eq(profiles.id, author.userId));
    const other = await signUpAndSignIn(t.app);
    await t.db
      .update(user)
      .set({ image: imageUrl(asUserImage!) })
      .where(eq(user.id, other.userId));
    // All but one a day and an hour old; the last one is uploaded again now, for a new question.
    await t.db
      .update(images)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`${images.hash} <> ${fresh!}`);
    expect(await upload('#606060')).toBe(uploadedAgain);

    // Two app servers sweep at the same moment: the one unused old image goes, once.
    const removed = await Promise.all([removeUnusedImages(t.db), removeUnusedImages(t.db)]);
    expect(removed.reduce((a, b) => a + b, 0)).toBe(1);
    const left = new Set(
      (await t.db.select({ hash: images.hash }).from(images)).map((r) => r.hash),
    );
    expect(left.has(unused!)).toBe(false);
    for (const kept of [onQuestion, asAvatar, asUserImage, fresh, uploadedAgain]) {
      expect(left.has(kept!)).toBe(true);
    }
    // The hourly step runs it too; nothing is left to remove.
    expect((await removeStaleRows(t.db)).unusedImages).toBe(0);
    const served = await t.app.inject({ method: 'GET', url: imageUrl(onQuestion!) });
    expect(served.statusCode).toBe(200);
  });
});
