import { createPortal } from 'react-dom';
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

/**
 * The whole-page loading state while the session is read: drawn in the middle of the screen
 * outside the page (a portal), so that <main> holds nothing meanwhile. When the session arrives
 * the header may gain its second row (the signed-in links) and move <main> down; with anything in
 * it, even a fixed spinner, the browser counts that as a layout shift on every signed-in page
 * (ADR 044).
 */
export function PageLoading() {
  return createPortal(
    <div className="pointer-events-none fixed inset-0 flex items-center justify-center">
      <Spinner className="scale-150" />
    </div>,
    document.body,
  );
}
