// The exam's countdown (ADR 036): the seconds left on the server's clock, ticking each second, and
// `onZero` once when they run out. Untimed exams (no deadline) never tick. The timer only displays
// and triggers Finish: the server keeps the deadline whatever this device does.
import { useEffect, useRef, useState } from 'react';
import { secondsShown, timeLeft } from './exam-clock.ts';

export function useCountdown(
  deadlineAt: string | null,
  offset: number,
  onZero: () => void,
): number | null {
  const left = () =>
    deadlineAt === null ? null : secondsShown(timeLeft(deadlineAt, offset, Date.now()));
  const [seconds, setSeconds] = useState(left);
  const latest = useRef(onZero);
  useEffect(() => {
    latest.current = onZero;
  });

  useEffect(() => {
    if (deadlineAt === null) return;
    const tick = () => {
      const now = secondsShown(timeLeft(deadlineAt, offset, Date.now()));
      setSeconds(now);
      if (now > 0) return;
      window.clearInterval(id);
      latest.current();
    };
    // Four ticks a second keep the display within a quarter second of the true time.
    const id = window.setInterval(tick, 250);
    tick();
    return () => window.clearInterval(id);
  }, [deadlineAt, offset]);

  return seconds;
}
