// The moment a question is added [product#authoring-flow]: +5 nectar, for the 2 seconds before the
// app moves on. Honey cells rise (components/rising-cells.tsx) and the bee bobs only when motion is
// welcome (styles.css keeps the celebrate-* animations behind prefers-reduced-motion:
// no-preference).
import { useEffect, useRef, useState } from 'react';
import { BeeMark } from '#client/components/layout/bee-mark.tsx';
import { RisingCells } from '#client/components/rising-cells.tsx';

export function NectarCelebration({
  points,
  durationMs,
  destination,
}: {
  points: number;
  durationMs: number;
  /** where the app goes next, in words ("My Questions") */
  destination: string;
}) {
  const [filled, setFilled] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Start the bar's transition on the next frame so it animates from empty.
    const frame = requestAnimationFrame(() => setFilled(true));
    dialogRef.current?.focus();
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-cream/85 p-6 backdrop-blur-sm">
      <div
        ref={dialogRef}
        tabIndex={-1}
        role="status"
        aria-live="assertive"
        className="relative flex w-full max-w-sm flex-col items-center gap-3 overflow-hidden rounded-3xl border border-honey-300 bg-white px-6 pt-6 pb-5 text-center shadow-xl focus:outline-none"
      >
        <div className="relative flex h-36 w-full items-end justify-center">
          <RisingCells pace="burst" />
          <div className="relative flex size-32 items-center justify-center">
            <span className="hex absolute inset-0 bg-honey-100" aria-hidden />
            <span className="hex absolute inset-3 bg-honey-300" aria-hidden />
            <BeeMark className="celebrate-bob relative size-20" />
          </div>
        </div>
        <p className="tabular text-5xl leading-none font-extrabold text-ink">
          +{points}
          <span className="ml-1.5 text-2xl font-bold text-honey-700">nectar</span>
        </p>
        <div>
          <p className="text-xl font-bold">Question added to the hive!</p>
          <p className="text-sm text-muted">
            Nice work. Your classmates can answer it now. Taking you to {destination}...
          </p>
        </div>
        <div className="mt-1 h-1.5 w-full overflow-hidden rounded-full bg-honey-100" aria-hidden>
          <div
            className="h-full rounded-full bg-honey-500 ease-linear"
            style={{
              width: filled ? '100%' : '0%',
              transitionProperty: 'width',
              transitionDuration: `${durationMs}ms`,
            }}
          />
        </div>
      </div>
    </div>
  );
}
