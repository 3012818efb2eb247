// Small pieces the quiz screens share.
import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '#client/lib/cn.ts';

const tones = {
  honey: 'bg-honey-100 text-honey-700',
  ok: 'bg-ok-soft text-ok',
  bad: 'bg-bad-soft text-bad',
  muted: 'bg-comb text-muted',
} as const;

/** A count with an icon and a word: the figures of Quick 10, results and review options. */
export function StatTile({
  icon: Icon,
  label,
  value,
  tone = 'honey',
  hint,
  size = 'md',
}: {
  icon: LucideIcon;
  label: string;
  value: string | number;
  tone?: keyof typeof tones;
  hint?: string;
  /** sm: the icon beside the figure, about half the height (results: the next quiz comes first) */
  size?: 'md' | 'sm';
}) {
  const labelId = useId();
  if (size === 'sm') {
    return (
      <div
        role="group"
        aria-labelledby={labelId}
        className="flex flex-col items-center gap-0.5 rounded-2xl border border-line bg-white px-1.5 py-2 text-center shadow-[var(--shadow-card)]"
      >
        <span className="flex items-center gap-1.5">
          <span className={cn('hex flex size-7 shrink-0 items-center justify-center', tones[tone])}>
            <Icon className="size-4" aria-hidden />
          </span>
          <span className="tabular text-xl leading-tight font-extrabold">{value}</span>
        </span>
        <span id={labelId} className="text-xs font-semibold text-muted">
          {label}
        </span>
      </div>
    );
  }
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="flex flex-col items-center gap-1.5 rounded-2xl border border-line bg-white p-3 text-center shadow-[var(--shadow-card)]"
    >
      <span className={cn('hex flex size-10 items-center justify-center', tones[tone])}>
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="tabular text-2xl leading-none font-extrabold">{value}</span>
      <span id={labelId} className="text-sm font-semibold text-muted">
        {label}
      </span>
      {hint && <span className="text-xs text-muted">{hint}</span>}
    </div>
  );
}

/** "Back" to the screen before, as a link (44 px tall). */
export function BackLink({ to, label = 'Back' }: { to: string; label?: string }) {
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

/** The one-column page every quiz screen uses. */
export function QuizPageShell({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn('mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-5 sm:py-8', className)}
    >
      {children}
    </div>
  );
}
