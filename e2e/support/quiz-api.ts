// Quizzes taken through the API (the calls the quiz screens make), so a journey about progress
// or statistics starts with the history it needs.
import { expect, type APIRequestContext } from '@playwright/test';
import type { OptionId } from '#shared/contract/questions.ts';
import type {
  QuizQuestion,
  QuizResult,
  StartQuizInput,
  StartQuizResponse,
} from '#shared/contract/quiz.ts';
import type { Topic } from '#shared/contract/topics.ts';
import { appOrigin } from './accounts.ts';

const headers = { origin: appOrigin };

/** The id of the topic called `name`. */
export async function topicIdOf(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get('/api/topics');
  expect(response.status()).toBe(200);
  const topic = ((await response.json()) as Topic[]).find((t) => t.name === name);
  if (!topic) throw new Error(`no topic called ${name}`);
  return topic.id;
}

/**
 * Starts a quiz and completes it at once, choosing each answer with `pick`. Returns the checked
 * result, or null when the server had nothing to ask (all attempted, or empty).
 */
export async function takeQuiz(
  request: APIRequestContext,
  input: StartQuizInput,
  pick: (question: QuizQuestion, index: number) => OptionId = () => 'a',
): Promise<QuizResult | null> {
  const started = await request.post('/api/quiz-sessions', { headers, data: input });
  expect(started.status(), await started.text()).toBe(200);
  const start = (await started.json()) as StartQuizResponse;
  if (start.status !== 'ready') return null;
  const answers = start.session.questions.map((question, index) => ({
    questionId: question.id,
    selectedAnswer: pick(question, index),
  }));
  const completed = await request.post(`/api/quiz-sessions/${start.session.id}/complete`, {
    headers,
    data: { answers },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  return (await completed.json()) as QuizResult;
}

/**
 * Answers every question of a topic correctly, earning nectar: one pass to learn the answers
 * (the completion returns them), then a review of the ones missed, answered right.
 */
export async function masterTopic(request: APIRequestContext, topicId: number) {
  const first = await takeQuiz(request, { type: 'topic', topicId, questionCount: 'all' });
  if (!first) throw new Error(`topic ${topicId} had nothing to ask`);
  const correct = new Map(first.results.map((r) => [r.questionId, r.correctAnswer]));
  if (first.correctAnswers < first.totalQuestions) {
    const review = await takeQuiz(
      request,
      { type: 'topic', topicId, reviewMode: 'incorrect', questionCount: 'all' },
      (question) => correct.get(question.id)!,
    );
    expect(review?.correctAnswers).toBe(first.totalQuestions - first.correctAnswers);
  }
  return { questions: first.totalQuestions };
}
