// "Just now", then minutes, hours, days [product#constants]; optionally a date after 7 days (stats
// page).

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

export function relativeTime(
  then: Date | string,
  now: Date = new Date(),
  options: { dateAfterDays?: number } = {},
): string {
  const at = typeof then === 'string' ? new Date(then) : then;
  const seconds = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 1000));
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  const days = Math.floor(hours / 24);
  if (options.dateAfterDays !== undefined && days > options.dateAfterDays) {
    return at.toLocaleDateString('en-NZ', { day: 'numeric', month: 'short', year: 'numeric' });
  }
  return plural(days, 'day');
}
