// The front-end goals of ADR 063 as rows of the bench's table: each figure beside its goal,
// met or not met. bench/front/*.ts compute them; run.ts and only.ts print them.
import { bundleGoals } from './bundle.ts';
import type { InteractionFigures } from './interaction.ts';
import { interactionGoals } from './interaction.ts';
import { lighthouseGoals, type LighthouseFigures } from './lighthouse.ts';

export interface GoalRow {
  goal: string;
  figure: string;
  met: boolean;
}

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

/** The goals as a table: goal, figure, met or not (the full run's and the front-only run's). */
export function goalLines(title: string, rows: GoalRow[]): string[] {
  const width = Math.max(...rows.map((r) => r.goal.length), 0) + 2;
  const figureWidth = Math.max(...rows.map((r) => r.figure.length), 0) + 2;
  return [
    '',
    title,
    ...rows.map(
      (r) => `${r.goal.padEnd(width)}${r.figure.padEnd(figureWidth)}${r.met ? 'met' : 'NOT MET'}`,
    ),
  ];
}
