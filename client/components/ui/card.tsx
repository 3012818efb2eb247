import type { HTMLAttributes } from 'react';
import { cn } from '#client/lib/cn.ts';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)]',
        className,
      )}
      {...props}
    />
  );
}
