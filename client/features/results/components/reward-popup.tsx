// The reward pop-up after a saved quiz [product#results, #results-flow]: "Sweet Success!" or "Great
// Review!". It fades in as a card low on the screen, clear of Next 10, and closes on a click or
// Escape with a 300 ms fade. A tap outside the card closes it too and still reaches what it landed
// on, so the pop-up never costs a tap on the way to the next quiz [product#next-ten].
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { RewardPopup as Reward } from '#shared/domain/scoring.ts';
import { BeeMark } from '#client/components/layout/bee-mark.tsx';
import { cn } from '#client/lib/cn.ts';

const closeMs = 300;

export function RewardPopup({
  reward,
  pointsEarned,
  onClose,
}: {
  reward: Reward;
  pointsEarned: number;
  /** returnFocus: closed from the pop-up itself, not by a tap on something else */
  onClose: (returnFocus: boolean) => void;
}) {
  const [closing, setClosing] = useState<{ returnFocus: boolean } | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    if (!closing) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = window.setTimeout(
      () => closeRef.current(closing.returnFocus),
      reduce ? 0 : closeMs,
    );
    return () => window.clearTimeout(timer);
  }, [closing]);

  useEffect(() => {
    buttonRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setClosing({ returnFocus: true });
      // One control in the pop-up: keep focus on it while it is open.
      if (event.key === 'Tab') {
        event.preventDefault();
        buttonRef.current?.focus();
      }
    };
    // Outside the card the backdrop lets taps through: the tap does its work and closes this.
    const onPointerDown = (event: PointerEvent) => {
      if (cardRef.current?.contains(event.target as Node)) return;
      setClosing((was) => was ?? { returnFocus: false });
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, []);

  return createPortal(
    <div
      className={cn(
        'pointer-events-none fixed inset-0 z-50 flex items-end justify-center bg-night/35 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]',
        'opacity-100 transition-opacity duration-300 starting:opacity-0',
        closing && 'opacity-0',
      )}
    >
      <div
        ref={cardRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="reward-title"
        aria-describedby="reward-text"
        onClick={() => setClosing({ returnFocus: true })}
        className={cn(
          'honeycomb pointer-events-auto relative flex w-full max-w-sm flex-col items-center gap-2.5 overflow-hidden rounded-3xl border border-honey-300 p-5 text-center shadow-2xl',
          'translate-y-0 transition-transform duration-300 starting:translate-y-6',
          closing && 'translate-y-4',
        )}
      >
        <div className="relative">
          <span className="hex absolute inset-0 scale-125 bg-honey-200 motion-safe:animate-pulse" />
          <BeeMark className="relative size-16" />
        </div>
        <h2 id="reward-title" className="text-2xl font-extrabold tracking-tight">
          {reward.title}
        </h2>
        <p id="reward-text" className="text-muted">
          {reward.text}
        </p>
        {pointsEarned > 0 && (
          <p className="tabular rounded-full bg-honey-500 px-4 py-1 text-sm font-bold text-ink">
            +{pointsEarned} nectar
          </p>
        )}
        <button
          ref={buttonRef}
          type="button"
          className="mt-1 min-h-11 rounded-xl bg-ink px-6 font-semibold text-cream hover:bg-ink/90"
        >
          Continue
        </button>
        <p className="text-xs text-muted">Tap anywhere to close</p>
      </div>
    </div>,
    document.body,
  );
}
