import { cn } from '#client/lib/cn.ts';

export function Skeleton({ className }: { className?: string }) {
  return <div className={cn('animate-pulse rounded-lg bg-honey-100', className)} aria-hidden />;
}
