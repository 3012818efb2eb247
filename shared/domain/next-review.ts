// The spaced review's "nothing due" line (ADR 031): when the next question falls due, in
// calendar days of the viewer's clock (New Zealand for our trainees).

function dayNumber(at: Date): number {
  return Math.floor(
    Date.UTC(at.getFullYear(), at.getMonth(), at.getDate()) / (24 * 60 * 60 * 1000),
  );
}

/** "Nothing due. Next review tomorrow", "… in 3 days", "… later today"; no cards: nothing due. */
export function nextReviewText(nextDueAt: string | null, now: Date = new Date()): string {
  if (nextDueAt === null) return 'Nothing due yet. Answer questions and they come back here.';
  const days = dayNumber(new Date(nextDueAt)) - dayNumber(now);
  if (days <= 0) return 'Nothing due. Next review later today';
  if (days === 1) return 'Nothing due. Next review tomorrow';
  return `Nothing due. Next review in ${days} days`;
}
