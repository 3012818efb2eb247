import type { ReactNode } from 'react';
import { RotateCw, type LucideIcon } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import { Button } from './button.tsx';

/** A failed load: what went wrong in plain words, and a way to try again. */
export function ErrorState({
  title,
  text = 'Check your connection, then try again.',
  onRetry,
  retrying = false,
  className,
}: {
  title: string;
  text?: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-bad/25 bg-bad-soft/60 p-5 text-center',
        className,
      )}
    >
      <div>
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-muted">{text}</p>
      </div>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        <RotateCw className={cn('size-4', retrying && 'animate-spin')} aria-hidden />
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}

/** Nothing to show yet: say why, and offer the next step. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
  className,
}: {
  icon: LucideIcon;
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-honey-300 bg-white/70 p-6 text-center',
        className,
      )}
    >
      <span className="hex flex size-12 items-center justify-center bg-honey-100 text-honey-700">
        <Icon className="size-6" aria-hidden />
      </span>
      <div>
        <p className="font-semibold">{title}</p>
        {text && <p className="text-sm text-muted">{text}</p>}
      </div>
      {action}
    </div>
  );
}
