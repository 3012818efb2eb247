// An on/off setting with its label and a hint under it: a real switch (role=switch,
// aria-checked), the whole row at least 44 px tall.
import { useId } from 'react';
import { cn } from '#client/lib/cn.ts';

export function Switch({
  label,
  hint,
  checked,
  onChange,
  className,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex items-center justify-between gap-4', className)}>
      <div className="flex flex-col gap-0.5">
        <span id={`${id}-label`} className="font-semibold text-ink">
          {label}
        </span>
        {hint && (
          <span id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </span>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onClick={() => onChange(!checked)}
        className="flex min-h-11 shrink-0 items-center"
      >
        <span
          aria-hidden
          className={cn(
            'flex h-7 w-12 items-center rounded-full p-0.5 transition-colors',
            checked ? 'bg-honey-600' : 'bg-muted',
          )}
        >
          <span
            className={cn(
              'size-6 rounded-full bg-white shadow-sm transition-transform motion-reduce:transition-none',
              checked && 'translate-x-5',
            )}
          />
        </span>
      </button>
    </div>
  );
}
