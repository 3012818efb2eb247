// The weakness coach (ADR 034): a trainee's weakest topic (5 answers or more) shows on /learn's
// Focus topics card beside their class, and Practise starts that topic's quiz in one tap; /stats
// charts the topic's weekly accuracy.
import { expect, test } from './support/test.ts';
import { createTrainee } from './support/accounts.ts';
import { takeQuiz, topicIdOf } from './support/quiz-api.ts';
import { answerButtons } from './support/quiz-ui.ts';

const optionIds = ['a', 'b', 'c', 'd'] as const;

test('a trainee with wrong answers in a topic sees it in Focus topics and practises it in one tap', async ({
  page,
}) => {
  await createTrainee(page.request);
  // With nothing to show, the card waits on /my-progress and stays off /learn [product#home-primary].
  await page.goto('/my-progress');
  const card = page.getByRole('region', { name: 'Focus topics' });
  await expect(
    card.getByText('Answer at least 5 questions in a topic to see your focus topics.'),
  ).toBeVisible();
  await page.goto('/learn');
  await expect(page.getByRole('region', { name: 'Share Quiz' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(card).toHaveCount(0);

  // Gastroenterology twice over (8 answers): first answering A, then every answer wrong.
  const topicName = 'Gastroenterology';
  const topicId = await topicIdOf(page.request, topicName);
  const all = { type: 'topic', topicId, questionCount: 'all', excludeCorrect: false } as const;
  const first = await takeQuiz(page.request, all);
  const key = new Map(first!.results.map((r) => [r.questionId, r.correctAnswer]));
  const second = await takeQuiz(
    page.request,
    all,
    (q) => optionIds.find((o) => o !== key.get(q.id)) ?? 'a',
  );
  expect(second!.correctAnswers).toBe(0);
  const answered = first!.totalQuestions + second!.totalQuestions;
  expect(answered).toBeGreaterThanOrEqual(5);
  const accuracy = Math.round((100 * first!.correctAnswers) / answered);

  await page.reload();
  const topic = card.getByRole('listitem', { name: topicName });
  await expect(topic.getByText(topicName, { exact: true })).toBeVisible();
  await expect(
    topic.getByText(new RegExp(`^Your accuracy ${accuracy}% · Class (\\d+%|—)`)),
  ).toBeVisible();

  await topic.getByRole('link', { name: `Practise ${topicName}` }).click();
  await expect(page).toHaveURL(/\/answer$/);
  await expect(page.getByText(topicName).first()).toBeVisible();
  await expect(answerButtons(page)).toHaveCount(4);

  // /stats draws this week's accuracy in the topic, 8 weeks wide.
  await page.goto('/stats');
  const weekly = page.getByRole('region', { name: 'Weekly accuracy by topic' });
  await expect(
    weekly.getByRole('img', {
      name: new RegExp(
        `^${topicName}: answers in 1 of the last 8 weeks; week of .+ ${accuracy}%\\.$`,
      ),
    }),
  ).toBeVisible();
});
