// The load test's people and questions, made through the real routes: sign-up (with its password
// hashing), onboarding into the 13 GPEP1 classes over two years, and questions by several authors.
import { randomBytes } from 'node:crypto';
import { goodPassword } from '#server/test/auth-helpers.ts';
import { questionForm } from '#server/test/authoring.ts';
import { firstGpepYear, gpepClasses } from '#shared/contract/gpep.ts';
import { optionIds, type OptionId } from '#shared/contract/questions.ts';
import type { LoadClient } from './client.ts';
import { inParallel } from './in-parallel.ts';

export interface LoadUser {
  id: string;
  cookie: string;
}

export interface KeyedQuestion {
  id: string;
  author: LoadUser;
  correct: OptionId;
}

export async function signUpUsers(
  client: LoadClient,
  count: number,
  concurrency: number,
): Promise<LoadUser[]> {
  const run = randomBytes(4).toString('hex');
  return inParallel(
    Array.from({ length: count }, (_, i) => i),
    concurrency,
    async (i) => {
      const signedUp = await client.call('POST', '/api/auth/sign-up/email', {
        body: {
          // Zero-padded, so every collation orders the names alike.
          name: `Load User ${String(i + 1).padStart(3, '0')}`,
          email: `load-${run}-${i + 1}@example.com`,
          password: goodPassword,
        },
      });
      if (signedUp.status !== 200) throw new Error(`sign-up ${i}: ${signedUp.status}`);
      const user = {
        id: (signedUp.body as { user: { id: string } }).user.id,
        cookie: signedUp.cookie,
      };
      await client.ok('POST', '/api/profile/onboarding', {
        cookie: user.cookie,
        body: { gpepClass: gpepClasses[i % gpepClasses.length], gpepYear: firstGpepYear + (i % 2) },
      });
      return user;
    },
  );
}

/** `perAuthor` questions by each author, spread over the topics, correct options cycling. */
export async function writeQuestions(
  client: LoadClient,
  authors: LoadUser[],
  perAuthor: number,
  topicIds: number[],
  concurrency: number,
): Promise<KeyedQuestion[]> {
  const jobs = authors.flatMap((author) =>
    Array.from({ length: perAuthor }, (_, i) => ({ author, i })),
  );
  return inParallel(jobs, concurrency, async ({ author, i }, n) => {
    const correct = optionIds[n % optionIds.length]!;
    const form = questionForm([topicIds[n % topicIds.length]!], { correctAnswer: correct });
    const { id } = await client.ok<{ id: string }>('POST', '/api/questions', {
      cookie: author.cookie,
      body: { ...form, questionText: `${String(form.questionText)} #${i}` },
    });
    return { id, author, correct };
  });
}
