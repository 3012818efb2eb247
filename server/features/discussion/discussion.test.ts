// Ratings and discussion (ADR 038) on a real database: only those who answered a question (and
// its author) reach its ratings and thread, 404 for anyone else; one rating per user, averages
// computed exactly; comments plain text up to 1000 characters, edited and soft-deleted only by
// their writer, reported once, rate-limited; the author's bell hears of comments and milestones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import {
  answersFor,
  completeOk,
  createQuestions,
  createTopic,
  relaxedRateLimits,
  startReady,
  type MadeQuestion,
} from '#server/test/quiz-fixtures.ts';
import { commentReports, notifications } from '#server/db/schema/index.ts';
import type { Comment, CommentList, QuestionRating } from '#shared/contract/discussion.ts';
import type { MyQuestion } from '#shared/contract/questions.ts';

let t: TestApp;
let author: User;
type User = Awaited<ReturnType<typeof signUpAndSignIn>>;

const commentWrites = 6;

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { ...relaxedRateLimits, commentWrites: { max: commentWrites, windowSeconds: 600 } },
  });
  author = await signUpAndSignIn(t.app, { name: 'Question Author' });
});
afterAll(async () => {
  await t?.close();
});

function call(
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: { origin: testOrigin, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

/** A fresh question by the author, in a topic of its own. */
async function newQuestion(): Promise<MadeQuestion> {
  const topic = await createTopic(t.db);
  const [q] = await createQuestions(t.db, author.userId, [topic.id], 1);
  return q!;
}

/** The user answers the question (wrongly) through a real quiz. */
async function answer(user: User, q: MadeQuestion) {
  const [row] = await t.db
    .execute<{ topic_id: number }>(
      sql`select topic_id from question_topics where question_id = ${q.id}`,
    )
    .then((r) => r.rows);
  const session = await startReady(t.app, user.cookie, {
    type: 'topic',
    topicId: row!.topic_id,
    questionCount: 'all',
  });
  await completeOk(t.app, user.cookie, session.id, {
    answers: answersFor(session.questions, [q], []),
  });
}

async function answeringUser(q: MadeQuestion, name?: string) {
  const user = await signUpAndSignIn(t.app, name ? { name } : {});
  await answer(user, q);
  return user;
}

const rate = (user: User | undefined, q: MadeQuestion, body: object) =>
  call('PUT', `/api/questions/${q.id}/ratings`, user?.cookie, body);
const comments = (user: User | undefined, q: MadeQuestion) =>
  call('GET', `/api/questions/${q.id}/comments`, user?.cookie);
const post = (user: User, q: MadeQuestion, body: string) =>
  call('POST', `/api/questions/${q.id}/comments`, user.cookie, { body });

async function noticesOf(userId: string, kind: string) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), sql`${notifications.kind} = ${kind}`));
}

describe('ratings', () => {
  it('401 for a visitor, 404 before answering, 403 for the author', async () => {
    const q = await newQuestion();
    const stranger = await signUpAndSignIn(t.app);
    expect((await rate(undefined, q, { quality: 4 })).statusCode).toBe(401);
    expect((await call('GET', `/api/questions/${q.id}/ratings`)).statusCode).toBe(401);
    const unanswered = await rate(stranger, q, { quality: 4 });
    expect(unanswered.statusCode).toBe(404);
    expect(unanswered.json().error.message).toBe('Question not found');
    expect((await call('GET', `/api/questions/${q.id}/ratings`, stranger.cookie)).statusCode).toBe(
      404,
    );

    const own = await rate(author, q, { quality: 5 });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('You cannot rate your own question');
    // the author still reads the (empty) summary
    const read = await call('GET', `/api/questions/${q.id}/ratings`, author.cookie);
    expect(read.json()).toMatchObject({ canRate: false, mine: null, summary: { count: 0 } });
  });

  it('one rating per user, changeable part by part; averages exact after every change', async () => {
    const q = await newQuestion();
    const [a, b, c] = [await answeringUser(q), await answeringUser(q), await answeringUser(q)];

    expect((await rate(a, q, { quality: 5 })).json()).toMatchObject({
      canRate: true,
      mine: { quality: 5, difficulty: null },
    });
    await rate(a, q, { difficulty: 'hard' });
    await rate(b, q, { quality: 4, difficulty: 'easy' });
    const third = (await rate(c, q, { quality: 4 })).json() as QuestionRating;
    // (5 + 4 + 4) / 3 = 4.333... → 4.3
    expect(third.summary).toEqual({
      count: 3,
      qualityCount: 3,
      qualityAverage: 4.3,
      difficulty: { easy: 1, medium: 0, hard: 1 },
    });
    // a changes their mind: still one row each, the mean recomputed (2 + 4 + 4) / 3 = 3.3
    const changed = (await rate(a, q, { quality: 2 })).json() as QuestionRating;
    expect(changed.mine).toEqual({ quality: 2, difficulty: 'hard' });
    expect(changed.summary).toMatchObject({ count: 3, qualityAverage: 3.3 });
    const rows = await t.db.execute(
      sql`select count(*)::int as n from question_ratings where question_id = ${q.id}`,
    );
    expect(rows.rows[0]).toEqual({ n: 3 });

    // the author sees the same averages
    const authorView = (
      await call('GET', `/api/questions/${q.id}/ratings`, author.cookie)
    ).json() as QuestionRating;
    expect(authorView.summary).toEqual(changed.summary);
    // ... and on My Questions
    const mine = (await call('GET', '/api/questions/mine', author.cookie)).json() as MyQuestion[];
    expect(mine.find((m) => m.id === q.id)?.ratings).toEqual(changed.summary);
  });

  it('refuses a quality outside 1-5 and an empty rating', async () => {
    const q = await newQuestion();
    const a = await answeringUser(q);
    expect((await rate(a, q, { quality: 6 })).statusCode).toBe(400);
    expect((await rate(a, q, { quality: 2.5 })).statusCode).toBe(400);
    expect((await rate(a, q, { difficulty: 'trivial' })).statusCode).toBe(400);
    const empty = await rate(a, q, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('Choose a quality or a difficulty');
  });

  it('sends the author one rating summary at 5 raters, not one per rating', async () => {
    const q = await newQuestion();
    const raters = [];
    for (let i = 0; i < 5; i++) raters.push(await answeringUser(q));
    for (const [i, r] of raters.entries()) {
      await rate(r, q, { quality: i < 4 ? 4 : 5 });
      expect(
        await noticesOf(author.userId, 'question-rating-summary').then(
          (n) => n.filter((x) => x.payload.questionId === q.id).length,
        ),
      ).toBe(i < 4 ? 0 : 1);
    }
    // changing a rating is not a new rater: no second notice
    await rate(raters[0]!, q, { quality: 3 });
    const notices = (await noticesOf(author.userId, 'question-rating-summary')).filter(
      (n) => n.payload.questionId === q.id,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.payload).toMatchObject({ ratingCount: 5, qualityAverage: 4.2 });
  });
});

describe('comments', () => {
  it('hidden before answering (404), visible after; visitor 401', async () => {
    const q = await newQuestion();
    const commenter = await answeringUser(q, 'First Commenter');
    const posted = await post(commenter, q, '  Why is C wrong here?  ');
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toMatchObject({
      body: 'Why is C wrong here?',
      authorName: 'First Commenter',
      mine: true,
    });

    const later = await signUpAndSignIn(t.app);
    const hidden = await comments(later, q);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe('Question not found');
    expect(JSON.stringify(hidden.json())).not.toContain('Why is C');
    expect((await post(later, q, 'me too')).statusCode).toBe(404);
    expect((await comments(undefined, q)).statusCode).toBe(401);

    await answer(later, q);
    const list = (await comments(later, q)).json() as CommentList;
    expect(list.canWrite).toBe(true);
    expect(list.items.map((c) => [c.body, c.mine, c.byQuestionAuthor])).toEqual([
      ['Why is C wrong here?', false, false],
    ]);
  });

  it("marks the author's replies, lists oldest first, notifies the author of others' comments only", async () => {
    const q = await newQuestion();
    const trainee = await answeringUser(q, 'Curious Trainee');
    await post(trainee, q, 'Is the dose per kg?');
    await post(author, q, 'Yes, per kg.');
    const list = (await comments(trainee, q)).json() as CommentList;
    expect(list.items.map((c) => [c.authorName, c.byQuestionAuthor])).toEqual([
      ['Curious Trainee', false],
      ['Question Author', true],
    ]);
    const notices = (await noticesOf(author.userId, 'question-comment')).filter(
      (n) => n.payload.questionId === q.id,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.payload).toMatchObject({
      commenterName: 'Curious Trainee',
      excerpt: 'Is the dose per kg?',
      questionText: q.questionText,
    });
  });

  it('1000 characters are fine, 1001 refused with a clear message; control characters refused', async () => {
    const q = await newQuestion();
    const user = await answeringUser(q);
    expect((await post(user, q, 'x'.repeat(1000))).statusCode).toBe(200);
    const long = await post(user, q, 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('Comment must be at most 1000 characters');
    const blank = await post(user, q, '   ');
    expect(blank.json().error.message).toBe('Comment is empty');
    const bell = await post(user, q, 'bad\u0007bell');
    expect(bell.json().error.message).toBe('Comment must not contain control characters');
  });

  it('edit and delete only by the writer (404 for others); deleted shows as deleted in place', async () => {
    const q = await newQuestion();
    const writer = await answeringUser(q, 'The Writer');
    const other = await answeringUser(q);
    const first = (await post(writer, q, 'first')).json() as Comment;
    await post(other, q, 'second');
    const url = `/api/questions/${q.id}/comments/${first.id}`;

    expect((await call('PATCH', url, other.cookie, { body: 'hijack' })).statusCode).toBe(404);
    expect((await call('DELETE', url, other.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', url, author.cookie)).statusCode).toBe(404);

    const edited = await call('PATCH', url, writer.cookie, { body: 'first, edited' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      body: 'first, edited',
      editedAt: expect.any(String) as string,
    });

    expect((await call('DELETE', url, writer.cookie)).statusCode).toBe(200);
    const list = (await comments(other, q)).json() as CommentList;
    expect(list.items).toHaveLength(2);
    expect(list.items[0]).toMatchObject({ deleted: true, body: null, authorName: null });
    expect(JSON.stringify(list)).not.toContain('first, edited');
    expect(list.items[1]).toMatchObject({ body: 'second', deleted: false });
    // a deleted comment is gone for edits too
    expect((await call('PATCH', url, writer.cookie, { body: 'back' })).statusCode).toBe(404);
  });

  it("reports once per user, never one's own", async () => {
    const q = await newQuestion();
    const writer = await answeringUser(q);
    const reader = await answeringUser(q);
    const c = (await post(writer, q, 'rude words')).json() as Comment;
    const url = `/api/questions/${q.id}/comments/${c.id}/report`;
    expect((await call('POST', url, reader.cookie)).statusCode).toBe(200);
    expect((await call('POST', url, reader.cookie)).statusCode).toBe(200);
    const own = await call('POST', url, writer.cookie);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('You cannot report your own comment');
    const rows = await t.db.select().from(commentReports).where(eq(commentReports.commentId, c.id));
    expect(rows).toHaveLength(1);
    const list = (await comments(reader, q)).json() as CommentList;
    expect(list.items[0]!.reportedByMe).toBe(true);
  });

  it(`refuses the ${commentWrites + 1}th comment write in the window with 429`, async () => {
    const q = await newQuestion();
    const user = await answeringUser(q);
    for (let i = 0; i < commentWrites; i++) {
      expect((await post(user, q, `comment ${i}`)).statusCode).toBe(200);
    }
    const refused = await post(user, q, 'one more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'You are commenting too fast. Please try again in a few minutes.',
    );
  });

  it('a deleted question keeps its thread readable but read-only', async () => {
    const q = await newQuestion();
    const user = await answeringUser(q);
    await post(user, q, 'before deletion');
    await t.db.execute(sql`update questions set deleted_at = now() where id = ${q.id}`);
    const list = (await comments(user, q)).json() as CommentList;
    expect(list).toMatchObject({ canWrite: false, items: [{ body: 'before deletion' }] });
    const refused = await post(user, q, 'after');
    expect(refused.statusCode).toBe(409);
    expect((await rate(user, q, { quality: 3 })).statusCode).toBe(409);
  });
});

describe('reported comments', () => {
  const report = (user: User, q: MadeQuestion, c: Comment) =>
    call('POST', `/api/questions/${q.id}/comments/${c.id}/report`, user.cookie);
  const review = (user: User, q: MadeQuestion, c: Comment, action: 'keep' | 'remove') =>
    call('POST', `/api/questions/${q.id}/comments/${c.id}/${action}`, user.cookie);
  const bodies = async (user: User, q: MadeQuestion) =>
    ((await comments(user, q)).json() as CommentList).items.map((c) => c.body);

  /** A question with a comment reported by `reports` different readers. */
  async function reported(reports: number) {
    const q = await newQuestion();
    const writer = await answeringUser(q, 'Reported Writer');
    const readers = [];
    for (let i = 0; i < reports + 1; i++) readers.push(await answeringUser(q));
    const c = (await post(writer, q, 'a rude remark')).json() as Comment;
    await post(readers[0]!, q, 'a kind remark');
    for (const reader of readers.slice(0, reports)) {
      expect((await report(reader, q, c)).statusCode).toBe(200);
    }
    return { q, writer, readers, c };
  }

  it('2 reports change nothing; the 3rd hides it from everyone but its writer and the author', async () => {
    const two = await reported(2);
    expect(await bodies(two.readers[2]!, two.q)).toEqual(['a rude remark', 'a kind remark']);

    const { q, writer, readers, c } = await reported(3);
    const bystander = readers[3]!;
    // Hidden from readers, reporters included: not even its place shows.
    for (const reader of [bystander, readers[0]!]) {
      const list = (await comments(reader, q)).json() as CommentList;
      expect(list.items.map((i) => i.body)).toEqual(['a kind remark']);
      expect(JSON.stringify(list)).not.toContain(c.id);
    }
    const own = (await comments(writer, q)).json() as CommentList;
    expect(own.items[0]).toMatchObject({ body: 'a rude remark', hidden: true, openReports: null });
    const authors = (await comments(author, q)).json() as CommentList;
    expect(authors.items.map((i) => [i.body, i.hidden, i.openReports])).toEqual([
      ['a rude remark', true, 3],
      ['a kind remark', false, 0],
    ]);
  });

  it('only the question author reviews: 403 for a reader, 404 without the thread, 409 unreported', async () => {
    const { q, writer, readers, c } = await reported(3);
    for (const user of [readers[3]!, writer]) {
      const refused = await review(user, q, c, 'remove');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(
        "Only the question's author can review reported comments",
      );
      expect((await review(user, q, c, 'keep')).statusCode).toBe(403);
    }
    const stranger = await signUpAndSignIn(t.app);
    expect((await review(stranger, q, c, 'keep')).statusCode).toBe(404);
    expect((await review(stranger, q, c, 'remove')).statusCode).toBe(404);
    // A comment of another question's thread is not found through this one.
    const other = await reported(1);
    expect((await review(author, q, other.c, 'remove')).statusCode).toBe(404);

    const kind = ((await comments(author, q)).json() as CommentList).items[1]!;
    const unreported = await review(author, q, kind, 'remove');
    expect(unreported.statusCode).toBe(409);
    expect(unreported.json().error.message).toBe('This comment has no reports to review');
    // Still hidden: nothing above acted on it.
    expect(await bodies(readers[3]!, q)).toEqual(['a kind remark']);
  });

  it('Keep shows it again and ends those reports: the same reporters cannot hide it again', async () => {
    const { q, writer, readers, c } = await reported(3);
    expect((await review(author, q, c, 'keep')).statusCode).toBe(200);
    expect(await bodies(readers[3]!, q)).toEqual(['a rude remark', 'a kind remark']);
    const authors = (await comments(author, q)).json() as CommentList;
    expect(authors.items[0]).toMatchObject({ hidden: false, openReports: 0 });
    // Reporting again is a no-op for the three; a fourth reader's report is one open report.
    for (const reader of readers.slice(0, 3)) await report(reader, q, c);
    expect((await report(readers[3]!, q, c)).statusCode).toBe(200);
    const after = (await comments(author, q)).json() as CommentList;
    expect(after.items[0]).toMatchObject({ hidden: false, openReports: 1 });
    expect(await bodies(readers[3]!, q)).toContain('a rude remark');
    expect(await noticesOf(writer.userId, 'comment-removed')).toHaveLength(0);
  });

  it('Remove soft-deletes it and tells its writer', async () => {
    const { q, writer, readers, c } = await reported(3);
    expect((await review(author, q, c, 'remove')).statusCode).toBe(200);
    const list = (await comments(readers[3]!, q)).json() as CommentList;
    expect(list.items[0]).toMatchObject({ deleted: true, body: null, hidden: false });
    expect(JSON.stringify(list)).not.toContain('a rude remark');
    const notices = await noticesOf(writer.userId, 'comment-removed');
    expect(notices.map((n) => n.payload)).toEqual([
      { questionId: q.id, questionText: q.questionText, excerpt: 'a rude remark' },
    ]);
    // Gone for good: its writer cannot edit it back, and it cannot be reviewed again.
    const url = `/api/questions/${q.id}/comments/${c.id}`;
    expect((await call('PATCH', url, writer.cookie, { body: 'back' })).statusCode).toBe(404);
    expect((await review(author, q, c, 'keep')).statusCode).toBe(404);
  });

  it('a kept comment has no open reports left to review (409)', async () => {
    const { q, c } = await reported(1);
    expect((await review(author, q, c, 'keep')).statusCode).toBe(200);
    expect((await review(author, q, c, 'keep')).statusCode).toBe(409);
  });
});
