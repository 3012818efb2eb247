// The reward pop-up after a saved quiz [product#results, #results-flow]: "Sweet Success!" or "Great
// Review!". It fades in, and a click (anywhere) or Escape closes it with a 300 ms fade.
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
  onClose: () => void;
}) {
  const [closing, setClosing] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    if (!closing) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = window.setTimeout(() => closeRef.current(), reduce ? 0 : closeMs);
    return () => window.clearTimeout(timer);
  }, [closing]);

  useEffect(() => {
    buttonRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setClosing(true);
      // One control in the pop-up: keep focus on it while it is open.
      if (event.key === 'Tab') {
        event.preventDefault();
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="reward-title"
      aria-describedby="reward-text"
      onClick={() => setClosing(true)}
      className={cn(
        'fixed inset-0 z-50 flex items-center justify-center bg-night/45 p-6',
        'opacity-100 transition-opacity duration-300 starting:opacity-0',
        closing && 'opacity-0',
      )}
    >
      <div
        className={cn(
          'honeycomb relative flex w-full max-w-sm flex-col items-center gap-3 overflow-hidden rounded-3xl border border-honey-300 p-6 text-center shadow-2xl',
          'scale-100 transition-transform duration-300 starting:scale-90',
          closing && 'scale-95',
        )}
      >
        <div className="relative">
          <span className="hex absolute inset-0 scale-125 bg-honey-200 motion-safe:animate-pulse" />
          <BeeMark className="relative size-20" />
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
