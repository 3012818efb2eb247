// The load itself: simulated users take Quick 10 quizzes until exactly `answers` answers are in,
// every tenth completion is replayed (half as a double click, half as a retry afterwards) and must
// return the same result, and authors delete questions while the quizzes run.
import { isDeepStrictEqual } from 'node:util';
import type { OptionId } from '#shared/contract/questions.ts';
import type { QuizResult, StartQuizResponse } from '#shared/contract/quiz.ts';
import type { LoadClient } from './client.ts';
import type { KeyedQuestion, LoadUser } from './population.ts';

export interface Traffic {
  users: LoadUser[];
  questions: KeyedQuestion[];
  answers: number;
  concurrency: number;
  /** one completion in `replayEvery` is sent again */
  replayEvery: number;
  /** questions deleted by their authors, spread over the run */
  deletes: number;
  /** the share of answers given correctly */
  correctShare: number;
}

export interface Tally {
  /** answers sent per user id, and how many of them were correct */
  sent: Map<string, { answers: number; correct: number }>;
  completions: number;
  replays: number;
  /** replays whose result differed from the original */
  replayMismatches: number;
  deleted: number;
}

const wrong = (correct: OptionId): OptionId => (correct === 'a' ? 'b' : 'a');

export async function runTraffic(client: LoadClient, traffic: Traffic): Promise<Tally> {
  const key = new Map(traffic.questions.map((q) => [q.id, q]));
  const tally: Tally = {
    sent: new Map(),
    completions: 0,
    replays: 0,
    replayMismatches: 0,
    deleted: 0,
  };
  const doomed = traffic.questions.filter((_, i) => i % 7 === 3).slice(0, traffic.deletes);
  const deleteEvery = Math.floor(traffic.answers / (traffic.deletes + 1));
  let reserved = 0;
  let nextUser = 0;

  const sameResult = (a: QuizResult, b: QuizResult) => {
    tally.replays++;
    if (!isDeepStrictEqual(a, b)) tally.replayMismatches++;
  };

  /** One user's quiz: start, answer `count` of the issued questions, complete (and replay). */
  async function quiz(user: LoadUser, take: (available: number) => number) {
    let start = await client.ok<StartQuizResponse>('POST', '/api/quiz-sessions', {
      cookie: user.cookie,
      body: { type: 'quick', questionCount: 10 },
    });
    // Everything attempted already: a redo offers the incorrect and correct ones again.
    if (start.status !== 'ready') {
      start = await client.ok<StartQuizResponse>('POST', '/api/quiz-sessions', {
        cookie: user.cookie,
        body: { type: 'quick', questionCount: 10, excludeCorrect: false },
      });
    }
    if (start.status !== 'ready') throw new Error(`no quiz for ${user.id}: ${start.status}`);
    const issued = start.session.questions.slice(0, take(start.session.questions.length));
    if (issued.length === 0) return;
    const sent = tally.sent.get(user.id) ?? { answers: 0, correct: 0 };
    tally.sent.set(user.id, sent);
    const answers = issued.map((q) => {
      const { correct } = key.get(q.id)!;
      const right = Math.random() < traffic.correctShare;
      if (right) sent.correct++;
      return { questionId: q.id, selectedAnswer: right ? correct : wrong(correct) };
    });
    sent.answers += answers.length;

    const path = `/api/quiz-sessions/${start.session.id}/complete`;
    const complete = () =>
      client.ok<QuizResult>('POST', path, { cookie: user.cookie, body: { answers } });
    tally.completions++;
    if (tally.completions % traffic.replayEvery !== 0) return complete();
    if ((tally.completions / traffic.replayEvery) % 2 === 0) {
      const [first, second] = await Promise.all([complete(), complete()]);
      sameResult(first, second);
    } else {
      const first = await complete();
      sameResult(first, await complete());
    }
  }

  async function worker() {
    while (reserved < traffic.answers) {
      const user = traffic.users[nextUser++ % traffic.users.length]!;
      // Takes this quiz's share of the total synchronously, so the total comes out exact.
      await quiz(user, (available) => {
        const share = Math.min(available, traffic.answers - reserved);
        reserved += share;
        return share;
      });
      const due = Math.min(Math.floor(reserved / deleteEvery), doomed.length);
      while (tally.deleted < due) {
        const question = doomed[tally.deleted++]!;
        await client.ok('DELETE', `/api/questions/${question.id}`, {
          cookie: question.author.cookie,
        });
      }
    }
  }

  await Promise.all(Array.from({ length: traffic.concurrency }, worker));
  return tally;
}
