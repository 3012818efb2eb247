// A labelled textarea for a short message (a comment, a reply to a flag): a live "n/max" counter
// describes it, and the form's buttons sit beside the counter.
import { useId, type ReactNode } from 'react';

export function CountedTextarea({
  label,
  value,
  onChange,
  maxLength,
  actions,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  actions: ReactNode;
}) {
  const fieldId = useId();
  const counterId = useId();
  return (
    <>
      <label htmlFor={fieldId} className="text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={fieldId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        rows={3}
        maxLength={maxLength}
        aria-describedby={counterId}
        className="w-full rounded-xl border border-line bg-white px-3 py-2 text-base text-ink placeholder:text-muted/70 focus:border-honey-500 focus:ring-2 focus:ring-honey-700 focus:outline-none"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={counterId} className="tabular text-xs text-muted">
          {value.length}/{maxLength.toLocaleString('en-NZ')}
        </span>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
    </>
  );
}
