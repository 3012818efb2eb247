// The writers of the SIGKILL drill: each user is one client that, in every round, starts and
// completes a quiz, answers shared questions and sometimes writes a question, until the server
// dies under it. A write counts as acknowledged only once its 2xx response has fully arrived;
// that is the promise a client relies on, and what the drill later looks for in the database.
import { optionIds } from '#shared/contract/questions.ts';
import {
  checkShared,
  completeQuiz,
  questionForm,
  startQuiz,
  UnexpectedResponse,
  writeQuestion,
  type User,
} from './hive-api.ts';
import { NetworkError } from './http.ts';
import type { Random } from './seeded-random.ts';

export interface Acknowledged {
  /** quiz session id → its owner */
  starts: Map<string, User>;
  completions: Map<string, { user: User; correctAnswers: number; answered: number }>;
  questions: Map<string, { user: User; questionText: string }>;
  /** `${userId} ${questionId}` → shared-question answers acknowledged */
  sharedChecks: Map<string, number>;
}

export const noAcknowledged = (): Acknowledged => ({
  starts: new Map(),
  completions: new Map(),
  questions: new Map(),
  sharedChecks: new Map(),
});

export const acknowledgedCount = (acks: Acknowledged) =>
  acks.starts.size +
  acks.completions.size +
  acks.questions.size +
  [...acks.sharedChecks.values()].reduce((sum, n) => sum + n, 0);

export interface SharedQuestion {
  code: string;
  questionId: string;
}

/**
 * What a user may still do without meeting the server's rate limits (config.ts), which would
 * answer 429 and leave nothing to check: 60 quiz starts and 120 shared answers per 10 minutes,
 * 30 questions an hour (two went on the set-up).
 */
export interface Budget {
  quizzes: number;
  checks: number;
  writes: number;
}

export const freshBudget = (): Budget => ({ quizzes: 55, checks: 110, writes: 26 });

export interface ClientContext {
  port: number;
  topicId: number;
  shared: SharedQuestion[];
  acks: Acknowledged;
  /** non-2xx answers while the server was up: each one is a defect to explain */
  unexpected: string[];
}

type Operation = 'quiz' | 'check' | 'write';

async function perform(op: Operation, user: User, random: Random, ctx: ClientContext) {
  const { port, acks } = ctx;
  if (op === 'quiz') {
    const quiz = await startQuiz(port, user);
    acks.starts.set(quiz.id, user);
    const answers = quiz.questions.map((q) => ({
      questionId: q.id,
      selectedAnswer: random.pick(optionIds),
    }));
    const result = await completeQuiz(port, user, quiz.id, answers);
    acks.completions.set(quiz.id, {
      user,
      correctAnswers: result.correctAnswers,
      answered: answers.length,
    });
  } else if (op === 'check') {
    const target = random.pick(ctx.shared);
    await checkShared(port, user, target.code, random.pick(optionIds));
    const key = `${user.id} ${target.questionId}`;
    acks.sharedChecks.set(key, (acks.sharedChecks.get(key) ?? 0) + 1);
  } else {
    const form = questionForm(ctx.topicId, `drill ${user.index} ${random.int(0, 1e9)}`);
    const id = await writeQuestion(port, user, form);
    acks.questions.set(id, { user, questionText: form.questionText });
  }
}

/** One client's round: a random pause, then its writes in random order until done or killed. */
export async function runClient(
  user: User,
  round: number,
  budget: Budget,
  random: Random,
  ctx: ClientContext,
): Promise<void> {
  const ops: Operation[] = [];
  if (budget.quizzes-- > 0) ops.push('quiz');
  for (let i = 0; i < 2; i++) if (budget.checks-- > 0) ops.push('check');
  if ((round + user.index) % 2 === 0 && budget.writes-- > 0) ops.push('write');
  // Spread the writes over the kill window (50-800 ms) rather than all at its start.
  await new Promise((r) => setTimeout(r, random.int(0, 400)));
  for (const op of random.shuffle(ops)) {
    try {
      await perform(op, user, random, ctx);
    } catch (error) {
      if (error instanceof NetworkError) return; // the server is gone: nothing more this round
      if (error instanceof UnexpectedResponse)
        ctx.unexpected.push(`round ${round}: ${error.message}`);
      else throw error;
    }
  }
}
