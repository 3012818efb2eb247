// The objects the fuzzer aims at: one signed-in user who owns questions, a quiz and a share link,
// a quiz session of theirs and one of a visitor (with its claim token), and a real password-reset
// token. Half of the generated ids name these, so payloads reach past "not found" into the
// services. Everything is made through the real routes, as the browser would.
import fc from 'fast-check';
import { defaultRateLimits, type RateLimits } from '#server/config.ts';
import { authLinkIn, authPost, readOutbox, signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { questionForm, request, shareOk, writeOk } from '#server/test/authoring.ts';
import { answerQuestions, createTopic, startReady } from '#server/test/quiz-fixtures.ts';
import { pngOf, uploadImageOk } from '#server/test/images.ts';
import type { TestApp } from '#server/test/test-app.ts';
import { parseHistoryCursor } from '#shared/contract/history-cursor.ts';

/** Every limit of RateLimits out of reach: the fuzzer sends thousands of requests from one
 * address and one account, and a 429 would hide what the handler behind the limit does. */
export const unlimitedRateLimits = Object.fromEntries(
  Object.keys(defaultRateLimits).map((name) => [name, { max: 1_000_000_000, windowSeconds: 60 }]),
) as unknown as RateLimits;

export interface FuzzWorld {
  /** the fuzzing user's session cookie */
  cookie: string;
  /** a second account's cookie, for sign-out: signing the fuzzing user out would turn every
   * later request into a visitor's */
  signOutCookie: string;
  /** real values for a route's path parameter ([] when none names a real object) */
  realParams(url: string, name: string): string[];
  /** real values for body fields, by key (see DeriveOptions.known) */
  known: Record<string, fc.Arbitrary<unknown>>;
}

export async function createFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const user = await signUpAndSignIn(t.app, { name: 'Fuzz User' });
  const other = await signUpAndSignIn(t.app, { name: 'Fuzz Sign-out' });
  const topicIds: number[] = [];
  for (const label of ['Fuzz one', 'Fuzz two', 'Fuzz three']) {
    topicIds.push((await createTopic(t.db, label)).id);
  }
  const questionIds: string[] = [];
  for (let i = 0; i < 5; i++) {
    questionIds.push(await writeOk(t.app, user.cookie, questionForm([topicIds[i % 3]!])));
  }
  // A stored picture, for the image route's name and the question form's images.
  const image = await uploadImageOk(t.app, user.cookie, await pngOf('#f5b400'));
  const shareCode = await shareOk(t.app, user.cookie, questionIds[0]!);
  const quiz = await request(t.app, 'POST', '/api/quizzes', user.cookie, {
    name: 'Fuzz quiz',
    questionIds,
  });
  const quizCode = (quiz.json() as { shareCode: string }).shareCode;
  const mine = await request(t.app, 'GET', '/api/quizzes/mine', user.cookie);
  const quizId = (mine.json() as { id: string }[])[0]!.id;
  // The visitor's session is the one a claim token opens; the other user's is a session the
  // fuzzing user does not own.
  const visitorSession = await startReady(t.app, undefined, { type: 'quick' });
  const otherSession = await startReady(t.app, other.cookie, { type: 'quick' });
  const sessionIds = [visitorSession.id, otherSession.id];

  await authPost(t.app, 'request-password-reset', { email: user.email });
  const [mail] = await readOutbox(t.app, t.dataDir);
  const resetToken = authLinkIn(mail!.text).split('?')[0]!.split('/').pop()!;

  // A comment of the user's on their own question, for the thread's routes (ADR 038).
  const comment = await request(
    t.app,
    'POST',
    `/api/questions/${questionIds[0]}/comments`,
    user.cookie,
    {
      body: 'Fuzz comment',
    },
  );
  const commentId = (comment.json() as { id: string }).id;
  // A flag by the other user on the fuzzing user's question: its thread's routes (ADR 039). Only
  // a trainee who answered a question may flag it (ADR 058).
  await answerQuestions(t, other.cookie, [questionIds[1]!]);
  await request(t.app, 'POST', `/api/questions/${questionIds[1]}/flag`, other.cookie, {
    reason: 'Fuzz flag',
  });
  const flags = await request(t.app, 'GET', `/api/questions/${questionIds[1]}/flags`, user.cookie);
  const flagId = (flags.json() as { id: string }[])[0]!.id;

  const params: [prefix: string, name: string, values: string[]][] = [
    ['/api/questions/', 'id', questionIds],
    ['/api/questions/', 'commentId', [commentId]],
    ['/api/flags/', 'flagId', [flagId]],
    ['/api/quiz-sessions/', 'id', sessionIds],
    ['/api/quizzes/', 'id', [quizId]],
    ['/api/saved/', 'questionId', questionIds],
    ['/api/shared/', 'code', [shareCode]],
    ['/api/auth/reset-password/', 'token', [resetToken]],
    ['/api/images/', 'file', [`${image.hash}.webp`]],
  ];
  return {
    cookie: user.cookie,
    signOutCookie: other.cookie,
    realParams(url, name) {
      const found = params.find(([prefix, param]) => url.startsWith(prefix) && param === name);
      return found?.[2] ?? [];
    },
    known: {
      topicId: fc.constantFrom(...topicIds),
      topicIds: fc.uniqueArray(fc.constantFrom(...topicIds), { minLength: 1, maxLength: 3 }),
      questionId: fc.constantFrom(...questionIds),
      // GET /api/questions/similar: the question being edited
      excludeId: fc.constantFrom(...questionIds),
      questionIds: fc.uniqueArray(fc.constantFrom(...questionIds), { minLength: 1, maxLength: 5 }),
      // The question form: none, or the stored picture with alt text.
      images: fc.constantFrom([], [{ hash: image.hash, alt: 'An ECG strip' }]),
      // POST /api/quiz-sessions/claim: the visitor's session with its token.
      id: fc.constantFrom(...sessionIds),
      claimToken: fc.constant(visitorSession.claimToken!),
      // POST /api/quiz-sessions { type: 'shared-quiz', shareCode }: the fuzzing user's quiz.
      shareCode: fc.constant(quizCode),
      // History cursors as the server writes them ("<ISO time>_<id>"), on days the calendar has
      // (30 February is refused with 400, as an invalid payload).
      before: fc
        .tuple(
          fc.integer({ min: 1970, max: 2100 }),
          fc.integer({ min: 1, max: 12 }),
          fc.integer({ min: 1, max: 31 }),
          fc.integer({ min: 0, max: 86_399_999_999 }),
          fc.uuid(),
        )
        .map(([year, month, day, micros, id]) => {
          const time = new Date(micros / 1000).toISOString().slice(11, 23);
          const two = (n: number) => String(n).padStart(2, '0');
          return `${year}-${two(month)}-${two(day)}T${time}${String(micros % 1000).padStart(3, '0')}Z_${id}`;
        })
        .filter((cursor) => parseHistoryCursor(cursor) !== null),
    },
  };
}
