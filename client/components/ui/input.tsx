import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function Input({ className, ...props }, ref) {
    return (
      <input
        ref={ref}
        className={cn(
          'min-h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink placeholder:text-muted/70',
          'focus:border-honey-500 focus:ring-2 focus:ring-honey-700 focus:outline-none',
          className,
        )}
        {...props}
      />
    );
  },
);

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
}

/** A labelled input: the label is the accessible name, so people and tests find it the same way. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, hint, id, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <Input ref={ref} id={inputId} aria-describedby={hintId} {...props} />
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
});
