// Whole numbers as `toLocaleString('en-NZ')` writes them (1,234,567), without Intl: the first
// locale-aware call of a page loads the browser's ICU data, a long task on a phone, and the landing
// page's leaderboard would be the only one on /auth (ADR 051). format-count.test.ts holds it to
// toLocaleString.

/** `value` with a comma between each group of three digits; anything but a safe integer by Intl. */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return value.toLocaleString('en-NZ');
  return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
}
