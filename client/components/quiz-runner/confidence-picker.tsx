// "How sure are you?" under a question's options (ADR 035): three toggle buttons, Sure, Unsure
// and Guess, each aria-pressed; tapping the pressed one clears it, since a rating is optional.
// The runner keeps the rating per question and sends it with the answer on Finish.
import { useId } from 'react';
import type { Confidence } from '#shared/contract/confidence.ts';
import { cn } from '#client/lib/cn.ts';

const choices: { value: Confidence; label: string }[] = [
  { value: 'sure', label: 'Sure' },
  { value: 'unsure', label: 'Unsure' },
  { value: 'guess', label: 'Guess' },
];

export function ConfidencePicker({
  value,
  onChange,
  disabled = false,
}: {
  value: Confidence | null;
  onChange: (value: Confidence | null) => void;
  disabled?: boolean;
}) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="text-sm font-semibold text-ink">
        How sure are you?
      </p>
      <div
        role="group"
        aria-labelledby={labelId}
        className="grid grid-cols-3 gap-1 rounded-xl border border-line bg-cream p-1"
      >
        {choices.map((choice) => {
          const pressed = value === choice.value;
          return (
            <button
              key={choice.value}
              type="button"
              aria-pressed={pressed}
              disabled={disabled}
              onClick={() => onChange(pressed ? null : choice.value)}
              className={cn(
                'min-h-11 rounded-lg px-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed',
                pressed
                  ? 'bg-honey-500 text-ink shadow-sm'
                  : 'bg-transparent text-muted hover:bg-honey-100 hover:text-ink',
              )}
            >
              {choice.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
