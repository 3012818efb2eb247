// One run of the points property test: the app on a fresh database, the pool of accounts, what
// the run has made so far (sessions, quizzes, share codes, attempts) and the model. A batch of
// actions runs through batch.ts, which prepares its steps against this state.
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { request } from '#server/test/authoring.ts';
import type { OptionId } from '#shared/contract/questions.ts';
import type { QuizResult } from '#shared/contract/quiz.ts';
import { NectarModel, type Figures } from './model.ts';

export interface Account {
  userId: string;
  cookie: string;
}

interface Answer {
  questionId: string;
  selectedAnswer: OptionId;
}

export interface CompleteBody {
  answers: Answer[];
  claimToken?: string;
}

export interface Session {
  id: string;
  /** null: a visitor's attempt */
  owner: Account | null;
  claimToken: string | null;
  issued: string[];
  /** every body sent to complete it (racing steps of one batch may send different ones) */
  bodies: CompleteBody[];
  /** the completion the server kept, and the body that produced it */
  completion?: { body: CompleteBody; response: QuizResult };
  claimedBy?: string;
}

export interface Quiz {
  code: string;
  author: string;
  questionIds: string[];
}

/** A completed shared-quiz session (ADR 025) and what its completion returned. */
export interface SharedAttempt {
  quiz: Quiz;
  actor: Account | null;
  sessionId: string;
  body: { answers: Answer[]; claimToken?: string };
  result: QuizResult;
}

/** What the steps of one batch report for the checks made after the whole batch. */
export interface BatchChecks {
  /** nectar the model gave `userId` for a response, and what the response said it earned */
  credit(userId: string, model: number, reported: number): void;
  /** a check that holds once every response of the batch has been applied */
  eventually(check: () => void): void;
}

export class World {
  readonly model = new NectarModel();
  readonly sessions: Session[] = [];
  readonly quizzes: Quiz[] = [];
  readonly attempts: SharedAttempt[] = [];
  readonly shareCodes = new Map<string, string>();
  /** requests sent, for the report */
  requests = 0;
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly topicIds: number[];
  readonly accounts: Account[];

  constructor(app: FastifyInstance, db: Database, pool: Account[], topicIds: number[]) {
    this.app = app;
    this.db = db;
    this.topicIds = topicIds;
    this.accounts = [...pool];
    for (const account of pool) this.model.addUser(account.userId);
  }

  /** One API request as the browser sends it; `actor` null is a visitor. */
  send(
    method: 'POST' | 'DELETE',
    url: string,
    actor: Account | null,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> {
    this.requests++;
    return request(this.app, method, url, actor?.cookie, payload);
  }

  account(userId: string): Account {
    const found = this.accounts.find((a) => a.userId === userId);
    if (!found) throw new Error(`no account ${userId}`);
    return found;
  }

  /** Every profile: points == SUM(point_events) == the model, and the counters == the model. */
  async compare(): Promise<{ users: number }> {
    const rows = await this.db.execute<
      { id: string; ledger: number } & Record<keyof Figures, number>
    >(sql`
      select p.id, p.points, coalesce(e.sum, 0)::int as ledger,
             p.answers_total as "answersTotal", p.answers_correct as "answersCorrect",
             p.questions_answered as "questionsAnswered", p.questions_written as "questionsWritten"
      from profiles p
      left join (select user_id, sum(delta) as sum from point_events group by user_id) e
        on e.user_id = p.id`);
    const actual = new Map(rows.rows.map(({ id, ...figures }) => [id, figures]));
    const mismatches = this.model.users().flatMap((userId) => {
      const figures = this.model.figures(userId);
      const expected = { ...figures, ledger: figures.points };
      const got = actual.get(userId);
      return isDeepStrictEqual(got, expected) ? [] : [{ userId, got, expected }];
    });
    expect(mismatches, 'profiles that differ from their ledger or the model').toEqual([]);
    return { users: this.model.users().length };
  }
}
