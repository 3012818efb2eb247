// The bench's initial JS figures are `npm run check:bundle`'s own count (scripts/initial-js.ts).
import { bundleGoalKib } from '../../scripts/initial-js.ts';
import type { GoalRow } from './goal-table.ts';

export { initialJsKib } from '../../scripts/initial-js.ts';

export const bundleGoals = (bundle: Record<string, number>): GoalRow[] =>
  Object.entries(bundle).map(([route, kib]) => ({
    goal: `initial JS ${route} <= ${bundleGoalKib(route)} KiB gzip`,
    figure: `${kib} KiB`,
    met: kib <= bundleGoalKib(route),
  }));
