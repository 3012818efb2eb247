// The landing page's Regional Leaderboard [product#regional-leaderboard, #leaderboards]: the top 5
// regions with points above 0.
import { expect, test } from './support/test.ts';
import { createTrainee } from './support/accounts.ts';
import { masterTopic, topicIdOf } from './support/quiz-api.ts';
import type { RegionalStat } from '#shared/contract/stats.ts';
import { regionalHoneyPots } from '#shared/domain/honey.ts';
import { topRegions } from '#shared/domain/regions.ts';

test('once a trainee earns nectar, their region appears on the Regional Leaderboard', async ({
  page,
  request,
}) => {
  // The trainee earns nectar through the API; the browser stays a signed-out visitor.
  await createTrainee(request, { name: 'Whetu Moana', gpepClass: 'Tairāwhiti' });
  await masterTopic(request, await topicIdOf(request, 'Neurology'));

  await page.goto('/auth');
  const board = page.getByRole('list', { name: 'Top regions by nectar' });
  await expect(board).toBeVisible();

  // Other journeys earn nectar at the same time, so compare with the figures the API gives.
  const stats = (await (await page.request.get('/api/stats/regional')).json()) as RegionalStat[];
  const mine = stats.find((r) => r.region === 'Tairāwhiti')!;
  expect(mine.totalPoints).toBeGreaterThan(0);
  expect(topRegions(stats).map((r) => r.region)).toContain('Tairāwhiti');

  const rows = board.getByRole('listitem');
  expect(await rows.count()).toBeLessThanOrEqual(5);
  const row = rows.filter({ hasText: 'Tairāwhiti' });
  await expect(row).toContainText(new RegExp(`(^|\\D)${mine.totalPoints}\\s*points`));
  await expect(row).toContainText(`${mine.questionsAnswered} answered`);
  await expect(row).toContainText(`${mine.questionsWritten} written`);
  const pots = regionalHoneyPots(mine.totalPoints);
  await expect(row).toContainText(`${pots} ${pots === 1 ? 'honey pot' : 'honey pots'}`);
});
