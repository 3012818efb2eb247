import { cn } from '#client/lib/cn.ts';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <span
        className="hex size-5 animate-spin bg-honey-500 [animation-duration:1.4s]"
        aria-hidden
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The whole-page loading state while the session is read. */
export function PageLoading() {
  return (
    <div className="flex min-h-[60dvh] items-center justify-center">
      <Spinner className="scale-150" />
    </div>
  );
}
