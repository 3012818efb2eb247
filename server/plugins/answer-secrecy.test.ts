// Answer secrecy with canaries: questions whose explanation and reference are unique
// strings, and whose correct option's text is one too. Before a user answers a canary, no
// response of any route (success or error, visitor or signed in, including the empty
// completion) may contain its explanation or reference, or name its correct option,
// or carry its peer statistics (ADR 032), which hint at the answer: five other trainees have
// answered every canary, so the statistics exist and could leak.
import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { questionForm, request, shareOk, writeOk } from '#server/test/authoring.ts';
import {
  completeOk,
  createTopic,
  relaxedRateLimits,
  startReady,
} from '#server/test/quiz-fixtures.ts';
import { minPeerAnswers } from '#shared/contract/question-view.ts';
import { claimTokenHeader } from '#shared/contract/claim-token.ts';

let t: TestApp;
const secrets: string[] = [];
let author: Awaited<ReturnType<typeof signUpAndSignIn>>;
let taker: Awaited<ReturnType<typeof signUpAndSignIn>>;
let topicId: number;
let shareCode: string;
let quizCode: string;
const canaryIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
  author = await signUpAndSignIn(t.app, { name: 'Canary Author' });
  taker = await signUpAndSignIn(t.app, { name: 'Canary Taker' });
  topicId = (await createTopic(t.db, 'Canaries')).id;
  for (let i = 0; i < 3; i++) {
    const tag = randomBytes(6).toString('hex');
    const explanation = `CANARY-EXPLANATION-${tag} must never leave the server early`;
    const reference = `https://canary.example/CANARY-REFERENCE-${tag}`;
    secrets.push(explanation, reference);
    canaryIds.push(
      await writeOk(t.app, author.cookie, questionForm([topicId], { explanation, reference })),
    );
  }
  shareCode = await shareOk(t.app, author.cookie, canaryIds[0]!);
  const quiz = await request(t.app, 'POST', '/api/quizzes', author.cookie, {
    name: 'Canary quiz',
    questionIds: canaryIds,
  });
  quizCode = (quiz.json() as { shareCode: string }).shareCode;
  // Enough other trainees answer every canary for its peer statistics to exist.
  for (let i = 0; i < minPeerAnswers; i++) {
    const peer = await signUpAndSignIn(t.app, { name: `Canary Peer ${i}` });
    const session = await startReady(t.app, peer.cookie, { type: 'topic', topicId });
    await completeOk(t.app, peer.cookie, session.id, {
      answers: session.questions.map((q) => ({ questionId: q.id, selectedAnswer: 'b' as const })),
    });
  }
});
afterAll(() => t.close());

/** No canary explanation or reference in the body, no correct option named in it (an
 * unanswered question's key may come back only as null), and no peer statistics. The API
 * reference (ADR 046) names those fields, as schemas with no values: only the canaries apply. */
function expectNoSecret(label: string, response: LightMyRequestResponse) {
  for (const secret of secrets) expect(response.body, label).not.toContain(secret);
  if (/^GET \/api\/(openapi\.json|docs\/(json|yaml))$/.test(label)) return;
  expect(response.body, label).not.toMatch(/"correct_?[aA]nswer":"/);
  expect(response.body, label).not.toMatch(/"peer_?[sS]tats":\{|"answered_?[bB]y"|chose_?[a-dA-D]/);
}

/** Fills a route's parameters with the canaries' own codes and ids. */
function concrete(url: string, sessionId: string): string {
  return url
    .replace('/api/shared/:code', `/api/shared/${shareCode}`)
    .replace('/api/quiz-sessions/:id', `/api/quiz-sessions/${sessionId}`)
    .replace(':id', canaryIds[0]!)
    .replace(':code', shareCode)
    .replace(':token', 'none');
}

describe('answer secrecy', () => {
  it('no GET route shows a canary before it is answered, to a visitor or a classmate', async () => {
    const session = await startReady(t.app, taker.cookie, { type: 'topic', topicId });
    const gets = t.app.apiRoutes.filter((r) => r.method === 'GET');
    expect(gets.length).toBeGreaterThan(10);
    for (const route of gets) {
      for (const cookie of [undefined, taker.cookie]) {
        const url = concrete(route.url, session.id);
        expectNoSecret(`GET ${url}`, await request(t.app, 'GET', url, cookie));
      }
    }
  });

  it('starting a quiz, as a visitor or signed in, issues the canaries without their key', async () => {
    for (const cookie of [undefined, taker.cookie]) {
      const response = await request(t.app, 'POST', '/api/quiz-sessions', cookie, {
        type: 'topic',
        topicId,
        questionCount: 'all',
      });
      expect(response.json().status).toBe('ready');
      expectNoSecret('start', response);
    }
  });

  it('refused and empty completions reveal nothing', async () => {
    for (const cookie of [undefined, taker.cookie]) {
      const session = await startReady(t.app, cookie, { type: 'topic', topicId });
      const claimToken = session.claimToken ?? undefined;
      const url = `/api/quiz-sessions/${session.id}/complete`;
      const bad = [
        { answers: [{ questionId: randomUUID(), selectedAnswer: 'a' }], claimToken },
        {
          answers: [
            { questionId: canaryIds[0], selectedAnswer: 'a' },
            { questionId: canaryIds[0], selectedAnswer: 'b' },
          ],
          claimToken,
        },
        { answers: [{ questionId: canaryIds[0], selectedAnswer: 'z' }], claimToken },
        { answers: 'nope' },
      ];
      for (const body of bad) {
        const response = await request(t.app, 'POST', url, cookie, body);
        expect(response.statusCode).toBe(400);
        expectNoSecret('refused completion', response);
      }
      const empty = await request(t.app, 'POST', url, cookie, { answers: [], claimToken });
      expect(empty.statusCode).toBe(200);
      expectNoSecret('empty completion', empty);
      const replay = await request(t.app, 'POST', url, cookie, { answers: [], claimToken });
      expectNoSecret('replayed completion', replay);
    }
  });

  it('a shared quiz started, finished empty, replayed or refused reveals nothing', async () => {
    for (const cookie of [undefined, taker.cookie]) {
      const start = await request(t.app, 'POST', '/api/quiz-sessions', cookie, {
        type: 'shared-quiz',
        shareCode: quizCode,
      });
      expect(start.json().status).toBe('ready');
      expectNoSecret('shared quiz start', start);
      const session = await startReady(t.app, cookie, { type: 'shared-quiz', shareCode: quizCode });
      const claimToken = session.claimToken ?? undefined;
      const url = `/api/quiz-sessions/${session.id}/complete`;
      const refused = await request(t.app, 'POST', url, cookie, {
        answers: [{ questionId: canaryIds[0], selectedAnswer: 'x' }],
        claimToken,
      });
      expect(refused.statusCode).toBe(400);
      expectNoSecret('refused shared quiz', refused);
      // Every question counts as a [product#unanswered-as-a], but none was answered: no key comes
      // back.
      const empty = await request(t.app, 'POST', url, cookie, { answers: [], claimToken });
      expect(empty.statusCode).toBe(200);
      expectNoSecret('empty shared quiz', empty);
      const replay = await request(t.app, 'POST', url, cookie, { answers: [], claimToken });
      expectNoSecret('replayed shared quiz', replay);
      const result = await request(
        t.app,
        'GET',
        `/api/quiz-sessions/${session.id}/result`,
        cookie,
        undefined,
        claimToken ? { [claimTokenHeader]: claimToken } : {},
      );
      expect(result.statusCode).toBe(200);
      expectNoSecret('shared quiz result', result);
    }
  });

  it('a shared quiz finished empty opens nothing the taker did not answer', async () => {
    // The test above had the taker finish the canary quiz with nothing chosen: every question
    // was checked as a and recorded, and still none was answered.
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from user_answers
          where user_id = ${taker.userId} and question_id = any(${sql.param(canaryIds)}::uuid[])`,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
    const session = await startReady(t.app, taker.cookie, {
      type: 'topic',
      topicId,
      excludeCorrect: false,
    });
    for (const route of t.app.apiRoutes.filter((r) => r.method === 'GET')) {
      const url = concrete(route.url, session.id);
      expectNoSecret(`GET ${url}`, await request(t.app, 'GET', url, taker.cookie));
    }
    // the history lists no answer the taker did not give
    for (const path of ['/api/stats/history/answers', '/api/stats/history/wrong-answers']) {
      const history = await request(t.app, 'GET', path, taker.cookie);
      expect(history.statusCode).toBe(200);
      expect(history.json().items).toEqual([]);
    }
    for (const id of canaryIds) {
      // the discussion and the ratings, as for a question never answered
      for (const path of ['comments', 'ratings']) {
        const thread = await request(t.app, 'GET', `/api/questions/${id}/${path}`, taker.cookie);
        expect(thread.statusCode, path).toBe(404);
      }
      const saved = await request(t.app, 'PUT', `/api/saved/${id}`, taker.cookie, { note: '' });
      expect(saved.statusCode).toBe(404);
      const flagged = await request(t.app, 'POST', `/api/questions/${id}/flag`, taker.cookie, {
        reason: 'Looks wrong',
      });
      expect(flagged.statusCode).toBe(403);
    }
  });

  it('a tutor session reveals only the questions it checked, on every route (ADR 075)', async () => {
    const tutee = await signUpAndSignIn(t.app, { name: 'Canary Tutee' });
    for (const cookie of [undefined, tutee.cookie]) {
      const start = await request(t.app, 'POST', '/api/quiz-sessions', cookie, {
        type: 'topic',
        topicId,
        tutor: true,
      });
      expectNoSecret('tutor start', start);
      const session = start.json().session as { id: string; claimToken: string | null };
      const headers: Record<string, string> = session.claimToken
        ? { [claimTokenHeader]: session.claimToken }
        : {};
      const sessionUrl = `/api/quiz-sessions/${session.id}`;
      const answerUrl = (id: string) => `${sessionUrl}/answers/${id}`;
      const gets = async () => {
        for (const route of t.app.apiRoutes.filter((r) => r.method === 'GET')) {
          const url = concrete(route.url, session.id);
          const response = await request(t.app, 'GET', url, cookie, undefined, headers);
          if (url !== sessionUrl) expectNoSecret(`GET ${url}`, response);
          else checkedOnly(response);
        }
      };
      /** The resumed session: the first canary's key once checked, never another's. */
      let checked = 0;
      const checkedOnly = (response: LightMyRequestResponse) => {
        expect(response.statusCode).toBe(200);
        for (const secret of secrets.slice(2)) expect(response.body).not.toContain(secret);
        for (const secret of secrets.slice(0, 2)) {
          expect(response.body.includes(secret)).toBe(checked > 0);
        }
        expect(response.body.match(/"correctAnswer":"/g) ?? []).toHaveLength(checked);
      };

      // saved but not checked: nothing anywhere
      const saved = await request(
        t.app,
        'PUT',
        answerUrl(canaryIds[1]!),
        cookie,
        {
          selectedAnswer: 'a',
        },
        headers,
      );
      expect(saved.statusCode).toBe(200);
      expectNoSecret('tutor save', saved);
      await gets();

      // refused checks reveal nothing: another option of the set, another's session, a bad body
      const refused = [
        await request(
          t.app,
          'POST',
          `${answerUrl(canaryIds[0]!)}/check`,
          cookie,
          {
            selectedAnswer: 'z',
          },
          headers,
        ),
        await request(
          t.app,
          'POST',
          `${answerUrl(randomUUID())}/check`,
          cookie,
          {
            selectedAnswer: 'a',
          },
          headers,
        ),
        await request(t.app, 'POST', `${answerUrl(canaryIds[0]!)}/check`, taker.cookie, {
          selectedAnswer: 'a',
        }),
      ];
      expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 404]);
      for (const r of refused) expectNoSecret('refused tutor check', r);

      const check = await request(
        t.app,
        'POST',
        `${answerUrl(canaryIds[0]!)}/check`,
        cookie,
        {
          selectedAnswer: 'a',
        },
        headers,
      );
      expect(check.statusCode).toBe(200);
      expect(check.body).toContain(secrets[0]);
      for (const secret of secrets.slice(2)) expect(check.body).not.toContain(secret);
      checked = 1;
      await gets();
      // the locked answer refuses a change, and the refusal reveals nothing more
      const locked = await request(
        t.app,
        'POST',
        `${answerUrl(canaryIds[0]!)}/check`,
        cookie,
        {
          selectedAnswer: 'b',
        },
        headers,
      );
      expect(locked.statusCode).toBe(409);
      expectNoSecret('locked tutor check', locked);
    }
    // a normal session refuses a check and reveals nothing
    const normal = await startReady(t.app, tutee.cookie, { type: 'topic', topicId });
    const refused = await request(
      t.app,
      'POST',
      `/api/quiz-sessions/${normal.id}/answers/${canaryIds[2]!}/check`,
      tutee.cookie,
      { selectedAnswer: 'a' },
    );
    expect(refused.statusCode).toBe(400);
    expectNoSecret('check in a normal session', refused);
  });

  it('a refused shared-question check reveals nothing', async () => {
    for (const body of [{}, { answer: 'x' }, { answer: null }]) {
      const response = await request(
        t.app,
        'POST',
        `/api/shared/${shareCode}/check`,
        undefined,
        body,
      );
      expect(response.statusCode).toBe(400);
      expectNoSecret('refused check', response);
    }
  });

  it('similar questions list the canaries by their stem only', async () => {
    const text = encodeURIComponent('Which nerve supplies the deltoid muscle?');
    for (const excludeId of ['', `&excludeId=${canaryIds[1]!}`]) {
      const response = await request(
        t.app,
        'GET',
        `/api/questions/similar?text=${text}${excludeId}`,
        taker.cookie,
      );
      expect(response.statusCode).toBe(200);
      // the canaries are found, so the route really had them in hand
      expect(response.json().items.map((item: { id: string }) => item.id)).toEqual(
        expect.arrayContaining([canaryIds[0]]),
      );
      expectNoSecret('similar questions', response);
      expect(response.body).not.toMatch(/"answers"|"explanation"|"reference"/);
    }
  });

  it('the canaries are real: answering one does reveal its key', async () => {
    const response = await request(t.app, 'POST', `/api/shared/${shareCode}/check`, taker.cookie, {
      answer: 'a',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(secrets[0]);
    // the peers and the taker: the statistics come with the reveal
    expect(response.json().peerStats).toMatchObject({ answeredBy: minPeerAnswers + 1 });
  });
});
