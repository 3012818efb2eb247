// Small pieces the authoring screens share.
import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '#client/lib/cn.ts';

/** The points pill lives with the other question parts (the shared page uses it too). */
export { PointsBadge } from '#client/components/question/points-badge.tsx';

/** "3 Jul 2026". */
export const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-NZ', { day: 'numeric', month: 'short', year: 'numeric' });

/** The one-column page of the authoring screens. */
export function PageShell({
  children,
  className,
  busy = false,
}: {
  children: ReactNode;
  className?: string;
  /** true while a skeleton stands in for the content */
  busy?: boolean;
}) {
  return (
    <div
      aria-busy={busy || undefined}
      className={cn('mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-5 sm:py-8', className)}
    >
      {children}
    </div>
  );
}

export function PageTitle({
  eyebrow,
  title,
  text,
  action,
}: {
  eyebrow?: string;
  title: string;
  text?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        {eyebrow && (
          <p className="text-xs font-semibold tracking-wide text-honey-700 uppercase">{eyebrow}</p>
        )}
        <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
        {text && <p className="mt-1 text-muted">{text}</p>}
      </div>
      {action}
    </div>
  );
}

/** The honey pill with a hexagon: what a question is worth. */
/** "Back" as a link, 44 px tall. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="-ml-2 inline-flex min-h-11 items-center gap-1.5 self-start rounded-xl px-2 text-sm font-semibold text-honey-700 hover:bg-honey-100"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {label}
    </Link>
  );
}
