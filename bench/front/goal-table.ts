// One goal's row (goal, figure, met or not) and the table they print as; every goal module builds
// rows, and goals.ts and report.ts print them.

export interface GoalRow {
  goal: string;
  figure: string;
  met: boolean;
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
