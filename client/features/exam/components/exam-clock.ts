// The exam's countdown arithmetic (ADR 036). The deadline is the server's: the device's clock may
// be minutes off, so the time left is read on a corrected clock, the device's time plus the offset
// measured when the exam arrived (the server's `serverNow` minus the device's time at receipt).

/** How far the server's clock is ahead of the device's (negative: behind), in milliseconds. */
export function clockOffset(serverNow: string, receivedAt: number): number {
  return Date.parse(serverNow) - receivedAt;
}

/** Milliseconds left before the deadline, on the server's clock; never below 0. */
export function timeLeft(deadlineAt: string, offset: number, deviceNow: number): number {
  return Math.max(0, Date.parse(deadlineAt) - (deviceNow + offset));
}

const two = (n: number) => String(n).padStart(2, '0');

/** A count of seconds as the timer shows it: mm:ss, or h:mm:ss from an hour up. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/** Milliseconds left as whole seconds shown: a second is shown until it has fully passed. */
export const secondsShown = (ms: number) => Math.ceil(ms / 1000);

/** Under this many seconds the timer turns to its warning style. */
export const warningSeconds = 5 * 60;

/**
 * What a screen reader hears as the time runs down: once at 5 minutes and once at 1 minute, not
 * every second. Returns the announcement for the seconds left, or null.
 */
export function announcementFor(seconds: number): string | null {
  if (seconds <= 0) return null;
  if (seconds <= 60) return '1 minute left';
  if (seconds <= warningSeconds) return '5 minutes left';
  return null;
}
