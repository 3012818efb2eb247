// The front-end goals of ADR 063 as rows of the bench's table: each figure beside its goal,
// met or not met. bench/front/*.ts compute them; run.ts and only.ts print them (goal-table.ts).
import { bundleGoals } from './bundle.ts';
import type { InteractionFigures } from './interaction.ts';
import { interactionGoals } from './interaction.ts';
import { lighthouseGoals, type LighthouseFigures } from './lighthouse.ts';
import type { GoalRow } from './goal-table.ts';

export interface FrontFigures {
  bundle: Record<string, number>;
  lighthouse: Record<string, LighthouseFigures>;
  interaction: Record<string, InteractionFigures>;
}

export function frontGoals(f: FrontFigures): GoalRow[] {
  return [
    ...bundleGoals(f.bundle),
    ...lighthouseGoals(f.lighthouse),
    ...interactionGoals(f.interaction),
  ];
}
