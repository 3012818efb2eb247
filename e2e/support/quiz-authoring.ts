// Questions and shared quizzes made through the API (the calls the authoring screens make), so a
// journey about sharing or taking a quiz starts with the quiz it needs.
import { expect, type APIRequestContext } from '@playwright/test';
import type { OptionId } from '#shared/contract/questions.ts';
import type { Topic } from '#shared/contract/topics.ts';
import { appOrigin } from './accounts.ts';

const headers = { origin: appOrigin };

export interface WrittenQuestion {
  id: string;
  questionText: string;
  correctAnswer: OptionId;
}

/**
 * Writes a question as the trainee signed in on `request`. Answers read "<letter> answer to
 * <questionText's first words>", so a test can pick one by its letter.
 */
export async function writeQuestion(
  request: APIRequestContext,
  questionText: string,
  correctAnswer: OptionId = 'b',
): Promise<WrittenQuestion> {
  const topics = (await (await request.get('/api/topics')).json()) as Topic[];
  const response = await request.post('/api/questions', {
    headers,
    data: {
      questionText,
      topicIds: [topics[0]!.id],
      answers: {
        a: 'Reassure and review in a week',
        b: 'Refer the same day',
        c: 'Start a trial of treatment',
        d: 'Order blood tests first',
      },
      correctAnswer,
      explanation: 'The red flags in the history call for a same-day assessment.',
      reference: 'https://bpac.org.nz/',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  return { id, questionText, correctAnswer };
}

/** Creates a quiz from the signed-in trainee's questions; returns its share code. */
export async function createQuiz(
  request: APIRequestContext,
  name: string,
  questionIds: string[],
): Promise<string> {
  const response = await request.post('/api/quizzes', {
    headers,
    data: { name, questionIds },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { shareCode: string }).shareCode;
}
