// Profile Settings: whether quizzes ask "How sure are you?" (ADR 035). A preference of this
// device, saved the moment it is switched (not with Save Changes, which only saves the profile).
import { setAskConfidence, useAskConfidence } from '#client/lib/confidence-preference.ts';
import { cn } from '#client/lib/cn.ts';

export function ConfidenceSwitch() {
  const ask = useAskConfidence();
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="flex flex-col gap-0.5">
        <span id="ask-confidence-label" className="font-semibold text-ink">
          Ask how sure I am
        </span>
        <span id="ask-confidence-hint" className="text-xs text-muted">
          Sure, Unsure or Guess under each question. Saved on this device.
        </span>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={ask}
        aria-labelledby="ask-confidence-label"
        aria-describedby="ask-confidence-hint"
        onClick={() => setAskConfidence(!ask)}
        className="flex min-h-11 shrink-0 items-center"
      >
        <span
          aria-hidden
          className={cn(
            'flex h-7 w-12 items-center rounded-full p-0.5 transition-colors',
            ask ? 'bg-honey-600' : 'bg-muted',
          )}
        >
          <span
            className={cn(
              'size-6 rounded-full bg-white shadow-sm transition-transform motion-reduce:transition-none',
              ask && 'translate-x-5',
            )}
          />
        </span>
      </button>
    </div>
  );
}
