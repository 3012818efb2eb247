// The statistics page's "last 30 days" chart: totals and the busiest day, for its text summary.

export interface DayCount {
  /** YYYY-MM-DD (a longer ISO string is cut to its date) */
  day: string;
  answered: number;
  correct: number;
}

export interface DailySummary {
  answered: number;
  correct: number;
  /** days with at least one answer */
  activeDays: number;
  /** the most answers in one day (0 without any) */
  peak: number;
  /** the latest day with the peak, or null without answers */
  busiestDay: string | null;
}

export function summariseDays(days: readonly DayCount[]): DailySummary {
  let answered = 0;
  let correct = 0;
  let activeDays = 0;
  let peak = 0;
  let busiestDay: string | null = null;
  for (const d of days) {
    answered += d.answered;
    correct += d.correct;
    if (d.answered > 0) activeDays += 1;
    if (d.answered > 0 && d.answered >= peak) {
      peak = d.answered;
      busiestDay = d.day.slice(0, 10);
    }
  }
  return { answered, correct, activeDays, peak, busiestDay };
}

/** "12 Nov" for a YYYY-MM-DD day, read as a calendar date (no time-zone shift). */
export function shortDay(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-NZ', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}
