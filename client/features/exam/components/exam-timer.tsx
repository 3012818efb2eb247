// The exam's countdown in the runner's header (ADR 036): mm:ss (h:mm:ss from an hour), a warning
// style with its own icon under 5 minutes, and one spoken announcement at 5 minutes and one at 1
// minute left, never every second. An untimed exam says so instead.
import { Hourglass, Timer, TimerOff } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import { announcementFor, formatClock, warningSeconds } from './exam-clock.ts';

export function ExamTimer({ seconds }: { seconds: number | null }) {
  if (seconds === null) {
    return (
      <p className="flex min-h-9 shrink-0 items-center gap-1.5 rounded-full bg-honey-100 px-3 text-sm font-semibold text-honey-700">
        <TimerOff className="size-4" aria-hidden />
        Untimed
      </p>
    );
  }
  const warning = seconds <= warningSeconds;
  const Icon = warning ? Hourglass : Timer;
  return (
    <>
      <p
        role="timer"
        aria-label="Time left"
        className={cn(
          'tabular flex min-h-9 shrink-0 items-center gap-1.5 rounded-full px-3 text-base font-bold',
          warning ? 'bg-bad-soft text-bad ring-1 ring-bad/40' : 'bg-honey-100 text-ink',
        )}
      >
        <Icon className="size-4" aria-hidden />
        {formatClock(seconds)}
      </p>
      <p className="sr-only" aria-live="assertive" aria-atomic>
        {announcementFor(seconds) ?? ''}
      </p>
    </>
  );
}
