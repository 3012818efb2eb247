// What the shared question page shows while the question loads.
import { Skeleton } from '#client/components/ui/skeleton.tsx';

export function SharedSkeleton() {
  return (
    <>
      <p role="status" className="sr-only">
        Loading question
      </p>
      <div className="flex flex-col gap-3">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-9 w-64 max-w-full" />
        <div className="flex items-center gap-2.5">
          <Skeleton className="hex size-10 rounded-none" />
          <Skeleton className="h-4 w-40" />
        </div>
      </div>
      <div className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5">
        <div className="flex gap-1.5">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-24 rounded-full" />
        </div>
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-6 w-4/5" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-14 w-full rounded-2xl" />
        ))}
        <Skeleton className="h-12 w-full rounded-xl" />
      </div>
    </>
  );
}
