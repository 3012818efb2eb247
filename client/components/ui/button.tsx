import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '#client/lib/cn.ts';

const variants = {
  primary:
    'bg-honey-500 text-ink hover:bg-honey-600 active:bg-honey-600 shadow-sm disabled:bg-honey-200 disabled:text-muted',
  secondary: 'bg-white text-ink border border-line hover:bg-honey-100 disabled:text-muted',
  /** done, correct: green with an icon and a word beside it, never colour alone */
  success: 'bg-ok-soft text-ok border border-ok/40 hover:bg-ok-soft/70',
  ghost: 'bg-transparent text-ink hover:bg-honey-100',
  dark: 'bg-ink text-cream hover:bg-ink/90',
  danger: 'bg-bad text-cream hover:bg-bad/90',
  link: 'bg-transparent text-honey-700 underline-offset-4 hover:underline px-0 min-h-0',
} as const;

const sizes = {
  md: 'min-h-11 px-4 text-base',
  sm: 'min-h-9 px-3 text-sm',
  lg: 'min-h-12 px-6 text-lg',
  icon: 'size-11 p-0',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant = 'primary', size = 'md', type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors disabled:cursor-not-allowed',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
});

/** Classes for a react-router Link that looks like a button. */
export function buttonClasses(
  variant: keyof typeof variants = 'primary',
  size: keyof typeof sizes = 'md',
) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors',
    variants[variant],
    sizes[size],
  );
}
